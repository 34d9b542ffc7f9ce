import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { parsePageConfig } from '../../src/core/config/index.js';
import { noticeTexts } from '../../src/core/consent/on-demand/placeholder.js';
import { CONSENT_TOPIC, consentGrants } from '../../src/core/consent/topic.js';
import type { ConsentState } from '../../src/core/consent/types.js';
import { MAPS } from '../../src/core/constants/maps.js';
import {
  attributionHtml,
  centerOf,
  isTileTemplate,
  mapLink,
  parseCenter,
  pinText,
  readMapsSettings,
} from '../../src/core/maps/index.js';

describe('maps core', () => {
  it('keeps its constants in the one constants module', () => {
    expect(MAPS.zoom).to.equal(15);
    expect(MAPS.category).to.equal('marketing');
    expect(MAPS.nearViewport).to.equal('400px 0px');
  });

  it('parses "lat, lng" in the forms a CMS field holds, and nothing out of range', () => {
    expect(parseCenter('52.0912, 5.1202')).to.deep.equal([52.0912, 5.1202]);
    expect(parseCenter(' 52.0912 ,5.1202 ')).to.deep.equal([52.0912, 5.1202]);
    expect(parseCenter('52.0912;5.1202')).to.deep.equal([52.0912, 5.1202]);
    expect(parseCenter('-33.9 151.2')).to.deep.equal([-33.9, 151.2]);
    for (const bad of ['', '52.09', '52.09,', 'a, b', '91, 5', '52, 181', '1, 2, 3', '52.09,,5.12'])
      expect(parseCenter(bad), bad).to.equal(undefined);
  });

  it('reads back every coordinate pair it would be given', () => {
    // `+ 0` makes -0 plain 0, which is how it reads back from text.
    const pair = fc.tuple(
      fc.double({ min: -90, max: 90, noNaN: true }).map((v) => v + 0),
      fc.double({ min: -180, max: 180, noNaN: true }).map((v) => v + 0),
      fc.constantFrom(', ', ',', ' ', '; '),
    );
    fc.assert(
      fc.property(pair, ([lat, lng, sep]) => {
        expect(parseCenter(`${lat}${sep}${lng}`)).to.deep.equal([lat, lng]);
      }),
    );
  });

  it('finds the middle of the pins', () => {
    expect(centerOf([])).to.equal(undefined);
    expect(centerOf([[52, 5]])).to.deep.equal([52, 5]);
    expect(
      centerOf([
        [52, 5],
        [53, 7],
        [52.5, 6.5],
      ]),
    ).to.deep.equal([52.5, 6]);
  });

  it('links the placeholder to href, else the spot, else a search for the address', () => {
    expect(mapLink('https://maps.example/klei', 'Oudegracht 112', [52, 5], 15)).to.equal('https://maps.example/klei');
    expect(mapLink('', 'Oudegracht 112', [52.09123456, 5.12], 16)).to.equal(
      'https://www.openstreetmap.org/?mlat=52.091235&mlon=5.12#map=16/52.091235/5.12',
    );
    expect(mapLink('', 'Oudegracht 112, Utrecht', undefined, 15)).to.equal(
      'https://www.openstreetmap.org/search?query=Oudegracht%20112%2C%20Utrecht',
    );
    expect(mapLink('', '', undefined, 15)).to.equal('');
  });

  it('reads the page config maps object: a tile template, the attribution, zooms and bounds', () => {
    const { config } = parsePageConfig(
      JSON.stringify({
        maps: {
          tiles: '/tiles/{z}/{x}/{y}.png',
          attribution: 'Studio Klei',
          minZoom: 13,
          maxZoom: '17',
          bounds: [
            [52.08, 5.1],
            [52.1, 5.14],
          ],
        },
      }),
    );
    const { settings, warnings } = readMapsSettings(config.maps);
    expect(warnings).to.deep.equal([]);
    expect(settings).to.deep.equal({
      tiles: '/tiles/{z}/{x}/{y}.png',
      attribution: 'Studio Klei',
      attributionUrl: '',
      minZoom: 13,
      maxZoom: 17,
      bounds: [
        [52.08, 5.1],
        [52.1, 5.14],
      ],
    });
  });

  it('keeps the defaults for bad maps settings, naming each key', () => {
    const { settings, warnings } = readMapsSettings({
      tiles: 'https://tiles.example/{z}/{x}.png',
      minZoom: 1.5,
      maxZoom: 40,
      bounds: [
        [53, 5],
        [52, 6],
      ],
    });
    expect(settings).to.deep.equal({
      tiles: '',
      attribution: '',
      attributionUrl: '',
      minZoom: 0,
      maxZoom: MAPS.tileMaxZoom,
      bounds: undefined,
    });
    expect(warnings).to.deep.equal([
      '"maps.tiles" must be a tile URL template with {z}, {x} and {y}; ignored',
      '"maps.minZoom" must be a whole number from 0 to 22; ignored',
      '"maps.maxZoom" must be a whole number from 0 to 22; ignored',
      '"maps.bounds" must be [[south, west], [north, east]] in degrees; ignored',
    ]);
    expect(readMapsSettings({ minZoom: 18, maxZoom: 12 }).warnings).to.deep.equal([
      '"maps.minZoom" (18) is above "maps.maxZoom" (12); ignored',
    ]);
    expect(parsePageConfig('{"maps": []}').warnings).to.deep.equal(['"maps" must be an object; ignored']);
    expect(isTileTemplate('https://{s}.tile.example/{z}/{x}/{y}{r}.png')).to.equal(true);
  });

  it('builds the attribution from text, so the config cannot inject markup or a script link', () => {
    expect(attributionHtml('', 'https://x.example')).to.equal('');
    expect(attributionHtml('© <b>Klei</b> & co', '')).to.equal('© &lt;b&gt;Klei&lt;/b&gt; &amp; co');
    expect(attributionHtml('OSM', 'https://www.openstreetmap.org/copyright')).to.equal(
      '<a href="https://www.openstreetmap.org/copyright">OSM</a>',
    );
    expect(attributionHtml('Ours', '/about#tiles')).to.equal('<a href="/about#tiles">Ours</a>');
    expect(attributionHtml('Bad', 'javascript:alert(1)')).to.equal('Bad');
    expect(attributionHtml('Q', '/a?"b"')).to.equal('<a href="/a?&quot;b&quot;">Q</a>');
  });

  it('collapses the white space of a pin text written across lines', () => {
    expect(pinText('\n   Oudegracht 112,\n   Utrecht  ')).to.equal('Oudegracht 112, Utrecht');
    expect(pinText(null)).to.equal('');
  });

  it('grants by category, and a service choice wins either way', () => {
    const state = (marketing: boolean, services: Record<string, boolean> = {}): ConsentState => ({
      consentType: 'optin',
      categories: { functional: true, preferences: false, statistics: false, marketing },
      services,
      bannerStatus: 'dismissed',
      bannerOpen: false,
      bot: false,
      privacySignal: false,
      region: 'eu',
    });
    expect(CONSENT_TOPIC).to.equal('consent');
    expect(consentGrants(state(false), 'marketing', '')).to.equal(false);
    expect(consentGrants(state(true), 'marketing', '')).to.equal(true);
    expect(consentGrants(state(false, { maps: true }), 'marketing', 'maps')).to.equal(true);
    expect(consentGrants(state(true, { maps: false }), 'marketing', 'maps')).to.equal(false);
    expect(consentGrants(state(true), 'marketing', 'maps')).to.equal(true);
  });

  it('words a notice as every blocked item is worded: the config text, the service label', () => {
    const config = {
      placeholdertext: 'Click to accept {category} cookies and enable this content',
      services: [{ name: 'maps', category: 'marketing' as const, label: 'Maps' }],
    };
    expect(noticeTexts(config, 'marketing', 'maps')).to.deep.equal({
      text: 'Click to accept Maps cookies and enable this content',
      label: 'Accept Maps',
      name: 'Maps',
    });
    expect(noticeTexts(undefined, 'marketing', '')).to.deep.equal({
      text: 'Click to accept cookies and enable this content',
      label: 'Accept marketing',
      name: 'marketing',
    });
  });
});
