import { expect } from '@open-wc/testing';
import { FONTS } from '../../src/core/constants/fonts.js';
import {
  customFontSources,
  familyOf,
  fontFaceSrc,
  fontServiceUrl,
  parseFontStyles,
  parseSubsets,
  readFontsSettings,
} from '../../src/core/fonts/url.js';

describe('fonts core (CCH §7)', () => {
  it('builds the service URL from the family, styles and character sets', () => {
    expect(
      fontServiceUrl(
        FONTS.serviceUrl,
        [{ name: 'Open Sans', styles: ['400', '700italic'] }],
        ['latin', 'latin-ext'],
        'swap',
      ),
    ).to.equal('https://fonts.googleapis.com/css?family=Open+Sans:400,700italic&subset=latin,latin-ext&display=swap');
    expect(
      fontServiceUrl(
        '/fonts/css?v=2',
        [
          { name: 'Lora', styles: ['400'] },
          { name: 'Fira Sans', styles: ['600'] },
        ],
        ['latin'],
        'optional',
      ),
    ).to.equal('/fonts/css?v=2&family=Lora:400|Fira+Sans:600&subset=latin&display=optional');
  });

  it('reads the family through the formats module’s font parser', () => {
    expect(familyOf('Open Sans|700|on')).to.deep.equal({ name: 'Open Sans', style: '700italic' });
    expect(familyOf('  Lora  ')).to.deep.equal({ name: 'Lora', style: '' });
    expect(familyOf('|||on').name).to.equal('');
    // Nothing that could leave the URL's family or a CSS string passes.
    expect(familyOf('Lora&subset=x').name).to.equal('');
    expect(familyOf('Evil"); x: y').name).to.equal('');
    expect(familyOf('Default').name).to.equal('');
  });

  it('reads styles and character sets, sorting and dropping what is not one', () => {
    expect(parseFontStyles('700italic, 400, bold, italic')).to.deep.equal({
      styles: ['400', '700', '400italic', '700italic'],
      bad: [],
    });
    expect(parseFontStyles('regular,950,heavy')).to.deep.equal({ styles: ['400'], bad: ['950', 'heavy'] });
    expect(parseFontStyles('').styles).to.deep.equal(['400']);
    expect(parseSubsets('Latin, latin-ext cyrillic')).to.deep.equal({
      subsets: ['latin', 'latin-ext', 'cyrillic'],
      bad: [],
    });
    expect(parseSubsets('latin&x=1')).to.deep.equal({ subsets: ['latin'], bad: ['latin&x=1'] });
  });

  it('orders custom font files woff2, woff, ttf, otf and ignores eot', () => {
    const base = 'https://site.example/page/';
    const out = customFontSources('a.ttf /f/a.eot a.otf ../a.woff a.woff2 javascript:x.woff2 a.svg', base);
    expect(out.sources).to.deep.equal([
      { url: 'https://site.example/page/a.woff2', format: 'woff2' },
      { url: 'https://site.example/a.woff', format: 'woff' },
      { url: 'https://site.example/page/a.ttf', format: 'truetype' },
      { url: 'https://site.example/page/a.otf', format: 'opentype' },
    ]);
    expect(out.ignored).to.deep.equal(['/f/a.eot']);
    expect(out.bad).to.deep.equal(['javascript:x.woff2', 'a.svg']);
    expect(fontFaceSrc(out.sources.slice(0, 1))).to.equal('url("https://site.example/page/a.woff2") format("woff2")');
    expect(customFontSources('a".woff2', base).sources[0]?.url).to.equal('https://site.example/page/a%22.woff2');
  });

  it('checks the page config’s fonts object', () => {
    expect(readFontsSettings(undefined)).to.deep.equal({
      settings: { url: FONTS.serviceUrl, category: 'marketing', service: '' },
      warnings: [],
    });
    expect(readFontsSettings({ url: '/fonts/css', category: 'preferences', service: 'fonts' }).settings).to.deep.equal({
      url: '/fonts/css',
      category: 'preferences',
      service: 'fonts',
    });
    const bad = readFontsSettings({ url: 'javascript:alert(1)', category: 'ads', service: 3 });
    expect(bad.settings).to.deep.equal({ url: FONTS.serviceUrl, category: 'marketing', service: '' });
    expect(bad.warnings).to.have.length(3);
    expect(readFontsSettings([]).warnings).to.deep.equal(['"fonts" must be an object; ignored']);
  });
});
