/**
 * MFT §4: a flag blocks a second submit while one is in flight. The guard
 * runs `submit` unless one is running, and answers `undefined` when it did not.
 */
export function submitGuard(): <T>(submit: () => Promise<T>) => Promise<T | undefined> {
  let busy = false;
  return async (submit) => {
    if (busy) return undefined;
    busy = true;
    try {
      return await submit();
    } finally {
      busy = false;
    }
  };
}
