import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { getBus } from '../../src/core/bus/index.js';
import {
  hashValues,
  parseHash,
  serializeHash,
  watchHash,
  withHashEntry,
  writeHashEntry,
} from '../../src/core/hash/index.js';

describe('hash state', function () {
  // Property tests of thousands of runs: CPU-bound, slower while the three engines share the cores.
  this.timeout(30_000);

  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('parses module entries joined by || with values joined by |', () => {
    expect(parseHash('#tabs-1|2||gallery|cats|3')).to.deep.equal([
      { id: 'tabs-1', values: ['2'] },
      { id: 'gallery', values: ['cats', '3'] },
    ]);
    expect(parseHash('#product_reviews_tab')).to.deep.equal([{ id: 'product_reviews_tab', values: [] }]);
    expect(parseHash('#tabs%7C1')).to.deep.equal([{ id: 'tabs', values: ['1'] }]);
    expect(parseHash('')).to.deep.equal([]);
    expect(parseHash('#%E0%A4%A')).to.deep.equal([{ id: '%E0%A4%A', values: [] }]);
  });

  it('finds one module and rewrites its entry in place', () => {
    expect(hashValues('#a|1||b|2', 'b')).to.deep.equal(['2']);
    expect(hashValues('#a', 'a')).to.equal(undefined);
    expect(withHashEntry('#a|1||b|2', 'a', ['5'])).to.equal('#a|5||b|2');
    expect(withHashEntry('#a|1', 'c', ['0'])).to.equal('#a|1||c|0');
    expect(withHashEntry('#plain-anchor', 'c', ['0'])).to.equal('#c|0');
  });

  it('round-trips any entries without separators in them', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: part, values: fc.array(part, { minLength: 1, maxLength: 3 }) })),
        (entries) => {
          expect(parseHash(serializeHash(entries))).to.deep.equal(entries);
        },
      ),
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (s) => Array.isArray(parseHash(s))),
      { numRuns: 10000 },
    );
  });

  it('publishes hash changes on the bus and writes entries without a history entry', () => {
    const release = watchHash();
    const length = history.length;
    writeHashEntry('tabs', ['1']);
    expect(location.hash).to.equal('#tabs|1');
    expect(getBus().last('hash')).to.equal('#tabs|1');
    history.replaceState(null, '', '#other|4');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(getBus().last('hash')).to.equal('#other|4');
    expect(history.length).to.equal(length);
    release();
  });
});
