/**
 * The page config's `animations` entries read through `<pb-animation>`'s table (settings.ts), apart from it so the
 * element's chunk does not carry this reader.
 */
import { type PropDef, parseAttribute, variantDef, variantProperty } from '../attributes/index.js';
import { ENTRANCE } from '../constants/entrance.js';
import { type EntranceProp, entranceProps } from './settings.js';

/** The page config's field names (the spec's) for each prop. */
const FIELDS: Record<EntranceProp, string> = {
  animationStyle: 'style',
  direction: 'direction',
  repeat: 'repeat',
  duration: 'duration',
  delay: 'delay',
  intensity: 'intensity',
  startingOpacity: 'starting_opacity',
  speedCurve: 'speed_curve',
};

/** The CMS writes a style with its direction (`slideLeft`) and units (`1000ms`, `50%`). */
const COMBINED = new RegExp(`^(${ENTRANCE.styles.join('|')})(Top|Right|Bottom|Left)$`);
const UNIT: Partial<Record<EntranceProp, RegExp>> = {
  duration: /\s*ms$/i,
  delay: /\s*ms$/i,
  intensity: /\s*%$/,
  startingOpacity: /\s*%$/,
};

/**
 * One page-config entry (`{ "style": "slideLeft", "duration": "800ms", "intensity_phone": "20%" }`) read into the
 * table's values, each field through the attributes' parser: a bad value calls `warn(field, message)` and falls
 * back as the attribute would. A variant (`_tablet`, `_phone`) counts without its `_last_edited`, as on the
 * element; a `_last_edited` that is off leaves the variants out, as the builder does.
 */
export function configValues(
  raw: Record<string, unknown>,
  warn: (field: string, message: string) => void,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const defs = entranceProps as Record<EntranceProp, PropDef>;
  for (const prop of Object.keys(FIELDS) as EntranceProp[]) {
    const base = FIELDS[prop];
    const edited = raw[`${base}_last_edited`];
    const variants = typeof edited !== 'string' || edited.startsWith('on');
    for (const device of ['desktop', 'tablet', 'phone'] as const) {
      const field = device === 'desktop' ? base : `${base}_${device}`;
      const key = device === 'desktop' ? prop : variantProperty(prop, device);
      let value = raw[field];
      if (device !== 'desktop' && !variants) value = undefined;
      if (value === undefined || value === null || value === '') {
        values[key] = device === 'desktop' ? defs[prop].default : undefined;
        continue;
      }
      let text = String(value).trim();
      const unit = UNIT[prop];
      if (unit) text = text.replace(unit, '');
      if (prop === 'animationStyle') {
        const combined = COMBINED.exec(text);
        if (combined) {
          text = combined[1] as string;
          const directionField = device === 'desktop' ? 'direction' : `direction_${device}`;
          if (raw[directionField] === undefined) raw = { ...raw, [directionField]: combined[2]?.toLowerCase() };
        }
      }
      const parsed = parseAttribute(device === 'desktop' ? defs[prop] : variantDef(defs[prop]), text);
      if (parsed.warning) warn(field, parsed.warning);
      values[key] = parsed.value;
    }
  }
  return values;
}
