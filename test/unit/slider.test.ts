import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { CAROUSEL, SLIDER } from '../../src/core/constants/index.js';
import {
  firstItem,
  jump,
  keyToStep,
  move,
  moveDuration,
  nearItems,
  portfolioColumns,
  positionAfterResize,
  positionCount,
  positionOf,
  resolvePosition,
  step,
  swipeToStep,
  wrap,
} from '../../src/core/slider/index.js';

describe('core/slider', () => {
  it('wraps at both ends', () => {
    const s = { index: 0, count: 3, lockedUntil: 0 };
    expect(step(s, -1, 0, 0).index).to.equal(2);
    expect(step({ ...s, index: 2 }, 1, 0, 0).index).to.equal(0);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (i, n) => {
        const w = wrap(i, n);
        return w >= 0 && w < n && (w - i) % n === 0;
      }),
    );
  });

  it('ignores a move while locked, and one to where it already is', () => {
    const s = { index: 0, count: 3, lockedUntil: 0 };
    const moved = step(s, 1, 1000, 700);
    expect(moved).to.deep.equal({ index: 1, count: 3, lockedUntil: 1700 });
    expect(step(moved, 1, 1699, 700)).to.equal(moved);
    expect(step(moved, 1, 1700, 700).index).to.equal(2);
    expect(jump(s, 0, 0, 700)).to.equal(s);
    expect(jump(s, 3, 0, 700)).to.equal(s);
    expect(step({ index: 0, count: 1, lockedUntil: 0 }, 1, 0, 0).index).to.equal(0);
  });

  it('resolves an out-of-range or fractional position to 0 with a warning', () => {
    expect(resolvePosition(2, 3)).to.deep.equal({ index: 2 });
    expect(resolvePosition(3, 3).warning).to.match(/from 0 to 2, got 3; using 0/);
    expect(resolvePosition(1.5, 3).index).to.equal(0);
    expect(resolvePosition(5, 0)).to.deep.equal({ index: 0 });
  });

  it('counts positions by item or by group, and fills the last group from the end', () => {
    expect(positionCount(8, 3, false)).to.equal(6);
    expect(positionCount(8, 3, true)).to.equal(3);
    expect(positionCount(2, 3, true)).to.equal(1);
    expect(positionCount(0, 3, false)).to.equal(0);
    expect([0, 1, 2].map((p) => firstItem(p, 8, 3, true))).to.deep.equal([0, 3, 5]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (count, cols, group) => {
          const positions = positionCount(count, cols, group);
          const seen = new Set<number>();
          for (let p = 0; p < positions; p += 1) {
            const first = firstItem(p, count, cols, group);
            if (first < 0 || first + Math.min(cols, count) > count) return false;
            for (let i = first; i < first + cols && i < count; i += 1) seen.add(i);
          }
          return seen.size === count;
        },
      ),
    );
  });

  it('gives the portfolio columns by container width (MFT §9)', () => {
    expect([2000, 1600, 1599, 1024, 1023, 768, 767, 480, 479, 0].map(portfolioColumns)).to.deep.equal([
      5, 5, 4, 4, 3, 3, 2, 2, 1, 1,
    ]);
  });

  it('maps keys and swipes to steps, mirrored in right-to-left text', () => {
    expect([keyToStep('ArrowRight', false), keyToStep('ArrowLeft', false), keyToStep('Enter', false)]).to.deep.equal([
      1, -1, 0,
    ]);
    expect([keyToStep('ArrowRight', true), keyToStep('ArrowLeft', true)]).to.deep.equal([-1, 1]);
    expect([swipeToStep('left', false), swipeToStep('right', false), swipeToStep('up', false)]).to.deep.equal([
      1, -1, 0,
    ]);
    expect([swipeToStep('left', true), swipeToStep('right', true)]).to.deep.equal([-1, 1]);
  });

  it('names the items shown and a step either way as near, wrapping', () => {
    expect([...nearItems(0, 5, 5, 1, false)].sort()).to.deep.equal([0, 1, 4]);
    expect([...nearItems(0, 2, 8, 4, true)].sort()).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('positionOf: the position that shows an item, by group or by one, within range', () => {
    expect(positionOf(9, 10, 5, true)).to.equal(1);
    expect(positionOf(9, 10, 1, true)).to.equal(9);
    expect(positionOf(4, 10, 5, true)).to.equal(0);
    expect(positionOf(9, 10, 3, false)).to.equal(7);
    expect(positionOf(0, 0, 3, true)).to.equal(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (count, columns, byGroup) =>
          Array.from({ length: count }, (_, item) => {
            const p = positionOf(item, count, columns, byGroup);
            const first = firstItem(p, count, Math.min(columns, count), byGroup);
            return (
              p >= 0 &&
              p < positionCount(count, Math.min(columns, count), byGroup) &&
              (columns >= count || (item >= first && item < first + columns) || !byGroup)
            );
          }).every(Boolean),
      ),
    );
  });

  it('move: steps by a delta when relative, else jumps to a position; the same object when ignored', () => {
    const s = { index: 1, count: 4, lockedUntil: 0 };
    expect(move(s, 3, true, 0, 0).index).to.equal(0);
    expect(move(s, 3, false, 0, 0).index).to.equal(3);
    expect(move(s, 1, false, 0, 0)).to.equal(s);
    const locked = move(s, 1, true, 1000, 700);
    expect(locked).to.deep.equal({ index: 2, count: 4, lockedUntil: 1700 });
    expect(move(locked, 0, false, 1699, 700)).to.equal(locked);
  });

  it('moveDuration: a group in 700 ms, one item in 1000, a fade in 700 or 500 with thumbnails', () => {
    expect(moveDuration('group', false)).to.equal(CAROUSEL.portfolioSlide);
    expect(moveDuration('group', true)).to.equal(CAROUSEL.portfolioSlide);
    expect(moveDuration('slide', true)).to.equal(SLIDER.carouselSlide);
    expect(moveDuration('fade', false)).to.equal(SLIDER.setupFade);
    expect(moveDuration('fade', true)).to.equal(SLIDER.fade);
    expect([700, 1000, 700, 500]).to.deep.equal([
      moveDuration('group', false),
      moveDuration('slide', false),
      moveDuration('fade', false),
      moveDuration('fade', true),
    ]);
  });

  it('positionAfterResize: keeps the first item shown in view', () => {
    // 10 items, by group: position 2 of 3 columns shows items 6-8; at 5 columns item 6 is in the second group.
    expect(positionAfterResize(2, 10, 3, 5, true)).to.equal(1);
    // By one: position 4 at 3 columns shows item 4 first; at 5 columns it is still position 4 (last is 5).
    expect(positionAfterResize(4, 10, 3, 5, false)).to.equal(4);
    expect(positionAfterResize(7, 10, 3, 5, false)).to.equal(5);
    expect(positionAfterResize(0, 0, 3, 5, true)).to.equal(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (count, from, to, byGroup) => {
          const before = positionCount(count, Math.min(from, count), byGroup);
          return Array.from({ length: before }, (_, p) => {
            const item = firstItem(p, count, Math.min(from, count), byGroup);
            const after = positionAfterResize(p, count, from, to, byGroup);
            const visible = Math.min(to, count);
            const start = firstItem(after, count, visible, byGroup);
            return (
              after >= 0 && after < positionCount(count, visible, byGroup) && item >= start && item < start + visible
            );
          }).every(Boolean);
        },
      ),
    );
  });
});
