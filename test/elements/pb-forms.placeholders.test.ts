/**
 * MFT §5's legacy label placeholders on the two forms that offer them (`legacy-placeholder`): the label's text as
 * the native placeholder, never the value; cleared on focus, back on blur when empty; the label visually hidden
 * and still the field's accessible name.
 */

import { aTimeout, expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-contact-form.js';
import '../../elements/pb-newsletter.js';
import type { PbContactForm } from '../../elements/pb-contact-form.js';
import type { PbNewsletter } from '../../elements/pb-newsletter.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { SNAPSHOT } from '../helpers/counters.js';
import { itExceptIn } from '../helpers/engines.js';
import { setPageConfig } from '../helpers/index.js';

const CONTACT = `<pb-contact-form id="cf" legacy-placeholder>
  <form action="/contact-test" method="post">
    <input type="hidden" name="pb_token" value="tok">
    <p><label for="n">Name <span aria-hidden="true">*</span></label><input id="n" name="name" required></p>
    <p><label for="e">Email <span aria-hidden="true">*</span></label><input id="e" name="email" type="email" required></p>
    <p><label for="t">Phone</label><input id="t" name="phone" type="tel"></p>
    <p><label for="s">Subject</label><select id="s" name="subject"><option>Orders</option><option>Classes</option></select></p>
    <p><label for="m">Message</label><textarea id="m" name="message"></textarea></p>
    <p><label for="c">What is <span data-pb-digit="first">3</span> plus <span data-pb-digit="second">4</span>?</label><input id="c" name="pb_captcha" required>
      <input type="hidden" name="pb_first_digit" value="3"><input type="hidden" name="pb_second_digit" value="4"></p>
    <p><input type="checkbox" id="k" name="copy" value="yes"><label for="k">Send me a copy</label></p>
    <button type="submit">Send</button>
  </form></pb-contact-form>`;

const NEWS = `<pb-newsletter id="news" legacy-placeholder>
  <form action="/api/ajax" method="post">
    <input type="hidden" name="action" value="pb_newsletter_subscribe">
    <input type="hidden" name="nonce" value="n1">
    <input type="hidden" name="list_id" value="news">
    <input type="hidden" name="provider" value="demo">
    <input type="hidden" name="account" value="studio">
    <input type="hidden" name="checksum" value="abc">
    <input type="hidden" name="token" value="footer">
    <p><label for="fn">First name</label><input id="fn" name="first_name"></p>
    <p><label for="em">Email <span aria-hidden="true">*</span></label><input id="em" type="email" name="email" required></p>
    <p><label for="pc">Postcode</label><input id="pc" name="postcode"></p>
    <label><input type="checkbox" name="terms" value="yes"> I agree</label>
    <button type="submit">Subscribe</button>
  </form></pb-newsletter>`;

async function mount<T extends HTMLElement & { updateComplete: Promise<void> }>(markup: string): Promise<T> {
  const root = await fixture<HTMLElement>('<div></div>');
  root.innerHTML = markup;
  const el = root.firstElementChild as T;
  await el.updateComplete;
  return el;
}
const $ = <T extends Element = HTMLInputElement>(el: Element, sel: string) => el.querySelector(sel) as T;
const shown = (f: Element) => f.matches(':placeholder-shown');
const answer = (status: number, body: string) => async () => new Response(body, { status });

/** The label is out of sight (1 px, clipped, out of the flow) but not removed from the accessibility tree. */
function visuallyHidden(label: Element) {
  const s = getComputedStyle(label);
  const box = label.getBoundingClientRect();
  return (
    s.position === 'absolute' && box.width <= 1 && box.height <= 1 && s.display !== 'none' && s.visibility !== 'hidden'
  );
}

type AxNode = { role: string; name: string; children: AxNode[] };
async function textboxNamed(name: string) {
  const tree = (await a11ySnapshot({})) as unknown as AxNode;
  return findAccessibilityNode(tree, (n) => n.role === 'textbox' && n.name === name);
}

describe('label placeholders: <pb-contact-form legacy-placeholder> and <pb-newsletter legacy-placeholder>', () => {
  beforeEach(() => {
    resetWarnings();
    setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { frontend: 'n1' } });
  });
  afterEach(() => {
    sinon.restore();
    fixtureCleanup();
    setPageConfig(null);
  });

  it('is accessible with the labels hidden, on both forms', async () => {
    const cf = await mount<PbContactForm>(CONTACT);
    await expect(cf).to.be.accessible();
    const news = await mount<PbNewsletter>(NEWS);
    await expect(news).to.be.accessible();
  });

  it("contact form: each text field's placeholder is its label's text, the value stays empty", async () => {
    const el = await mount<PbContactForm>(CONTACT);
    expect($(el, '#n').placeholder, 'the required mark kept once').to.equal('Name *');
    expect($(el, '#e').placeholder).to.equal('Email *');
    expect($(el, '#t').placeholder).to.equal('Phone');
    expect($<HTMLTextAreaElement>(el, '#m').placeholder).to.equal('Message');
    expect($(el, '#c').placeholder).to.equal('What is 3 plus 4?');
    for (const sel of ['#n', '#e', '#t', '#m', '#c']) {
      expect($(el, sel).value, sel).to.equal('');
      expect(shown($(el, sel)), sel).to.equal(true);
    }
    expect($(el, '#s').hasAttribute('placeholder'), 'a select').to.equal(false);
    expect($(el, '#k').hasAttribute('placeholder'), 'a checkbox').to.equal(false);
  });

  it('contact form: focus clears the placeholder, blur brings it back only when the field is empty', async () => {
    const el = await mount<PbContactForm>(CONTACT);
    const name = $(el, '#n');
    name.focus();
    expect(name.hasAttribute('placeholder')).to.equal(false);
    name.blur();
    expect(name.placeholder).to.equal('Name *');
    expect(shown(name)).to.equal(true);
    name.focus();
    name.value = 'Ann';
    name.blur();
    expect(name.hasAttribute('placeholder')).to.equal(false);
    expect(name.value).to.equal('Ann');
    name.focus();
    name.value = '';
    name.blur();
    expect(name.placeholder, 'emptied again').to.equal('Name *');
  });

  it('contact form: the data sent has what the visitor typed and no label text', async () => {
    const fetch = sinon.stub(window, 'fetch').callsFake(answer(200, '<p>Thanks</p>'));
    const el = await mount<PbContactForm>(CONTACT);
    const form = $<HTMLFormElement>(el, 'form');
    $(el, '#n').value = 'Ann';
    $(el, '#e').value = 'ann@klei.nl';
    $(el, '#c').value = '7';
    const posted = new FormData(form);
    expect([posted.get('phone'), posted.get('message')], 'the no-script post').to.deep.equal(['', '']);
    $<HTMLButtonElement>(el, 'button').click();
    await el.updateComplete;
    const body = (fetch.firstCall.args[1] as RequestInit).body as URLSearchParams;
    expect(body.get('name')).to.equal('Ann');
    expect(body.get('email')).to.equal('ann@klei.nl');
    expect(body.get('phone')).to.equal('');
    expect(body.get('message')).to.equal('');
    for (const [key, value] of body)
      if (!key.startsWith('pb_')) expect(value, key).not.to.match(/Name|Email|Phone|Message|What is/);
  });

  it('contact form: a wrong captcha gets new numbers, and the emptied field shows them as its placeholder', async () => {
    sinon.stub(window, 'fetch');
    const el = await mount<PbContactForm>(CONTACT);
    $(el, '#n').value = 'Ann';
    $(el, '#e').value = 'ann@klei.nl';
    const captcha = $(el, '#c');
    captcha.value = '99';
    $<HTMLButtonElement>(el, 'button').click();
    await aTimeout(0);
    const [a, b] = [$(el, '[name=pb_first_digit]').value, $(el, '[name=pb_second_digit]').value];
    expect(captcha.value).to.equal('');
    expect(captcha.placeholder).to.equal(`What is ${a} plus ${b}?`);
    expect(shown(captcha)).to.equal(true);
  });

  it('contact form: the labels of text fields are visually hidden, the others shown', async () => {
    const el = await mount<PbContactForm>(CONTACT);
    for (const f of ['n', 'e', 't', 'm', 'c']) expect(visuallyHidden($(el, `label[for=${f}]`)), f).to.equal(true);
    for (const f of ['s', 'k']) expect(visuallyHidden($(el, `label[for=${f}]`)), f).to.equal(false);
    expect(($(el, '#n') as HTMLInputElement).labels?.[0]).to.equal($(el, 'label[for=n]'));
  });

  itExceptIn(SNAPSHOT, 'contact form: each field is still named by its label (the accessibility tree)', async () => {
    await mount<PbContactForm>(CONTACT);
    for (const name of ['Name', 'Email', 'Phone', 'Message', 'What is 3 plus 4?'])
      expect(await textboxNamed(name), name).not.to.equal(null);
  });

  it('contact form: removing the attribute takes the placeholders off and shows the labels', async () => {
    const el = await mount<PbContactForm>(CONTACT);
    el.removeAttribute('legacy-placeholder');
    expect($(el, '#n').hasAttribute('placeholder')).to.equal(false);
    expect(visuallyHidden($(el, 'label[for=n]'))).to.equal(false);
    el.setAttribute('legacy-placeholder', '');
    expect($(el, '#n').placeholder).to.equal('Name *');
  });

  it('warns, naming the element and attribute, for a value meant as off; the option is on all the same', async () => {
    const warn = sinon.stub(console, 'warn');
    const cf = await mount<PbContactForm>(CONTACT.replace('legacy-placeholder>', 'legacy-placeholder="false">'));
    const news = await mount<PbNewsletter>(NEWS.replace('legacy-placeholder>', 'legacy-placeholder="off">'));
    const text = warn.args.map((a) => String(a[0]));
    expect(
      text.some((t) => t.includes('<pb-contact-form> attribute "legacy-placeholder"') && t.includes('"false"')),
    ).to.equal(true);
    expect(
      text.some((t) => t.includes('<pb-newsletter> attribute "legacy-placeholder"') && t.includes('"off"')),
    ).to.equal(true);
    expect($(cf, '#n').placeholder).to.equal('Name *');
    expect($(news, '#fn').placeholder).to.equal('First name');
  });

  it('newsletter: the placeholders, cleared on focus and back on blur when empty', async () => {
    const el = await mount<PbNewsletter>(NEWS);
    const first = $(el, '#fn');
    expect(first.placeholder).to.equal('First name');
    expect($(el, '#em').placeholder).to.equal('Email *');
    expect($(el, '[name=terms]').hasAttribute('placeholder')).to.equal(false);
    expect(visuallyHidden($(el, 'label[for=fn]'))).to.equal(true);
    expect(visuallyHidden($(el, 'label:has([name=terms])')), 'a checkbox label').to.equal(false);
    first.focus();
    expect(first.hasAttribute('placeholder')).to.equal(false);
    first.blur();
    expect(first.placeholder).to.equal('First name');
    first.focus();
    first.value = 'Ada';
    first.blur();
    expect(first.hasAttribute('placeholder')).to.equal(false);
  });

  it('newsletter: the data sent has what the visitor typed and no label text', async () => {
    const fetch = sinon.stub(window, 'fetch').callsFake(answer(200, '{"success":true}'));
    const el = await mount<PbNewsletter>(NEWS);
    expect(new FormData($<HTMLFormElement>(el, 'form')).get('postcode'), 'the no-script post').to.equal('');
    $(el, '#fn').value = 'Ada';
    $(el, '#em').value = 'ada@example.com';
    $<HTMLFormElement>(el, 'form').requestSubmit();
    for (let i = 0; i < 100 && !fetch.called; i++) await aTimeout(5);
    const body = Object.fromEntries((fetch.firstCall.args[1] as RequestInit).body as URLSearchParams);
    expect(body.first_name).to.equal('Ada');
    expect(body.email).to.equal('ada@example.com');
    expect(JSON.parse(body.custom_fields ?? '')).to.deep.equal({ postcode: '' });
    expect(Object.values(body).join(' ')).not.to.match(/First name|Postcode|Email \*/);
  });

  itExceptIn(SNAPSHOT, 'newsletter: each field is still named by its label (the accessibility tree)', async () => {
    await mount<PbNewsletter>(NEWS);
    for (const name of ['First name', 'Email', 'Postcode']) expect(await textboxNamed(name), name).not.to.equal(null);
  });

  it('newsletter: removing the attribute takes the placeholders off and shows the labels', async () => {
    const el = await mount<PbNewsletter>(NEWS);
    el.removeAttribute('legacy-placeholder');
    await el.updateComplete;
    expect($(el, '#fn').hasAttribute('placeholder')).to.equal(false);
    expect(visuallyHidden($(el, 'label[for=fn]'))).to.equal(false);
  });
});
