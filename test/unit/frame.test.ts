import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getBus } from '../../src/core/bus/index.js';
import { observeSize, onFrame, registeredCount, requestFrame } from '../../src/core/frame/index.js';
import { deviceForWidth, prefersReducedMotion, trackBreakpoint } from '../../src/core/frame/viewport.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

describe('frame scheduler', () => {
  afterEach(() => sinon.restore());

  it('runs every read before any write, once per frame', async () => {
    const order: string[] = [];
    const a = { read: () => order.push('read a'), write: () => order.push('write a') };
    const b = { read: () => order.push('read b'), write: () => order.push('write b') };
    requestFrame(a);
    requestFrame(b);
    requestFrame(a);
    await nextFrame();
    await nextFrame();
    expect(order).to.deep.equal(['read a', 'read b', 'write a', 'write b']);
  });

  it('attaches one passive scroll listener for all tasks and detaches it when none remain', () => {
    const add = sinon.spy(window, 'addEventListener');
    const remove = sinon.spy(window, 'removeEventListener');
    const offA = onFrame('scroll', { read() {} });
    const offB = onFrame('scroll', { read() {} });
    const scrollAdds = add.getCalls().filter((c) => c.args[0] === 'scroll');
    expect(scrollAdds.length).to.equal(1);
    // Not captured: the page's own scrollers (a carousel, an overflow box) do not move what follows the page.
    expect(scrollAdds[0]?.args[2]).to.deep.equal({ passive: true, capture: false });
    expect(registeredCount('scroll')).to.equal(2);
    offA();
    offA();
    expect(remove.getCalls().filter((c) => c.args[0] === 'scroll').length).to.equal(0);
    offB();
    expect(remove.getCalls().filter((c) => c.args[0] === 'scroll').length).to.equal(1);
    expect(registeredCount('scroll')).to.equal(0);
  });

  it('coalesces many scroll events into one frame', async () => {
    const read = sinon.spy();
    const off = onFrame('scroll', { read });
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    await nextFrame();
    off();
    expect(read.callCount).to.equal(1);
  });

  it('shares one ResizeObserver and stops observing removed elements', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    const seen: number[] = [];
    const off = observeSize(box, (e) => seen.push(Math.round(e.contentRect.width)));
    box.style.width = '123px';
    await nextFrame();
    await nextFrame();
    off();
    box.style.width = '50px';
    await nextFrame();
    await nextFrame();
    box.remove();
    expect(seen).to.include(123);
    expect(seen).to.not.include(50);
  });
});

describe('viewport', () => {
  afterEach(() => sinon.restore());

  it('maps widths to the spec breakpoints: phone <= 767 < tablet <= 980 < desktop', () => {
    const table: [number, string][] = [
      [0, 'phone'],
      [767, 'phone'],
      [768, 'tablet'],
      [980, 'tablet'],
      [981, 'desktop'],
      [1920, 'desktop'],
    ];
    for (const [w, d] of table) expect(deviceForWidth(w), String(w)).to.equal(d);
  });

  it('publishes the breakpoint on the bus while tracked, and releases the resize listener', () => {
    const release = trackBreakpoint();
    expect(getBus().last('breakpoint')).to.equal(deviceForWidth(window.innerWidth));
    expect(registeredCount('resize')).to.equal(1);
    const second = trackBreakpoint();
    expect(registeredCount('resize')).to.equal(1);
    release();
    release();
    expect(registeredCount('resize')).to.equal(1);
    second();
    expect(registeredCount('resize')).to.equal(0);
  });

  it('reads prefers-reduced-motion when asked', () => {
    const stub = sinon.stub(window, 'matchMedia');
    stub.returns({ matches: true } as MediaQueryList);
    expect(prefersReducedMotion()).to.equal(true);
    stub.returns({ matches: false } as MediaQueryList);
    expect(prefersReducedMotion()).to.equal(false);
    expect(stub.firstCall.args[0]).to.equal('(prefers-reduced-motion: reduce)');
  });
});
