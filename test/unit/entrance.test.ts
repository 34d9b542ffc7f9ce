/**
 * The entrance maths (MFT §3, §4, §9), pure: each style's keyframes for every direction and intensity, the
 * settings table and the page config's entries read through it.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ENTRANCE, type EntranceDirection, type EntranceStyle } from '../../src/core/constants/entrance.js';
import { configValues } from '../../src/core/entrance/config.js';
import { entranceMotion, rollDegrees, turnDegrees, zoomScale } from '../../src/core/entrance/keyframes.js';
import { animationEntries } from '../../src/core/entrance/page.js';
import { entranceProps, settingsFor } from '../../src/core/entrance/settings.js';

const motion = (
  style: EntranceStyle,
  direction: EntranceDirection = 'none',
  intensity: number = ENTRANCE.intensity,
  startingOpacity = 0,
) => entranceMotion({ animationStyle: style, direction, intensity, startingOpacity });
const first = (m: ReturnType<typeof motion>) => m.frames[0];
const last = (m: ReturnType<typeof motion>) => m.frames[m.frames.length - 1];

/** The numbers of a transform string, in order. */
const numbers = (t = ''): number[] => [...t.matchAll(/[(,]\s*(-?\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));

describe('entrance keyframes', () => {
  it('slide translates by 2 x intensity % towards its place from the direction', () => {
    expect(first(motion('slide', 'top', 30))?.transform).to.equal('translate3d(0%, -60%, 0)');
    expect(first(motion('slide', 'right', 30))?.transform).to.equal('translate3d(60%, 0%, 0)');
    expect(first(motion('slide', 'bottom', 50))?.transform).to.equal('translate3d(0%, 100%, 0)');
    expect(first(motion('slide', 'left', 10))?.transform).to.equal('translate3d(-20%, 0%, 0)');
    expect(last(motion('slide', 'left', 10))?.transform).to.equal('translate3d(0%, 0%, 0)');
    // In place, the builder's slide grows like a zoom.
    expect(first(motion('slide', 'none', 40))?.transform).to.equal('scale3d(0.6, 0.6, 1)');
  });

  it('zoom scales from (100 - intensity) / 100, towards the direction', () => {
    expect(first(motion('zoom', 'none', 50))?.transform).to.equal('scale3d(0.5, 0.5, 1)');
    expect(first(motion('zoom', 'none', 20))?.transform).to.equal('scale3d(0.8, 0.8, 1)');
    expect(motion('zoom', 'none').origin).to.equal('');
    expect(motion('zoom', 'left').origin).to.equal('left');
    expect(last(motion('zoom', 'top'))?.transform).to.equal('scale3d(1, 1, 1)');
  });

  it('flip and fold turn ceil(0.9 x intensity) degrees in a 2000 px perspective', () => {
    expect(first(motion('flip', 'top', 50))?.transform).to.equal('perspective(2000px) rotateX(45deg)');
    expect(first(motion('flip', 'bottom', 51))?.transform).to.equal('perspective(2000px) rotateX(-46deg)');
    expect(first(motion('flip', 'right', 33))?.transform).to.equal('perspective(2000px) rotateY(30deg)');
    expect(first(motion('flip', 'left', 33))?.transform).to.equal('perspective(2000px) rotateY(-30deg)');
    expect(first(motion('flip', 'none', 50))?.transform).to.equal('perspective(2000px) rotateX(45deg)');
    expect(last(motion('flip', 'left'))?.transform).to.equal('perspective(2000px) rotateY(0deg)');
    const fold = motion('fold', 'top', 50);
    expect([first(fold)?.transform, fold.origin]).to.deep.equal(['perspective(2000px) rotateX(-45deg)', 'top']);
    expect(first(motion('fold', 'bottom', 50))?.transform).to.equal('perspective(2000px) rotateX(45deg)');
    expect(first(motion('fold', 'left', 50))?.transform).to.equal('perspective(2000px) rotateY(45deg)');
    expect(first(motion('fold', 'right', 50))?.transform).to.equal('perspective(2000px) rotateY(-45deg)');
    expect(motion('fold', 'none').origin).to.equal('');
  });

  it('roll turns ceil(3.6 x intensity) degrees, clockwise into place from the right or the bottom', () => {
    expect(first(motion('roll', 'none', 50))?.transform).to.equal('rotate(180deg)');
    expect(first(motion('roll', 'left', 33))?.transform).to.equal('rotate(119deg)');
    expect(first(motion('roll', 'right', 50))?.transform).to.equal('rotate(-180deg)');
    expect(first(motion('roll', 'bottom', 50))?.transform).to.equal('rotate(-180deg)');
    expect(last(motion('roll', 'top'))?.transform).to.equal('rotate(0deg)');
  });

  it('fade only fades in place, and comes from 100 % of its size with a direction', () => {
    expect(motion('fade', 'none', 80, 20).frames).to.deep.equal([{ opacity: 0.2 }, { opacity: 1 }]);
    expect(first(motion('fade', 'bottom', 10))?.transform).to.equal('translate3d(0%, 100%, 0)');
    expect(first(motion('fade', 'left', 90))?.transform).to.equal('translate3d(-100%, 0%, 0)');
  });

  it("bounce is the builder's at intensity 50, scaled by intensity", () => {
    const inPlace = motion('bounce', 'none', 50);
    expect(inPlace.frames.map((f) => f.transform)).to.deep.equal([
      'scale3d(0.3, 0.3, 1)',
      'scale3d(1.1, 1.1, 1)',
      'scale3d(0.9, 0.9, 1)',
      'scale3d(1.03, 1.03, 1)',
      'scale3d(0.97, 0.97, 1)',
      'scale3d(1, 1, 1)',
    ]);
    expect(inPlace.frames.map((f) => f.offset)).to.deep.equal([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(inPlace.frames[3]?.opacity).to.equal(1);
    const fromTop = motion('bounce', 'top', 50).frames.map((f) => numbers(f.transform)[1]);
    expect(fromTop).to.deep.equal([-200, 25, -10, 5, 0]);
    const fromRight = motion('bounce', 'right', 25).frames.map((f) => numbers(f.transform)[0]);
    expect(fromRight).to.deep.equal([100, -12.5, 5, -2.5, 0]);
    expect(first(motion('bounce', 'none', 100))?.transform).to.equal('scale3d(0, 0, 1)');
  });

  it('every style, direction and intensity starts at the starting opacity and ends at rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENTRANCE.styles),
        fc.constantFrom(...ENTRANCE.directions),
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: -10, max: 110, noNaN: true }),
        (style, direction, intensity, startingOpacity) => {
          const m = entranceMotion({ animationStyle: style, direction, intensity, startingOpacity });
          const start = m.frames[0];
          const end = m.frames[m.frames.length - 1];
          expect(start?.opacity).to.be.closeTo(Math.min(100, Math.max(0, startingOpacity)) / 100, 1e-4);
          expect(end?.opacity).to.equal(1);
          // At rest: every translation and turn 0, every scale 1 (perspective aside).
          const rest = numbers(end?.transform?.replace(/perspective\(\d+px\)/, ''));
          const neutral = end?.transform?.startsWith('scale') ? 1 : 0;
          for (const n of rest) expect(n).to.equal(neutral);
          // Start and end list the same transform functions, so only their values interpolate.
          const fns = (t?: string) => (t ?? '').replace(/\([^)]*\)/g, '()');
          for (const frame of m.frames) expect(fns(frame.transform)).to.equal(fns(start?.transform));
          // Only compositor properties.
          for (const frame of m.frames)
            for (const key of Object.keys(frame)) expect(['offset', 'transform', 'opacity', 'easing']).to.include(key);
        },
      ),
    );
  });

  it('the turn and scale helpers follow the spec for every intensity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (i) => {
        expect(turnDegrees(i)).to.equal(Math.ceil(0.9 * i));
        expect(rollDegrees(i)).to.equal(Math.ceil(3.6 * i));
        expect(zoomScale(i)).to.equal((100 - i) / 100);
        const slide = numbers(first(motion('slide', 'bottom', i))?.transform);
        expect(slide[1]).to.be.closeTo(2 * i, 1e-9);
      }),
    );
  });
});

describe('entrance settings', () => {
  it("the table has the spec's defaults and a responsive variant of each setting", () => {
    expect(entranceProps.intensity.default).to.equal(50);
    expect(entranceProps.speedCurve.default).to.equal('ease-in-out');
    for (const def of Object.values(entranceProps)) expect(def.responsive).to.equal(true);
  });

  it('a device falls back to the next larger one', () => {
    const values = { ...configValues({}, () => {}), intensityTablet: 20, speedCurvePhone: 'linear' };
    expect(settingsFor(values, 'desktop').intensity).to.equal(50);
    expect(settingsFor(values, 'tablet').intensity).to.equal(20);
    expect(settingsFor(values, 'phone')).to.include({ intensity: 20, speedCurve: 'linear' });
  });

  it("reads the CMS's form: a style with its direction, units, and device variants", () => {
    const warnings: string[] = [];
    const values = configValues(
      {
        style: 'slideLeft',
        style_phone: 'zoomTop',
        duration: '800ms',
        delay: '200ms',
        intensity: '30%',
        intensity_tablet: '10%',
        starting_opacity: '20%',
        speed_curve: 'linear',
        repeat: 'loop',
      },
      (field, message) => warnings.push(`${field}: ${message}`),
    );
    expect(warnings).to.deep.equal([]);
    expect(settingsFor(values, 'desktop')).to.deep.equal({
      animationStyle: 'slide',
      direction: 'left',
      repeat: 'loop',
      duration: 800,
      delay: 200,
      intensity: 30,
      startingOpacity: 20,
      speedCurve: 'linear',
    });
    expect(settingsFor(values, 'tablet')).to.include({ animationStyle: 'slide', direction: 'left', intensity: 10 });
    expect(settingsFor(values, 'phone')).to.include({ animationStyle: 'zoom', direction: 'top', intensity: 10 });
  });

  it('a bad value warns naming the field and falls back; a speed curve outside the five warns', () => {
    const warnings: string[] = [];
    const values = configValues(
      { speed_curve: 'cubic-bezier(0,0,1,1)', intensity: '150%', duration_phone: 'slow', style: 'wobble' },
      (field, message) => warnings.push(`${field}: ${message}`),
    );
    expect(settingsFor(values, 'phone')).to.include({
      speedCurve: 'ease-in-out',
      intensity: 50,
      duration: 1000,
      animationStyle: 'fade',
    });
    expect(warnings.some((w) => w.startsWith('speed_curve: expected one of linear, ease'))).to.equal(true);
    expect(warnings.some((w) => w.startsWith('intensity: expected a number from 0 to 100'))).to.equal(true);
    expect(warnings.some((w) => w.startsWith('duration_phone:') && w.includes("next larger device's"))).to.equal(true);
    expect(warnings.some((w) => w.startsWith('style:'))).to.equal(true);
  });

  it('a variant switched off by its _last_edited is left out', () => {
    const values = configValues({ intensity: 40, intensity_phone: 10, intensity_last_edited: 'off|desktop' }, () => {});
    expect(settingsFor(values, 'phone').intensity).to.equal(40);
  });

  it("the page config names modules by selector or, in the CMS's list, by class", () => {
    expect(animationEntries({ '#hero h2': { style: 'fade' } })).to.deep.equal([['#hero h2', { style: 'fade' }]]);
    const [[selector]] = animationEntries([{ class: 'et_pb_text_0 et_pb_bg_layout_light', style: 'zoom' }]) as [
      [string, unknown],
    ];
    expect(selector).to.equal('.et_pb_text_0.et_pb_bg_layout_light');
    expect(animationEntries('nope')).to.deep.equal([]);
  });
});
