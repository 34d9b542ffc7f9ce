// Assertions compare strings, numbers and booleans, never elements: a failing comparison of DOM nodes hangs the
// runner while it serialises them. Tiles come from the committed demo tile set (the runner serves the repository
// root), so nothing here asks the network.
import { aTimeout, expect, fixture, fixtureCleanup, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-map.js';
import type { PbMap } from '../../elements/pb-map.js';
import { mapLoader } from '../../src/components/map/loader.js';
import { getBus } from '../../src/core/bus/index.js';
import { clearConsent } from '../../src/core/consent/api.js';
import { CONSENT_TOPIC } from '../../src/core/consent/topic.js';
import type { ConsentState } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { fakeConsent } from '../helpers/consent.js';
import { reduceMotion, setPageConfig } from '../helpers/index.js';

const TILES = '/demo/pages/demo-assets/tiles/{z}/{x}/{y}.png';
/** The demo tile set's bounds (demo/tools/tiles.mjs prints them): the view stays where it has tiles. */
const BOUNDS = [
  [52.08458, 5.1114],
  [52.09637, 5.13061],
];
const MAPS_CONFIG = { tiles: TILES, attribution: 'Demo tiles', minZoom: 13, maxZoom: 17, bounds: BOUNDS };
const STUDIO = { lat: '52.09117', lng: '5.11993' };

const state = (marketing: boolean, services: Record<string, boolean> = {}): ConsentState => ({
  consentType: 'optin',
  categories: { functional: true, preferences: false, statistics: false, marketing },
  services,
  bannerStatus: marketing ? 'dismissed' : 'show',
  bannerOpen: false,
  bot: false,
  privacySignal: false,
  region: 'eu',
});
const allow = (marketing = true, services: Record<string, boolean> = {}) =>
  getBus().publish(CONSENT_TOPIC, state(marketing, services));

const inRoot = <E extends Element = HTMLElement>(el: PbMap, selector: string) =>
  el.shadowRoot?.querySelector(selector) as E | null;
const part = (el: PbMap, name: string) => inRoot(el, `[part~="${name}"]`);
const container = (el: PbMap) => part(el, 'map');
const pins = (el: PbMap) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.leaflet-marker-icon') ?? [])];
const active = (el: PbMap) => el.shadowRoot?.activeElement ?? null;
const tileZooms = (el: PbMap) =>
  [...(el.shadowRoot?.querySelectorAll<HTMLImageElement>('img.leaflet-tile') ?? [])].map(
    (img) => /tiles\/(\d+)\//.exec(img.getAttribute('src') ?? '')?.[1],
  );
/** The zoom shown: Leaflet puts the current level's tiles in the container with the highest z-index. */
function zoomOf(el: PbMap): number {
  const levels = [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.leaflet-tile-container') ?? [])];
  const top = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
  return Number(/tiles\/(\d+)\//.exec(top?.querySelector('img')?.getAttribute('src') ?? '')?.[1]);
}
/** A zoom animation has ended (Leaflet drops a zoom asked for during one). */
const zoomSettled = (el: PbMap) => !inRoot(el, '.leaflet-map-pane')?.classList.contains('leaflet-zoom-anim');
/** Leaflet requests seen by the page: none may appear before consent and the approach. */
const leafletRequests = () =>
  performance.getEntriesByType('resource').filter((e) => /leaflet|map-view/.test(e.name)).length;
/** Two rendering updates: the in-view observer has reported by then. */
const frames = async () => {
  await nextFrame();
  await nextFrame();
};
const loaded = (el: PbMap) => waitUntil(() => !!container(el), 'the map was not drawn', { timeout: 4000 });

/** The studio's map, 480 px wide, with two pins (or `pinsHtml`); `far` puts it 3000 px down the page. */
async function studioMap(attrs = '', pinsHtml?: string, far = false): Promise<PbMap> {
  const inner =
    pinsHtml ??
    `<pb-map-pin lat="52.09117" lng="5.11993" title="Studio Klei">Oudegracht 112, Utrecht. Thursday to Saturday, 10:00 to 17:00.</pb-map-pin>
     <pb-map-pin lat="52.0907" lng="5.1214" title="The Dom tower">Climb it after your class.</pb-map-pin>`;
  const wrap = document.createElement('div');
  wrap.innerHTML = `${far ? '<div style="height: 3000px"></div>' : ''}<pb-map lat="${STUDIO.lat}" lng="${STUDIO.lng}" zoom="16" address="Oudegracht 112, 3511 AV Utrecht" style="width: 480px" ${attrs}>${inner}</pb-map>`;
  await fixture<HTMLDivElement>(wrap);
  return wrap.querySelector('pb-map') as PbMap;
}

describe('<pb-map>', () => {
  let warn: sinon.SinonStub;
  let load: sinon.SinonSpy;

  before(() => getBus().define(CONSENT_TOPIC, { state: true, public: true }));
  beforeEach(() => {
    resetWarnings();
    setPageConfig({ maps: MAPS_CONFIG });
    allow(false);
    warn = sinon.stub(console, 'warn');
    load = sinon.spy(mapLoader, 'load');
  });
  afterEach(() => {
    fixtureCleanup();
    sinon.restore();
    clearConsent();
    setPageConfig(null);
    window.scrollTo(0, 0);
  });

  it('is accessible, before consent', async () => {
    const el = await studioMap();
    await expect(el).to.be.accessible();
  });

  it('shows the address, a link to the spot and the consent notice before consent, and loads nothing', async () => {
    const { api } = fakeConsent(state(false));
    const setCategory = sinon.spy();
    Object.assign(api, { setCategory, setService: sinon.spy() });
    const el = await studioMap();
    await frames();
    expect(part(el, 'address')?.textContent).to.equal('Oudegracht 112, 3511 AV Utrecht');
    const link = part(el, 'link') as HTMLAnchorElement;
    expect(link.textContent).to.equal('View on a map');
    expect(link.getAttribute('href')).to.equal(
      'https://www.openstreetmap.org/?mlat=52.09117&mlon=5.11993#map=16/52.09117/5.11993',
    );
    expect(part(el, 'notice')?.textContent).to.equal('Click to accept cookies and enable this content');
    const button = part(el, 'allow-button') as HTMLButtonElement;
    expect(button.hidden).to.equal(false);
    expect(button.textContent).to.equal('Accept marketing');
    expect(load.callCount, 'the map view was imported').to.equal(0);
    expect(leafletRequests(), 'a Leaflet request').to.equal(0);
    expect(container(el)).to.equal(null);
    button.click();
    expect(setCategory.args).to.deep.equal([['marketing', true]]);
    await expect(el).to.be.accessible();
  });

  it('with consent but far from the viewport loads nothing; near it, loads and draws the map', async () => {
    allow(true);
    const el = await studioMap('', undefined, true);
    await frames();
    expect(load.callCount, 'loaded while far away').to.equal(0);
    const drawn = new Promise((resolve) => el.addEventListener('pb-map-load', resolve, { once: true }));
    el.scrollIntoView({ block: 'center' });
    await drawn;
    await el.updateComplete;
    expect(load.callCount).to.equal(1);
    expect(part(el, 'placeholder')?.hidden).to.equal(true);
    expect(container(el)?.getAttribute('role')).to.equal('region');
    expect(container(el)?.getAttribute('aria-label')).to.equal('Map: Oudegracht 112, 3511 AV Utrecht');
    expect(container(el)?.tabIndex).to.equal(0);
    expect(inRoot(el, `#${container(el)?.getAttribute('aria-describedby')}`)?.textContent).to.contain('Arrow keys');
  });

  it('near the viewport without consent waits, and draws the map once it is given', async () => {
    const el = await studioMap();
    await frames();
    expect(load.callCount).to.equal(0);
    allow(true);
    await loaded(el);
    await el.updateComplete;
    expect(load.callCount).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('uses the page config tiles and attribution', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    await waitUntil(() => tileZooms(el).length > 0, 'no tiles');
    const srcs = [...(el.shadowRoot?.querySelectorAll('img.leaflet-tile') ?? [])].map((i) => i.getAttribute('src'));
    expect(srcs.every((src) => src?.startsWith('/demo/pages/demo-assets/tiles/16/'))).to.equal(true);
    expect(inRoot(el, '.leaflet-control-attribution')?.textContent).to.contain('Demo tiles');
  });

  it('draws the pins as buttons named by their titles and described by their texts', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    const [studio, dom] = pins(el);
    expect(pins(el).length).to.equal(2);
    expect(studio?.getAttribute('role')).to.equal('button');
    expect(studio?.tabIndex).to.equal(0);
    expect(studio?.getAttribute('aria-label')).to.equal('Studio Klei');
    expect(dom?.getAttribute('aria-label')).to.equal('The Dom tower');
    const described = inRoot(el, `#${studio?.getAttribute('aria-describedby')}`);
    expect(described?.textContent).to.equal('Oudegracht 112, Utrecht. Thursday to Saturday, 10:00 to 17:00.');
    expect(studio?.getAttribute('aria-expanded')).to.equal('false');
    // Tab from the map reaches the pins.
    container(el)?.focus();
    await sendKeys({ press: 'Tab' });
    expect(active(el) === studio).to.equal(true);
  });

  it('keeps focus on a pin activated with Enter, Space or a click (Leaflet#8114), and gives it back on close', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    const [studio, dom] = pins(el) as [HTMLElement, HTMLElement];
    studio.focus();
    await sendKeys({ press: 'Enter' });
    expect(studio.getAttribute('aria-expanded')).to.equal('true');
    expect(inRoot(el, '.leaflet-popup-content')?.textContent).to.contain('Thursday to Saturday');
    expect(active(el) === studio, 'focus after Enter').to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(studio.getAttribute('aria-expanded')).to.equal('false');
    expect(active(el) === studio, 'focus after Escape').to.equal(true);
    await sendKeys({ press: 'Space' });
    expect(studio.getAttribute('aria-expanded')).to.equal('true');
    expect(active(el) === studio, 'focus after Space').to.equal(true);
    await sendKeys({ press: 'Space' });
    expect(studio.getAttribute('aria-expanded'), 'Space again hides it').to.equal('false');

    // A screen reader activates the focused pin with a simulated click: mousedown, mouseup and click, with no
    // focus change of their own. Leaflet's keyboard handler focuses the map on that mousedown (Leaflet#8114).
    for (const type of ['mousedown', 'mouseup', 'click'])
      studio.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, button: 0 }));
    expect(studio.getAttribute('aria-expanded'), 'opened by the simulated click').to.equal('true');
    expect(active(el) === studio, `focus after a screen reader's click: ${active(el)?.className}`).to.equal(true);

    // A pointer on another pin: that pin takes focus and shows its text.
    const box = dom.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + 12)] });
    expect(dom.getAttribute('aria-expanded')).to.equal('true');
    expect(studio.getAttribute('aria-expanded'), 'one text at a time').to.equal('false');
    expect(active(el) === dom, `focus after a click: ${active(el)?.className}`).to.equal(true);

    // Closed from its own close button, the text gives focus back to its pin. (The studio's text fades out first.)
    await waitUntil(() => el.shadowRoot?.querySelectorAll('.leaflet-popup').length === 1, 'two texts open');
    const close = inRoot<HTMLAnchorElement>(el, '.leaflet-popup-close-button');
    expect(close?.getAttribute('aria-label')).to.equal('Close');
    close?.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !inRoot(el, '.leaflet-popup'), 'the text did not close');
    expect(active(el) === dom, 'focus after the close button').to.equal(true);
  });

  it('keeps the marker, and the focus on it, when its pin changes', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    const [studio] = pins(el) as [HTMLElement];
    studio.focus();
    const pin = el.querySelector('pb-map-pin') as HTMLElement;
    pin.title = 'Studio Klei (shop)';
    pin.setAttribute('lat', '52.0912');
    await waitUntil(() => studio.getAttribute('aria-label') === 'Studio Klei (shop)');
    expect(pins(el)[0] === studio).to.equal(true);
    expect(active(el) === studio).to.equal(true);
    pin.remove();
    await waitUntil(() => pins(el).length === 1);
  });

  it('pans with the arrow keys and zooms with + and - from the focused map', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    expect(zoomOf(el)).to.equal(16);
    container(el)?.focus();
    const pane = inRoot(el, '.leaflet-map-pane') as HTMLElement;
    const before = pane.style.transform;
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => pane.style.transform !== before, 'not panned');
    await sendKeys({ press: '+' });
    await waitUntil(() => zoomOf(el) === 17 && zoomSettled(el), `not zoomed in: ${zoomOf(el)}`);
    await sendKeys({ press: '-' });
    await waitUntil(() => zoomOf(el) === 16 && zoomSettled(el), `not zoomed out: ${zoomOf(el)}`);
    await sendKeys({ press: '-' });
    await waitUntil(() => zoomOf(el) === 15 && zoomSettled(el), `not zoomed out: ${zoomOf(el)}`);
  });

  it('with reduced motion, pans and zooms without animation', async () => {
    reduceMotion();
    allow(true);
    const el = await studioMap();
    await loaded(el);
    const map = container(el) as HTMLElement;
    expect(map.classList.contains('leaflet-fade-anim')).to.equal(false);
    expect(pins(el)[0]?.classList.contains('leaflet-zoom-animated')).to.equal(false);
    map.focus();
    const pane = inRoot(el, '.leaflet-map-pane') as HTMLElement;
    const x = () => new DOMMatrix(getComputedStyle(pane).transform).m41;
    const start = x();
    await sendKeys({ press: 'ArrowRight' });
    // Moved the whole step at once: no pan animation (Leaflet's would take 250 ms over several frames).
    expect(start - x()).to.equal(80);
    expect(pane.classList.contains('leaflet-pan-anim')).to.equal(false);
  });

  it('animates when motion is welcome', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    expect(container(el)?.classList.contains('leaflet-fade-anim')).to.equal(true);
    expect(pins(el)[0]?.classList.contains('leaflet-zoom-animated')).to.equal(true);
  });

  it('takes the same box with the placeholder and with the map: nothing moves', async () => {
    const el = await studioMap();
    const after = document.createElement('p');
    after.textContent = 'Below the map';
    el.after(after);
    const measure = () => [el, after].map((e) => e.getBoundingClientRect()).map((r) => [r.x, r.y, r.width, r.height]);
    const before = measure();
    expect(before[0]?.[3]).to.equal(270);
    allow(true);
    await loaded(el);
    expect(measure()).to.deep.equal(before);
    const map = (container(el) as HTMLElement).getBoundingClientRect();
    expect([map.width, map.height]).to.deep.equal([480, 270]);
    after.remove();
  });

  it('follows a service choice over its category', async () => {
    const el = await studioMap('service="maps"');
    allow(true, { maps: false });
    await frames();
    expect(load.callCount, 'a denied service loads with its category allowed').to.equal(0);
    allow(false, { maps: true });
    await loaded(el);
  });

  it('follows its zoom and centre attributes, and keeps its map when moved within the page', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    const map = container(el);
    el.zoom = 17;
    await waitUntil(() => zoomOf(el) === 17, `zoom ${zoomOf(el)}`);
    el.setAttribute('zoom', '15');
    await waitUntil(() => zoomOf(el) === 15, `zoom ${zoomOf(el)}`);
    // Removed and inserted in one task: a move, not a disconnect (which runs one task later, if at all).
    el.before(document.createElement('p'));
    el.parentElement?.prepend(el);
    await aTimeout(0);
    expect(container(el) === map, 'a new map after a move').to.equal(true);
    expect(load.callCount).to.equal(1);
  });

  it('removes the map and shows the placeholder again when consent is withdrawn', async () => {
    allow(true);
    const el = await studioMap();
    await loaded(el);
    allow(false);
    expect(container(el)).to.equal(null);
    expect(part(el, 'placeholder')?.hidden).to.equal(false);
  });

  it('with category="functional" needs no consent manager', async () => {
    const el = await studioMap('category="functional"');
    await loaded(el);
    expect(part(el, 'allow-button')?.hidden).to.equal(true);
  });

  it('fits the pins when it has no centre of its own', async () => {
    allow(true);
    const wrap = await fixture<HTMLDivElement>(
      html`<div><pb-map zoom="17" style="width: 480px"><pb-map-pin lat="52.0912" lng="5.1199" title="A">a</pb-map-pin><pb-map-pin lat="52.0895" lng="5.1238" title="B">b</pb-map-pin></pb-map></div>`,
    );
    const el = wrap.firstElementChild as PbMap;
    await loaded(el);
    const inside = pins(el).map((p) => {
      const r = p.getBoundingClientRect();
      const m = el.getBoundingClientRect();
      return r.left >= m.left && r.right <= m.right && r.top >= m.top && r.bottom <= m.bottom;
    });
    expect(inside).to.deep.equal([true, true]);
    expect(warn.callCount).to.equal(0);
  });

  it('warns about bad input, naming the element and the attribute, and keeps its placeholder', async () => {
    const el = await studioMap('center="somewhere"', '');
    el.setAttribute('zoom', 'near');
    el.removeAttribute('lat');
    el.setAttribute('lng', '500');
    const messages = warn.args.map((a) => String(a[0]));
    expect(messages).to.include(
      'pb-elements: <pb-map> attribute "zoom": expected a whole number from 0 to 22, got "near"; using 15',
    );
    expect(messages).to.include(
      'pb-elements: <pb-map> attribute "center": expected "lat, lng" in degrees, e.g. "52.0912, 5.1202", got "somewhere"; using the middle of the pins',
    );
    expect(warn.args.map((a) => String(a[0]))).to.include(
      'pb-elements: <pb-map> attribute "lng": expected a number from -180 to 180, got "500"; using the center attribute, else the middle of the pins',
    );
    allow(true);
    await frames();
    expect(load.callCount, 'loaded without coordinates').to.equal(0);
    expect(messages.some((m) => m.includes('<pb-map> attribute "center": no coordinates'))).to.equal(true);

    setPageConfig({ maps: {} });
    const noTiles = await studioMap('', '<pb-map-pin lat="52.09" title="No lng">x</pb-map-pin>');
    await frames();
    expect(load.callCount, 'loaded without tiles').to.equal(0);
    expect(part(noTiles, 'placeholder')?.hidden).to.equal(false);
    const all = warn.args.map((a) => String(a[0]));
    expect(all.some((m) => m.startsWith('pb-elements: <script id="pb-config"> "maps.tiles": missing'))).to.equal(true);
    expect(all).to.include('pb-elements: <pb-map-pin> attribute "lng": missing; the pin is left out of the map');
  });
});
