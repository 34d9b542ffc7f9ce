/**
 * The element animation's settings (MFT §3 "Element animation": style, repeat, duration, delay, intensity,
 * starting_opacity, speed_curve, each with tablet and phone variants), in one table: `<pb-animation>`'s
 * attributes, and the page config's `animations` entries read through the same parser (`config.ts`).
 */
import { type PropDefs, type ResponsiveDevice, responsiveValue } from '../attributes/index.js';
import { ENTRANCE, type EntranceDirection, type EntranceStyle, type SpeedCurve } from '../constants/entrance.js';

export const entranceProps = {
  animationStyle: { type: 'string', default: 'fade', values: ENTRANCE.styles, responsive: true },
  direction: { type: 'string', default: 'none', values: ENTRANCE.directions, responsive: true },
  repeat: { type: 'string', default: 'once', values: ENTRANCE.repeats, responsive: true },
  duration: { type: 'number', default: ENTRANCE.duration, min: 0, responsive: true },
  delay: { type: 'number', default: ENTRANCE.delay, min: 0, responsive: true },
  intensity: { type: 'number', default: ENTRANCE.intensity, min: 0, max: 100, responsive: true },
  startingOpacity: { type: 'number', default: ENTRANCE.startingOpacity, min: 0, max: 100, responsive: true },
  speedCurve: { type: 'string', default: ENTRANCE.speedCurve, values: ENTRANCE.speedCurves, responsive: true },
} as const satisfies PropDefs;

export type EntranceProp = keyof typeof entranceProps;

/** One device's settings, by the table's property names. */
export interface EntranceSettings {
  animationStyle: EntranceStyle;
  direction: EntranceDirection;
  repeat: 'once' | 'loop';
  duration: number;
  delay: number;
  intensity: number;
  startingOpacity: number;
  speedCurve: SpeedCurve;
}

/** The settings in force on `device`, from the table's values by property name (an element's `values`). */
export function settingsFor(values: object, device: ResponsiveDevice): EntranceSettings {
  return Object.fromEntries(
    Object.keys(entranceProps).map((prop) => [prop, responsiveValue(values, prop, device)]),
  ) as unknown as EntranceSettings;
}
