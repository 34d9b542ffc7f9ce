/**
 * Sticky elements: CCH §3 "Sticky module settings", §4 "Sticky module" and §9 "Sticky". Breakpoints are
 * `BREAKPOINTS` (desktop above 980, tablet above 767), the same as the header's; they are not repeated here.
 */
import { LISTENER_LIMIT } from './bus.js';

export const STICKY = {
  /** CCH §3: the positions; `none` disables everything. */
  positions: ['none', 'top', 'bottom', 'top_bottom'],
  /** CCH §9: the z-index of a stuck module. */
  zIndex: 10000,
  /** CCH §9: ... inside a theme-builder header, so the header's own stuck rows stay above the page's. */
  zIndexTbHeader: 10010,
  /** CCH §9: ... inside a theme-builder footer, so it passes under the page's stuck modules. */
  zIndexTbFooter: 9990,
  /** The theme-builder header and footer wrappers (the CMS's markup) that pick the two z-indexes above. */
  tbHeaderSelector: '.et-l--header',
  tbFooterSelector: '.et-l--footer',
  /** CCH §9 debounces, in ms. */
  delays: {
    /** A change of scroll location (app frame or top window) settles this long before it applies. */
    scrollLocation: 2000,
    /** A change of viewport width, and of the document's size (its observer's debounce too). */
    width: 50,
    document: 50,
    /** A change of viewport height. */
    height: 50,
    /** DOM changes (MutationObserver) before the stored sizes are measured again. */
    dom: 500,
    /** After a start, the stuck box is measured once more and its styles written again (late sticky styles). */
    finalStyle: 50,
    /** After a start, the parent's height lock is released this late. */
    parentUnlock: 1,
    /** The first measure and evaluation wait this long after setup, so the page's own scripts settle first. */
    initialReset: 10,
    /** ... and this long inside a layout block preview. */
    layoutBlock: 300,
  },
  /**
   * Ours, not the spec's: the length (ms) of the `transition` setting's fade of the sticky styles, and so of
   * the parent's lock when sticky ends. The spec names the transition but not its length; 300 ms is the
   * builder's default transition duration.
   */
  transitionDuration: 300,
  /** CCH §9: the admin bar's height inside the theme builder, used instead of measuring it there. */
  tbAdminBar: 32,
  /** CCH §4, §9: the extra theme's navigation switches to its desktop layout at width plus scrollbar >= this. */
  extraThemeNavFrom: 1024,
  /** CCH §9: see LISTENER_LIMIT. */
  listenerLimit: LISTENER_LIMIT,
  /** CCH §3 limits: the ancestors each limit names, nearest first. `body` is the document's body. */
  limitSelectors: {
    section: '.et_pb_section, .pb-section, section',
    row: '.et_pb_row, .et_pb_row_inner, .pb-row',
    column: '.et_pb_column, .et_pb_column_inner, .pb-column',
  },
  /** The spec's sticky class (the CMS's `__sticky` styles target it) and its side and pause modifiers. */
  stickyClass: 'et_pb_sticky',
  /** The id of the offsets topic's source for the stack of stuck modules. */
  offsetSource: 'sticky',
} as const;

export type StickyPosition = (typeof STICKY.positions)[number];
