/** The motion core's pure parts (CCH §3-5, §9): data, sanitising through formats, maths, keyframes, constants. */
import { expect } from '@open-wc/testing';
import { MOTION } from '../../src/core/constants/motion.js';
import {
  composeStyle,
  keyframeOffsets,
  keyframesCss,
  middleStyle,
  motionDevice,
  motionViewport,
  progressAt,
  rangeCss,
  scrollRange,
  styleAt,
  timelineCss,
  valueAt,
  withinMargin,
} from '../../src/core/motion/compute.js';
import {
  handledInBuilder,
  type MotionTrack,
  readEffect,
  readMotionItem,
  readTransform,
} from '../../src/core/motion/data.js';
import { groupById } from '../../src/core/motion/page.js';

const track = (over: Partial<MotionTrack> = {}): MotionTrack => ({
  prop: 'translateY',
  start: 0,
  midStart: 50,
  midEnd: 50,
  end: 100,
  startValue: 100,
  midValue: 0,
  endValue: -100,
  ...over,
});

describe('motion constants (CCH §9)', () => {
  it('holds every figure of the spec', () => {
    expect(MOTION.breakpoints).to.deep.equal({ tablet: 768, phone: 479, landscapeTablet: 980, landscapePhone: 767 });
    expect([MOTION.scrollStep, MOTION.resizeDebounce, MOTION.viewportHeightReset, MOTION.styleDebounce]).to.deep.equal([
      15, 500, 200, 10,
    ]);
    expect([MOTION.styleZone, MOTION.styleZoneZoom, MOTION.visibleMargin, MOTION.transition]).to.deep.equal([
      500, 1500, 250, 200,
    ]);
    expect([MOTION.mobileViewportExtra, MOTION.builderContentOffset, MOTION.revealDelay]).to.deep.equal([
      100, 100, 200,
    ]);
    expect(MOTION.trackerId).to.equal('et-pb-motion-effects-offset-tracker');
    expect(MOTION.classes.before).to.equal('et-pb-before-scroll-animation');
    expect(MOTION.triggerDefault).to.equal('middle');
  });
});

describe('motion data (CCH §3, §5)', () => {
  it('reads the builder pipe string and sanitises values through formats', () => {
    expect(readEffect('rotate', '10|40|60|90|400|0|-500')).to.deep.include({
      start: 10,
      midStart: 40,
      midEnd: 60,
      end: 90,
      startValue: 359,
      endValue: -359,
    });
    expect(readEffect('opacity', { startValue: -5, midValue: 150, endValue: 'x' })).to.deep.include({
      startValue: 0,
      midValue: 100,
      endValue: 100,
    });
    expect(readEffect('scale', '0|50|50|100|-20|100|100')?.startValue).to.equal(0);
    expect(readEffect('blur', '0|50|50|100|120|0|0')?.startValue).to.equal(100);
    expect(readEffect('translateY', 'nonsense')).to.equal(undefined);
  });

  it("reads a value in its property's own unit, and lets one in another unit fall back and be reported", () => {
    const bad: unknown[][] = [];
    const report = (...args: unknown[]) => bad.push(args);
    expect(readEffect('translateY', '0|50|50|100|2em|4px|-3rem', report)).to.deep.include({
      startValue: 100,
      midValue: 4,
      endValue: -100,
    });
    expect(readTransform('rotate', '5deg|10turn|7', report)).to.deep.include({
      startValue: 5,
      midValue: 0,
      endValue: 7,
    });
    expect(readEffect('scale', '0|50|50|100|90%|100|1px', report)?.endValue).to.equal(100);
    expect(bad).to.deep.equal([
      ['translateY', '2em'],
      ['translateY', '-3rem'],
      ['rotate', '10turn'],
      ['scale', '1px'],
    ]);
  });

  it('keeps the range points in order and within 0..100, with the defaults for missing ones', () => {
    expect(readEffect('translateX', '70|20|||1|2|3')).to.deep.include({
      start: 70,
      midStart: 70,
      midEnd: 70,
      end: 100,
    });
    expect(readEffect('translateX', '-20|50|50|300|1|2|3')).to.deep.include({ start: 0, end: 100 });
  });

  it('reads transforms (start, middle, end) with the skew limit', () => {
    expect(readTransform('skewX', { start: -300, middle: 10, end: 200 })).to.deep.include({
      startValue: -180,
      midValue: 10,
      endValue: 180,
    });
    expect(readTransform('rotate', '15')).to.deep.include({ startValue: 15, midValue: 15, endValue: 15 });
    expect(readTransform('rotate', '')).to.equal(undefined);
  });

  it('reads an item, its enable flags and its device values through the responsive resolver', () => {
    const raw = {
      id: 'hero',
      trigger_start: 'top',
      grid_motion: 'on',
      children_count: '3',
      scroll_effects: { translateY: '0|50|50|100|10|0|-10', opacity: '0|50|50|100|0|100|0' },
      opacity_enable: 'off',
      scale: '0|50|50|100|50|100|100',
      scale_tablet: '0|50|50|100|80|100|100',
      scale_last_edited: 'on|tablet',
    };
    const desktop = readMotionItem(raw, 'desktop');
    expect(desktop.tracks.map((t) => t.prop)).to.deep.equal(['translateY', 'scale']);
    expect(desktop).to.deep.include({ id: 'hero', trigger: 'top', gridMotion: true, childrenCount: 3 });
    expect(readMotionItem(raw, 'phone').tracks[1]?.startValue).to.equal(80);
    expect(readMotionItem({ trigger_start: 'sideways' }, 'desktop')).to.deep.include({ trigger: 'middle', tracks: [] });
    expect(
      readMotionItem({ scroll_effects: [{ resolver: 'blur', startValue: 4 }] }, 'desktop').tracks[0],
    ).to.deep.include({
      prop: 'blur',
      startValue: 4,
    });
  });

  it('merges the flat per-effect list by id', () => {
    const grouped = groupById([
      { id: '.a', resolver: 'opacity', startValue: 0 },
      { id: '.a', resolver: 'rotate', startValue: 5, trigger_start: 'bottom' },
      { nope: 1 },
    ]);
    expect([...grouped.keys()]).to.deep.equal(['.a']);
    expect(readMotionItem(grouped.get('.a') ?? {}, 'desktop').tracks.map((t) => t.prop)).to.deep.equal([
      'opacity',
      'rotate',
    ]);
  });

  it('handles only theme-builder ids in the builder (CCH §2)', () => {
    expect(['x_tb_header', '.s_tb_body', 'f_tb_footer'].every(handledInBuilder)).to.equal(true);
    expect(handledInBuilder('hero')).to.equal(false);
  });
});

describe('motion maths (CCH §3-4, §9)', () => {
  it('interpolates start -> middle -> end through the viewport percentages', () => {
    const t = track({ start: 10, midStart: 30, midEnd: 60, end: 90 });
    expect([-5, 0, 10, 20, 30, 45, 60, 75, 90, 120].map((p) => valueAt(t, p))).to.deep.equal([
      100, 100, 100, 50, 0, 0, 0, -50, -100, -100,
    ]);
  });

  it('jumps at coinciding points, right-continuously, and the keyframes sample just before', () => {
    const t = track({ start: 20, midStart: 20, startValue: 1, midValue: 5, endValue: 5 });
    expect([valueAt(t, 19.99), valueAt(t, 20)]).to.deep.equal([1, 5]);
    expect(keyframeOffsets({ tracks: [t] } as never)).to.deep.equal([0, 19.99, 20, 50, 100]);
  });

  it('composes transform, opacity and filter in one fixed order', () => {
    const style = composeStyle(
      [
        track({ prop: 'scale', midValue: 150 }),
        track({ prop: 'scale', midValue: 50 }),
        track({ prop: 'rotate', midValue: 30 }),
        track({ prop: 'translateX', midValue: 12.3456 }),
        track({ prop: 'opacity', midValue: 40 }),
        track({ prop: 'blur', midValue: 3 }),
      ],
      (t) => t.midValue,
    );
    expect(style).to.deep.equal({
      transform: 'translate(12.346px, 0px) rotate(30deg) scale(0.75)',
      opacity: '0.4',
      filter: 'blur(3px)',
    });
  });

  it('rests in the middle state with reduced motion', () => {
    const item = readMotionItem({ translateY: '0|50|50|100|80|20|-80', opacity: '0|50|50|100|0|60|0' }, 'desktop');
    expect(middleStyle(item)).to.deep.equal({ transform: 'translate(0px, 20px)', opacity: '0.6', filter: '' });
  });

  it('measures progress against the motion viewport: offsets, builder and mobile', () => {
    expect(motionViewport(800, { offsetTop: 80, builder: false, realMobile: false })).to.deep.equal({
      top: 80,
      height: 720,
    });
    expect(motionViewport(800, { offsetTop: 0, builder: true, realMobile: true })).to.deep.equal({
      top: 100,
      height: 800,
    });
    const view = { top: 80, height: 720 };
    // The point at the viewport's bottom is 0 %, at the bar's lower edge 100 %.
    expect(progressAt(1800, 1000, view)).to.equal(0);
    expect(progressAt(1080, 1000, view)).to.equal(100);
    expect(progressAt(1440, 1000, view)).to.equal(50);
  });

  it('classes devices by the motion breakpoints, portrait and landscape', () => {
    expect([479, 480, 768, 769].map((w) => motionDevice(w, false))).to.deep.equal([
      'phone',
      'tablet',
      'tablet',
      'desktop',
    ]);
    expect([767, 768, 980, 981].map((w) => motionDevice(w, true))).to.deep.equal([
      'phone',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });

  it('tells the zones apart by their margins', () => {
    const box = { top: 2000, height: 100 };
    expect(withinMargin(box, 700, 800, MOTION.styleZone)).to.equal(true);
    expect(withinMargin(box, 600, 800, MOTION.styleZone)).to.equal(false);
    expect(withinMargin(box, 600, 800, MOTION.styleZoneZoom)).to.equal(true);
    expect(withinMargin(box, 700, 800, MOTION.visibleMargin)).to.equal(false);
    expect(withinMargin(box, 1000, 800, MOTION.visibleMargin)).to.equal(true);
  });

  it('compiles keyframes that sample styleAt and a rule on the page timeline, ranged from the trigger point', () => {
    const item = readMotionItem({ translateY: '0|40|60|100|100|0|-100' }, 'desktop');
    const css = keyframesCss('k', item);
    expect(css).to.equal(
      '@keyframes k{0%{transform:translate(0px, 100px)}40%{transform:translate(0px, 0px)}60%{transform:translate(0px, 0px)}100%{transform:translate(0px, -100px)}}',
    );
    expect(styleAt(item, 20).transform).to.equal('translate(0px, 50px)');
    const rule = timelineCss('.x', 'k', '--page');
    expect(rule).to.contain('animation-timeline:--page');
    expect(rule).to.not.contain('animation-range');
    // The range: the scroll offsets where the tracked point is at the motion viewport's bottom and top, as
    // progressAt reads them (bars of 80 px at the top, 100 px more below on a real mobile device).
    const view = motionViewport(800, { offsetTop: 80, builder: false, realMobile: true });
    const range = scrollRange(1500, view);
    expect(range).to.deep.equal([600, 1420]);
    expect([progressAt(1500, range[0], view), progressAt(1500, range[1], view)]).to.deep.equal([0, 100]);
    expect(rangeCss([-12.3456, 40])).to.equal('-12.346px 40px');
  });
});
