import { expect } from '@open-wc/testing';
import { createBus } from '../../src/core/bus/index.js';
import { STICKY } from '../../src/core/constants/sticky.js';

describe('bus listener limit (CCH §9 "Event emitter limit 10 listeners, raised by one when reached")', () => {
  it('starts at 10 per topic and rises by one for each listener that arrives at the limit', () => {
    const bus = createBus();
    expect(STICKY.listenerLimit).to.equal(10);
    expect(bus.listenerLimit('hash')).to.equal(10);
    const offs = Array.from({ length: 10 }, () => bus.subscribe('hash', () => {}));
    // Ten listeners reach the limit without raising it.
    expect(bus.listenerLimit('hash')).to.equal(10);
    offs.push(bus.subscribe('hash', () => {}));
    expect(bus.listenerLimit('hash')).to.equal(11);
    offs.push(bus.subscribe('hash', () => {}));
    expect(bus.listenerLimit('hash')).to.equal(12);
    // Other topics keep their own limit.
    expect(bus.listenerLimit('breakpoint')).to.equal(10);
  });

  it('never refuses a listener: all of 25 hear a publish', () => {
    const bus = createBus();
    let heard = 0;
    for (let i = 0; i < 25; i++) bus.subscribe('hash', () => heard++);
    bus.publish('hash', '#x');
    expect(heard).to.equal(25);
    expect(bus.listenerLimit('hash')).to.equal(25);
  });

  it('does not raise the limit again when a listener leaves and another arrives below it', () => {
    const bus = createBus();
    const offs = Array.from({ length: 11 }, () => bus.subscribe('hash', () => {}));
    expect(bus.listenerLimit('hash')).to.equal(11);
    offs[0]?.();
    bus.subscribe('hash', () => {});
    expect(bus.listenerLimit('hash')).to.equal(11);
  });

  it('does not count the same function twice', () => {
    const bus = createBus();
    const fn = () => {};
    for (let i = 0; i < 10; i++) bus.subscribe('hash', () => {});
    bus.subscribe('hash', fn);
    bus.subscribe('hash', fn);
    expect(bus.listenerLimit('hash')).to.equal(11);
  });
});
