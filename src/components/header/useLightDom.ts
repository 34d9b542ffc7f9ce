/**
 * What the header asks of its light DOM: the stacked mode of the menu inside a
 * panel (the `<pb-menu>` contract), and the split layout's room for the logo.
 */
import { useLayoutEffect } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { splitAfter } from '../../core/header/index.js';

/** The anchors the split logo is centred between. */
const SPLIT_ANCHOR = '--pb-header-split';

// Inline, like the anchor names: an anchor name set in the document is not
// found from a rule in the shadow root (names are scoped to their tree).
const LOGO_STYLE = {
  position: 'absolute',
  'inset-block': `anchor(${SPLIT_ANCHOR} start) anchor(${SPLIT_ANCHOR} end)`,
  'inset-inline': `anchor(${SPLIT_ANCHOR} end) anchor(${SPLIT_ANCHOR}-end start, 0px)`,
  'place-self': 'center',
};

export function useLightDom(host: HTMLElement, layout: string): void {
  const panel = layout === 'slide-in' || layout === 'fullscreen';

  useLayoutEffect(() => {
    const menu = host.querySelector('pb-menu');
    if (!panel || !menu) return;
    const before = menu.getAttribute('mode');
    menu.setAttribute('mode', 'stacked');
    return () => {
      if (before === null) menu.removeAttribute('mode');
      else menu.setAttribute('mode', before);
    };
  }, [host, panel]);

  // Split: the menu's DOM keeps its order (logo, then the navigation, for
  // assistive tech and search engines). The items on either side of the split
  // become anchors, the first with room after it, and the shadow styles centre
  // the logo between the two.
  useLayoutEffect(() => {
    if (layout !== 'split') return;
    const list = host.querySelector('pb-menu ul');
    const items = [...(list?.children ?? [])].filter((li): li is HTMLElement => li.localName === 'li');
    const at = splitAfter(items.length);
    const [item, next] = [items[at - 1], items[at]];
    const logo = host.querySelector<HTMLElement>(':scope > [slot="logo"]');
    if (!item || !logo) return;
    item.style.setProperty('anchor-name', SPLIT_ANCHOR);
    next?.style.setProperty('anchor-name', `${SPLIT_ANCHOR}-end`);
    for (const [name, value] of Object.entries(LOGO_STYLE)) logo.style.setProperty(name, value);
    const stop = observeSize(logo, (entry) => {
      const width = entry.borderBoxSize[0]?.inlineSize ?? 0;
      item.style.marginInlineEnd = `calc(${width}px + 2 * var(--pb-header-gap, 30px))`;
    });
    return () => {
      stop();
      for (const li of [item, next]) li?.style.removeProperty('anchor-name');
      for (const name of Object.keys(LOGO_STYLE)) logo.style.removeProperty(name);
      item.style.removeProperty('margin-inline-end');
    };
  }, [host, layout]);
}
