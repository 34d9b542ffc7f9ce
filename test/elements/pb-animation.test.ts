/**
 * `<pb-animation>` in Chromium: the states (waiting, animating, had-animation) on `data-pb-animation`, the clear
 * after duration plus delay, loop, the device variants, bad input, reduced motion, the pre-upgrade rules' safety
 * net, and the page config's `animations` list. Timers are sinon's; the Web Animation and the in-view observer
 * are the browser's.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-animation.js';
import type { PbAnimation } from '../../elements/pb-animation.js';
import { lightStyles } from '../../src/components/animation/styles.js';
import { ENTRANCE } from '../../src/core/constants/entrance.js';
import { startPageAnimations } from '../../src/core/entrance/page.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { itExceptIn } from '../helpers/engines.js';
import { reduceMotion, setPageConfig, specClock } from '../helpers/index.js';

/** A real task, whatever the fake clock: the element base defers a disconnect by one. */
const realTimeout = window.setTimeout.bind(window);
const task = () => new Promise((r) => realTimeout(r, 0));
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
/** Frames until `done` (the in-view observer reports a frame or two after a change); bounded. */
async function until(done: () => boolean): Promise<void> {
  for (let n = 0; n < 30 && !done(); n++) await frame();
}
const stateOf = (el: Element) => el.getAttribute('data-pb-animation');
const timing = (el: Element) => el.getAnimations()[0]?.effect?.getTiming();

describe('<pb-animation>', () => {
  let clock: sinon.SinonFakeTimers;
  let warn: sinon.SinonStub;
  const sheet = Object.assign(document.createElement('style'), { textContent: lightStyles });

  /** Below a spacer taller than the viewport, so it arrives off screen. */
  async function below(template: Parameters<typeof fixture>[0]): Promise<PbAnimation> {
    const wrap = await fixture<HTMLElement>(
      html`<div><div style="height:1500px"></div>${template}<div style="height:1500px"></div></div>`,
    );
    const el = wrap.querySelector('pb-animation') as PbAnimation;
    await until(() => stateOf(el) !== null);
    return el;
  }

  beforeEach(() => {
    resetWarnings();
    window.scrollTo(0, 0);
    clock = specClock();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    await task();
    sinon.restore();
    sheet.remove();
    setPageConfig(null);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible', async () => {
    const el = await fixture<PbAnimation>(
      html`<pb-animation animation-style="slide" direction="bottom"><h2>Thrown by hand</h2><p>In Utrecht.</p></pb-animation>`,
    );
    await until(() => stateOf(el) !== null);
    clock.restore();
    await expect(el).to.be.accessible();
  });

  it('waits off screen at its starting frame, animates in view, then clears after duration plus delay', async () => {
    const el = await below(
      html`<pb-animation animation-style="slide" direction="left" intensity="30" duration="600" delay="200" starting-opacity="10"><p>Bowls</p></pb-animation>`,
    );
    expect(stateOf(el)).to.equal('waiting');
    expect(el.state).to.equal('waiting');
    expect(el.matches('[data-pb-animation="waiting"]')).to.equal(true);
    const [held] = el.getAnimations();
    expect(held?.playState).to.equal('paused');
    expect(getComputedStyle(el).opacity).to.equal('0.1');
    expect(new DOMMatrix(getComputedStyle(el).transform).e).to.be.closeTo(-0.6 * el.offsetWidth, 1);

    el.scrollIntoView();
    await until(() => stateOf(el) === 'animating');
    expect(stateOf(el)).to.equal('animating');
    const [running] = el.getAnimations();
    expect(running?.playState).to.equal('running');
    expect(timing(el)).to.include({ duration: 600, delay: 200, easing: 'ease-in-out', iterations: 1 });
    const frames = running?.effect instanceof KeyframeEffect ? running.effect.getKeyframes() : [];
    expect(frames.map((f) => f.transform)).to.deep.equal(['translate3d(-60%, 0%, 0px)', 'translate3d(0%, 0%, 0px)']);
    expect(frames.map((f) => f.opacity)).to.deep.equal(['0.1', '1']);

    clock.tick(799);
    expect(stateOf(el)).to.equal('animating');
    clock.tick(1);
    expect(stateOf(el)).to.equal('had-animation');
    expect(el.getAnimations()).to.deep.equal([]);
    expect([getComputedStyle(el).opacity, getComputedStyle(el).transform]).to.deep.equal(['1', 'none']);
    // Once is once: scrolling away and back does nothing more.
    window.scrollTo(0, 0);
    el.scrollIntoView();
    await frame();
    await frame();
    expect([stateOf(el), el.getAnimations().length]).to.deep.equal(['had-animation', 0]);
  });

  it('content visible on screen when the runtime arrives was seen: it is never hidden and does not animate', async () => {
    const el = await fixture<PbAnimation>(html`<pb-animation animation-style="zoom"><p>Seen</p></pb-animation>`);
    await until(() => stateOf(el) !== null);
    expect(stateOf(el)).to.equal('had-animation');
    expect(el.getAnimations()).to.deep.equal([]);
    expect(getComputedStyle(el).opacity).to.equal('1');
  });

  itExceptIn(
    {
      firefox:
        "a new element's @starting-style hide is not visible to scripts until the next refresh (README, Browser support)",
    },
    'the pre-upgrade rules hide it from its first style, show it within 3 s with no script, and the runtime animates it',
    async () => {
      document.head.append(sheet);
      // A plain element under the same rule, as an undefined <pb-animation> is before its script.
      const bare = document.createElement('div');
      bare.innerHTML = '<pb-animation-pending><p>x</p></pb-animation-pending>';
      sheet.textContent = `${lightStyles}\n${lightStyles.replaceAll('pb-animation:', 'pb-animation-pending:')}`;
      document.body.append(bare);
      const pending = bare.firstElementChild as HTMLElement;
      try {
        expect(getComputedStyle(pending).opacity).to.equal('0');
        const [net] = pending.getAnimations() as CSSTransition[];
        const t = net?.effect?.getComputedTiming();
        expect(Number(t?.delay) + Number(t?.duration)).to.equal(ENTRANCE.revealAfter);
        expect(ENTRANCE.revealAfter).to.be.below(ENTRANCE.safetyNet);
        net?.finish();
        expect(getComputedStyle(pending).opacity).to.equal('1');
      } finally {
        bare.remove();
        sheet.textContent = lightStyles;
      }
      // On screen and hidden by the rules when the runtime arrives: it animates in rather than blinking.
      const el = await fixture<PbAnimation>(html`<pb-animation duration="500"><p>First screen</p></pb-animation>`);
      await until(() => stateOf(el) === 'animating');
      expect(stateOf(el)).to.equal('animating');
      // The safety net's transition is gone, so it does not hold the element hidden over the animation.
      expect(el.getAnimations().map((a) => a.constructor.name)).to.deep.equal(['Animation']);
      expect(timing(el)?.duration).to.equal(500);
      clock.tick(500);
      expect(stateOf(el)).to.equal('had-animation');
    },
  );

  it('loop keeps animating', async () => {
    const el = await below(
      html`<pb-animation animation-style="bounce" repeat="loop" duration="400"><p>Again</p></pb-animation>`,
    );
    el.scrollIntoView();
    await until(() => stateOf(el) === 'animating');
    expect(timing(el)?.iterations).to.equal(Number.POSITIVE_INFINITY);
    clock.tick(10_000);
    expect(stateOf(el)).to.equal('animating');
    expect(el.getAnimations()[0]?.playState).to.equal('running');
  });

  it('takes the phone and tablet variants on those devices, each falling back to the next larger one', async () => {
    await setViewport({ width: 390, height: 700 });
    try {
      const el = await below(
        html`<pb-animation animation-style="flip" animation-style-phone="fade" duration="900" duration-tablet="700" intensity-phone="80"><p>Phone</p></pb-animation>`,
      );
      expect(el.settings('phone')).to.include({ animationStyle: 'fade', duration: 700, intensity: 80 });
      expect(el.settings('tablet')).to.include({ animationStyle: 'flip', duration: 700, intensity: 50 });
      expect(el.settings('desktop')).to.include({ animationStyle: 'flip', duration: 900 });
      el.scrollIntoView();
      await until(() => stateOf(el) === 'animating');
      expect(timing(el)?.duration).to.equal(700);
      const effect = el.getAnimations()[0]?.effect as KeyframeEffect;
      expect(effect.getKeyframes().map((f) => f.transform)).to.deep.equal([undefined, undefined]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a speed curve outside the five warns naming the element and attribute, and ease-in-out applies', async () => {
    const el = await below(
      html`<pb-animation speed-curve="cubic-bezier(0,0,1,1)" intensity="120"><p>Curve</p></pb-animation>`,
    );
    const said = warn.args.map((a) => String(a[0]));
    expect(
      said.some((m) => m.includes('<pb-animation> attribute "speed-curve": expected one of linear, ease')),
    ).to.equal(true);
    expect(said.some((m) => m.includes('<pb-animation> attribute "intensity"'))).to.equal(true);
    expect([el.speedCurve, el.intensity]).to.deep.equal(['ease-in-out', 50]);
    el.scrollIntoView();
    await until(() => stateOf(el) === 'animating');
    expect(timing(el)?.easing).to.equal('ease-in-out');
  });

  it('a change while waiting holds the new starting frame', async () => {
    const el = await below(html`<pb-animation starting-opacity="0"><p>Change</p></pb-animation>`);
    expect(getComputedStyle(el).opacity).to.equal('0');
    el.startingOpacity = 40;
    expect(getComputedStyle(el).opacity).to.equal('0.4');
    expect(el.getAnimations()).to.have.length(1);
  });

  it('reduced motion: nothing hidden, nothing moves, the final state at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    reduceMotion();
    const el = await below(html`<pb-animation animation-style="roll"><p>Still</p></pb-animation>`);
    expect(stateOf(el)).to.equal('had-animation');
    expect(el.getAnimations()).to.deep.equal([]);
    expect([getComputedStyle(el).opacity, getComputedStyle(el).transform]).to.deep.equal(['1', 'none']);
  });

  it('removal stops everything; a finished element stays finished when it comes back', async () => {
    const el = await below(html`<pb-animation><p>Gone</p></pb-animation>`);
    expect(el.getAnimations()).to.have.length(1);
    const parent = el.parentElement as HTMLElement;
    el.remove();
    await task();
    expect(el.getAnimations()).to.deep.equal([]);
    expect(el.hasAttribute('data-pb-animation')).to.equal(false);
    parent.append(el);
    el.scrollIntoView();
    await until(() => stateOf(el) === 'animating');
    clock.tick(ENTRANCE.duration);
    expect(stateOf(el)).to.equal('had-animation');
    el.remove();
    await task();
    parent.append(el);
    await frame();
    await frame();
    expect([stateOf(el), el.getAnimations().length]).to.deep.equal(['had-animation', 0]);
  });

  it("the page config's animations list animates the page's modules without the element", async () => {
    setPageConfig({
      animations: {
        '.card': { style: 'zoomTop', duration: '700ms', delay: '100ms', intensity: '20%' },
        '.missing': { style: 'fade' },
      },
    });
    const wrap = await fixture<HTMLElement>(
      html`<div><div style="height:1500px"></div><div class="card">A</div><div class="card">B</div><div style="height:1500px"></div></div>`,
    );
    const cards = [...wrap.querySelectorAll<HTMLElement>('.card')];
    const stop = startPageAnimations(document);
    try {
      await until(() => cards.every((c) => stateOf(c) === 'waiting'));
      expect(cards.map(stateOf)).to.deep.equal(['waiting', 'waiting']);
      expect(warn.args.some((a) => String(a[0]).includes('"animations..missing"'))).to.equal(true);
      cards[0]?.scrollIntoView();
      await until(() => cards.every((c) => stateOf(c) === 'animating'));
      expect(cards.map(stateOf)).to.deep.equal(['animating', 'animating']);
      expect(timing(cards[0] as HTMLElement)).to.include({ duration: 700, delay: 100 });
      expect((cards[0] as HTMLElement).style.transformOrigin).to.match(/^center top/);
      clock.tick(800);
      expect(cards.map(stateOf)).to.deep.equal(['had-animation', 'had-animation']);
      expect((cards[0] as HTMLElement).style.transformOrigin).to.equal('');
    } finally {
      stop();
    }
  });
});
