/**
 * `<pb-sticky>`'s one table: every attribute it reads, with its property. The settings (CCH §3 "Sticky module
 * settings") may also come from the page config's entry for `module-id`, and an attribute wins over it only
 * when set: so they default to unset (`undefined`), and a value the table rejects leaves the page config's
 * value, else the documented default. Lengths (the offsets, the sticky width) are checked where they are read,
 * by the sticky core, which warns naming the attribute.
 */
import type { PropDefs } from '../../core/attributes/index.js';
import { STICKY } from '../../core/constants/sticky.js';
import { STICKY_LIMITS } from '../../core/constants/values.js';

const fromConfig = (fallback: string): string => `the page config's value, else ${fallback}`;
const FLAG = ['on', 'off'] as const;

export const stickyProps = {
  /** The key of its entry in the page config's sticky settings; unset, the element's id. */
  moduleId: { type: 'string', default: '', attribute: 'module-id', reflect: true },
  position: {
    type: 'string',
    default: undefined,
    values: STICKY.positions,
    responsive: true,
    fallbackText: fromConfig('none'),
  },
  topOffset: { type: 'string', default: undefined, responsive: true },
  bottomOffset: { type: 'string', default: undefined, responsive: true },
  /** `none` is no limit, as in the CMS's settings. */
  topLimit: {
    type: 'string',
    default: undefined,
    values: ['none', ...STICKY_LIMITS.values],
    responsive: true,
    fallbackText: fromConfig('no limit'),
  },
  bottomLimit: {
    type: 'string',
    default: undefined,
    values: ['none', ...STICKY_LIMITS.values],
    responsive: true,
    fallbackText: fromConfig('no limit'),
  },
  offsetSurrounding: { type: 'string', default: undefined, values: FLAG, fallbackText: fromConfig('on') },
  transition: { type: 'string', default: undefined, values: FLAG, fallbackText: fromConfig('on') },
  topOffsetModules: { type: 'string', default: undefined },
  bottomOffsetModules: { type: 'string', default: undefined },
  stickyWidth: { type: 'string', default: undefined },
  stickyMaxWidth: { type: 'string', default: undefined },
  stickyAlignment: {
    type: 'string',
    default: undefined,
    values: ['left', 'center', 'right'],
    fallbackText: fromConfig('as measured'),
  },
  stickyOrigin: {
    type: 'string',
    default: undefined,
    values: ['top_left', 'top_right', 'bottom_left', 'bottom_right'],
    fallbackText: fromConfig('top_left'),
  },
  stickyVerticalOffset: { type: 'string', default: undefined },
  stickyHorizontalOffset: { type: 'string', default: undefined },
} satisfies PropDefs;

/**
 * The props that fill a sticky style (`stickyStyles`, as `<field>__sticky`), by field. Every other prop but
 * `moduleId` fills the settings field of its own name (`topOffset`), and a responsive one its device variants.
 */
export const STICKY_STYLE_FIELDS = {
  stickyWidth: 'width',
  stickyMaxWidth: 'max-width',
  stickyAlignment: 'module_alignment',
  stickyOrigin: 'position_origin_r',
  stickyVerticalOffset: 'vertical_offset',
  stickyHorizontalOffset: 'horizontal_offset',
} as const;
