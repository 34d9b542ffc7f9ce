/**
 * `<pb-chat>` in the browser: the closed launcher without React, the box it loads (a named non-modal dialog),
 * keyboard and focus, the reply view's 300 ms, the texting state, Enter's send after 100 ms, the links, a click
 * outside, the height that fits the window. Hours and auto-open: pb-chat.hours.test.ts.
 * Assertions compare strings and booleans, never elements: a failing comparison of DOM nodes hangs the runner
 * while it serialises them.
 * No static import of the box or of anything that loads React: the first tests check the launcher alone doesn't.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-chat.js';
import type { PbChat } from '../../elements/pb-chat.js';
import { CHAT } from '../../src/core/constants/chat.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { CSS_REDUCED_MOTION, itExceptIn } from '../helpers/engines.js';
import { reactDownloads, specClock } from '../helpers/index.js';

const ACCOUNTS = html`
  <a href="https://wa.me/31301234567" data-label="Shop and orders" data-time="Replies within the hour"
     data-message="Hello! Ask us anything about an order." data-avatar="/demo/pages/demo-assets/portrait-mei.svg">Studio Klei - shop</a>
  <a href="https://chat.whatsapp.com/Workshop2026" data-type="group" data-label="For course students">Workshop group</a>
  <a href="tel:+31307654321">Kiln room</a>`;

const launcher = (el: PbChat) => el.shadowRoot?.querySelector('[part~="launcher"]') as HTMLButtonElement;
const boxOf = (el: PbChat) =>
  el.shadowRoot?.querySelector('pb-chat-box') as HTMLElement & { updateComplete: Promise<void> };
const inBox = <E extends Element = HTMLElement>(el: PbChat, selector: string) =>
  boxOf(el).shadowRoot?.querySelector(selector) as E | null;
const allInBox = (el: PbChat, selector: string) => [...(boxOf(el).shadowRoot?.querySelectorAll(selector) ?? [])];
const dialog = (el: PbChat) => inBox(el, '[role="dialog"]');
const isShown = (el: PbChat) => dialog(el)?.hidden === false;
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
const activePart = () => deepActive()?.getAttribute('part') ?? deepActive()?.localName;

async function openByVisitor(el: PbChat): Promise<void> {
  launcher(el).click();
  await el.updateComplete;
  await waitUntil(() => isShown(el), 'the box did not open', { timeout: 10000 });
}

describe('<pb-chat>', () => {
  let warn: sinon.SinonStub;
  beforeEach(async () => {
    // The previous fixture's deferred disconnect runs on a real 0 ms timer.
    await aTimeout(1);
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    sinon.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible, closed', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await expect(el).to.be.accessible();
  });

  it('closed, it is a real button that loads no React, no picture and nothing of the messaging app', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await el.updateComplete;
    const button = launcher(el);
    expect(button.localName).to.equal('button');
    expect(button.type).to.equal('button');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const controlled = el.shadowRoot?.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled?.localName).to.equal('pb-chat-box');
    expect(button.textContent).to.equal('Chat with us');
    expect(getComputedStyle(button).position).to.equal('fixed');
    expect(customElements.get('pb-chat-box')).to.equal(undefined);
    expect(reactDownloads()).to.deep.equal([]);
    const fetched = performance.getEntriesByType('resource').map((e) => e.name);
    expect(fetched.filter((name) => /whatsapp|wa\.me|portrait-mei/.test(name))).to.deep.equal([]);
    // The child links are not shown once the launcher is there.
    expect((el.querySelector('a') as HTMLElement).getClientRects().length).to.equal(0);
  });

  it('fetches the box ahead when the pointer rests on the launcher, and opens it on a click', async function () {
    // The first load of React (unbundled, in development mode) is slow.
    this.timeout(20000);
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    launcher(el).dispatchEvent(new PointerEvent('pointerenter'));
    await el.updateComplete;
    expect(customElements.get('pb-chat-box')).to.not.equal(undefined);
    expect(reactDownloads()).to.not.deep.equal([]);
    expect(isShown(el), 'prefetching opens nothing').to.equal(false);
    expect(el.open).to.equal(false);
    await openByVisitor(el);
    expect(launcher(el).getAttribute('aria-expanded')).to.equal('true');
    expect(el.hasAttribute('open')).to.equal(true);
  });

  it('is accessible, open: a non-modal dialog named by its heading', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    const box = dialog(el) as HTMLElement;
    expect(box.getAttribute('role')).to.equal('dialog');
    expect(box.hasAttribute('aria-modal')).to.equal(false);
    expect(inBox(el, `#${box.getAttribute('aria-labelledby')}`)?.textContent).to.equal('Chat with us');
    await expect(el).to.be.accessible();
    expect(allInBox(el, '[part~="account-name"]').map((n) => n.textContent)).to.deep.equal([
      'Studio Klei - shop',
      'Workshop group',
      'Kiln room',
    ]);
  });

  it('opened by the visitor: the first account takes focus; Escape closes it and focus returns to the launcher', async () => {
    const toggles: string[] = [];
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    el.addEventListener('pb-chat-toggle', (e) => toggles.push(`${e.detail.open}/${e.detail.auto}`));
    launcher(el).focus();
    await openByVisitor(el);
    await waitUntil(() => activePart() === 'account');
    expect(deepActive()?.textContent).to.contain('Studio Klei - shop');
    await sendKeys({ press: 'Escape' });
    expect(el.open).to.equal(false);
    expect(launcher(el).getAttribute('aria-expanded')).to.equal('false');
    expect(deepActive() === launcher(el), 'focus on the launcher').to.equal(true);
    await waitUntil(() => !isShown(el), 'the box did not close');
    expect(toggles).to.deep.equal(['true/false', 'false/false']);
  });

  it('arrow keys, Home and End move through the accounts', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    await waitUntil(() => activePart() === 'account');
    const name = () => deepActive()?.querySelector('[part~="account-name"]')?.textContent;
    const seen: (string | undefined)[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'Home', 'End']) {
      await sendKeys({ press: key });
      seen.push(name());
    }
    expect(seen).to.deep.equal([
      'Workshop group',
      'Kiln room',
      'Studio Klei - shop',
      'Kiln room',
      'Studio Klei - shop',
      'Kiln room',
    ]);
  });

  it('a click outside closes it, leaving focus where the visitor put it; the close button returns focus', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    const outside = document.createElement('button');
    outside.textContent = 'page';
    document.body.append(outside);
    try {
      await openByVisitor(el);
      inBox(el, '[part~="account"]')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(el.open, 'a press inside keeps it open').to.equal(true);
      outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      outside.focus();
      expect(el.open).to.equal(false);
      expect(document.activeElement === outside).to.equal(true);
      await openByVisitor(el);
      inBox(el, '[part~="close-button"]')?.click();
      expect(el.open).to.equal(false);
      expect(deepActive() === launcher(el), 'focus on the launcher').to.equal(true);
    } finally {
      outside.remove();
    }
  });

  it('an account opens its reply view in 300 ms; the field is labelled; texting while it holds text', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    const clock = specClock();
    (inBox(el, '[part~="account"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const reply = () => inBox(el, '[part~="reply"]');
    expect(reply()?.dataset.phase).to.equal('opening');
    clock.tick(CHAT.transition - 1);
    expect(reply()?.dataset.phase).to.equal('opening');
    clock.tick(1);
    expect(reply()?.dataset.phase).to.equal('open');
    const field = inBox<HTMLTextAreaElement>(el, 'textarea') as HTMLTextAreaElement;
    expect(deepActive() === field, 'the field has focus').to.equal(true);
    expect(inBox(el, `label[for="${field.id}"]`)?.textContent).to.equal('Your message to Studio Klei - shop');
    expect(inBox(el, '[part~="message"]')?.textContent).to.contain('Hello! Ask us anything about an order.');
    expect(reply()?.getAttribute('part')).to.equal('reply');
    await sendKeys({ type: 'Hi' });
    await el.updateComplete;
    expect(reply()?.getAttribute('part')).to.equal('reply texting');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(reply()?.getAttribute('part')).to.equal('reply');
  });

  it('Enter sends 100 ms later: the web link with the digits and the text, in a new window; Shift+Enter is a new line', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    const sent: string[] = [];
    el.addEventListener('pb-chat-send', (e) => sent.push(`${e.detail.account}|${e.detail.type}`));
    await openByVisitor(el);
    (inBox(el, '[part~="account"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const link = inBox<HTMLAnchorElement>(el, '[part~="send-link"]') as HTMLAnchorElement;
    const followed: string[] = [];
    link.addEventListener('click', (e) => {
      // The test stays on its page; a visitor's browser opens the app.
      e.preventDefault();
      followed.push(link.href);
    });
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    await sendKeys({ type: 'Tom & Jerry #1: 100% +1' });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ type: '🏺' });
    await el.updateComplete;
    const clock = specClock();
    await sendKeys({ press: 'Enter' });
    clock.tick(CHAT.sendDelay - 1);
    expect(followed).to.deep.equal([]);
    clock.tick(1);
    expect(followed).to.have.length(1);
    const url = new URL(followed[0] as string);
    expect(url.origin + url.pathname).to.equal(CHAT.webEndpoint);
    expect(url.searchParams.get('phone')).to.equal('31301234567');
    expect(url.searchParams.get('text')).to.equal('Tom & Jerry #1: 100% +1\n🏺');
    expect(sent).to.deep.equal(['Studio Klei - shop|phone']);
  });

  it('on a mobile device (touch, at most 1024 px) the app link, and the box fills the window', async () => {
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      // No rise, so the box is measured where it ends.
      await emulateMedia({ reducedMotion: 'reduce' });
      await setViewport({ width: 800, height: 700 });
      const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
      await openByVisitor(el);
      await waitUntil(() => dialog(el)?.hasAttribute('data-mobile'));
      const box = (dialog(el) as HTMLElement).getBoundingClientRect();
      expect([box.top, box.height]).to.deep.equal([0, 700]);
      (inBox(el, '[part~="account"]') as HTMLButtonElement).click();
      await el.updateComplete;
      const link = inBox<HTMLAnchorElement>(el, '[part~="send-link"]') as HTMLAnchorElement;
      expect(link.href.startsWith(`${CHAT.appEndpoint}?phone=31301234567&text=`)).to.equal(true);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).maxTouchPoints;
    }
  });

  it('a group account shows its group link to join, not a reply field', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    (allInBox(el, '[part~="account"]')[1] as HTMLButtonElement).click();
    await el.updateComplete;
    expect(inBox(el, 'textarea')).to.equal(null);
    const link = inBox<HTMLAnchorElement>(el, '[part~="send-link"]') as HTMLAnchorElement;
    expect(link.href).to.equal('https://chat.whatsapp.com/Workshop2026');
    expect(link.textContent).to.equal('Join the group (opens in a new window)');
    await waitUntil(() => deepActive() === link, 'focus on the join link');
  });

  it('Previous closes the reply view after 300 ms, and the account takes focus again', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    (allInBox(el, '[part~="account"]')[2] as HTMLButtonElement).click();
    await el.updateComplete;
    const clock = specClock();
    (inBox(el, '[part~="previous-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(inBox(el, '[part~="reply"]')?.dataset.phase).to.equal('closing');
    clock.tick(CHAT.transition - 1);
    expect(inBox(el, '[part~="reply"]')).to.not.equal(null);
    clock.tick(1);
    expect(inBox(el, '[part~="reply"]')).to.equal(null);
    expect(deepActive()?.textContent).to.contain('Kiln room');
  });

  it('opens with a 10 ms start and a 300 ms transition, and closes after 300 ms', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    launcher(el).dispatchEvent(new PointerEvent('pointerenter'));
    await el.updateComplete;
    const clock = specClock();
    el.open = true;
    await el.updateComplete;
    const phase = () => (dialog(el) as HTMLElement).dataset.phase;
    expect([phase(), String(isShown(el))]).to.deep.equal(['opening', 'true']);
    clock.tick(CHAT.transitionStart);
    expect(phase()).to.equal('open');
    expect(getComputedStyle(dialog(el) as HTMLElement).transitionDuration).to.equal('0.3s, 0.3s');
    el.open = false;
    await el.updateComplete;
    expect(phase()).to.equal('closing');
    clock.tick(CHAT.transition - 1);
    expect(isShown(el)).to.equal(true);
    clock.tick(1);
    expect(isShown(el)).to.equal(false);
  });

  /** Opened once and closed, then opened and closed again with reduced motion; the dialog's phase each time. */
  async function reducedMotionRound(): Promise<{ el: PbChat; phase: () => string | undefined }> {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    launcher(el).dispatchEvent(new PointerEvent('pointerenter'));
    await el.updateComplete;
    specClock();
    await emulateMedia({ reducedMotion: 'reduce' });
    el.open = true;
    await el.updateComplete;
    return { el, phase: () => (dialog(el) as HTMLElement).dataset.phase };
  }

  it('with reduced motion, opens and closes at once', async () => {
    const { el, phase } = await reducedMotionRound();
    expect(phase()).to.equal('open');
    el.open = false;
    await el.updateComplete;
    expect(isShown(el)).to.equal(false);
  });

  itExceptIn(
    { firefox: CSS_REDUCED_MOTION, webkit: CSS_REDUCED_MOTION },
    'with reduced motion, the box has no CSS transition',
    async () => {
      const { el } = await reducedMotionRound();
      expect(getComputedStyle(dialog(el) as HTMLElement).transitionDuration).to.equal('0s');
    },
  );

  it('on desktop the body is 70% of the window minus header and footer, fitted again after a resize', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    const expected = () => {
      const rest = (inBox(el, '[part~="header"]') as HTMLElement).offsetHeight;
      const footer = (inBox(el, '[part~="footer"]') as HTMLElement).offsetHeight;
      return `${Math.floor(window.innerHeight * CHAT.desktopHeight - rest - footer)}px`;
    };
    const body = () => (inBox(el, '[part~="body"]') as HTMLElement).style.maxHeight;
    await waitUntil(() => body() === expected());
    expect(body()).to.equal(`${Math.floor(800 * 0.7 - (inBox(el, '[part~="header"]') as HTMLElement).offsetHeight)}px`);
    await setViewport({ width: 1280, height: 500 });
    await waitUntil(() => body() === expected(), `after the resize: ${body()} for ${expected()}`);
    expect(dialog(el)?.hasAttribute('data-mobile')).to.equal(false);
  });

  it('moved, it keeps its box open; removed and added again while open, a click outside still closes it', async () => {
    const el = await fixture<PbChat>(html`<pb-chat>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    const other = document.createElement('div');
    document.body.append(other);
    try {
      other.append(el);
      await aTimeout(1);
      expect([el.open, isShown(el)]).to.deep.equal([true, true]);
      el.remove();
      await aTimeout(1);
      other.append(el);
      await el.updateComplete;
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(el.open).to.equal(false);
    } finally {
      other.remove();
    }
  });

  it('reads JSON accounts, which win over the links, and warns for entries it leaves out', async () => {
    const accounts = JSON.stringify([
      { name: 'Commissions', phone: '+31 30 111 2222', label: 'Table sets' },
      { name: 'Nobody' },
    ]);
    const el = await fixture<PbChat>(html`<pb-chat accounts=${accounts}>${ACCOUNTS}</pb-chat>`);
    await openByVisitor(el);
    expect(allInBox(el, '[part~="account-name"]').map((n) => n.textContent)).to.deep.equal(['Commissions']);
    await waitUntil(() => warn.called);
    expect(String(warn.firstCall.args[0])).to.contain('<pb-chat> attribute "accounts"').and.contain('"Nobody"');
  });

  it('bad attributes warn naming the element and the attribute, and fall back', async () => {
    const el = await fixture<PbChat>(
      html`<pb-chat days="tue funday" from="9am" timezone-offset="900" position="top" accounts='{"a":1}'></pb-chat>`,
    );
    // The hours are read, and warned about, when the box opens.
    await openByVisitor(el);
    const said = warn.args.map((a) => String(a[0]));
    for (const attribute of ['days', 'from', 'timezone-offset', 'position', 'accounts'])
      expect(
        said.some((s) => s.includes(`<pb-chat> attribute "${attribute}"`)),
        attribute,
      ).to.equal(true);
    expect(el.timezoneOffset).to.equal(0);
    expect(el.position).to.equal('bottom-right');
  });

  it('messages override the strings', async () => {
    const el = await fixture<PbChat>(
      html`<pb-chat messages='{"launcher":"Chat met ons","title":"Stuur ons een bericht"}'>${ACCOUNTS}</pb-chat>`,
    );
    expect(launcher(el).textContent).to.equal('Chat met ons');
    await openByVisitor(el);
    expect(inBox(el, '[part~="title"]')?.textContent).to.equal('Stuur ons een bericht');
  });
});
