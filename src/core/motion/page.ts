/**
 * The page's motion list (CCH §3 "Motion element, per-device list supplied by the page"): the page config's
 * `motion` holds `desktop`, `tablet` and `phone` lists of motion elements, as the CMS writes them. Each entry
 * names its element by `id` (an element id, or a selector starting with `.` or `#` as the builder writes
 * them). Entries of one id are merged, so the builder's flat form, one entry per effect with its own
 * `resolver`, reads like one entry with `scroll_effects`. A device without a list takes the next larger one's.
 */
import { getPageConfig } from '../config/index.js';
import type { Device } from '../constants/index.js';
import { warnOnce } from '../log/index.js';
import { type BadValue, readMotionItem, unitOf } from './data.js';
import { motionController } from './runtime.js';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One device's list, merged by id. */
export function groupById(list: unknown): Map<string, Raw> {
  const out = new Map<string, Raw>();
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !entry.id.trim()) continue;
    const id = entry.id.trim();
    const merged: Raw = { ...out.get(id), ...entry, id };
    const effects = (out.get(id)?.scroll_effects as unknown[] | undefined) ?? [];
    if (typeof entry.resolver === 'string') merged.scroll_effects = [...effects, entry];
    out.set(id, merged);
  }
  return out;
}

const FALLBACK: Record<Device, Device[]> = {
  desktop: ['desktop'],
  tablet: ['tablet', 'desktop'],
  phone: ['phone', 'tablet', 'desktop'],
};

/** The elements an id names: a selector (`.et_pb_image_0`, `#hero`) or a bare element id. */
function elementsFor(doc: Document, id: string): HTMLElement[] {
  if (!/^[.#]/.test(id)) {
    const el = doc.getElementById(id);
    return el ? [el] : [];
  }
  try {
    return [...doc.querySelectorAll<HTMLElement>(id)];
  } catch {
    return [];
  }
}

const WHERE = '<script id="pb-config"> "motion"';
const bad =
  (id: string): BadValue =>
  (prop, value) =>
    warnOnce(WHERE, `"${id}" ${prop}: "${value}" is not a number in ${unitOf(prop)}; its default is used`);

/** Registers every element the page's motion list names; returns the function that removes them again. */
export function startPageMotion(doc: Document = document): () => void {
  const config = getPageConfig(doc).motion;
  const lists = new Map<Device, Map<string, Raw>>();
  for (const device of ['desktop', 'tablet', 'phone'] as const) {
    if (config[device] !== undefined) lists.set(device, groupById(config[device]));
  }
  const listFor = (device: Device) => lists.get(FALLBACK[device].find((d) => lists.has(d)) ?? 'desktop');
  const ids = new Set([...lists.values()].flatMap((m) => [...m.keys()]));
  const controller = motionController(doc);
  const undo: (() => void)[] = [];
  for (const id of ids) {
    const els = elementsFor(doc, id);
    if (!els.length) warnOnce(WHERE, `no element matches the id "${id}"; ignored`);
    for (const el of els) {
      undo.push(controller.add(el, (device) => readMotionItem(listFor(device)?.get(id) ?? { id }, device, bad(id))));
    }
  }
  return () => {
    for (const off of undo.splice(0)) off();
  };
}
