/**
 * No layout shift on upgrade with `legacy-placeholder`: pb.css hides the same labels the same way (visually
 * hidden) before the upgrade as the elements do after it. Without the script, the labels come back after 3 s (the
 * hiding animation's delay, run forward here rather than waited for). The elements are imported only after the
 * page was measured without them.
 */
import { expect } from '@open-wc/testing';
import { lightStyles as contactForm } from '../../src/components/contact-form/styles.js';
import { lightStyles as newsletter } from '../../src/components/newsletter/styles.js';
import { LABEL_PLACEHOLDERS } from '../../src/core/constants/placeholders.js';

type Upgradable = HTMLElement & { updateComplete: Promise<void> };
type Rect = ReturnType<DOMRect['toJSON']>;

const markup = `
  <p>Before</p>
  <pb-contact-form legacy-placeholder><form action="/contact" method="post">
    <input type="hidden" name="pb_token" value="t">
    <p><label for="n">Name <span aria-hidden="true">*</span></label><input id="n" name="name" required></p>
    <p><label for="m">Message</label><textarea id="m" name="message"></textarea></p>
    <p><label for="s">Subject</label> <select id="s" name="subject"><option>Orders</option></select></p>
    <button type="submit">Send</button></form></pb-contact-form>
  <pb-newsletter legacy-placeholder><form action="/api/ajax" method="post">
    <p><label for="em">Email</label><input id="em" type="email" name="email" required></p>
    <p><label><input type="checkbox" name="terms" value="yes"> I agree</label></p>
    <button type="submit">Subscribe</button></form></pb-newsletter>
  <p id="after">After</p>
`;

describe('<pb-contact-form legacy-placeholder> and <pb-newsletter legacy-placeholder> upgrade', () => {
  let root: HTMLElement;
  let style: HTMLStyleElement;
  let was: Rect[];
  let withoutScript: Rect[];
  let waiting: Rect[];
  let now: Rect[];
  let hiddenBefore: boolean[];
  let shownWithoutScript: boolean[];

  const hiddenLabels = () => [...root.querySelectorAll('label[for=n], label[for=m], label[for=em]')];
  const boxes = () =>
    [...root.querySelectorAll('label, input:not([type=hidden]), textarea, select, button, #after')].map((el) =>
      el.getBoundingClientRect().toJSON(),
    );

  before(async () => {
    style = document.createElement('style');
    style.textContent = [contactForm, newsletter].join('\n');
    document.head.append(style);
    root = document.createElement('div');
    root.style.width = '360px';
    root.innerHTML = markup;
    document.body.append(root);
    expect(customElements.get('pb-contact-form')).to.equal(undefined);
    expect(customElements.get('pb-newsletter')).to.equal(undefined);
    was = boxes();
    hiddenBefore = hiddenLabels().map((l) => l.getBoundingClientRect().height <= 1);
    // The no-script net: each hidden label's animation, run to its end and back to its start.
    const animations = hiddenLabels().flatMap((l) => l.getAnimations());
    for (const a of animations) a.currentTime = LABEL_PLACEHOLDERS.noScriptLabelsAfter;
    withoutScript = boxes();
    shownWithoutScript = hiddenLabels().map((l) => l.getBoundingClientRect().height > 1);
    for (const a of animations) a.currentTime = 0;
    waiting = boxes();
    await Promise.all([import('../../elements/pb-contact-form.js'), import('../../elements/pb-newsletter.js')]);
    await Promise.all(
      [...root.querySelectorAll<Upgradable>('pb-contact-form, pb-newsletter')].map((el) => el.updateComplete),
    );
    now = boxes();
  });

  after(() => {
    root.remove();
    style.remove();
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('hides the labels of text fields before the upgrade, and only those', () => {
    expect(hiddenBefore).to.deep.equal([true, true, true]);
    const [, , subject] = [...root.querySelectorAll('label')];
    expect(subject?.getBoundingClientRect().height).to.be.greaterThan(1);
  });

  it('moves nothing: every label, field and what follows keeps its box', () => {
    expect(was.at(-1)?.top, 'measured a real page').to.be.greaterThan(100);
    expect(now).to.deep.equal(was);
  });

  it('shows the labels again after 3 s when no script arrives', () => {
    expect(hiddenBefore).to.deep.equal([true, true, true]);
    expect(shownWithoutScript).to.deep.equal([true, true, true]);
    expect(withoutScript, 'the labels take room again').not.to.deep.equal(was);
    expect(waiting, 'before the 3 s, hidden').to.deep.equal(was);
  });
});
