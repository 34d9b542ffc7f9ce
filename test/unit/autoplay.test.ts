import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { checkNumber, parseAttribute } from '../../src/core/attributes/index.js';
import { bindAutoplayPauses, createAutoplay, speedProp } from '../../src/core/autoplay/index.js';
import { SLIDER } from '../../src/core/constants/index.js';
import { specClock } from '../helpers/index.js';

describe('speedProp', () => {
  it('names the spec figures', () => {
    expect(SLIDER.slideshowSpeed).to.equal(7000);
    expect(SLIDER.pausedRecheck).to.equal(2000);
  });

  // The attribute as written, what the parser makes of it, and whether it warns.
  const table: [string | null, number, boolean][] = [
    [null, 7000, false],
    ['3000', 3000, false],
    ['4500', 4500, false],
    [' 2500 ', 2500, false],
    ['1000', 1000, false],
    ['', 7000, true],
    ['  ', 7000, true],
    ['0', 7000, true],
    ['-3000', 7000, true],
    ['10', 7000, true],
    ['999', 7000, true],
    ['fast', 7000, true],
    ['7s', 7000, true],
    ['Infinity', 7000, true],
  ];
  for (const [raw, speed, warns] of table) {
    it(`${JSON.stringify(raw)} gives ${speed} ms${warns ? ' and a warning' : ''}`, () => {
      const { value, warning } = parseAttribute(speedProp, raw);
      expect(value).to.equal(speed);
      expect(!!warning).to.equal(warns);
    });
  }

  it('never gives an interval below the minimum, whatever the attribute or property says', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (raw) => {
        const { value } = parseAttribute(speedProp, raw);
        return Number.isFinite(value) && value >= SLIDER.minSlideshowSpeed;
      }),
    );
    fc.assert(
      fc.property(fc.double(), (n) => {
        const { value } = checkNumber(speedProp, n);
        return Number.isFinite(value) && value >= SLIDER.minSlideshowSpeed;
      }),
    );
  });
});

describe('createAutoplay', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = specClock();
  });
  afterEach(() => {
    clock.restore();
    sinon.restore();
  });

  it('reports each change of running (started with no reason held), and only changes', () => {
    const seen: boolean[] = [];
    const auto = createAutoplay({ onTick: () => undefined, onRunningChange: (running) => seen.push(running) });
    auto.pause('hover');
    auto.start();
    expect(seen).to.deep.equal([]);
    auto.resume('hover');
    auto.pause('focus');
    auto.pause('user');
    auto.resume('focus');
    auto.resume('user');
    clock.tick(7000);
    auto.restart();
    auto.stop();
    expect(seen).to.deep.equal([true, false, true, false]);
  });

  it('does nothing until started, then ticks every 7000 ms by default', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ onTick });
    clock.tick(20000);
    expect(onTick.callCount).to.equal(0);
    autoplay.start();
    autoplay.start();
    clock.tick(6999);
    expect(onTick.callCount).to.equal(0);
    clock.tick(1);
    expect(onTick.callCount).to.equal(1);
    clock.tick(7000 * 3);
    expect(onTick.callCount).to.equal(4);
    autoplay.stop();
    clock.tick(20000);
    expect(onTick.callCount).to.equal(4);
    expect(autoplay.started).to.equal(false);
  });

  it('uses a given speed, and 7000 ms for an unusable one rather than 10 ms', () => {
    const fast = sinon.spy();
    createAutoplay({ speed: 3000, onTick: fast }).start();
    const bad = sinon.spy();
    const legacy = createAutoplay({ speed: 10, onTick: bad });
    legacy.start();
    expect(legacy.speed).to.equal(7000);
    clock.tick(6999);
    expect(fast.callCount).to.equal(2);
    expect(bad.callCount).to.equal(0);
    clock.tick(1);
    expect(bad.callCount).to.equal(1);
  });

  it('holds while any pause reason is held and restarts a full interval when the last goes', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ speed: 5000, onTick });
    autoplay.start();
    clock.tick(4000);
    autoplay.pause('hover');
    autoplay.pause('focus');
    clock.tick(20000);
    expect(onTick.callCount).to.equal(0);
    autoplay.resume('hover');
    clock.tick(20000);
    expect(onTick.callCount).to.equal(0);
    expect([...autoplay.reasons]).to.deep.equal(['focus']);
    autoplay.resume('focus');
    clock.tick(4999);
    expect(onTick.callCount).to.equal(0);
    clock.tick(1);
    expect(onTick.callCount).to.equal(1);
  });

  it('ignores resuming a reason that was not held', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ speed: 5000, onTick });
    autoplay.start();
    clock.tick(4000);
    autoplay.resume('hover');
    clock.tick(1000);
    expect(onTick.callCount).to.equal(1);
  });

  it('keeps an explicit user stop through other reasons coming and going', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ onTick });
    autoplay.start();
    autoplay.pause('user');
    autoplay.pause('hover');
    autoplay.resume('hover');
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    autoplay.resume('user');
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
  });

  it('does not tick when paused before start, and starts when resumed', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ onTick });
    autoplay.pause('hidden');
    autoplay.start();
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    autoplay.resume('hidden');
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
  });

  it('restarts the interval after a manual move', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ onTick });
    autoplay.start();
    clock.tick(6000);
    autoplay.restart();
    clock.tick(6999);
    expect(onTick.callCount).to.equal(0);
    clock.tick(1);
    expect(onTick.callCount).to.equal(1);
  });

  it('does not tick on restart while paused or stopped', () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ onTick });
    autoplay.restart();
    clock.tick(30000);
    autoplay.start();
    autoplay.pause('hover');
    autoplay.restart();
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
  });

  it('rechecks the pause class every 2000 ms and ticks once it is gone', () => {
    let paused = true;
    const isPaused = sinon.spy(() => paused);
    const onTick = sinon.spy();
    createAutoplay({ onTick, isPaused }).start();
    clock.tick(6999);
    expect(isPaused.callCount).to.equal(0);
    clock.tick(1);
    expect(isPaused.callCount).to.equal(1);
    expect(onTick.callCount).to.equal(0);
    clock.tick(1999);
    expect(isPaused.callCount).to.equal(1);
    clock.tick(1);
    expect(isPaused.callCount).to.equal(2);
    clock.tick(2000 * 3);
    expect(isPaused.callCount).to.equal(5);
    expect(onTick.callCount).to.equal(0);
    paused = false;
    clock.tick(2000);
    expect(onTick.callCount).to.equal(1);
    clock.tick(6999);
    expect(onTick.callCount).to.equal(1);
    clock.tick(1);
    expect(onTick.callCount).to.equal(2);
  });

  it('stops rechecking when stopped or paused for a reason', () => {
    const isPaused = sinon.spy(() => true);
    const autoplay = createAutoplay({ onTick: () => {}, isPaused });
    autoplay.start();
    clock.tick(7000);
    autoplay.pause('hover');
    clock.tick(10000);
    expect(isPaused.callCount).to.equal(1);
    autoplay.resume('hover');
    autoplay.stop();
    clock.tick(30000);
    expect(isPaused.callCount).to.equal(1);
  });

  it('keeps ticking after a tick that throws', () => {
    const onTick = sinon.stub().onFirstCall().throws(new Error('slide gone'));
    createAutoplay({ onTick }).start();
    expect(() => clock.tick(7000)).to.throw('slide gone');
    clock.tick(7000);
    expect(onTick.callCount).to.equal(2);
  });

  it('lets a tick stop or restart the clock', () => {
    const autoplay = createAutoplay({ onTick: () => autoplay.stop() });
    const ticks = sinon.spy(autoplay, 'stop');
    autoplay.start();
    clock.tick(30000);
    expect(ticks.callCount).to.equal(1);
  });
});

describe('bindAutoplayPauses', () => {
  let clock: sinon.SinonFakeTimers;
  let el: HTMLElement;
  let hidden: boolean;

  beforeEach(async () => {
    el = await fixture(html`<div><button>one</button><button>two</button></div>`);
    hidden = false;
    sinon.stub(document, 'hidden').get(() => hidden);
    clock = specClock();
  });
  afterEach(() => {
    clock.restore();
    sinon.restore();
  });

  const setup = () => {
    const onTick = sinon.spy();
    const autoplay = createAutoplay({ onTick });
    const unbind = bindAutoplayPauses(el, autoplay);
    autoplay.start();
    return { onTick, autoplay, unbind };
  };
  const buttons = () => [...el.querySelectorAll('button')] as HTMLButtonElement[];

  it('pauses while the pointer hovers and resumes with a full interval after', () => {
    const { onTick, autoplay, unbind } = setup();
    clock.tick(6000);
    el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    expect([...autoplay.reasons]).to.deep.equal(['hover']);
    el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
    unbind();
  });

  it('pauses while focus is inside, including moves between children', () => {
    const { onTick, autoplay, unbind } = setup();
    const resume = sinon.spy(autoplay, 'resume');
    const [one, two] = buttons();
    one?.focus();
    two?.focus();
    expect(resume.callCount).to.equal(0);
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    expect([...autoplay.reasons]).to.deep.equal(['focus']);
    two?.blur();
    expect(autoplay.reasons.size).to.equal(0);
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
    unbind();
  });

  it('pauses while the document is hidden', () => {
    const { onTick, autoplay, unbind } = setup();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    expect([...autoplay.reasons]).to.deep.equal(['hidden']);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
    unbind();
  });

  it('counts the state at binding time', () => {
    hidden = true;
    buttons()[0]?.focus();
    const { onTick, autoplay, unbind } = setup();
    expect([...autoplay.reasons].sort()).to.deep.equal(['focus', 'hidden']);
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    unbind();
  });

  it('pauses while the element is off screen, through the one in-view observer', async () => {
    const { onTick, autoplay, unbind } = setup();
    // The observer reports on the browser's frames, which the fake clock does not hold.
    const frames = async (check: () => boolean) => {
      for (let i = 0; i < 10 && !check(); i += 1) await nextFrame();
      return check();
    };
    el.style.marginTop = '300vh';
    expect(await frames(() => autoplay.reasons.has('offscreen'))).to.equal(true);
    clock.tick(30000);
    expect(onTick.callCount).to.equal(0);
    el.style.marginTop = '';
    expect(await frames(() => !autoplay.reasons.has('offscreen'))).to.equal(true);
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
    el.style.marginTop = '300vh';
    expect(await frames(() => autoplay.reasons.has('offscreen'))).to.equal(true);
    unbind();
    expect(autoplay.reasons.size).to.equal(0);
  });

  it('detaches its listeners and lifts its reasons when unbound, keeping the caller’s', () => {
    const { onTick, autoplay, unbind } = setup();
    autoplay.pause('user');
    el.dispatchEvent(new PointerEvent('pointerenter'));
    unbind();
    expect([...autoplay.reasons]).to.deep.equal(['user']);
    autoplay.resume('user');
    el.dispatchEvent(new PointerEvent('pointerenter'));
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    clock.tick(7000);
    expect(onTick.callCount).to.equal(1);
  });
});
