/**
 * Builder module addresses (CCH §3 "Builder module", §5 "Address sequences"): a module's position in the
 * tree as dot-separated indexes, '0.1.2' being the third child of the second child of the first section.
 * The empty address '' stands for the tree root, so top-level modules are its children.
 */

const SEGMENT = /^\d+$/;

function isIndex(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/**
 * Splits an address into indexes. CCH §5: anything not all numeric gives an empty list.
 * @example parseAddress('0.1.2') // [0, 1, 2]; parseAddress('0.a') // []
 */
export function parseAddress(s: unknown): number[] {
  if (typeof s !== 'string' || s === '') return [];
  const out: number[] = [];
  for (const segment of s.split('.')) {
    // Digits only: Number() would also take ' 1', '1e2' and '0x1'.
    if (!SEGMENT.test(segment)) return [];
    const n = Number(segment);
    // Past 2^53 two different addresses would read as the same index.
    if (!Number.isSafeInteger(n)) return [];
    out.push(n);
  }
  return out;
}

/**
 * Joins indexes into an address; '' unless every item is a non-negative safe integer.
 * @example serializeAddress([0, 1, 2]) // '0.1.2'
 */
export function serializeAddress(indexes: unknown): string {
  if (!Array.isArray(indexes) || !indexes.every(isIndex)) return '';
  return indexes.join('.');
}

/**
 * The address of the module holding this one; '' for a top-level module or an invalid address.
 * @example parentAddress('0.1.2') // '0.1'
 */
export function parentAddress(address: unknown): string {
  return serializeAddress(parseAddress(address).slice(0, -1));
}

/**
 * The address `offset` places along in the same parent: -1 or 'prev' for the previous one, 1 or 'next' for
 * the next. '' when the address is invalid or the result would fall before the first child.
 * @example siblingAddress('0.1.2', 'prev') // '0.1.1'
 */
export function siblingAddress(address: unknown, offset: number | 'prev' | 'next' = 'next'): string {
  const step = offset === 'prev' ? -1 : offset === 'next' ? 1 : offset;
  const path = parseAddress(address);
  const last = path.pop();
  if (last === undefined || !Number.isSafeInteger(step)) return '';
  const index = last + step;
  return isIndex(index) ? serializeAddress([...path, index]) : '';
}

/**
 * The address of the child at `index`; childAddress('', i) is the top-level address String(i).
 * '' when the address (other than '') or the index is invalid.
 * @example childAddress('0.1', 2) // '0.1.2'
 */
export function childAddress(address: unknown, index: number): string {
  if (!isIndex(index)) return '';
  if (address === '') return String(index);
  const path = parseAddress(address);
  return path.length > 0 ? serializeAddress([...path, index]) : '';
}
