/**
 * A nav landmark with one numbered dot per top-level section: each dot a link
 * to its section, `aria-current` on the section at the top of the viewport.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { followAnchor, plainClick } from '../../core/anchors/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { getBus } from '../../core/bus/index.js';
import { fillMessage, type Messages } from '../../core/config/index.js';
import { NAV } from '../../core/constants/nav.js';
import { currentSection, ensureId, findSections, sectionName } from '../../core/dot-nav/index.js';
import { observeSize, onFrame, requestFrame } from '../../core/frame/index.js';
import { currentOffsets } from '../../core/scroll/index.js';
import { type PbElement, type PropValues, useMessages } from '../element/index.js';

export const DOT_NAV_TAG = 'pb-dot-nav';

export const dotNavProps = {
  sections: { type: 'string', default: NAV.sections as string },
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export const dotNavMessages = {
  /** The nav landmark's name. */
  label: 'Page sections',
  /** A dot's name when its section has no heading; `{n}` is its 1-based number. */
  section: 'Section {n}',
};

interface Dot {
  el: Element;
  id: string;
  name: string;
}

function scan(host: PbElement, selector: string): Dot[] {
  let found: Element[];
  try {
    found = findSections(host.ownerDocument, selector);
  } catch {
    host.warn('sections', 'is not a CSS selector; using the default');
    found = findSections(host.ownerDocument, NAV.sections);
  }
  return found.map((el, i) => ({ el, id: ensureId(el, i + 1), name: sectionName(el) }));
}

export function DotNav({ host, sections, messages }: PropValues<typeof dotNavProps> & { host: PbElement }) {
  const text = useMessages(dotNavMessages, DOT_NAV_TAG, messages);
  const [dots, setDots] = useState<Dot[]>([]);
  const [current, setCurrent] = useState(0);
  // Before the first paint: ids are given to the page's sections here, not in render. Sections added later (a
  // CMS's lazy blocks, an ajax page part) change the body's size, so they are found again then.
  useLayoutEffect(() => {
    const rescan = () =>
      setDots((old) => {
        const found = scan(host, sections);
        const same =
          found.length === old.length && found.every((d, i) => d.el === old[i]?.el && d.name === old[i]?.name);
        return same ? old : found;
      });
    rescan();
    return observeSize(host.ownerDocument.body, rescan);
  }, [host, sections]);

  const shown = dots.length >= NAV.minSections;
  useEffect(() => {
    if (!shown) return;
    let next = 0;
    const task = {
      read() {
        const root = document.documentElement;
        const end = root.scrollHeight - innerHeight;
        const tops = dots.map((d) => d.el.getBoundingClientRect().top);
        // One pixel of slack: a scroll to a section lands its top on the line, give or take rounding.
        next = currentSection(tops, currentOffsets().top + 1, end > 0 && scrollY >= end - 1);
      },
      write: () => setCurrent(next),
    };
    requestFrame(task);
    const stops = [
      onFrame('scroll', task),
      onFrame('resize', task),
      getBus().subscribe('offsets', () => requestFrame(task)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [dots, shown]);

  if (!shown) return null;
  return (
    <nav part="nav" aria-label={text.label}>
      <ol part="list">
        {dots.map((dot, i) => (
          <li key={dot.id}>
            <a
              part={i === current ? 'dot dot-current' : 'dot'}
              href={`#${dot.id}`}
              aria-current={i === current || undefined}
              onClick={(e) => {
                if (!plainClick(e.nativeEvent)) return;
                e.preventDefault();
                void followAnchor(dot.el, e.currentTarget.hash);
              }}
            >
              <span part="label">{dot.name || fillMessage(text.section, { n: i + 1 })}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
