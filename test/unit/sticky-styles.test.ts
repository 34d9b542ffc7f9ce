/**
 * Sticky styles (CCH §3 "styles and stickyStyles"): width, max-width, alignment, and the relative offsets
 * `position_origin_r`, `vertical_offset` and `horizontal_offset`, read per device and written on the stuck box.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import { STICKY } from '../../src/core/constants/sticky.js';
import { stuckTranslate } from '../../src/core/sticky/dom.js';
import { resolveStickySettings, type StuckStyles } from '../../src/core/sticky/settings.js';
import { addStickyModule, stickyStateOf } from '../../src/core/sticky/store.js';
import { specClock } from '../helpers/index.js';

const on = (field: string, value: string) => ({ [`${field}__sticky`]: value, [`${field}__sticky_enabled`]: 'on' });
const styles = (more: Partial<StuckStyles> = {}): StuckStyles => ({
  width: '',
  maxWidth: '',
  alignment: '',
  origin: 'top_left',
  verticalOffset: '',
  horizontalOffset: '',
  ...more,
});

describe('sticky styles: settings', () => {
  it('reads the origin and the offsets from the __sticky fields, sanitised', () => {
    const s = resolveStickySettings(
      {
        stickyStyles: {
          ...on('position_origin_r', 'Bottom_Right'),
          ...on('vertical_offset', '12'),
          ...on('horizontal_offset', '5vw'),
        },
      },
      'desktop',
    );
    expect(s.stickyStyles).to.include({ origin: 'bottom_right', verticalOffset: '12px', horizontalOffset: '5vw' });
  });

  it("keeps the module's own offsets (styles) while stuck, per device, unless a sticky value replaces them", () => {
    const raw = {
      styles: {
        vertical_offset: '10px',
        vertical_offset_phone: '4px',
        vertical_offset_last_edited: 'on|phone',
        horizontal_offset: { desktop: '20px', tablet: '8px' },
      },
      stickyStyles: { ...on('horizontal_offset', '0') },
    };
    expect(resolveStickySettings(raw, 'desktop').stickyStyles).to.include({
      verticalOffset: '10px',
      horizontalOffset: '0px',
    });
    expect(resolveStickySettings(raw, 'phone').stickyStyles.verticalOffset).to.equal('4px');
    // Without the sticky value, the device's own value holds.
    const plain = { styles: raw.styles };
    expect(resolveStickySettings(plain, 'tablet').stickyStyles.horizontalOffset).to.equal('8px');
    // A sticky value switched off changes nothing.
    const off = { ...raw, stickyStyles: { horizontal_offset__sticky: '0', horizontal_offset__sticky_enabled: 'off' } };
    expect(resolveStickySettings(off, 'desktop').stickyStyles.horizontalOffset).to.equal('20px');
  });

  it('warns about a bad origin or offset and falls back to top_left and no offset; none and auto are quiet', () => {
    const seen: string[] = [];
    const s = resolveStickySettings(
      { stickyStyles: { ...on('position_origin_r', 'middle'), ...on('vertical_offset', '3em') } },
      'desktop',
      (field) => seen.push(field),
    );
    expect(s.stickyStyles).to.include({ origin: 'top_left', verticalOffset: '' });
    expect(seen).to.deep.equal(['position_origin_r', 'vertical_offset']);
    const quiet: string[] = [];
    resolveStickySettings({ stickyStyles: { ...on('vertical_offset', 'auto') } }, 'desktop', (f) => quiet.push(f));
    resolveStickySettings({ styles: { horizontal_offset: 'none' } }, 'desktop', (f) => quiet.push(f));
    expect(quiet).to.deep.equal([]);
  });

  it('defaults: top_left and no offsets', () => {
    expect(resolveStickySettings({}, 'desktop').stickyStyles).to.deep.equal(styles());
  });
});

describe('sticky styles: the translate', () => {
  it('moves down and right from a top_left origin, up and left from bottom_right', () => {
    expect(stuckTranslate(styles({ verticalOffset: '10px', horizontalOffset: '4px' }))).to.equal('4px 10px');
    expect(
      stuckTranslate(styles({ origin: 'bottom_right', verticalOffset: '10px', horizontalOffset: '-4px' })),
    ).to.equal('4px -10px');
    expect(stuckTranslate(styles({ origin: 'top_right', horizontalOffset: '6px' }))).to.equal('-6px 0');
    expect(stuckTranslate(styles({ origin: 'bottom_left', verticalOffset: '2vh' }))).to.equal('0px -2vh');
  });

  it('takes % of the viewport, the fixed box containing block', () => {
    expect(stuckTranslate(styles({ verticalOffset: '10%', horizontalOffset: '5%' }))).to.equal('5vw 10vh');
  });

  it("adds the horizontal offset to the alignment's shift, and is empty when nothing moves", () => {
    expect(stuckTranslate(styles({ horizontalOffset: '8px' }), 'calc((500px - 100%) * 0.5)')).to.equal(
      'calc(calc((500px - 100%) * 0.5) + 8px) 0',
    );
    expect(stuckTranslate(styles(), 'calc(1px)')).to.equal('calc(1px) 0');
    expect(stuckTranslate(styles())).to.equal('');
  });
});

describe('sticky styles: on the stuck box', () => {
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    fixtureCleanup();
    sinon.restore();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((r) => requestAnimationFrame(r));
  });

  const frames = async (n = 2) => {
    for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
  };

  it('writes the offsets while stuck (and paused) and removes them when it ends', async () => {
    const clock = specClock();
    const root = await fixture<HTMLElement>(html`<div>
      <div style="height: 300px"></div>
      <div class="pb-section" style="height: 600px">
        <div><div id="bar" style="height: 40px; width: 400px; margin-left: 50px">Bar</div></div>
      </div>
      <div style="height: 3000px"></div>
    </div>`);
    const bar = root.querySelector('#bar') as HTMLElement;
    const settings = {
      position: 'top',
      topOffset: '10',
      bottomLimit: 'section',
      styles: { vertical_offset: '6px' },
      stickyStyles: { ...on('position_origin_r', 'top_right'), ...on('horizontal_offset', '30px') },
    };
    stops.push(addStickyModule(bar, { settings: () => settings }, 'bar'));
    const natural = bar.getBoundingClientRect();
    const top = natural.top + window.scrollY;
    clock.tick(STICKY.delays.initialReset);
    await frames();
    window.scrollTo({ top: top + 100, behavior: 'instant' });
    window.dispatchEvent(new Event('scroll'));
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
    expect(bar.style.translate).to.equal('-30px 6px');
    const rect = bar.getBoundingClientRect();
    expect(rect.top).to.equal(16);
    expect(rect.left).to.equal(natural.left - 30);
    // The placeholder keeps the measured box: the offsets move only what is drawn.
    expect((bar.previousElementSibling as HTMLElement).getBoundingClientRect().height).to.equal(40);
    // Paused at the section's end, the box keeps its offsets.
    window.scrollTo({ top: top + 580, behavior: 'instant' });
    window.dispatchEvent(new Event('scroll'));
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('paused');
    expect(bar.style.translate).to.equal('-30px 6px');
    window.scrollTo({ top: 0, behavior: 'instant' });
    window.dispatchEvent(new Event('scroll'));
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('none');
    expect(bar.style.translate).to.equal('');
    expect(bar.getBoundingClientRect().left).to.equal(natural.left);
  });
});
