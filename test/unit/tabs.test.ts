import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { TABS } from '../../src/core/constants/index.js';
import {
  createTabsState,
  hashTargetKey,
  isLocked,
  keyToMove,
  moveTarget,
  readTabsHash,
  resolveIndex,
  select,
  type TabMove,
  type TabsState,
  unlock,
} from '../../src/core/tabs/index.js';

const state = (index: number, count: number, lockedUntil = 0): TabsState => ({ index, count, lockedUntil });

describe('tabs state', () => {
  it('resolves an index against the number of tabs, warning on anything it cannot show', () => {
    const cases: [number, number, number, boolean][] = [
      // index, count, expected, warns
      [0, 3, 0, false],
      [2, 3, 2, false],
      [3, 3, 0, true],
      [99, 3, 0, true],
      [-1, 3, 0, true],
      [1.5, 3, 0, true],
      [Number.NaN, 3, 0, true],
      [5, 0, 0, false],
      [0, 1, 0, false],
    ];
    for (const [index, count, expected, warns] of cases) {
      const result = resolveIndex(index, count);
      expect(result.index, `${index} of ${count}`).to.equal(expected);
      expect(result.warning !== undefined, `${index} of ${count} warns`).to.equal(warns);
    }
    expect(resolveIndex(99, 3).warning).to.equal('expected a tab index from 0 to 2, got 99; using 0');
    expect(resolveIndex(4, 1).warning).to.equal('expected a tab index 0, got 4; using 0');
  });

  it('creates a state with the index resolved and no lock', () => {
    expect(createTabsState(3, 2)).to.deep.equal(state(2, 3));
    expect(createTabsState(3, 7)).to.deep.equal(state(0, 3));
    expect(createTabsState(-2, 1)).to.deep.equal(state(0, 0));
  });

  it('selects a valid other tab and locks for the switch duration', () => {
    const next = select(state(0, 3), 2, 1000);
    expect(next).to.deep.equal(state(2, 3, 1000 + TABS.switchDuration));
    expect(isLocked(next, 1000 + TABS.switchDuration - 1)).to.equal(true);
    expect(isLocked(next, 1000 + TABS.switchDuration)).to.equal(false);
  });

  it('ignores a select while locked, and accepts it once the lock has passed or been released', () => {
    const locked = select(state(0, 3), 1, 0);
    expect(select(locked, 2, TABS.switchDuration - 1)).to.equal(locked);
    expect(select(locked, 2, TABS.switchDuration).index).to.equal(2);
    expect(select(unlock(locked), 2, 1).index).to.equal(2);
    const free = state(1, 3);
    expect(unlock(free)).to.equal(free);
  });

  it('ignores the active tab and targets out of range, returning the same state', () => {
    const s = state(1, 3);
    for (const target of [1, 3, -1, 0.5, Number.NaN]) expect(select(s, target, 0), String(target)).to.equal(s);
  });

  it('switches without a lock when the duration is 0 (reduced motion, builder mode)', () => {
    const next = select(state(0, 3), 1, 500, 0);
    expect(next).to.deep.equal(state(1, 3, 0));
    expect(select(next, 2, 500, 0).index).to.equal(2);
  });

  it('moves next and previous with wrap-around, and to first and last', () => {
    const cases: [number, number, TabMove, number][] = [
      [0, 3, 'next', 1],
      [2, 3, 'next', 0],
      [0, 3, 'previous', 2],
      [1, 3, 'previous', 0],
      [1, 3, 'first', 0],
      [1, 3, 'last', 2],
      [0, 1, 'next', 0],
      [0, 0, 'last', 0],
    ];
    for (const [index, count, move, expected] of cases) {
      expect(moveTarget(state(index, count), move), `${move} from ${index} of ${count}`).to.equal(expected);
    }
  });

  it('maps APG keys by orientation and text direction', () => {
    const cases: [string, 'horizontal' | 'vertical', boolean, TabMove | undefined][] = [
      ['ArrowRight', 'horizontal', false, 'next'],
      ['ArrowLeft', 'horizontal', false, 'previous'],
      ['ArrowRight', 'horizontal', true, 'previous'],
      ['ArrowLeft', 'horizontal', true, 'next'],
      ['ArrowDown', 'horizontal', false, undefined],
      ['ArrowDown', 'vertical', false, 'next'],
      ['ArrowUp', 'vertical', true, 'previous'],
      ['ArrowRight', 'vertical', false, undefined],
      ['Home', 'vertical', false, 'first'],
      ['End', 'horizontal', true, 'last'],
      ['Enter', 'horizontal', false, undefined],
    ];
    for (const [key, orientation, rtl, expected] of cases) {
      expect(keyToMove(key, orientation, rtl), `${key} ${orientation} rtl=${rtl}`).to.equal(expected);
    }
  });

  it('stays in range and never throws under any sequence of selects, keys, time and unlocks', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('select' as const), index: fc.oneof(fc.integer(), fc.double()) }),
      fc.record({
        kind: fc.constant('move' as const),
        move: fc.constantFrom<TabMove>('next', 'previous', 'first', 'last'),
      }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2000 }) }),
      fc.record({ kind: fc.constant('unlock' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer(), fc.array(action), (count, start, actions) => {
        let s = createTabsState(count, start);
        let now = 0;
        for (const a of actions) {
          const before = s;
          if (a.kind === 'select') s = select(s, a.index, now);
          else if (a.kind === 'move') s = select(s, moveTarget(s, a.move), now);
          else if (a.kind === 'wait') now += a.ms;
          else s = unlock(s);
          expect(Number.isInteger(s.index) && s.index >= 0 && s.index < count).to.equal(true);
          expect(s.count).to.equal(count);
          // A switch never happens while the previous one is still locked.
          if (s.index !== before.index) expect(isLocked(before, now)).to.equal(false);
        }
      }),
    );
  });
});

describe('tabs hash', () => {
  const ids = ['description', 'specs', 'product_reviews_tab'];

  it('reads this module’s index from MFT §2 entries', () => {
    expect(readTabsHash('#product-tabs|1', 'product-tabs', ids)).to.deep.equal({ kind: 'index', index: 1 });
    expect(readTabsHash('#other|0||product-tabs|2', 'product-tabs', ids)).to.deep.equal({ kind: 'index', index: 2 });
    expect(readTabsHash('#product-tabs%7C1', 'product-tabs', ids)).to.deep.equal({ kind: 'index', index: 1 });
    expect(readTabsHash('#other|1', 'product-tabs', ids)).to.deep.equal({ kind: 'none' });
    expect(readTabsHash('', 'product-tabs', ids)).to.deep.equal({ kind: 'none' });
  });

  it('reports an index out of range or malformed as invalid, with a warning', () => {
    for (const value of ['3', '-1', 'abc', '1.5', '']) {
      const target = readTabsHash(`#product-tabs|${value}`, 'product-tabs', ids);
      expect(target.kind, value).to.equal('invalid');
      if (target.kind === 'invalid') expect(target.warning).to.contain(JSON.stringify(value));
    }
  });

  it('recognises a plain anchor equal to a tab id, such as the spec’s reviews tab', () => {
    expect(readTabsHash(`#${TABS.reviewsHash}`, 'product-tabs', ids)).to.deep.equal({ kind: 'anchor', index: 2 });
    expect(readTabsHash('#specs', '', ids)).to.deep.equal({ kind: 'anchor', index: 1 });
    expect(readTabsHash('#specs|1', '', ids)).to.deep.equal({ kind: 'none' });
    expect(readTabsHash('#elsewhere', 'product-tabs', ids)).to.deep.equal({ kind: 'none' });
    expect(readTabsHash('#', 'product-tabs', ['', 'x'])).to.deep.equal({ kind: 'none' });
  });

  it('ignores the id|index form when the element has no id, and everything when it has no tabs', () => {
    expect(readTabsHash('#|1', '', ids)).to.deep.equal({ kind: 'none' });
    expect(readTabsHash('#product-tabs|0', 'product-tabs', [])).to.deep.equal({ kind: 'none' });
  });

  it('gives equal keys only to targets that would do the same', () => {
    const keys = [
      readTabsHash('#product-tabs|2', 'product-tabs', ids),
      readTabsHash('#product_reviews_tab', 'product-tabs', ids),
      readTabsHash('#product-tabs|1', 'product-tabs', ids),
      readTabsHash('#product-tabs|9', 'product-tabs', ids),
      readTabsHash('', 'product-tabs', ids),
    ].map(hashTargetKey);
    expect(new Set(keys).size).to.equal(keys.length);
    expect(hashTargetKey(readTabsHash('#a|1||product-tabs|2', 'product-tabs', ids))).to.equal(keys[0]);
  });

  it('never throws on any hash text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string(), { maxLength: 4 }), (hash, id, tabIds) => {
        const target = readTabsHash(hash, id, tabIds);
        if (target.kind === 'index' || target.kind === 'anchor') {
          expect(target.index).to.be.within(0, tabIds.length - 1);
        }
      }),
    );
  });
});
