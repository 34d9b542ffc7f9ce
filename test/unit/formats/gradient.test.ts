import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  buildGradientStops,
  GRADIENT_TYPES,
  GRADIENT_UNITS,
  type Gradient,
  gradientToCss,
  parseGradient,
  parseGradientStops,
  sanitizeGradientColor,
  serializeGradient,
  serializeGradientStops,
} from '../../../src/core/formats/gradient.js';

const RADIALS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'];
const NAMED_SAMPLE = ['red', 'rebeccapurple', 'transparent', 'currentcolor', 'AliceBlue', 'lightgoldenrodyellow'];

const num = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => (n === 0 ? 0 : n)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
);
const byte = fc.integer({ min: 0, max: 255 });
const pct = fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`);
const alpha = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }).map(String), pct);
const hex = fc
  .constantFrom(3, 4, 6, 8)
  .chain((n) => fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: n, maxLength: n }))
  .map((d) => `#${d.join('')}`);
const color = fc.oneof(
  hex,
  fc.constantFrom(...NAMED_SAMPLE),
  fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r},${g},${b})`),
  fc.tuple(byte, byte, byte, alpha).map(([r, g, b, a]) => `rgba(${r}, ${g}, ${b}, ${a})`),
  fc.tuple(pct, pct, pct, alpha).map(([r, g, b, a]) => `rgb(${r} ${g} ${b} / ${a})`),
  fc.tuple(num, pct, pct).map(([h, s, l]) => `hsl(${h}deg, ${s}, ${l})`),
  fc.tuple(num, pct, pct, alpha).map(([h, s, l, a]) => `hsla(${h} ${s} ${l} / ${a})`),
);
const stopParts = (defaultUnit: string) =>
  fc.array(
    fc.oneof(
      fc.record({ color, position: num, unit: fc.constantFrom(...GRADIENT_UNITS) }),
      fc.record({ color, position: fc.constant(null), unit: fc.constant(defaultUnit) }),
    ),
    { maxLength: 6 },
  );
/** Gradients as parseGradient would produce them, built without it. */
const gradient: fc.Arbitrary<Gradient> = fc.constantFrom(...GRADIENT_UNITS).chain((unit) =>
  fc
    .record({
      type: fc.constantFrom(...GRADIENT_TYPES),
      direction: fc.oneof(
        fc.integer({ min: -720, max: 720 }).map((n) => `${n}deg`),
        num.map((n) => `${n}turn`),
      ),
      radialDirection: fc.constantFrom(...RADIALS),
      stops: stopParts(unit).map(buildGradientStops),
      repeat: fc.boolean(),
      unit: fc.constant(unit),
      overlaysImage: fc.boolean(),
      colorStart: fc.oneof(fc.constant(''), color),
      startPosition: fc.oneof(
        fc.constant(''),
        num.map((n) => `${n}%`),
      ),
      colorEnd: fc.oneof(fc.constant(''), color),
      endPosition: fc.oneof(
        fc.constant(''),
        num.map((n) => `${n}px`),
      ),
    })
    // With no stops the legacy colours would be turned into stops, so such a gradient has none.
    .map((g) => (g.stops.length ? g : { ...g, colorStart: '', colorEnd: '' })),
);
const stopsText = fc.array(
  fc.oneof(
    color,
    fc.tuple(color, num, fc.constantFrom('', ...GRADIENT_UNITS)).map(([c, n, u]) => `${c} ${n}${u}`),
  ),
  { maxLength: 5 },
);
const junkValue = fc.oneof(
  fc.string(),
  fc.anything(),
  stopsText.map((a) => a.join('|')),
);

describe('gradient stops', function () {
  this.timeout(30_000);

  it('parses the Divi 4.16 stops string', () => {
    const [a, b, ...rest] = parseGradientStops('#2b87da 0%|#29c4a9 100%');
    expect(rest).to.deep.equal([]);
    expect(a).to.include({ color: '#2b87da', position: 0, index: 0, unit: '%' });
    expect(b).to.include({ color: '#29c4a9', position: 100, index: 1, unit: '%' });
  });

  it('reads rgba, hsl and named colours, units and missing positions', () => {
    const stops = parseGradientStops(' rgba(0, 0,  0, 0.5) 25% | hsl(120deg, 50%, 50%) 2.5EM|red|blue 50|#FFF -.5turn');
    expect(stops.map(({ color, position, unit }) => [color, position, unit])).to.deep.equal([
      ['rgba(0, 0, 0, 0.5)', 25, '%'],
      ['hsl(120deg, 50%, 50%)', 2.5, 'em'],
      ['red', null, '%'],
      ['blue', 50, '%'],
      ['#FFF', -0.5, 'turn'],
    ]);
    expect(parseGradientStops('red|blue 50', 'px').map((s) => s.unit)).to.deep.equal(['px', 'px']);
    expect(parseGradientStops('red 1e+21px')[0]).to.include({ position: 1e21, unit: 'px' });
  });

  it('drops junk stops and renumbers the rest', () => {
    for (const junk of [
      '',
      '|||',
      'nonsense',
      'notacolor 10%',
      'red 10foo',
      'red 5.',
      'url(x) 0%',
      'red;} a{b:c} 0%',
    ]) {
      expect(parseGradientStops(junk), junk).to.deep.equal([]);
    }
    for (const junk of [
      '#ff',
      'rgb(1, 2)',
      'rgb(1 2 3 4)',
      'rgb(1, 2%, 3)',
      'hsl(1, 2, 3)',
      'rgb(1,2,3,)',
      'red 1e999%',
    ]) {
      expect(parseGradientStops(junk), junk).to.deep.equal([]);
    }
    const stops = parseGradientStops('expression(alert(1)) 0%|red 10%|"x" 20%|blue 90%');
    expect(stops.map((s) => [s.color, s.index])).to.deep.equal([
      ['red', 0],
      ['blue', 1],
    ]);
    for (const v of [null, undefined, 5, {}, ['red 0%'], true]) expect(parseGradientStops(v)).to.deep.equal([]);
  });

  it('gives deterministic uuids that follow a stop when the list is reordered', () => {
    const a = parseGradientStops('red 0%|blue 50%|red 0%');
    expect(parseGradientStops('red 0%|blue 50%|red 0%')).to.deep.equal(a);
    expect(new Set(a.map((s) => s.uuid)).size).to.equal(3);
    for (const s of a) expect(s.uuid).to.match(/^gs-[0-9a-f]{8}-\d+$/);
    const b = parseGradientStops('blue 50%|red 0%|red 0%');
    expect(b[0]?.uuid).to.equal(a[1]?.uuid);
    expect(b[0]?.index).to.equal(0);
  });

  it('serialises stops and skips ones that could not be read back', () => {
    expect(serializeGradientStops(parseGradientStops('red 0%|blue|rgba(1, 2, 3, 0.5) 10px'))).to.equal(
      'red 0%|blue|rgba(1, 2, 3, 0.5) 10px',
    );
    const bad = [{ color: 'red;}', position: 0, index: 0, uuid: '', unit: '%' }];
    expect(serializeGradientStops(bad)).to.equal('');
    expect(serializeGradientStops([{ color: 'red', position: Number.NaN, index: 0, uuid: '', unit: '%' }])).to.equal(
      'red',
    );
  });

  it('never throws on any input (10,000 runs)', () => {
    fc.assert(
      fc.property(junkValue, fc.string(), (v, unit) => {
        const stops = parseGradientStops(v, unit);
        expect(stops).to.be.an('array');
        stops.forEach((s, i) => {
          expect(s.index).to.equal(i);
          expect(GRADIENT_UNITS).to.include(s.unit);
        });
        expect(serializeGradientStops(v as never)).to.be.a('string');
      }),
      { numRuns: 10_000 },
    );
  });

  it('round-trips generated stops (10,000 runs)', () => {
    fc.assert(
      fc.property(stopParts('%'), (parts) => {
        const stops = buildGradientStops(parts);
        expect(parseGradientStops(serializeGradientStops(stops))).to.deep.equal(stops);
      }),
      { numRuns: 10_000 },
    );
  });

  it('sanitises colours idempotently (10,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          color,
          color.map((c) => ` ${c}\t;`),
        ),
        (v) => {
          const once = sanitizeGradientColor(v);
          expect(sanitizeGradientColor(once)).to.equal(once);
          expect(once).to.not.match(/[;{}"'|\\]|url/i);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('only accepts colours the browser accepts (500 runs)', () => {
    for (const name of ['transparent', 'rebeccapurple', 'lightgoldenrodyellow', 'whitesmoke']) {
      expect(sanitizeGradientColor(name), name).to.equal(name);
    }
    fc.assert(
      fc.property(
        fc.oneof(
          color,
          color.map((c) => c.replace(/\d/, 'x')),
        ),
        (c) => {
          const safe = sanitizeGradientColor(c);
          if (safe) expect(CSS.supports('color', safe), safe).to.equal(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('gradient', function () {
  this.timeout(30_000);

  it('gives the documented defaults for junk', () => {
    const empty: Gradient = {
      type: 'linear',
      direction: '180deg',
      radialDirection: 'center',
      stops: [],
      repeat: false,
      unit: '%',
      overlaysImage: false,
      colorStart: '',
      startPosition: '',
      colorEnd: '',
      endPosition: '',
    };
    for (const v of [null, undefined, 3, [], {}, '', { type: 'spiral', direction: 'up', unit: 'furlong' }]) {
      expect(parseGradient(v as never), String(v)).to.deep.equal(empty);
    }
  });

  it('reads Divi attribute names', () => {
    const g = parseGradient({
      background_color_gradient_type: 'Conic',
      background_color_gradient_direction: '90',
      background_color_gradient_direction_radial: 'top_left',
      background_color_gradient_stops: '#2b87da 0%|#29c4a9 100%',
      background_color_gradient_repeat: 'on',
      background_color_gradient_unit: 'PX',
      background_color_gradient_overlays_image: 'on',
      background_color_gradient_start: '#2b87da',
      background_color_gradient_start_position: '0%',
      background_color_gradient_end: '#29c4a9',
      background_color_gradient_end_position: '100',
    });
    expect(g).to.deep.include({ type: 'conic', direction: '90deg', radialDirection: 'top left', repeat: true });
    expect(g).to.deep.include({ unit: 'px', overlaysImage: true, startPosition: '0%', endPosition: '100px' });
    expect(g.stops.map((s) => s.color)).to.deep.equal(['#2b87da', '#29c4a9']);
  });

  it('reads camelCase names, which win over Divi names', () => {
    const g = parseGradient({
      type: 'radial',
      background_color_gradient_type: 'conic',
      repeat: true,
      stops: 'red|blue',
    });
    expect(g).to.deep.include({ type: 'radial', repeat: true });
    expect(parseGradient({ radialDirection: 'left top' }).radialDirection).to.equal('left top');
    for (const bad of ['left right', 'top bottom', 'top left center', 'middle']) {
      expect(parseGradient({ radialDirection: bad }).radialDirection, bad).to.equal('center');
    }
    expect(parseGradient({ direction: '0.5TURN' }).direction).to.equal('0.5turn');
    expect(parseGradient({ direction: '10px' }).direction).to.equal('180deg');
  });

  it('builds two stops from the legacy fields when there is no stops string', () => {
    const g = parseGradient({ colorStart: 'red', startPosition: '10%', colorEnd: 'blue', stops: 'junk' });
    expect(g.stops.map(({ color, position, unit }) => [color, position, unit])).to.deep.equal([
      ['red', 10, '%'],
      ['blue', 100, '%'],
    ]);
    expect(parseGradient({ colorEnd: 'blue', endPosition: '5em' }).stops).to.have.length(1);
    expect(parseGradient({ colorStart: 'red', stops: 'green|blue' }).stops[0]?.color).to.equal('green');
    expect(parseGradient('red 0%|blue 100%').stops).to.have.length(2);
  });

  it('writes CSS for each type', () => {
    const css = (attrs: Record<string, unknown>) =>
      gradientToCss(parseGradient({ stops: '#aaa 0%|#bbb 100%', ...attrs }));
    expect(css({})).to.equal('linear-gradient(180deg, #aaa 0%, #bbb 100%)');
    expect(css({ type: 'radial' })).to.equal('radial-gradient(circle at center, #aaa 0%, #bbb 100%)');
    expect(css({ type: 'circular', radialDirection: 'top left' })).to.equal(
      'radial-gradient(circle at top left, #aaa 0%, #bbb 100%)',
    );
    expect(css({ type: 'elliptical' })).to.equal('radial-gradient(ellipse at center, #aaa 0%, #bbb 100%)');
    expect(css({ type: 'conic', direction: '45deg' })).to.equal(
      'conic-gradient(from 45deg at center, #aaa 0%, #bbb 100%)',
    );
    expect(css({ repeat: 'on' })).to.equal('repeating-linear-gradient(180deg, #aaa 0%, #bbb 100%)');
    expect(css({ type: 'conic', stops: 'red 10px|blue 0.5turn' })).to.equal(
      'conic-gradient(from 180deg at center, red, blue 0.5turn)',
    );
    expect(css({ stops: 'red 10deg|blue 2em' })).to.equal('linear-gradient(180deg, red, blue 2em)');
    expect(css({ stops: 'red 30%' })).to.equal('linear-gradient(180deg, red 0%, red 100%)');
    expect(css({ stops: '' })).to.equal('');
  });

  it('re-checks hand-built gradients so they cannot inject CSS', () => {
    const g = parseGradient('red 0%|blue 100%');
    const evil = {
      ...g,
      type: 'linear);x:y' as never,
      direction: '1deg);background:url(x)',
      stops: [...g.stops, { color: 'red);x:y', position: 1, index: 2, uuid: '', unit: '%' }],
    };
    evil.stops[0] = { ...evil.stops[0]!, unit: '%;x' };
    expect(gradientToCss(evil)).to.equal('linear-gradient(180deg, red, blue 100%)');
  });

  it('never throws on any input (10,000 runs each)', () => {
    const attrs = fc.dictionary(
      fc.constantFrom('type', 'direction', 'stops', 'unit', 'repeat', 'colorStart', 'background_color_gradient_end'),
      junkValue,
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), attrs, fc.string()), (v) => {
        const g = parseGradient(v as never);
        expect(GRADIENT_TYPES).to.include(g.type);
        expect(gradientToCss(g)).to.be.a('string');
        expect(gradientToCss(v as never)).to.be.a('string');
        expect(parseGradient(serializeGradient(g))).to.deep.equal(g);
      }),
      { numRuns: 10_000 },
    );
  });

  it('round-trips generated gradients through serializeGradient (10,000 runs)', () => {
    fc.assert(
      fc.property(gradient, (g) => {
        expect(parseGradient(serializeGradient(g))).to.deep.equal(g);
      }),
      { numRuns: 10_000 },
    );
  });

  it('writes CSS the browser accepts (500 runs)', () => {
    fc.assert(
      fc.property(gradient, (g) => {
        const css = gradientToCss(g);
        expect(css === '').to.equal(g.stops.length === 0);
        if (css) expect(CSS.supports('background-image', css), css).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });
});
