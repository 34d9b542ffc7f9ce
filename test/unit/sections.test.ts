/**
 * The section modules' pure cores (MFT §1): `<pb-video-bg>`'s plan and pause-control rule, `<pb-fullscreen>`'s next
 * section, and the constants their stylesheets are built from.
 */
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import { lightStyles as fullscreenStyles } from '../../src/components/fullscreen/styles.js';
import { lightStyles as testimonialStyles } from '../../src/components/testimonial/styles.js';
import { FULLSCREEN, TESTIMONIAL } from '../../src/core/constants/sections.js';
import { nextSection } from '../../src/core/fullscreen/index.js';
import { type VideoBgFacts, videoBgPlan } from '../../src/core/video-bg/index.js';

const facts = (over: Partial<VideoBgFacts> = {}): VideoBgFacts => ({
  reducedMotion: false,
  saveData: false,
  refused: false,
  near: true,
  inView: true,
  visitorPaused: false,
  ...over,
});

describe('video background plan', () => {
  it('plays in view, waits off screen and before it is near, stays paused when the visitor paused it', () => {
    expect(videoBgPlan(facts())).to.deep.equal({ state: 'playing', load: true, play: true });
    expect(videoBgPlan(facts({ inView: false }))).to.deep.equal({ state: 'waiting', load: true, play: false });
    expect(videoBgPlan(facts({ near: false, inView: false }))).to.deep.equal({
      state: 'waiting',
      load: false,
      play: false,
    });
    expect(videoBgPlan(facts({ visitorPaused: true }))).to.deep.equal({ state: 'paused', load: true, play: false });
  });

  it('shows the poster, loading and playing nothing, with reduced motion, Save-Data or a refused play()', () => {
    for (const why of ['reducedMotion', 'saveData', 'refused'] as const)
      expect(videoBgPlan(facts({ [why]: true })), why).to.deep.equal({ state: 'poster', load: false, play: false });
  });

  it('never plays out of view or before it is near, never loads before it is near, never loads for the poster', () => {
    fc.assert(
      fc.property(
        fc.record({
          reducedMotion: fc.boolean(),
          saveData: fc.boolean(),
          refused: fc.boolean(),
          near: fc.boolean(),
          inView: fc.boolean(),
          visitorPaused: fc.boolean(),
        }),
        (f) => {
          const plan = videoBgPlan(f);
          if (plan.play) expect(f.inView && f.near && !f.visitorPaused).to.equal(true);
          if (plan.load) expect(f.near).to.equal(true);
          if (f.reducedMotion || f.saveData || f.refused) expect(plan.load || plan.play).to.equal(false);
        },
      ),
    );
  });
});

describe('fullscreen section rules', () => {
  it('declares a vh height first, then the small viewport unit, which a browser without it drops', () => {
    const rule = /:where\(pb-fullscreen\) \{[^}]*\}/.exec(fullscreenStyles)?.[0] ?? '';
    const vh = rule.indexOf('100vh');
    expect(vh).to.be.above(-1);
    expect(rule.indexOf(`100${FULLSCREEN.units[0]}`)).to.be.above(vh);
    expect(FULLSCREEN.units[0]).to.equal('svh');
  });

  it('finds the next section in the flow, through wrappers, skipping what draws nothing or is fixed', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <section id="hero"><div class="row"><pb-fullscreen id="fs"></pb-fullscreen><script></script></div></section>
        <div id="fixed" style="position: fixed"></div>
        <div id="gone" hidden></div>
        <template></template>
        <section id="next"></section>
        <section id="last"><pb-fullscreen id="end"></pb-fullscreen></section>
      </div>
    `);
    const fs = page.querySelector('#fs') as Element;
    expect(nextSection(fs)?.id).to.equal('next');
    expect(nextSection(page.querySelector('#next') as Element)?.id).to.equal('last');
  });
});

describe('testimonial rules', () => {
  it('sizes the portrait at 90 px and caps it there', () => {
    expect(TESTIMONIAL.portraitMax).to.equal(90);
    expect(testimonialStyles).to.contain('max-width: 90px');
    expect(testimonialStyles).to.contain('min(var(--pb-testimonial-portrait-size, 90px), 90px)');
  });
});
