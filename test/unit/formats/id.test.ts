import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { generateId } from '../../../src/core/formats/id.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NO_SOURCE =
  'pb-elements: no secure random source (crypto.getRandomValues) is available; refusing to generate an id';

/** A source with only getRandomValues, so the byte formatting path runs. */
function bytesOnly(fill: (bytes: Uint8Array) => void) {
  return {
    getRandomValues(bytes: Uint8Array) {
      fill(bytes);
      return bytes;
    },
  };
}

describe('generateId', function () {
  this.timeout(30_000);

  it('gives distinct UUID v4 strings from the platform crypto (10,000 ids)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) {
      const id = generateId();
      expect(id).to.match(UUID_V4);
      seen.add(id);
    }
    expect(seen.size).to.equal(10_000);
  });

  it('formats getRandomValues bytes with the version and variant bits', () => {
    const native = bytesOnly((bytes) => crypto.getRandomValues(bytes));
    const ids = new Set(Array.from({ length: 1000 }, () => generateId(native)));
    expect(ids.size).to.equal(1000);
    for (const id of ids) expect(id).to.match(UUID_V4);
    expect(generateId(bytesOnly((b) => b.fill(0)))).to.equal('00000000-0000-4000-8000-000000000000');
    expect(generateId(bytesOnly((b) => b.fill(0xff)))).to.equal('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(generateId(bytesOnly((b) => b.set(b.map((_, i) => i))))).to.equal('00010203-0405-4607-8809-0a0b0c0d0e0f');
  });

  it('keeps the bits for any 16 bytes (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (random) => {
        const id = generateId(bytesOnly((b) => b.set(random)));
        expect(id).to.match(UUID_V4);
        const hex = id.replaceAll('-', '');
        // Only the version nibble and the top two variant bits may differ from the source bytes.
        const source = Array.from(random, (x) => x.toString(16).padStart(2, '0')).join('');
        expect(hex.slice(0, 12) + hex.slice(13, 16) + hex.slice(17)).to.equal(
          source.slice(0, 12) + source.slice(13, 16) + source.slice(17),
        );
        expect(Number.parseInt(hex[16] ?? '', 16) & 0x3).to.equal(((random[8] ?? 0) >> 4) & 0x3);
      }),
      { numRuns: 10_000 },
    );
  });

  it('prefers randomUUID when present', () => {
    const source = { randomUUID: () => 'from-random-uuid', getRandomValues: () => expect.fail('not used') };
    expect(generateId(source)).to.equal('from-random-uuid');
  });

  it('throws, rather than falling back to Math.random, when no secure source exists', () => {
    for (const source of [null, {}, { getRandomValues: 'nope' }]) {
      expect(() => generateId(source as never)).to.throw(Error, NO_SOURCE);
    }
  });
});
