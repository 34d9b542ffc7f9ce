/**
 * `<pb-motion>` without React: it renders nothing and reads no state React could keep, only hands its props
 * to the motion store, so it stays small and loads no framework. The element base carries the contract (its
 * table in ./props.ts, warnings, pre-upgrade properties, the deferred disconnect).
 */
import { RegisteredElement } from '../../base/registered.js';
import { attributeName, RESPONSIVE_DEVICES, variantProperty } from '../../core/attributes/index.js';
import { type BadValue, readMotionItem, SCROLL_EFFECTS, type ScrollEffect, unitOf } from '../../core/motion/data.js';
import { motionController } from '../../core/motion/runtime.js';
import { MOTION_FIELDS, motionProps } from './props.js';

export const MOTION_TAG = 'pb-motion';

type Prop = keyof typeof MOTION_FIELDS;
type Flag = 'on' | 'off';
const DEVICES = ['', ...RESPONSIVE_DEVICES] as const;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

const isEffect = (field: string): field is ScrollEffect => (SCROLL_EFFECTS as readonly string[]).includes(field);

/**
 * Why an effect's value does not have its form, or '' when it does. An effect is seven numbers: four viewport
 * percentages, then three values, bare or in the effect's own unit (`2em` is not read as px).
 */
function malformed(effect: ScrollEffect, value: string): string {
  const invalid = `"${value}" is not a valid value for this field; ignored`;
  const parts = value
    .trim()
    .split('|')
    .map((p) => p.trim());
  if (parts.length !== 7 || !parts.slice(0, 4).every((p) => NUMBER.test(p))) return invalid;
  const unit = unitOf(effect);
  for (const part of parts.slice(4)) {
    const [, n = '', u = ''] = /^(.*?)([a-z%]*)$/i.exec(part) ?? [];
    if (!NUMBER.test(n)) return invalid;
    if (u && u.toLowerCase() !== unit) return `"${part}" is not in ${unit}, the unit of this effect; ignored`;
  }
  return '';
}

/**
 * The element's fields (CCH §3): the `motion` JSON first, then each set prop over it. A device value without
 * its `_last_edited` switches responsive editing on, as an author writing `translate-y-phone` means it.
 */
export function motionFields(el: PbMotion): Record<string, unknown> {
  const values = el as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = { ...el.motion };
  for (const [prop, field] of Object.entries(MOTION_FIELDS) as [Prop, string][]) {
    for (const device of DEVICES) {
      const value = values[device ? variantProperty(prop, device) : prop];
      if (value === undefined) continue;
      const why = isEffect(field) ? malformed(field, String(value)) : '';
      const attribute = attributeName(prop, motionProps[prop]);
      if (why) el.warn(device ? `${attribute}-${device}` : attribute, why);
      else fields[device ? `${field}_${device}` : field] = value;
    }
  }
  for (const key of Object.keys(fields)) {
    const base = key.replace(/_(tablet|phone)$/, '');
    if (base !== key && fields[`${base}_last_edited`] === undefined) fields[`${base}_last_edited`] = 'on|desktop';
  }
  fields.id ??= el.id;
  return fields;
}

/** Each prop also has its device variants, `translateYTablet` and `translateYPhone` (attributes `-tablet`, `-phone`). */
export class PbMotion extends RegisteredElement {
  static readonly props = motionProps;
  declare motion: Record<string, unknown>;
  declare triggerStart: 'top' | 'middle' | 'bottom' | undefined;
  declare gridMotion: Flag | undefined;
  declare childSlug: string | undefined;
  declare childrenCount: number | undefined;
  declare translateX: string | undefined;
  declare translateXEnable: Flag | undefined;
  declare translateY: string | undefined;
  declare translateYEnable: Flag | undefined;
  declare opacity: string | undefined;
  declare opacityEnable: Flag | undefined;
  declare scale: string | undefined;
  declare scaleEnable: Flag | undefined;
  declare rotate: string | undefined;
  declare rotateEnable: Flag | undefined;
  declare blurEffect: string | undefined;
  declare blurEnable: Flag | undefined;

  /** Measured where it stands, by the motion store of the document it is in. */
  protected register(): () => void {
    const fields = motionFields(this);
    // A value of the `motion` JSON that falls back (the props that reach the data are well formed).
    const bad: BadValue = (prop, value) =>
      this.warn('motion', `${prop}: "${value}" is not a number in ${unitOf(prop)}; its default is used`);
    return motionController(this.ownerDocument).add(this, (device) => readMotionItem(fields, device, bad));
  }
}
