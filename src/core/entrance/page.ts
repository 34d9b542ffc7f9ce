/**
 * The page config's `animations` list (MFT §3 "Element animation ... class"): animation settings for the page's
 * modules, applied without `<pb-animation>`, as the CMS writes them. Either an object keyed by selector,
 * `{ ".et_pb_image_0": { "style": "slideLeft", "duration": "800ms" } }`, or the CMS's list of entries naming their
 * module by class, `[{ "class": "et_pb_image_0", "style": "zoom", ... }]`. Fields are the spec's (style, direction,
 * repeat, duration, delay, intensity, starting_opacity, speed_curve) with `_tablet` and `_phone` variants.
 */
import { getPageConfig, isRecord } from '../config/index.js';
import { warnOnce } from '../log/index.js';
import { configValues } from './config.js';
import { type Entrance, startEntrance } from './run.js';
import { settingsFor } from './settings.js';

const WHERE = '<script id="pb-config"> "animations';
const where = (key: string, field?: string): string => `${WHERE}.${key}${field ? `.${field}` : ''}"`;

/** The entries as [selector, settings], from either form. */
export function animationEntries(list: unknown): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  if (Array.isArray(list)) {
    list.forEach((entry, i) => {
      const name = isRecord(entry) && typeof entry.class === 'string' ? entry.class.trim() : '';
      // A class name, or several (`et_pb_text_0 et_pb_text_align_left`): the element has them all.
      if (name) out.push([`.${name.split(/\s+/).map(CSS.escape).join('.')}`, entry as Record<string, unknown>]);
      else warnOnce(where(`${i}`, 'class'), 'names no class; ignored');
    });
  } else if (isRecord(list)) {
    for (const [selector, entry] of Object.entries(list)) {
      if (isRecord(entry)) out.push([selector, entry]);
      else warnOnce(where(selector), 'must be an object of animation settings; ignored');
    }
  }
  return out;
}

/** Starts every element the list names (present now); returns the function that stops them. */
export function startPageAnimations(doc: Document = document): () => void {
  const runs: Entrance[] = [];
  for (const [selector, raw] of animationEntries(getPageConfig(doc).animations)) {
    let els: Element[] = [];
    try {
      els = [...doc.querySelectorAll(selector)];
    } catch {
      warnOnce(where(selector), 'is not a valid selector; ignored');
      continue;
    }
    // A <pb-animation> has its own settings; the list must not animate it twice.
    els = els.filter((el) => el instanceof HTMLElement && el.localName !== 'pb-animation');
    if (!els.length) warnOnce(where(selector), 'matches no element; ignored');
    const values = configValues(raw, (field, message) => warnOnce(where(selector, field), message));
    for (const el of els) runs.push(startEntrance(el as HTMLElement, (device) => settingsFor(values, device)));
  }
  return () => {
    for (const run of runs.splice(0)) run.stop();
  };
}
