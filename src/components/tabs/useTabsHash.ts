/**
 * MFT §2 for tabs: `#<module id>|<index>` and plain `#<tab id>` anchors, read
 * on load and on every hash change. Writing happens where the visitor picks a
 * tab (useTabs), through `writeHashEntry`.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { followHash } from '../../core/hash/index.js';
import { warnOnce } from '../../core/log/index.js';
import { hashTargetKey, readTabsHash, resolveIndex } from '../../core/tabs/index.js';
import { TAG, type TabChild, type TabsHost } from './types.js';

/** The builder owns the editor's URL, so in builder mode (`enabled` false) the hash is left alone. */
export function useTabsHash(host: TabsHost, children: TabChild[], enabled: boolean): void {
  const last = useRef<string>(undefined);

  // Acts only when what the hash asks for changed, so it never undoes a later author or visitor choice.
  const apply = useEffectEvent((tabs: TabChild[] = children) => {
    if (!enabled || tabs.length === 0) return;
    const target = readTabsHash(
      location.hash,
      host.id,
      tabs.map((t) => t.id),
    );
    const key = hashTargetKey(target);
    if (key === last.current) return;
    const onLoad = last.current === undefined;
    last.current = key;
    if (target.kind === 'invalid') warnOnce(`<${TAG} id="${host.id}"> URL hash`, target.warning);
    if (target.kind !== 'index' && target.kind !== 'anchor') return;
    if (target.index !== resolveIndex(host.active, tabs.length).index) {
      host.active = target.index;
      // The page opening in this state is not a change; following a link or history is.
      if (!onLoad) host.emit('pb-tab-change', { index: target.index, trigger: 'hash' });
    }
    if (target.kind === 'anchor') host.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  });

  // Before paint, so a page opened on `#id|2` never shows the first tab; again when
  // the tabs change, so a hash naming a tab that had not arrived yet applies once it has.
  useLayoutEffect(() => apply(children), [children]);

  useEffect(() => {
    if (enabled) return followHash(() => apply());
  }, [enabled]);
}
