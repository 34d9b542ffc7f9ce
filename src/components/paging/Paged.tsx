/**
 * Rendering shared by `<pb-portfolio>` and `<pb-gallery>`: the filter toolbar
 * (portfolio), the grid the items are slotted into, the page links and the
 * live region. Every bar has a fixed height, so the page laid out before the
 * upgrade (light styles) reserves exactly the same space.
 */
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { formatMessage } from '../../core/paging/index.js';
import { ownName } from './name.js';
import type { PagingHost, PagingOptions } from './types.js';
import { useColumns } from './useColumns.js';
import { ITEMS_SLOT, usePaging } from './usePaging.js';
import { scrollToward, useScrollHint } from './useScrollHint.js';

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

const MIRROR: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

export function Paged({ host, options }: { host: PagingHost; options: PagingOptions }) {
  const { text } = options;
  const grid = useRef<HTMLDivElement>(null);
  const paging = usePaging(host, options, grid);
  const toolbar = useRef<HTMLDivElement>(null);
  const sizer = useRef<HTMLDivElement>(null);
  // The toolbar's one tab stop (WAI-ARIA APG Toolbar): the button last moved to.
  const [stop, setStop] = useState(0);
  useColumns(sizer, grid, options.fullwidth);
  // Read once: what comes before the element is already parsed when it upgrades. Only an element whose messages
  // have `paginationNamed` (the portfolio) takes a name of its own.
  const name = useMemo(() => (text.paginationNamed ? ownName(host) : ''), [host, text.paginationNamed]);
  const navName = name
    ? formatMessage(text.paginationNamed ?? '', { pagination: text.pagination, name })
    : text.pagination;

  const filters = paging.filters.length ? [{ slug: 'all', label: text.all ?? '' }, ...paging.filters] : [];
  useScrollHint(toolbar, filters.length > 0);
  const onToolbarKey = (event: KeyboardEvent) => {
    // Left and Right follow what the visitor sees: mirrored in right-to-left text, as the tabs and lightbox do.
    const mirrored = getComputedStyle(host).direction === 'rtl' && MIRROR[event.key];
    const move = MOVES[mirrored || event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(Math.min(stop, filters.length - 1), filters.length);
    setStop(next);
    toolbar.current?.querySelectorAll('button')[next]?.focus();
  };
  const { page, pages } = paging;
  return (
    <>
      {filters.length > 0 && (
        <div
          part="filters"
          className="bar filters"
          role="toolbar"
          aria-label={text.filters}
          ref={toolbar}
          onKeyDown={onToolbarKey}
        >
          {filters.map(({ slug, label }, i) => {
            const pressed = slug === paging.category;
            return (
              <button
                key={slug}
                type="button"
                part={pressed ? 'filter filter-active' : 'filter'}
                aria-pressed={pressed}
                tabIndex={i === Math.min(stop, filters.length - 1) ? 0 : -1}
                onFocus={() => setStop(i)}
                onClick={() => paging.select(slug)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      {filters.length > 0 &&
        (['start', 'end'] as const).map((end) => (
          // A pointer's shortcut, hidden from assistive technology: the arrow keys move along the toolbar itself.
          <span
            key={end}
            className={`more ${end}`}
            aria-hidden="true"
            onClick={() => scrollToward(toolbar.current, end)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </span>
        ))}
      {options.fullwidth && <div className="sizer" ref={sizer} />}
      <div
        part="grid"
        className={options.fullwidth ? 'grid fullwidth' : 'grid'}
        ref={grid}
        style={paging.hold ? { minHeight: paging.hold } : undefined}
      >
        <slot name={ITEMS_SLOT} />
      </div>
      {pages > 1 && (
        <nav part="pagination" className="bar pages" aria-label={navName}>
          <button type="button" part="previous" aria-disabled={page === 1} onClick={() => paging.step(-1)}>
            {text.previous}
          </button>
          {paging.links.map((n) => (
            <button
              key={n}
              type="button"
              part={n === page ? 'page page-current' : 'page'}
              aria-label={formatMessage(text.page, { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => paging.goTo(n)}
            >
              {n}
            </button>
          ))}
          <button type="button" part="next" aria-disabled={page === pages} onClick={() => paging.step(1)}>
            {text.next}
          </button>
        </nav>
      )}
      <div part="status" className="status" role="status">
        {paging.announcement}
      </div>
    </>
  );
}
