/**
 * Option flags (CCH §5: "Option flags use the strings on, off, yes, no, default").
 * Builder data is hand-edited and migrated between versions, so parsing forgives
 * case and surrounding spaces; serialising always writes the canonical lower-case form.
 */

/** One of the spec's flag strings. */
export type Flag = 'on' | 'off' | 'yes' | 'no' | 'default';

const FLAGS: readonly string[] = ['on', 'off', 'yes', 'no', 'default'];

/**
 * Reads a flag; anything else gives ''. Booleans map to on/off because JSON-sourced
 * attrs sometimes carry them.
 * @example parseFlag(' ON ') // 'on'
 */
export function parseFlag(v: unknown): Flag | '' {
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  if (typeof v !== 'string') return '';
  const flag = v.trim().toLowerCase();
  return FLAGS.includes(flag) ? (flag as Flag) : '';
}

/**
 * True for on and yes; false for everything else, including default.
 * @example isOn('yes') // true
 */
export function isOn(v: unknown): boolean {
  const flag = parseFlag(v);
  return flag === 'on' || flag === 'yes';
}

/**
 * True for off and no only: default and unknown values are neither on nor off.
 * @example isOff('no') // true
 */
export function isOff(v: unknown): boolean {
  const flag = parseFlag(v);
  return flag === 'off' || flag === 'no';
}

/**
 * Writes a flag. A boolean becomes on/off, or yes/no when `style` is 'yes'
 * (some options store yes/no); anything that is not a flag gives ''.
 * @example serializeFlag(false, 'yes') // 'no'
 */
export function serializeFlag(v: boolean | Flag | '', style: 'on' | 'yes' = 'on'): Flag | '' {
  if (typeof v === 'boolean') {
    if (style === 'yes') return v ? 'yes' : 'no';
    return v ? 'on' : 'off';
  }
  return parseFlag(v);
}
