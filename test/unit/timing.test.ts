import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { debounce, timer } from '../../src/core/timing/index.js';

describe('core/timing debounce', () => {
  it('runs once, ms after the last call; cancel drops a pending call', () => {
    const clock = sinon.useFakeTimers();
    try {
      const fn = sinon.spy();
      const later = debounce(50, fn);
      later();
      clock.tick(40);
      later();
      clock.tick(49);
      expect(fn.callCount).to.equal(0);
      clock.tick(1);
      expect(fn.callCount).to.equal(1);
      later();
      later.cancel();
      clock.tick(100);
      expect(fn.callCount).to.equal(1);
    } finally {
      clock.restore();
    }
  });

  it('timer: a new start replaces the pending call; cancel drops it', () => {
    const clock = sinon.useFakeTimers();
    try {
      const first = sinon.spy();
      const second = sinon.spy();
      const t = timer();
      t.start(100, first);
      clock.tick(50);
      t.start(30, second);
      clock.tick(100);
      expect([first.callCount, second.callCount]).to.deep.equal([0, 1]);
      t.start(10, first);
      t.cancel();
      clock.tick(100);
      expect(first.callCount).to.equal(0);
    } finally {
      clock.restore();
    }
  });
});
