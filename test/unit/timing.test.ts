import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { debounce } from '../../src/core/timing/index.js';

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
});
