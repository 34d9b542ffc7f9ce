/**
 * `decodeURIComponent`, or `text` as it stands when it holds a stray '%'.
 * URL hashes and cookies written by other code (the plugin `cmplz_` sites move
 * from, hand-edited links) can, and one bad value must not lose the rest.
 */
export function decodeLoose(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
