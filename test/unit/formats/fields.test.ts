import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ICON_FONT } from '../../../src/core/constants/icons.js';
import { type Flag, isOff, isOn, parseFlag, serializeFlag } from '../../../src/core/formats/flags.js';
import {
  type FontSettings,
  fontToCss,
  fontToCssText,
  LINE_STYLES,
  parseFont,
  sanitizeFontName,
  sanitizeFontWeight,
  sanitizeLineColor,
  sanitizeLineStyle,
  serializeFont,
} from '../../../src/core/formats/font.js';
import {
  type IconValue,
  iconCharacter,
  iconFontFamily,
  isExtendedIcon,
  parseIcon,
  serializeIcon,
} from '../../../src/core/formats/icon.js';
import { LINK_RELS, linkRelValue, parseLinkRel, serializeLinkRel } from '../../../src/core/formats/rel.js';

const anyInput = fc.oneof(fc.string(), fc.anything());

describe('option flags', () => {
  it('reads the five spec flags, forgiving case and spaces', () => {
    for (const f of ['on', 'off', 'yes', 'no', 'default']) expect(parseFlag(f)).to.equal(f);
    expect(parseFlag(' ON ')).to.equal('on');
    expect(parseFlag(true)).to.equal('on');
    expect(parseFlag(false)).to.equal('off');
    for (const bad of ['', 'true', '1', 'on|hover', 'o n', null, 1, {}])
      expect(parseFlag(bad), String(bad)).to.equal('');
  });

  it('treats on and yes as on, off and no as off, default as neither', () => {
    expect(['on', 'yes', 'Yes', true].map(isOn)).to.deep.equal([true, true, true, true]);
    expect(['off', 'no', 'default', '', 'onx'].map(isOn)).to.deep.equal([false, false, false, false, false]);
    expect(['off', 'no', false].map(isOff)).to.deep.equal([true, true, true]);
    expect(['default', '', 'on'].map(isOff)).to.deep.equal([false, false, false]);
  });

  it('writes booleans as on/off or yes/no', () => {
    expect(serializeFlag(true)).to.equal('on');
    expect(serializeFlag(false)).to.equal('off');
    expect(serializeFlag(true, 'yes')).to.equal('yes');
    expect(serializeFlag(false, 'yes')).to.equal('no');
    expect(serializeFlag('default')).to.equal('default');
    expect(serializeFlag('bogus' as Flag)).to.equal('');
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('parseFlag never throws and gives a flag or "" (10,000 runs)', () => {
      fc.assert(
        fc.property(anyInput, (v) => {
          expect(['on', 'off', 'yes', 'no', 'default', '']).to.include(parseFlag(v));
          expect(isOn(v) && isOff(v)).to.equal(false);
        }),
        { numRuns: 10_000 },
      );
    });

    it('round-trips flags and booleans (10,000 runs)', () => {
      const flag = fc.constantFrom<Flag>('on', 'off', 'yes', 'no', 'default');
      fc.assert(
        fc.property(flag, fc.boolean(), fc.constantFrom<'on' | 'yes'>('on', 'yes'), (f, b, style) => {
          expect(parseFlag(serializeFlag(f))).to.equal(f);
          expect(isOn(serializeFlag(b, style))).to.equal(b);
          expect(isOff(serializeFlag(b, style))).to.equal(!b);
        }),
        { numRuns: 10_000 },
      );
    });
  });
});

describe('extended icons', () => {
  it('counts as extended only with a double pipe and an fa or divi type', () => {
    expect(isExtendedIcon('&#xf118;||fa||400')).to.equal(true);
    expect(isExtendedIcon('&#x24;||divi||400')).to.equal(true);
    expect(isExtendedIcon('&#xf118;|fa|400')).to.equal(false);
    expect(isExtendedIcon('&#xfa01;||x||400')).to.equal(false);
    expect(isExtendedIcon('&#xf118;||fa')).to.equal(false);
    expect(isExtendedIcon('fa')).to.equal(false);
    expect(isExtendedIcon(null)).to.equal(false);
  });

  it('parses extended, legacy and broken values', () => {
    expect(parseIcon('&#xf118;||fa||400')).to.deep.equal({ unicode: '&#xf118;', type: 'fa', fontWeight: 400 });
    expect(parseIcon('&#xf118;||fa||900')).to.deep.equal({ unicode: '&#xf118;', type: 'fa', fontWeight: 900 });
    expect(parseIcon('&#x4e;||divi||')).to.deep.equal({ unicode: '&#x4e;', type: 'divi', fontWeight: 400 });
    expect(parseIcon('&#xf118;||fa||700')).to.deep.equal({ unicode: '&#xf118;', type: 'fa', fontWeight: 400 });
    expect(parseIcon(' &#x24; ')).to.deep.equal({ unicode: '&#x24;', type: 'divi', fontWeight: 400 });
    const empty = { unicode: '', type: '', fontWeight: 0 };
    for (const bad of ['', '  ', '||fa||400', '&#xf118;||x||400', null, 5, {}]) {
      expect(parseIcon(bad), String(bad)).to.deep.equal(empty);
    }
  });

  it('serialises with defaults and names the font', () => {
    expect(serializeIcon({ unicode: '&#xf118;', type: 'fa', fontWeight: 400 })).to.equal('&#xf118;||fa||400');
    expect(serializeIcon({ unicode: '&#x24;', type: '', fontWeight: 0 })).to.equal('&#x24;||divi||400');
    expect(serializeIcon({ unicode: '', type: 'fa', fontWeight: 900 })).to.equal('');
    expect(serializeIcon({ unicode: 'a|b', type: 'fa', fontWeight: 900 })).to.equal('');
    expect(iconFontFamily('&#xf118;||fa||400')).to.equal('FontAwesome');
    expect(iconFontFamily('&#x24;||divi||400')).to.equal('ETmodules');
    expect(iconFontFamily('&#x24;')).to.equal('ETmodules');
    expect(iconFontFamily('')).to.equal('');
    expect(iconFontFamily({ unicode: 'x', type: 'fa', fontWeight: 900 })).to.equal(ICON_FONT.families.fa);
    expect(ICON_FONT.weights).to.deep.equal({ regular: 400, solid: 900 });
  });

  it('decodes the character for text content', () => {
    expect(iconCharacter('&#xf118;||fa||400')).to.equal('\uf118');
    expect(iconCharacter('&#61720;')).to.equal('\uf118');
    expect(iconCharacter('&#x1F600;||fa||900')).to.equal('\u{1F600}');
    expect(iconCharacter('N')).to.equal('N');
    expect(iconCharacter('%%5%%')).to.equal('');
    expect(iconCharacter('&#xd800;')).to.equal('');
    expect(iconCharacter('&#x110000;')).to.equal('');
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('never throws; fa/divi types come only from extended or legacy values (10,000 runs)', () => {
      fc.assert(
        fc.property(anyInput, (v) => {
          const icon = parseIcon(v);
          expect(['', 'fa', 'divi']).to.include(icon.type);
          expect([0, 400, 900]).to.include(icon.fontWeight);
          if (icon.type === 'fa') expect(isExtendedIcon(v)).to.equal(true);
          if (icon.unicode === '') expect(icon).to.deep.equal({ unicode: '', type: '', fontWeight: 0 });
          iconFontFamily(v as string);
          iconCharacter(v as string);
        }),
        { numRuns: 10_000 },
      );
    });

    it('parseIcon(serializeIcon(x)) deep-equals x (10,000 runs)', () => {
      const icon: fc.Arbitrary<IconValue> = fc.record({
        unicode: fc.string({ minLength: 1 }).filter((s) => !s.includes('|') && s.trim() === s && s !== ''),
        type: fc.constantFrom('fa', 'divi'),
        fontWeight: fc.constantFrom(400, 900),
      }) as fc.Arbitrary<IconValue>;
      fc.assert(
        fc.property(icon, (x) => {
          const s = serializeIcon(x);
          expect(isExtendedIcon(s)).to.equal(true);
          expect(parseIcon(s)).to.deep.equal(x);
        }),
        { numRuns: 10_000 },
      );
    });
  });
});

const NO_FONT: FontSettings = {
  name: '',
  weight: '',
  italic: false,
  uppercase: false,
  underline: false,
  smallCaps: false,
  strikethrough: false,
  lineColor: '',
  lineStyle: '',
};

describe('font settings', () => {
  it('parses the nine Divi parts in order', () => {
    expect(parseFont('Open Sans|700|on|on|on||on|#ff0000|dotted')).to.deep.equal({
      name: 'Open Sans',
      weight: '700',
      italic: true,
      uppercase: true,
      underline: true,
      smallCaps: false,
      strikethrough: true,
      lineColor: '#ff0000',
      lineStyle: 'dotted',
    });
    expect(parseFont('|||||on|||')).to.deep.equal({ ...NO_FONT, smallCaps: true });
    expect(parseFont('Roboto|on|off')).to.deep.equal({ ...NO_FONT, name: 'Roboto', weight: '700' });
    expect(parseFont('Default||on')).to.deep.equal({ ...NO_FONT, italic: true });
    for (const bad of ['', null, 3, ['a']]) expect(parseFont(bad), String(bad)).to.deep.equal(NO_FONT);
  });

  it('sanitises every part so nothing can escape a declaration', () => {
    expect(sanitizeFontName('Open Sans";} body{color:red')).to.equal('');
    expect(sanitizeFontName('Cormorant  Garamond ')).to.equal('Cormorant Garamond');
    expect(sanitizeFontName('Noto Sans JP')).to.equal('Noto Sans JP');
    expect(sanitizeFontName('Zen Maru Gothic 日本')).to.equal('Zen Maru Gothic 日本');
    expect(sanitizeFontName('a\\62 c')).to.equal('');
    expect(sanitizeFontWeight('950')).to.equal('');
    expect(sanitizeFontWeight(400)).to.equal('400');
    expect(sanitizeLineColor('red;}body{x:y')).to.equal('');
    expect(sanitizeLineColor('rgba(0, 0, 0, 0.5)')).to.equal('rgba(0, 0, 0, 0.5)');
    expect(sanitizeLineColor('rgb(0 0 0 / 50%)')).to.equal('rgb(0 0 0 / 50%)');
    expect(sanitizeLineColor('url(x)')).to.equal('');
    expect(sanitizeLineColor('#12345')).to.equal('');
    expect(sanitizeLineColor('var(--gcid-primary)')).to.equal('var(--gcid-primary)');
    expect(sanitizeLineStyle('Wavy')).to.equal('wavy');
    expect(sanitizeLineStyle('groove')).to.equal('');
  });

  it('writes nine parts, or "" when nothing is set', () => {
    expect(
      serializeFont({
        name: 'Open Sans',
        weight: '700',
        italic: true,
        uppercase: true,
        underline: true,
        strikethrough: true,
        lineColor: '#ff0000',
        lineStyle: 'dotted',
      }),
    ).to.equal('Open Sans|700|on|on|on||on|#ff0000|dotted');
    expect(serializeFont({ name: 'Lato' })).to.equal('Lato||||||||');
    expect(serializeFont({})).to.equal('');
    expect(serializeFont({ name: 'a|b', lineColor: 'x;y' })).to.equal('');
  });

  it('turns settings into CSS declarations', () => {
    expect(fontToCss('Open Sans|700|on|on|on|on|on|#ff0000|dotted')).to.deep.equal({
      'font-family': '"Open Sans", sans-serif',
      'font-weight': '700',
      'font-style': 'italic',
      'text-transform': 'uppercase',
      'font-variant': 'small-caps',
      'text-decoration-line': 'underline line-through',
      'text-decoration-color': '#ff0000',
      'text-decoration-style': 'dotted',
    });
    expect(fontToCss('Roboto Mono||||||on')).to.deep.equal({
      'font-family': '"Roboto Mono", monospace',
      'text-decoration-line': 'line-through',
    });
    expect(fontToCss({ name: 'PT Serif', lineColor: 'red', lineStyle: 'wavy' })).to.deep.equal({
      'font-family': '"PT Serif", serif',
    });
    expect(fontToCss('')).to.deep.equal({});
    expect(fontToCssText('|700|on')).to.equal('font-weight: 700; font-style: italic;');
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('never throws and never emits CSS syntax outside the quoted family (10,000 runs)', () => {
      fc.assert(
        fc.property(anyInput, (v) => {
          parseFont(v);
          const text = fontToCssText(v as string);
          const declarations = text.split(';').filter((d) => d.trim() !== '');
          expect(declarations.length).to.equal(Object.keys(fontToCss(v as string)).length);
          expect(text).to.not.match(/[{}<>\\]/);
          expect(text.replace(/"[^"]*"/, '')).to.not.include('"');
        }),
        { numRuns: 10_000 },
      );
    });

    it('sanitisers are idempotent (10,000 runs)', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.constantFrom('Open Sans', '#fff', 'rgb(1,2,3)', 'Dotted', ' on ')),
          (v) => {
            for (const clean of [sanitizeFontName, sanitizeFontWeight, sanitizeLineColor, sanitizeLineStyle]) {
              expect(clean(clean(v))).to.equal(clean(v));
            }
          },
        ),
        { numRuns: 10_000 },
      );
    });

    it('parseFont(serializeFont(x)) deep-equals x (10,000 runs)', () => {
      const font: fc.Arbitrary<FontSettings> = fc.record({
        name: fc.oneof(
          fc.constantFrom('', 'Open Sans', 'Noto Sans JP', "Prince's Font", 'Source Code Pro'),
          fc
            .stringMatching(/^[A-Za-z0-9][A-Za-z0-9 _.'-]{0,20}[A-Za-z0-9]$/)
            .filter((n) => !/\s{2}/.test(n) && n.toLowerCase() !== 'default'),
        ),
        weight: fc.constantFrom('', '100', '200', '300', '400', '500', '600', '700', '800', '900'),
        italic: fc.boolean(),
        uppercase: fc.boolean(),
        underline: fc.boolean(),
        smallCaps: fc.boolean(),
        strikethrough: fc.boolean(),
        lineColor: fc.constantFrom('', '#ff0000', '#abc', 'red', 'rgba(0,0,0,.5)', 'hsl(120 50% 50%)'),
        lineStyle: fc.constantFrom('', ...LINE_STYLES),
      });
      fc.assert(
        fc.property(font, (x) => {
          expect(parseFont(serializeFont(x))).to.deep.equal(x);
        }),
        { numRuns: 10_000 },
      );
    });
  });
});

describe('link rel', () => {
  it('reads the five slots in order', () => {
    expect(parseLinkRel('off|on|on|off|off')).to.deep.equal({
      bookmark: false,
      external: true,
      nofollow: true,
      noreferrer: false,
      noopener: false,
    });
    expect(parseLinkRel('on')).to.deep.equal({
      bookmark: true,
      external: false,
      nofollow: false,
      noreferrer: false,
      noopener: false,
    });
    const none = { bookmark: false, external: false, nofollow: false, noreferrer: false, noopener: false };
    for (const bad of ['', 'x|y', null, 7, {}]) expect(parseLinkRel(bad), String(bad)).to.deep.equal(none);
  });

  it('writes all five slots and builds the rel attribute', () => {
    expect(serializeLinkRel({ external: true, nofollow: true })).to.equal('off|on|on|off|off');
    expect(serializeLinkRel({})).to.equal('off|off|off|off|off');
    expect(linkRelValue('off|on|on|off|off')).to.equal('external nofollow');
    expect(linkRelValue('on|on|on|on|on')).to.equal('bookmark external nofollow noreferrer noopener');
    expect(linkRelValue({ noopener: true, bookmark: true })).to.equal('bookmark noopener');
    expect(linkRelValue('')).to.equal('');
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('never throws and gives known keywords only (10,000 runs)', () => {
      fc.assert(
        fc.property(anyInput, (v) => {
          expect(Object.keys(parseLinkRel(v))).to.deep.equal([...LINK_RELS]);
          const value = linkRelValue(v as string);
          if (value !== '') for (const word of value.split(' ')) expect(LINK_RELS).to.include(word);
        }),
        { numRuns: 10_000 },
      );
    });

    it('parseLinkRel(serializeLinkRel(x)) deep-equals x (10,000 runs)', () => {
      const rel = fc.record({
        bookmark: fc.boolean(),
        external: fc.boolean(),
        nofollow: fc.boolean(),
        noreferrer: fc.boolean(),
        noopener: fc.boolean(),
      });
      fc.assert(
        fc.property(rel, (x) => {
          expect(parseLinkRel(serializeLinkRel(x))).to.deep.equal(x);
        }),
        { numRuns: 10_000 },
      );
    });
  });
});
