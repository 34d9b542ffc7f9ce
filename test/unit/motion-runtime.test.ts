/**
 * The motion store in Chromium (CCH §4, §9): the reveal, detach when empty, rebuild versus refresh, the
 * scheduler's zones, transitions, step and offsets, builder mode, reduced motion, and both paths giving the
 * same computed style at 10 scroll positions. Timers are sinon's; only the equivalence test scrolls for real.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MOTION } from '../../src/core/constants/motion.js';
import { registeredCount } from '../../src/core/frame/index.js';
import { readMotionItem } from '../../src/core/motion/data.js';
import { type MotionEnv, windowEnv } from '../../src/core/motion/env.js';
import { MotionController } from '../../src/core/motion/runtime.js';
import { itExceptIn } from '../helpers/engines.js';

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const microtask = () => Promise.resolve();
/** The scheduler eases a visible item to its new value over 200 ms, frame by frame: its end (bounded). */
async function settled(c: MotionController): Promise<void> {
  for (let n = 0; n < 60 && c.easing; n++) await frames();
}
/** A transform as this engine serializes it (Firefox writes translate(0px, 0px) as translate(0px)). */
const probe = document.createElement('div');
const css = (transform: string): string => {
  probe.style.transform = transform;
  return probe.style.transform;
};

function env(over: Partial<Record<keyof MotionEnv, unknown>> = {}): MotionEnv & { set(k: string, v: unknown): void } {
  const values: Record<string, unknown> = {
    width: 1200,
    height: 800,
    scrollY: 0,
    maxScroll: 10_000,
    landscape: true,
    realMobile: false,
    builder: false,
    zoom: false,
    reduced: false,
    offsetTop: 0,
    timelines: false,
    ...over,
  };
  const out = Object.fromEntries(Object.keys(values).map((k) => [k, () => values[k]])) as unknown as MotionEnv;
  return Object.assign(out, { set: (k: string, v: unknown) => (values[k] = v) });
}

function box(top: number, id = ''): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  el.style.cssText = `position:absolute;left:0;top:${top}px;height:100px;width:100px`;
  document.body.append(el);
  return el;
}

const fields = { translateY: '0|50|50|100|100|0|-100' };

describe('motion store', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  const made: HTMLElement[] = [];
  const mk = (top: number, id = '') => {
    const el = box(top, id);
    made.push(el);
    return el;
  };
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    for (const el of made.splice(0)) el.remove();
    document.adoptedStyleSheets = [];
  });

  it('keeps a hidden item hidden and reveals it 200 ms after setup: hidden class off, animated classes on', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = new MotionController(document, { env: env(), compositor: false });
    const el = mk(0);
    el.style.opacity = '0'; // hidden by the page's CSS, as the CMS's class hides it
    const off = c.add(el, (d) => readMotionItem(fields, d));
    await microtask();
    el.style.opacity = '';
    expect(el.classList.contains(MOTION.classes.before)).to.equal(true);
    expect(getComputedStyle(el).opacity).to.equal('0');
    clock.tick(MOTION.revealDelay - 1);
    expect(el.classList.contains(MOTION.classes.before)).to.equal(true);
    clock.tick(1);
    expect([...el.classList]).to.deep.equal([MOTION.classes.animated, MOTION.classes.hadAnimation]);
    expect(getComputedStyle(el).opacity).to.equal('1');
    off();
    await microtask();
  });

  it('never hides an item that is visible when it is set up: the animated classes at once', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = new MotionController(document, { env: env(), compositor: false });
    const el = mk(0);
    el.classList.add(MOTION.classes.before); // marked by the CMS, but nothing hides it
    const off = c.add(el, (d) => readMotionItem(fields, d));
    await microtask();
    expect([...el.classList]).to.deep.equal([MOTION.classes.animated, MOTION.classes.hadAnimation]);
    expect(getComputedStyle(el).opacity).to.equal('1');
    off();
    await microtask();
  });

  it('leaves out items with no effects and detaches the scroll work when none remain', async () => {
    const e = env();
    const c = new MotionController(document, { env: e, compositor: false });
    const scrollBefore = registeredCount('scroll');
    const resizeBefore = registeredCount('resize');
    const el = mk(0);
    const empty = mk(0);
    const offEmpty = c.add(empty, (d) => readMotionItem({}, d));
    await microtask();
    expect(c.elements).to.deep.equal([]);
    expect(registeredCount('scroll')).to.equal(scrollBefore);
    // The resize listener stays while a source exists: a device change may bring effects back.
    expect(registeredCount('resize')).to.equal(resizeBefore + 1);
    const off = c.add(el, (d) => readMotionItem(fields, d));
    await microtask();
    expect(c.elements).to.deep.equal([el]);
    expect(registeredCount('scroll')).to.equal(scrollBefore + 1);
    off();
    await microtask();
    expect(registeredCount('scroll')).to.equal(scrollBefore);
    offEmpty();
    await microtask();
    expect(registeredCount('resize')).to.equal(resizeBefore);
    expect(document.getElementById(MOTION.trackerId)).to.equal(null);
  });

  it('watches once however often its only element moves (removed and added in one task)', async () => {
    const c = new MotionController(document, { env: env(), compositor: false });
    const resizeBefore = registeredCount('resize');
    const el = mk(0);
    let off = c.add(el, (d) => readMotionItem(fields, d));
    for (let i = 0; i < 3; i++) {
      off();
      off = c.add(el, (d) => readMotionItem(fields, d));
      await microtask();
    }
    expect(registeredCount('resize')).to.equal(resizeBefore + 1);
    off();
    await microtask();
    expect(registeredCount('resize')).to.equal(resizeBefore);
  });

  it('rebuilds on a device class change and only refreshes within one class, 500 ms after the resize', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const e = env();
    const c = new MotionController(document, { env: e, compositor: false });
    const el = mk(0);
    const off = c.add(el, (d) =>
      readMotionItem({ ...fields, translateY_enable_phone: 'off', translateY_enable_last_edited: 'on|phone' }, d),
    );
    await microtask();
    const built = c.rebuilds;
    e.set('width', 1100);
    window.dispatchEvent(new Event('resize'));
    await frames();
    clock.tick(MOTION.resizeDebounce - 1);
    expect(c.refreshes).to.equal(0);
    clock.tick(1);
    expect([c.rebuilds, c.refreshes]).to.deep.equal([built, 1]);
    e.set('width', 700);
    c.refresh();
    expect(c.rebuilds).to.equal(built + 1);
    expect(c.elements).to.deep.equal([]);
    off();
    await microtask();
  });

  it('writes styles in the style zone, eases visible items over 200 ms, and follows the offsets and the step', async () => {
    // The exact update 10 ms after a move under the step waits for the clock: two frames may take longer than that.
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const e = env();
    const c = new MotionController(document, { env: e, compositor: false });
    const near = mk(1000);
    const far = mk(3000);
    const zoned = mk(1200);
    const offs = [near, far, zoned].map((el) => c.add(el, (d) => readMotionItem(fields, d)));
    await microtask();
    await frames();
    // near: middle 1050, viewport 0..800 -> progress (0 + 800 - 1050) / 800 < 0: the start value.
    expect(near.style.transform).to.equal(css('translate(0px, 100px)'));
    // Visible: it eases (on a layer of its own), with no CSS transition; the zoned one changes at once.
    expect([near.style.willChange, near.style.transition]).to.deep.equal(['transform', '']);
    expect(zoned.style.transform).to.equal(css('translate(0px, 100px)'));
    expect(zoned.style.willChange).to.equal('');
    expect(far.style.transform).to.equal('');
    e.set('scrollY', 650); // near's middle at 1050: progress (650 + 800 - 1050) / 800 = 50 %
    window.dispatchEvent(new Event('scroll'));
    await frames();
    await settled(c);
    expect(near.style.transform).to.equal(css('translate(0px, 0px)'));
    e.set('scrollY', 660); // under the 15 px step: no update yet
    window.dispatchEvent(new Event('scroll'));
    await frames();
    await settled(c);
    expect(near.style.transform).to.equal(css('translate(0px, 0px)'));
    e.set('offsetTop', 80); // a fixed bar of 80 px: viewport 80..800, height 720
    e.set('scrollY', 700);
    window.dispatchEvent(new Event('scroll'));
    await frames();
    await settled(c);
    // (700 + 80 + 720 - 1050) / 720 = 62.5 % -> -25 px
    expect(near.style.transform).to.equal(css('translate(0px, -25px)'));
    for (const off of offs) off();
    await microtask();
    expect(near.style.transform).to.equal('');
  });

  it('moves only theme-builder elements in builder mode, and rests in the middle with reduced motion', async () => {
    const scrollBefore = registeredCount('scroll');
    const c = new MotionController(document, { env: env({ builder: true, reduced: true }), compositor: false });
    const plain = mk(0, 'hero');
    const header = mk(0, 'x_tb_header');
    const offs = [plain, header].map((el) => c.add(el, (d) => readMotionItem({ translateY: '0|50|50|100|9|4|9' }, d)));
    await microtask();
    expect(c.elements).to.deep.equal([header]);
    expect(c.path).to.equal('reduced');
    expect(header.style.transform).to.equal(css('translate(0px, 4px)'));
    expect(registeredCount('scroll')).to.equal(scrollBefore);
    for (const off of offs) off();
    await microtask();
  });
});

describe('motion paths agree', () => {
  it('applies a compositor rule only inside the style zone, checked per scroll frame without an observer per item', async () => {
    const observe = sinon.spy(IntersectionObserver.prototype, 'observe');
    const e = env({ timelines: true });
    const c = new MotionController(document, { env: e, compositor: true });
    // The zone is the viewport (800) and 500 px either side.
    const near = box(300);
    const edge = box(1250);
    const far = box(5000);
    const offs = [near, edge, far].map((el) => c.add(el, (d) => readMotionItem(fields, d)));
    try {
      await microtask();
      expect(c.path).to.equal('compositor');
      await frames();
      const zoned = () => [near, edge, far].map((el) => el.hasAttribute('data-pb-motion-item'));
      expect(zoned()).to.deep.equal([true, true, false]);
      e.set('scrollY', 4000);
      c.refresh();
      await frames();
      expect(zoned()).to.deep.equal([false, false, true]);
      expect(observe.called, 'no IntersectionObserver per item').to.equal(false);
    } finally {
      observe.restore();
      for (const off of offs) off();
      for (const el of [near, edge, far]) el.remove();
    }
  });

  itExceptIn(
    {
      firefox:
        'no scroll-driven animations (animation-timeline) in Firefox ESR: motion runs on the scheduler path only, which the tests above cover',
    },
    'gives the same computed style on the compositor and the scheduler at 10 scroll positions',
    async function (this: Mocha.Context) {
      // At least 50 frames, which a loaded machine (or WebKit's MiniBrowser under Xvfb) draws slower than 5 s.
      this.timeout(20000);
      const spacer = document.createElement('div');
      spacer.style.height = '6000px';
      document.body.append(spacer);
      const effects = {
        translateY: '10|40|60|90|120|0|-80',
        rotate: '0|50|50|100|-30|0|45',
        opacity: '0|30|70|100|10|100|30',
        scale: '0|50|50|100|60|100|130',
        blur: '0|20|80|100|6|0|4',
        transforms: { skewX: { start: -10, middle: 0, end: 10 } },
      };
      const pair = (top: number, left: number) => {
        const el = box(top);
        el.style.left = `${left}px`;
        return el;
      };
      const tops = [900, 1300, 1700, 2100];
      const a = tops.map((t) => pair(t, 0));
      const b = tops.map((t) => pair(t, 300));
      const comp = new MotionController(document, { env: windowEnv(), compositor: true });
      const sched = new MotionController(document, { env: windowEnv(), compositor: false });
      const offs = [
        ...a.map((el) => comp.add(el, (d) => readMotionItem(effects, d))),
        ...b.map((el) => sched.add(el, (d) => readMotionItem(effects, d))),
      ];
      await microtask();
      expect([comp.path, sched.path]).to.deep.equal(['compositor', 'scheduler']);
      const read = (el: HTMLElement) => {
        const s = getComputedStyle(el);
        const m = new DOMMatrix(s.transform === 'none' ? undefined : s.transform);
        return [m.a, m.b, m.c, m.d, m.e, m.f, Number(s.opacity), Number.parseFloat(s.filter.slice(5)) || 0];
      };
      try {
        for (const y of [0, 250, 480, 700, 910, 1130, 1350, 1570, 1800, 2000]) {
          scrollTo(0, y);
          await frames();
          await frames();
          await settled(sched);
          // The zone is checked in the scroll frame; wait for it (bounded). The zone is the layout box's
          // (offsetTop), not the transformed box's.
          const inZone = (el: HTMLElement) => {
            const top = el.offsetTop - scrollY;
            return top + el.offsetHeight >= -MOTION.styleZone && top <= innerHeight + MOTION.styleZone;
          };
          for (let n = 0; n < 30 && a.some((el) => inZone(el) !== el.hasAttribute('data-pb-motion-item')); n++)
            await frames();
          await frames();
          await settled(sched);
          for (let i = 0; i < tops.length; i++) {
            const [x, z] = [read(a[i] as HTMLElement), read(b[i] as HTMLElement)];
            x.forEach((v, k) => {
              expect(Math.abs(v - (z[k] as number)), `y ${y}, item ${i}, value ${k}: ${x} vs ${z}`).to.be.below(0.01);
            });
          }
        }
      } finally {
        for (const off of offs) off();
        await microtask();
        for (const el of [...a, ...b, spacer]) el.remove();
        scrollTo(0, 0);
        document.adoptedStyleSheets = [];
      }
    },
  );
});
