/**
 * Random ids for builder data (gradient stop uuids, consent ids). CCH §8: "The id generator fails
 * when no secure random source exists" - a predictable id could collide or be guessed, so there is
 * deliberately no Math.random fallback.
 */

/** The parts of Web Crypto `generateId` uses; either one is enough. */
export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint8Array) => unknown;
}

const NO_SOURCE =
  'pb-elements: no secure random source (crypto.getRandomValues) is available; refusing to generate an id';

/**
 * A random UUID v4 (lower-case). Uses `randomUUID` when present, else formats 16 random bytes
 * with the version (4) and variant (10xx) bits set. Pass `source` to test; it defaults to
 * `globalThis.crypto`. Throws when neither function exists.
 * @example generateId() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function generateId(source: RandomSource | null | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  if (typeof source?.getRandomValues !== 'function') throw new Error(NO_SOURCE);
  const bytes = new Uint8Array(16);
  source.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
