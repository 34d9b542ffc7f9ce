import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createBus, getBus, mirrorEventName } from '../../src/core/bus/index.js';

describe('bus', () => {
  afterEach(() => sinon.restore());

  it('delivers to subscribers and stops after unsubscribe', () => {
    const bus = createBus();
    const seen: string[] = [];
    const off = bus.subscribe('hash', (v) => seen.push(v));
    bus.publish('hash', '#a');
    off();
    bus.publish('hash', '#b');
    expect(seen).to.deep.equal(['#a']);
  });

  it('replays the last value of a state topic to late subscribers', () => {
    const bus = createBus();
    bus.publish('breakpoint', 'tablet');
    const seen: string[] = [];
    bus.subscribe('breakpoint', (v) => seen.push(v));
    expect(seen).to.deep.equal(['tablet']);
    expect(bus.last('breakpoint')).to.equal('tablet');
  });

  it('does not replay event-like topics that are not state', () => {
    const bus = createBus();
    bus.define('hash', { state: false, public: false });
    bus.publish('hash', '#x');
    const fn = sinon.spy();
    bus.subscribe('hash', fn);
    expect(fn.called).to.equal(false);
    expect(bus.last('hash')).to.equal(undefined);
  });

  it('once fires a single time, with a replayed value too', () => {
    const bus = createBus();
    bus.publish('breakpoint', 'phone');
    const fn = sinon.spy();
    bus.once('breakpoint', fn);
    bus.publish('breakpoint', 'desktop');
    expect(fn.callCount).to.equal(1);
    expect(fn.firstCall.args[0]).to.equal('phone');
    const later = sinon.spy();
    bus.once('hash', later);
    bus.publish('hash', '#1');
    bus.publish('hash', '#2');
    expect(later.callCount).to.equal(1);
  });

  it('mirrors public topics as document events', () => {
    const bus = createBus();
    const heard = sinon.spy();
    document.addEventListener(mirrorEventName('breakpoint'), heard);
    bus.publish('breakpoint', 'phone');
    bus.publish('builder-mode', true); // not public
    document.removeEventListener(mirrorEventName('breakpoint'), heard);
    expect(heard.callCount).to.equal(1);
    expect((heard.firstCall.args[0] as CustomEvent).detail).to.equal('phone');
  });

  it('keeps delivering when one subscriber throws', () => {
    const bus = createBus();
    const report = sinon.stub(window, 'reportError');
    const after = sinon.spy();
    bus.subscribe('hash', () => {
      throw new Error('boom');
    });
    bus.subscribe('hash', after);
    bus.publish('hash', '#z');
    expect(after.calledOnceWith('#z')).to.equal(true);
    expect(report.calledOnce).to.equal(true);
  });

  it('is one singleton shared by two separately loaded copies of the module', async () => {
    const copy = (await import(
      `../../src/core/bus/index.ts?copy=${Date.now()}`
    )) as typeof import('../../src/core/bus/index.js');
    expect(copy.getBus).to.not.equal(getBus);
    expect(copy.getBus()).to.equal(getBus());
    const fn = sinon.spy();
    const off = getBus().subscribe('builder-mode', fn);
    copy.getBus().publish('builder-mode', true);
    off();
    expect(fn.calledWith(true)).to.equal(true);
  });
});
