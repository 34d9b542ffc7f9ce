/**
 * `get()`, or undefined when it throws. Browsers throw on storage and cookie
 * access in some privacy modes and sandboxes, and page-supplied JSON and
 * patterns may be malformed; each of those reads as "nothing there".
 */
export const attempt = <T>(get: () => T): T | undefined => {
  try {
    return get();
  } catch {
    return undefined;
  }
};
