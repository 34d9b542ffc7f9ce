import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-toggle.js';
import type { PbToggle } from '../../elements/pb-toggle.js';
import { TOGGLE } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { reduceMotion, specClock } from '../helpers/index.js';

const parts = (el: PbToggle) => {
  const root = el.shadowRoot as ShadowRoot;
  return {
    heading: root.querySelector('[part="heading"]') as HTMLElement,
    button: root.querySelector('button') as HTMLButtonElement,
    panel: root.querySelector('[part="panel"]') as HTMLElement,
  };
};

async function toggle(markup = html`<pb-toggle heading="Question"><p>Answer</p></pb-toggle>`): Promise<PbToggle> {
  const el = await fixture<PbToggle>(markup);
  await el.updateComplete;
  return el;
}

/** Click the button and let React commit. */
async function click(el: PbToggle): Promise<void> {
  parts(el).button.click();
  await el.updateComplete;
}

function record(el: PbToggle): boolean[] {
  const seen: boolean[] = [];
  el.addEventListener('pb-toggle-change', (e) => seen.push(e.detail.open));
  return seen;
}

describe('<pb-toggle>', () => {
  afterEach(async () => {
    sinon.restore(); // also restores the spec clock
    resetWarnings();
    delete document.documentElement.dataset.pbMode;
    // Unmount now, on real timers, so no slide timer outlives its test into a faked clock.
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible, closed and open', async () => {
    const el = await toggle();
    await expect(el).to.be.accessible();
    el.open = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('renders the APG structure: a heading holding a button that controls a labelled region', async () => {
    const el = await toggle();
    const { heading, button, panel } = parts(el);
    // No heading before it on the test page: it sits under the page's h1.
    expect(heading.localName).to.equal('h2');
    expect(heading.contains(button)).to.equal(true);
    expect(button.type).to.equal('button');
    expect(button.textContent).to.equal('Question');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
    expect(el.shadowRoot?.getElementById(button.getAttribute('aria-controls') ?? '')).to.equal(panel);
    expect(panel.getAttribute('role')).to.equal('region');
    expect(el.shadowRoot?.getElementById(panel.getAttribute('aria-labelledby') ?? '')).to.equal(button);
    expect(panel.hidden).to.equal(true);
    expect(el.querySelector('p')?.assignedSlot?.getRootNode()).to.equal(el.shadowRoot);
    expect(el.shadowRoot?.querySelector('[part="icon"]')?.getAttribute('aria-hidden')).to.equal('true');
  });

  it('takes heading-level 2 to 6; anything else warns and takes the level from the outline', async () => {
    const warn = sinon.stub(console, 'warn');
    const page = await fixture(html`<div><h3>Section</h3><pb-toggle heading="Q" heading-level="3"></pb-toggle></div>`);
    const el = page.querySelector('pb-toggle') as PbToggle;
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h3');
    el.setAttribute('heading-level', '9');
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h4');
    expect(
      warn.calledWithMatch(
        '<pb-toggle> attribute "heading-level": expected a whole number from 2 to 6, got "9"; using the level from the page outline',
      ),
    ).to.equal(true);
    el.setAttribute('heading-level', '1');
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h4');
    el.setAttribute('heading-level', '6');
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h6');
    el.removeAttribute('heading-level');
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h4');
    el.headingLevel = 2;
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h2');
    el.headingLevel = 2.5;
    await el.updateComplete;
    expect(parts(el).heading.localName).to.equal('h4');
    expect(warn.calledWithMatch('<pb-toggle> property "headingLevel"')).to.equal(true);
  });

  it('warns about a missing heading and still names the button, from messages', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await toggle(html`<pb-toggle><p>Body</p></pb-toggle>`);
    expect(parts(el).button.textContent).to.equal('Toggle');
    expect(warn.calledWithMatch('<pb-toggle> attribute "heading"')).to.equal(true);
    await expect(el).to.be.accessible();
    el.setAttribute('messages', '{"untitled":"Mehr"}');
    await el.updateComplete;
    expect(parts(el).button.textContent).to.equal('Mehr');
  });

  it('treats open as an HTML boolean: present (even open="false") is open, absent is closed', async () => {
    const el = await toggle(html`<pb-toggle heading="Q" open="false"><p>A</p></pb-toggle>`);
    expect(el.open).to.equal(true);
    expect(parts(el).button.getAttribute('aria-expanded')).to.equal('true');
    expect(parts(el).panel.hidden).to.equal(false);
    el.removeAttribute('open');
    await el.updateComplete;
    expect(parts(el).button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens on click at once: aria-expanded, the reflected attribute and one bubbling, composed event', async () => {
    specClock();
    const el = await toggle();
    let event: CustomEvent<{ open: boolean }> | undefined;
    document.addEventListener('pb-toggle-change', (e) => (event = e as CustomEvent), { once: true });
    await click(el);
    expect(el.open).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);
    expect(parts(el).button.getAttribute('aria-expanded')).to.equal('true');
    expect(parts(el).panel.hidden).to.equal(false);
    expect(event?.detail).to.deep.equal({ open: true });
    expect(event?.bubbles && event.composed).to.equal(true);
  });

  it('slides the panel height for TOGGLE.slideDuration', async () => {
    const clock = specClock();
    const el = await toggle();
    await click(el);
    const animations = parts(el).panel.getAnimations();
    expect(animations).to.have.length(1);
    const effect = animations[0]?.effect as KeyframeEffect;
    expect(effect.getTiming().duration).to.equal(TOGGLE.slideDuration);
    const frames = effect.getKeyframes();
    expect(frames[0]?.height).to.equal('0px');
    expect(Number.parseFloat(String(frames[1]?.height))).to.be.greaterThan(0);
    clock.tick(TOGGLE.slideDuration);
    await el.updateComplete;
    expect(parts(el).panel.getAnimations()).to.have.length(0);
  });

  it('continues an interrupted slide from the height it reached', async () => {
    specClock();
    const el = await toggle(html`<pb-toggle heading="Q"><div style="height: 100px"></div></pb-toggle>`);
    await click(el);
    const first = parts(el).panel.getAnimations()[0] as Animation;
    first.pause();
    first.currentTime = TOGGLE.slideDuration / 2;
    el.open = false;
    await el.updateComplete;
    const animations = parts(el).panel.getAnimations();
    expect(animations).to.have.length(1);
    const [from, to] = ((animations[0] as Animation).effect as KeyframeEffect).getKeyframes();
    // Halfway through opening 100px of content plus 20px of padding.
    expect(Number.parseFloat(String(from?.height))).to.be.within(40, 80);
    expect(to?.height).to.equal('0px');
  });

  it('ignores clicks until the slide has ended', async () => {
    const clock = specClock();
    const el = await toggle();
    const seen = record(el);
    await click(el);
    await click(el);
    expect(el.open).to.equal(true);
    clock.tick(TOGGLE.slideDuration - 1);
    await click(el);
    expect(el.open).to.equal(true);
    clock.tick(1);
    await click(el);
    expect(el.open).to.equal(false);
    expect(seen).to.deep.equal([true, false]);
  });

  it('keeps a closing panel visible during the slide and hides it when the slide ends', async () => {
    const clock = specClock();
    const el = await toggle(html`<pb-toggle heading="Q" open><p>A</p></pb-toggle>`);
    await click(el);
    expect(parts(el).button.getAttribute('aria-expanded')).to.equal('false');
    expect(el.hasAttribute('open')).to.equal(false);
    expect(parts(el).panel.hidden).to.equal(false);
    clock.tick(TOGGLE.slideDuration);
    await el.updateComplete;
    expect(parts(el).panel.hidden).to.equal(true);
  });

  it('applies author changes of open without an event, even during a slide', async () => {
    const clock = specClock();
    const el = await toggle();
    const seen = record(el);
    el.open = true;
    await el.updateComplete;
    expect(parts(el).button.getAttribute('aria-expanded')).to.equal('true');
    await click(el); // the author's change slides too, so this click is ignored
    expect(el.open).to.equal(true);
    el.removeAttribute('open');
    await el.updateComplete;
    expect(parts(el).button.getAttribute('aria-expanded')).to.equal('false');
    clock.tick(TOGGLE.slideDuration);
    await el.updateComplete;
    expect(parts(el).panel.hidden).to.equal(true);
    expect(seen).to.deep.equal([]);
  });

  it('lets a pb-toggle-request listener veto the click', async () => {
    const el = await toggle();
    const seen = record(el);
    el.addEventListener('pb-toggle-request', (e) => e.preventDefault(), { once: true });
    await click(el);
    expect(el.open).to.equal(false);
    expect(seen).to.deep.equal([]);
  });

  it('with reduced motion: no slide, no lock, the same end state', async () => {
    specClock();
    reduceMotion();
    const el = await toggle();
    await click(el);
    expect(parts(el).panel.getAnimations()).to.have.length(0);
    await click(el);
    expect(el.open).to.equal(false);
    expect(parts(el).panel.hidden).to.equal(true);
  });

  it('in builder mode: no slide, no lock', async () => {
    specClock();
    document.documentElement.dataset.pbMode = 'builder';
    const el = await toggle();
    await click(el);
    expect(el.open).to.equal(true);
    expect(parts(el).panel.getAnimations()).to.have.length(0);
    await click(el);
    expect(el.open).to.equal(false);
  });

  it('opens and closes from the keyboard through the native button, with a visible focus ring', async () => {
    reduceMotion();
    const el = await toggle();
    parts(el).button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.open).to.equal(true);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    const outline = getComputedStyle(parts(el).button);
    expect(outline.outlineStyle).to.equal('solid');
    expect(Number.parseFloat(outline.outlineWidth)).to.be.at.least(2);
  });

  it('is themable through --pb-toggle-* properties and ::part()', async () => {
    const el = await toggle(html`<pb-toggle heading="Q" style="--pb-toggle-padding: 7px"></pb-toggle>`);
    expect(getComputedStyle(parts(el).button).paddingTop).to.equal('7px');
  });

  it('stops its timer when removed mid-slide', async () => {
    const clock = specClock();
    const el = await toggle();
    await click(el);
    el.remove();
    expect(() => clock.tick(TOGGLE.slideDuration)).to.not.throw();
  });

  // Last: it defines <pb-accordion> for the rest of this page.
  it('answers to an enclosing accordion only once that is defined', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<pb-accordion><pb-toggle heading="Q" open></pb-toggle></pb-accordion>`,
    );
    const el = wrap.querySelector('pb-toggle') as PbToggle;
    await el.updateComplete;
    expect(parts(el).button.hasAttribute('aria-disabled')).to.equal(false);
    await import('../../elements/pb-accordion.js');
    await (wrap as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    await waitUntil(() => parts(el).button.getAttribute('aria-disabled') === 'true', 'stuck-open state announced');
    await click(el);
    expect(el.open).to.equal(true);
  });
});
