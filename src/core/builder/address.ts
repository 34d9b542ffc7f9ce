/**
 * CCH §9 Builder "Scroll-to-address animation": the builder scrolls the preview to a module by its address
 * (CCH §3, `0.1.2`) in 400 ms per 1000 px of distance, at least 800 and at most 6000 ms, through the one smooth
 * scroller, so it lands below every bar fixed or stuck there and yields to the visitor's wheel or keys.
 */
import { BUILDER_ADDRESS } from '../constants/builder-page.js';
import { parseAddress } from '../formats/address.js';
import { scrollToAddressDuration } from '../formats/builder.js';
import { warnOnce } from '../log/index.js';
import { scrollTargetFor, scrollToElement } from '../scroll/index.js';

/** The module rendered for `address`: the element marked `data-pb-address="<address>"`, or null. */
export function moduleAtAddress(address: string, doc: Document = document): Element | null {
  if (!parseAddress(address).length) return null;
  return doc.querySelector(`[${BUILDER_ADDRESS.attribute}="${address}"]`);
}

/**
 * Scrolls to the module at `address`, taking `scrollToAddressDuration` of the distance. Resolves as the smooth
 * scroller does (true on arrival, false when interrupted); false at once, with a warning, for an address that is
 * malformed or names no module on the page.
 */
export function scrollToAddress(address: unknown, doc: Document = document): Promise<boolean> {
  const target = typeof address === 'string' ? moduleAtAddress(address, doc) : null;
  if (!target) {
    warnOnce(`"${BUILDER_ADDRESS.event}"`, `no module at the address ${JSON.stringify(address)}; not scrolled`);
    return Promise.resolve(false);
  }
  const distance = scrollTargetFor(target) - window.scrollY;
  return scrollToElement(target, { duration: scrollToAddressDuration(distance) });
}

/** Listens for the builder's `pb-scroll-to-address` events (`detail`: the address) until the returned function runs. */
export function listenForAddresses(doc: Document = document): () => void {
  const on = (event: Event): void => void scrollToAddress((event as CustomEvent<unknown>).detail, doc);
  doc.addEventListener(BUILDER_ADDRESS.event, on);
  return () => doc.removeEventListener(BUILDER_ADDRESS.event, on);
}
