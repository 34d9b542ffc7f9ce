import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-sticky.js';
import type { PbSticky, StickyEventDetail } from '../../elements/pb-sticky.js';
import { getBus } from '../../src/core/bus/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { currentOffsets, setOffset } from '../../src/core/scroll/index.js';
import { PLACEHOLDER_CLASS } from '../../src/core/sticky/dom.js';
import { startPageStickyModules } from '../../src/core/sticky/page.js';
import { stickyStateOf } from '../../src/core/sticky/store.js';
import { reduceMotion, setPageConfig, specClock } from '../helpers/index.js';

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
const docTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;

/** Scrolls at once and lets the one scroll task run. */
async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
  await frames();
}

/** Mounts `template`, then lets the 10 ms initial reset pass on the fake clock and the measure frame run. */
async function mount(template: ReturnType<typeof html>, clock = specClock()) {
  const page = await fixture<HTMLElement>(html`<div>${template}</div>`);
  clock.tick(10);
  await frames();
  return { page, clock };
}

function record(el: Element): string[] {
  const seen: string[] = [];
  for (const type of ['start', 'end', 'pause', 'resume']) {
    el.addEventListener(`pb-sticky-${type}`, (e) =>
      seen.push(`${type}:${(e as CustomEvent<StickyEventDetail>).detail.side}`),
    );
  }
  return seen;
}

const bar = () =>
  html`<div style="height: 300px"></div>
    <div class="pb-section" id="section" style="padding: 0 0 0 0">
      <div class="pb-row" style="padding: 20px 0">
        <pb-sticky id="bar" position="top" top-offset="10" style="height: 40px; margin: 8px 0; background: #fff">
          <a href="#x">Book a table</a>
        </pb-sticky>
        <p id="after" style="height: 1000px; margin: 0">Text</p>
      </div>
    </div>
    <div style="height: 3000px"></div>`;

describe('<pb-sticky>', () => {
  afterEach(async () => {
    fixtureCleanup();
    await frames(1);
    sinon.restore();
    window.scrollTo({ top: 0, behavior: 'instant' });
    setOffset('header', null);
    setPageConfig(null);
    resetWarnings();
  });

  it('is accessible', async () => {
    const { page, clock } = await mount(bar());
    clock.restore();
    await scrollTo(docTop(page.querySelector('pb-sticky') as Element));
    await expect(page.querySelector('pb-sticky')).to.be.accessible();
    await expect(page).to.be.accessible();
  });

  it('takes its module id as a property too, as a framework sets it', () => {
    const el = document.createElement('pb-sticky');
    el.moduleId = 'bar';
    expect(el.getAttribute('module-id')).to.equal('bar');
    expect(el.moduleId).to.equal('bar');
  });

  it('fixed path: starts with a placeholder holding its room, ends and restores its styles', async () => {
    const { page, clock } = await mount(bar());
    const el = page.querySelector('pb-sticky') as PbSticky;
    const after = page.querySelector('#after') as HTMLElement;
    const seen = record(el);
    const bus = sinon.spy();
    const off = getBus().subscribe('sticky', bus);
    const start = docTop(el);
    const afterTop = docTop(after);
    await scrollTo(start - 5);
    expect(el.state).to.equal('sticky');
    expect(stickyStateOf(el)?.css).to.equal(false);
    const placeholder = el.previousElementSibling as HTMLElement;
    expect(placeholder.classList.contains(PLACEHOLDER_CLASS)).to.equal(true);
    expect(placeholder.getAttribute('aria-hidden')).to.equal('true');
    expect(placeholder.getBoundingClientRect().height).to.equal(40);
    // Zero layout shift: what follows keeps its place.
    expect(docTop(after)).to.equal(afterTop);
    expect(getComputedStyle(el).position).to.equal('fixed');
    expect(el.getBoundingClientRect().top).to.equal(10);
    expect(el.style.zIndex).to.equal('10000');
    expect(el.classList.contains('et_pb_sticky')).to.equal(true);
    expect(el.classList.contains('et_pb_sticky--top')).to.equal(true);
    // The parent's height is held for 1 ms (as a minimum).
    const parent = el.parentElement as HTMLElement;
    expect(parent.style.minHeight).to.not.equal('');
    clock.tick(1);
    expect(parent.style.minHeight).to.equal('');
    expect(seen).to.deep.equal(['start:top']);
    expect(bus.calledWith({ type: 'start', id: 'bar', side: 'top' })).to.equal(true);
    // The stack's height is on the offsets topic.
    expect(currentOffsets().top).to.equal(50);
    await scrollTo(start - 20);
    expect(el.state).to.equal('none');
    expect(page.querySelector(`.${PLACEHOLDER_CLASS}`)).to.equal(null);
    // The same declarations as the markup's (restored through the CSSOM, which a strict style CSP allows).
    const markup = Object.assign(document.createElement('div'), {
      style: 'height: 40px; margin: 8px 0; background: #fff',
    });
    expect(el.style.cssText).to.equal(markup.style.cssText);
    expect(el.classList.contains('et_pb_sticky')).to.equal(false);
    expect(docTop(after)).to.equal(afterTop);
    expect(seen).to.deep.equal(['start:top', 'end:top']);
    expect(currentOffsets().top).to.equal(0);
    // With the transition on, the parent is released after 300 ms.
    expect(parent.style.minHeight).to.not.equal('');
    clock.tick(299);
    expect(parent.style.minHeight).to.not.equal('');
    clock.tick(1);
    expect(parent.style.minHeight).to.equal('');
    off();
  });

  it('pauses at its limit with the adjusted margin and resumes', async () => {
    const { page } = await mount(
      html`<div style="height: 300px"></div>
        <div class="pb-section" style="height: 600px">
          <div><pb-sticky position="top" bottom-limit="section" style="height: 50px">Bar</pb-sticky></div>
        </div>
        <div style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    const seen = record(el);
    const end = docTop(page.querySelector('.pb-section') as Element) + 600;
    await scrollTo(400);
    expect(el.state).to.equal('sticky');
    // Stuck from 0 to 50, it pauses once y + 50 passes the section's end.
    await scrollTo(end - 30);
    expect(el.state).to.equal('paused');
    // Held at the section's end by the adjusted margin, scrolling with the page (no per-frame writes).
    expect(el.style.position).to.equal('absolute');
    expect(Math.round(el.getBoundingClientRect().bottom)).to.equal(30);
    await scrollTo(end - 20);
    expect(Math.round(el.getBoundingClientRect().bottom)).to.equal(20);
    expect(el.classList.contains('et_pb_sticky--paused')).to.equal(true);
    await scrollTo(end - 60);
    expect(el.state).to.equal('sticky');
    expect(el.style.marginTop).to.equal('0px');
    expect(seen).to.deep.equal(['start:top', 'pause:top', 'resume:top']);
  });

  it('CSS path: where the limit is its own parent, position: sticky does the work, with the same events', async () => {
    const { page } = await mount(
      html`<div style="height: 300px"></div>
        <div class="pb-column" style="height: 600px">
          <pb-sticky position="top" top-offset="5" bottom-limit="column" style="height: 50px">Bar</pb-sticky>
          <p style="margin: 0">Text</p>
        </div>
        <div style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    const seen = record(el);
    expect(stickyStateOf(el)?.css).to.equal(true);
    expect(el.style.position).to.equal('sticky');
    expect(el.style.top).to.equal('5px');
    await scrollTo(400);
    expect(el.state).to.equal('sticky');
    expect(el.getBoundingClientRect().top).to.equal(5);
    expect(page.querySelector(`.${PLACEHOLDER_CLASS}`)).to.equal(null);
    await scrollTo(docTop(page.querySelector('.pb-column') as Element) + 600 - 30);
    expect(el.state).to.equal('paused');
    // The browser holds it at the column's bottom.
    expect(Math.round(el.getBoundingClientRect().bottom)).to.equal(30);
    await scrollTo(0);
    expect(seen).to.deep.equal(['start:top', 'pause:top', 'end:top']);
  });

  it('stacks under the fixed header and the stuck modules above, publishing only its own share', async () => {
    setOffset('header', { top: 60 });
    const { page } = await mount(
      html`<div style="height: 300px"></div>
        <pb-sticky id="one" position="top" style="height: 40px">One</pb-sticky>
        <div style="height: 200px"></div>
        <pb-sticky id="two" position="top" top-offset="4" style="height: 30px">Two</pb-sticky>
        <div style="height: 3000px"></div>`,
    );
    const [one, two] = [...page.querySelectorAll('pb-sticky')] as PbSticky[];
    await scrollTo(600);
    expect([one?.state, two?.state]).to.deep.equal(['sticky', 'sticky']);
    expect(one?.getBoundingClientRect().top).to.equal(60);
    expect(two?.getBoundingClientRect().top).to.equal(104);
    expect(currentOffsets().top).to.equal(60 + 74);
    // The header growing moves the stack without feeding the stack's own share back in.
    setOffset('header', { top: 80 });
    await frames();
    expect(one?.getBoundingClientRect().top).to.equal(80);
    expect(two?.getBoundingClientRect().top).to.equal(124);
    expect(currentOffsets().top).to.equal(80 + 74);
  });

  it('bottom: sticks at the viewport bottom until its place comes into view', async () => {
    const { page } = await mount(
      html`<div style="height: 2000px"></div>
        <pb-sticky position="bottom" bottom-offset="6" style="height: 40px">Cta</pb-sticky>
        <div style="height: 500px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    expect(el.state).to.equal('sticky');
    expect(Math.round(window.innerHeight - el.getBoundingClientRect().bottom)).to.equal(6);
    expect(currentOffsets().bottom).to.equal(46);
    await scrollTo(docTop(el.previousElementSibling as Element) + 100);
    expect(el.state).to.equal('none');
  });

  it('with reduced motion there is no transition and the parent is released after 1 ms', async () => {
    reduceMotion();
    const { page, clock } = await mount(bar());
    const el = page.querySelector('pb-sticky') as PbSticky;
    await scrollTo(docTop(el));
    expect(el.state).to.equal('sticky');
    expect(el.style.transition).to.equal('');
    await scrollTo(0);
    clock.tick(1);
    expect((el.parentElement as HTMLElement).style.minHeight).to.equal('');
  });

  it('fades the sticky styles with the transition on, and not with transition="off"', async () => {
    const { page } = await mount(bar());
    const el = page.querySelector('pb-sticky') as PbSticky;
    await scrollTo(docTop(el));
    expect(el.style.transition).to.contain('300ms');
    await scrollTo(0);
    el.setAttribute('transition', 'off');
    await frames();
    await scrollTo(docTop(el));
    expect(el.style.transition).to.equal('');
  });

  it('ignores a module nested in another, with a warning', async () => {
    const warn = sinon.stub(console, 'warn');
    const { page } = await mount(
      html`<pb-sticky position="top"><pb-sticky id="inner" position="top">In</pb-sticky></pb-sticky>
        <div style="height: 3000px"></div>`,
    );
    await scrollTo(100);
    expect(stickyStateOf(page.querySelector('#inner') as Element)).to.equal(null);
    expect(warn.calledWithMatch(/<pb-sticky> attribute "position": inside another sticky module; ignored/)).to.equal(
      true,
    );
  });

  it('warns about a bad attribute, naming it, and stays unstuck', async () => {
    const warn = sinon.stub(console, 'warn');
    const { page } = await mount(html`<pb-sticky position="left">X</pb-sticky><div style="height: 3000px"></div>`);
    await scrollTo(100);
    expect((page.querySelector('pb-sticky') as PbSticky).state).to.equal('none');
    expect(
      warn.calledWithMatch(
        /<pb-sticky> attribute "position": expected one of none, top, bottom, top_bottom, got "left"/,
      ),
    ).to.equal(true);
  });

  it('moves the stuck box by its sticky offsets from the origin, and warns about a bad one', async () => {
    const warn = sinon.stub(console, 'warn');
    const { page } = await mount(
      html`<div style="height: 200px"></div>
        <div>
          <pb-sticky position="top" top-offset="10" sticky-origin="bottom_left" sticky-vertical-offset="4"
            sticky-horizontal-offset="2%" style="height: 20px; width: 300px">X</pb-sticky>
        </div>
        <pb-sticky id="bad" position="top" sticky-origin="middle" sticky-horizontal-offset="3em">Y</pb-sticky>
        <div style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    const left = el.getBoundingClientRect().left;
    await scrollTo(250);
    expect(el.state).to.equal('sticky');
    // From a bottom corner a positive vertical offset moves up; 2% is of the viewport's width.
    expect(el.getBoundingClientRect().top).to.equal(6);
    expect(el.getBoundingClientRect().left).to.be.closeTo(left + window.innerWidth * 0.02, 0.5);
    expect(
      warn.calledWithMatch(
        /<pb-sticky> attribute "sticky-origin": expected one of top_left, top_right, bottom_left, bottom_right, got "middle"/,
      ),
    ).to.equal(true);
    expect(warn.calledWithMatch(/<pb-sticky> attribute "sticky-horizontal-offset": "3em"/)).to.equal(true);
    await scrollTo(0);
    expect(el.state).to.equal('none');
    expect(el.getBoundingClientRect().left).to.equal(left);
  });

  it('CSS path: the offsets move the stuck box and leave with it; its own translate comes back', async () => {
    const { page, clock } = await mount(
      html`<div style="height: 300px"></div>
        <div class="pb-column" style="height: 600px">
          <pb-sticky position="top" bottom-limit="column" sticky-origin="bottom_left" sticky-vertical-offset="7"
            sticky-horizontal-offset="3" style="height: 50px; translate: 1px">Bar</pb-sticky>
          <p style="margin: 0">Text</p>
        </div>
        <div id="tail" style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    expect(stickyStateOf(el)?.css).to.equal(true);
    const { left } = el.getBoundingClientRect();
    const top = docTop(el);
    await scrollTo(400);
    expect(el.state).to.equal('sticky');
    // From a bottom corner the vertical offset moves it up.
    expect(el.getBoundingClientRect().top).to.equal(-7);
    expect(el.getBoundingClientRect().left).to.equal(left - 1 + 3);
    // Measured again while stuck (the document grew): the box in the flow, not the one the offsets moved.
    (page.querySelector('#tail') as HTMLElement).style.height = '3100px';
    await frames();
    clock.tick(50);
    await frames();
    await scrollTo(top - 3);
    expect(el.state).to.equal('none');
    expect(el.style.translate).to.equal('1px');
    expect(el.getBoundingClientRect().left).to.equal(left);
  });

  it('takes its styles offsets from the page config and its sticky value from the attribute', async () => {
    setPageConfig({ sticky: { cta: { styles: { vertical_offset: '8px', horizontal_offset: '5px' } } } });
    const { page } = await mount(
      html`<div style="height: 200px"></div>
        <pb-sticky module-id="cta" position="top" sticky-vertical-offset="0" style="height: 20px">X</pb-sticky>
        <div style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    const left = el.getBoundingClientRect().left;
    await scrollTo(300);
    expect(el.getBoundingClientRect().top).to.equal(0);
    expect(el.getBoundingClientRect().left).to.equal(left + 5);
  });

  it('reads its entry in the page config, with the attributes over it', async () => {
    setPageConfig({ sticky: { cta: { position: 'top', topOffset: '30px' } } });
    const { page } = await mount(
      html`<div style="height: 200px"></div>
        <pb-sticky module-id="cta" top-offset="12" style="height: 20px">X</pb-sticky>
        <div style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    await scrollTo(300);
    expect(el.state).to.equal('sticky');
    expect(el.getBoundingClientRect().top).to.equal(12);
  });

  it("makes the page config's modules sticky by their selector, events on the module", async () => {
    setPageConfig({ sticky: { et_pb_text_0: { selector: '.et_pb_text_0', position: 'top' } } });
    const clock = specClock();
    const page = await fixture<HTMLElement>(
      html`<div>
        <div style="height: 200px"></div>
        <div class="et_pb_text_0" style="height: 20px">X</div>
        <div style="height: 3000px"></div>
      </div>`,
    );
    const stop = startPageStickyModules(document);
    const module = page.querySelector('.et_pb_text_0') as HTMLElement;
    const seen = record(module);
    clock.tick(10);
    await frames();
    await scrollTo(300);
    expect(seen).to.deep.equal(['start:top']);
    expect(getComputedStyle(module).position).to.equal('fixed');
    stop();
    expect(getComputedStyle(module).position).to.equal('static');
  });
});
