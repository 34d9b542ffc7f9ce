/**
 * `<pb-motion>` without React: it renders nothing and reads no state React could keep, only hands its
 * attributes to the motion store, so it stays small and loads no framework.
 */
import { attributeWhere, warnOnce } from '../../core/log/index.js';
import { type BadValue, readMotionItem, SCROLL_EFFECTS, type ScrollEffect, unitOf } from '../../core/motion/data.js';
import { motionController } from '../../core/motion/runtime.js';

export const MOTION_TAG = 'pb-motion';

const BASES = [
  'trigger-start',
  'grid-motion',
  'child-slug',
  'children-count',
  ...SCROLL_EFFECTS.map((e) => e.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
];
const VARIANTS = ['', '-tablet', '-phone', '-last-edited'];
const OBSERVED = [
  'motion',
  ...BASES.flatMap((b) => [b, `${b}-enable`]).flatMap((b) => VARIANTS.map((v) => `${b}${v}`)),
];

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Why an attribute's value does not have its field's form, or '' when it does. An effect is seven numbers: four
 * viewport percentages, then three values, bare or in the effect's own unit (`2em` is not read as px).
 */
function malformed(name: string, value: string): string {
  const base = name.replace(/-(tablet|phone)$/, '');
  const v = value.trim();
  const invalid = `"${value}" is not a valid value for this field; ignored`;
  if (base.endsWith('-last-edited') || base === 'child-slug') return '';
  if (base === 'trigger-start') return ['top', 'middle', 'bottom'].includes(v) ? '' : invalid;
  if (base === 'grid-motion' || base.endsWith('-enable')) return v === 'on' || v === 'off' ? '' : invalid;
  if (base === 'children-count') return /^\d+$/.test(v) ? '' : invalid;
  const parts = v.split('|').map((p) => p.trim());
  if (parts.length !== 7 || !parts.slice(0, 4).every((p) => NUMBER.test(p))) return invalid;
  const unit = unitOf(fieldName(base) as ScrollEffect);
  for (const part of parts.slice(4)) {
    const [, n = '', u = ''] = /^(.*?)([a-z%]*)$/i.exec(part) ?? [];
    if (!NUMBER.test(n)) return invalid;
    if (u && u.toLowerCase() !== unit) return `"${part}" is not in ${unit}, the unit of this effect; ignored`;
  }
  return '';
}

/** `translate-y-enable-tablet` -> `translateY_enable_tablet`: the CCH §3 field name. */
export function fieldName(attribute: string): string {
  return attribute
    .replace(/translate-([xyz])/, (_, axis: string) => `translate${axis.toUpperCase()}`)
    .replaceAll('-', '_');
}

/**
 * The element's fields: the `motion` JSON first, then each attribute over it. A device variant without its
 * `_last_edited` switches responsive editing on, as an author writing `translate-y-phone` means it.
 */
export function motionFields(el: Element): Record<string, unknown> {
  let fields: Record<string, unknown> = {};
  const json = el.getAttribute('motion');
  if (json !== null) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (typeof parsed === 'object' && parsed && !Array.isArray(parsed)) fields = { ...parsed };
      else throw new Error();
    } catch {
      warnOnce(attributeWhere(MOTION_TAG, 'motion'), 'is not a JSON object of motion fields; ignored');
    }
  }
  for (const { name, value } of el.attributes) {
    if (!OBSERVED.includes(name) || name === 'motion') continue;
    const why = malformed(name, value);
    if (why) warnOnce(attributeWhere(MOTION_TAG, name), why);
    else fields[fieldName(name)] = value;
  }
  for (const key of Object.keys(fields)) {
    const base = key.replace(/_(tablet|phone)$/, '');
    if (base !== key && fields[`${base}_last_edited`] === undefined) fields[`${base}_last_edited`] = 'on|desktop';
  }
  fields.id ??= el.id;
  return fields;
}

/** A value of the `motion` JSON that falls back (the attributes that reach the data are well formed). */
const bad: BadValue = (prop, value) =>
  warnOnce(
    attributeWhere(MOTION_TAG, 'motion'),
    `${prop}: "${value}" is not a number in ${unitOf(prop)}; its default is used`,
  );

export class PbMotion extends HTMLElement {
  static get observedAttributes(): string[] {
    return OBSERVED;
  }

  #remove: (() => void) | undefined;

  connectedCallback(): void {
    this.#register();
  }

  disconnectedCallback(): void {
    this.#remove?.();
    this.#remove = undefined;
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#register();
  }

  #register(): void {
    const fields = motionFields(this);
    this.#remove?.();
    this.#remove = motionController(this.ownerDocument).add(this, (device) => readMotionItem(fields, device, bad));
  }
}
