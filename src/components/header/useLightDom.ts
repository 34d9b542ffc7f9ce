/**
 * What the header asks of its light DOM: the stacked mode of the menu inside a
 * panel (the `<pb-menu>` contract), and the split layout's room for the logo.
 */
import { useLayoutEffect } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { splitAfter } from '../../core/header/index.js';

/** The anchor the split logo is positioned against (see the shadow styles). */
const SPLIT_ANCHOR = '--pb-header-split';

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
  // assistive tech and search engines). The item that ends the first half is
  // made an anchor with room after it, and the logo is drawn in that room.
  useLayoutEffect(() => {
    if (layout !== 'split') return;
    const list = host.querySelector('pb-menu ul');
    const items = [...(list?.children ?? [])].filter((li): li is HTMLElement => li.localName === 'li');
    const item = items[splitAfter(items.length) - 1];
    const logo = host.querySelector(':scope > [slot="logo"]');
    if (!item || !logo) return;
    item.style.setProperty('anchor-name', SPLIT_ANCHOR);
    const stop = observeSize(logo, (entry) => {
      const width = entry.borderBoxSize[0]?.inlineSize ?? 0;
      item.style.marginInlineEnd = `calc(${width}px + 2 * var(--pb-header-gap, 30px))`;
    });
    return () => {
      stop();
      item.style.removeProperty('anchor-name');
      item.style.removeProperty('margin-inline-end');
    };
  }, [host, layout]);
}
