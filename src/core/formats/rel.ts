/**
 * Link rel (CCH §3 "Other shared formats"): a pipe-separated on/off list in the fixed
 * order bookmark, external, nofollow, noreferrer, noopener, e.g. 'off|on|on|off|off'.
 */
import { isOn } from './flags.js';

/** The rel keywords, in stored order. */
export const LINK_RELS = ['bookmark', 'external', 'nofollow', 'noreferrer', 'noopener'] as const;

export type LinkRelName = (typeof LINK_RELS)[number];
export type LinkRel = Record<LinkRelName, boolean>;

/**
 * Reads a link rel list; missing or unknown parts are off, a non-string is all off.
 * @example parseLinkRel('off|on|on') // { bookmark: false, external: true, nofollow: true, noreferrer: false, noopener: false }
 */
export function parseLinkRel(v: unknown): LinkRel {
  const parts = typeof v === 'string' ? v.split('|') : [];
  const rel = {} as LinkRel;
  LINK_RELS.forEach((name, i) => {
    rel[name] = isOn(parts[i]);
  });
  return rel;
}

/**
 * Writes all five slots as on/off.
 * @example serializeLinkRel({ bookmark: false, external: true, nofollow: true, noreferrer: false, noopener: false }) // 'off|on|on|off|off'
 */
export function serializeLinkRel(rel: Partial<LinkRel>): string {
  const r: Partial<LinkRel> = typeof rel === 'object' && rel !== null ? rel : {};
  return LINK_RELS.map((name) => (r[name] === true ? 'on' : 'off')).join('|');
}

/**
 * The value for an `<a rel>` attribute: the keywords that are on, space-separated, or ''.
 * @example linkRelValue('off|on|on|off|off') // 'external nofollow'
 */
export function linkRelValue(v: string | Partial<LinkRel>): string {
  const rel = typeof v === 'string' ? parseLinkRel(v) : parseLinkRel(serializeLinkRel(v));
  return LINK_RELS.filter((name) => rel[name]).join(' ');
}
