import { expect } from '@open-wc/testing';
import { lightStyles } from '../../src/components/newsletter/styles.js';

// The element is imported only after the page was measured without it.
describe('<pb-newsletter> upgrade', () => {
  let root: HTMLElement;
  let style: HTMLStyleElement;
  let was: unknown[];
  let now: unknown[];

  before(async () => {
    style = document.createElement('style');
    style.textContent = lightStyles;
    document.head.append(style);
    root = document.createElement('div');
    root.innerHTML = `<pb-newsletter><form><p><label>Email <input type="email" name="email"></label></p>
        <button type="submit">Subscribe</button></form></pb-newsletter>
      <pb-newsletter popup delay="600"><form><p><label>Email <input type="email" name="email"></label></p></form></pb-newsletter>
      <p id="after">After</p>`;
    document.body.append(root);
    const [inline, popup] = root.querySelectorAll('pb-newsletter');
    // The popup host takes no room either way (display: none before, an empty block holding a closed dialog after).
    // The form's box, not the host's: before the upgrade the host is an inline box split by the form, whose
    // rectangle WebKit and Chromium draw differently (WebKit's takes in the paragraph's collapsed margin).
    const rects = () => [
      inline?.querySelector('form')?.getBoundingClientRect().toJSON(),
      popup?.getBoundingClientRect().height,
      root.querySelector('#after')?.getBoundingClientRect().toJSON(),
    ];
    was = rects();
    expect(customElements.get('pb-newsletter')).to.equal(undefined);
    await import('../../elements/pb-newsletter.js');
    await (inline as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    now = rects();
  });

  after(() => {
    root.remove();
    style.remove();
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('moves nothing: the inline form stays put, and a feed popup is out of the page before and after', () => {
    expect(was[1]).to.equal(0);
    expect(now).to.deep.equal(was);
  });
});
