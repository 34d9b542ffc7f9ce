/**
 * `<pb-motion>`'s one table: every attribute it reads, with its property. Each field (CCH §3 "Motion element")
 * may also come from the `motion` JSON, and an attribute wins over it only when set: so the fields default to
 * unset (`undefined`), and a value the table rejects leaves the JSON's value, else the documented default. A
 * scroll effect's seven-part value (`0|50|50|100|120|0|-120`) is checked by the element, which warns naming
 * the attribute.
 */
import { jsonObject, type PropDef, type PropDefs } from '../../core/attributes/index.js';

const FLAG = ['on', 'off'] as const;
const fromJson = (fallback: string): string => `the motion JSON's value, else ${fallback}`;

/** A scroll effect: `start|midStart|midEnd|end|startValue|midValue|endValue`, per device. */
const effect: PropDef = { type: 'string', default: undefined, responsive: true };
/** Its switch: off leaves the effect out; unset, it is on when the effect is given. */
const enable: PropDef = {
  type: 'string',
  default: undefined,
  values: FLAG,
  responsive: true,
  fallbackText: fromJson('on when the effect is given'),
};

export const motionProps = {
  /** The same fields as JSON; the attributes win over it. */
  motion: { type: 'json', default: {}, shape: jsonObject, fallbackText: 'no fields from it' },
  triggerStart: {
    type: 'string',
    default: undefined,
    values: ['top', 'middle', 'bottom'],
    responsive: true,
    fallbackText: fromJson('middle'),
  },
  gridMotion: { type: 'string', default: undefined, values: FLAG, responsive: true, fallbackText: fromJson('off') },
  childSlug: { type: 'string', default: undefined, responsive: true },
  childrenCount: {
    type: 'number',
    default: undefined,
    integer: true,
    min: 0,
    responsive: true,
    fallbackText: fromJson('every child'),
  },
  translateX: effect,
  translateXEnable: enable,
  translateY: effect,
  translateYEnable: enable,
  opacity: effect,
  opacityEnable: enable,
  scale: effect,
  scaleEnable: enable,
  rotate: effect,
  rotateEnable: enable,
  /** Not `blur`: that is HTMLElement's method. */
  blurEffect: { ...effect, attribute: 'blur' },
  blurEnable: enable,
} satisfies PropDefs;

/** The CCH §3 field each prop fills (a device variant fills `<field>_tablet` or `_phone`). */
export const MOTION_FIELDS = {
  triggerStart: 'trigger_start',
  gridMotion: 'grid_motion',
  childSlug: 'child_slug',
  childrenCount: 'children_count',
  translateX: 'translateX',
  translateXEnable: 'translateX_enable',
  translateY: 'translateY',
  translateYEnable: 'translateY_enable',
  opacity: 'opacity',
  opacityEnable: 'opacity_enable',
  scale: 'scale',
  scaleEnable: 'scale_enable',
  rotate: 'rotate',
  rotateEnable: 'rotate_enable',
  blurEffect: 'blur',
  blurEnable: 'blur_enable',
} as const satisfies Record<Exclude<keyof typeof motionProps, 'motion'>, string>;
