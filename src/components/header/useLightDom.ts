/**
 * What the header asks of its light DOM: the stacked mode of the menu inside a
 * panel (the `<pb-menu>` contract), and the split layout's room for the logo.
 */
import { useLayoutEffect } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { splitAfter } from '../../core/header/index.js';
import { type MenuMode, menuLayout } from '../../core/menu/index.js';
import { useDevice } from '../element/index.js';
import { splitLogo, splitRoom } from './styles.js';

/** The anchors the split logo is centred between. */
const A = '--pb-header-split';

/** `panel`: the layout puts the menu in the slide-in or fullscreen panel. */
export function useLightDom(host: HTMLElement, layout: string, panel: boolean): void {
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

  // A menu shown as its mobile toggle (auto mode at 980 px and below) has no items in the row to stand
  // between: there the split layout is the default one (as lightStyles' media rule has it before the upgrade).
  // The menu reads an absent or unknown mode as auto.
  const attribute = host.querySelector('pb-menu')?.getAttribute('mode');
  const mode: MenuMode = attribute === 'dropdown' || attribute === 'stacked' ? attribute : 'auto';
  const row = menuLayout(mode, useDevice()) === 'dropdown';

  // Split: the menu's DOM keeps its order (logo, then the navigation, for
  // assistive tech and search engines). The items on either side of the split
  // become anchors, the first with room after it, and the logo is centred
  // between the two.
  useLayoutEffect(() => {
    if (layout !== 'split' || !row) return;
    const items = [...(host.querySelector('pb-menu ul')?.children ?? [])] as HTMLElement[];
    const at = splitAfter(items.length);
    const item = items[at - 1];
    const logo = host.querySelector<HTMLElement>(':scope > [slot="logo"]');
    if (!item || !logo) return;
    // Inline, like the anchor names: a name set in the document is not found
    // from a rule in the shadow root (anchor names are scoped to their tree).
    // Each one's own inline style comes back when the layout changes.
    const next = items[at];
    const saved = [logo, item, next].map((el) => [el, el?.style.cssText] as const);
    logo.style.cssText += `;${splitLogo(A)}`;
    // The room is set now, not only when the size observer first reports (a frame later), or the menu would
    // close up over the logo's place for that frame: a layout shift on upgrade.
    item.style.cssText += `;anchor-name:${A};margin-inline-end:${splitRoom(`${logo.getBoundingClientRect().width}px`)}`;
    next?.style.setProperty('anchor-name', `${A}-end`);
    const stop = observeSize(logo, (entry) => {
      item.style.marginInlineEnd = splitRoom(`${entry.borderBoxSize[0]?.inlineSize}px`);
    });
    return () => {
      stop();
      for (const [el, css] of saved) if (el) el.style.cssText = css as string;
    };
  }, [host, layout, row]);
}
