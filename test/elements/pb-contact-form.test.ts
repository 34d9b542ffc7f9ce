import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-contact-form.js';
import type { PbContactForm } from '../../elements/pb-contact-form.js';
import { loadClient } from '../../src/components/contact-form/attach.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { reactDownloads } from '../helpers/index.js';

const PROBE = '<img src=x onerror="window.__xss=1">';

async function mount(attrs = ''): Promise<PbContactForm> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<pb-contact-form id="cf" ${attrs}>
    <form action="/contact-test" method="post">
      <input type="hidden" name="pb_token" value="tok">
      <p><label for="n">Name</label><input id="n" name="name" required></p>
      <p><label for="e">Email</label><input id="e" name="email" type="email" required aria-describedby="e-hint">
        <small id="e-hint">We never share it.</small></p>
      <p><label for="s">Subject</label><select id="s" name="subject"><option>Orders</option><option>Classes</option></select></p>
      <fieldset data-required data-pb-conditions='{"rules":[{"field":"subject","op":"is","value":"Classes"}]}'>
        <legend>Which class?</legend>
        <label><input type="radio" name="class" value="Wheel"> Wheel</label>
        <label><input type="radio" name="class" value="Glaze"> Glaze</label>
      </fieldset>
      <p data-pb-conditions='{"relation":"any","rules":[{"field":"people","op":"is greater","value":"5"},{"field":"subject","op":"contains","value":"Cla"}]}'>
        <label for="x">Team name</label><input id="x" name="team"></p>
      <p><label for="p">People</label><input id="p" name="people" type="number"></p>
      <p><label for="m">Message</label><textarea id="m" name="message" required></textarea></p>
      <p><label for="c">What is <span data-pb-digit="first">3</span> plus <span data-pb-digit="second">4</span>?</label>
        <input id="c" name="pb_captcha" required>
        <input type="hidden" name="pb_first_digit" value="3"><input type="hidden" name="pb_second_digit" value="4"></p>
      <button type="submit">Send</button>
    </form></pb-contact-form>`;
  const el = root.querySelector('pb-contact-form') as PbContactForm;
  await el.updateComplete;
  return el;
}

const $ = <T extends HTMLElement = HTMLInputElement>(el: Element, sel: string) => el.querySelector(sel) as T;
function fillValid(el: Element) {
  $(el, '#n').value = 'Ann';
  $(el, '#e').value = 'ann@klei.nl';
  $(el, '#m').value = 'Hello';
  const sum = Number($(el, '[name=pb_first_digit]').value) + Number($(el, '[name=pb_second_digit]').value);
  $(el, '#c').value = String(sum);
}
const submit = (el: Element) => $<HTMLButtonElement>(el, 'button').click();
const settle = () => new Promise((r) => setTimeout(r, 0));
const answer = (status: number, body: string) => Promise.resolve(new Response(body, { status }));

describe('<pb-contact-form>', () => {
  // The request client loads on the first focus; these tests post at once, on fake clocks: load it first, so each
  // test passes alone as in the file (the lazy load has its own file).
  before(() => loadClient());

  let fetchStub: sinon.SinonStub;
  beforeEach(() => {
    fetchStub = sinon.stub(window, 'fetch');
    resetWarnings();
  });
  afterEach(() => sinon.restore());

  it('is accessible, upgraded and with its errors shown', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
    submit(el);
    await settle();
    await expect(el).to.be.accessible();
  });

  it('is plain: no shadow root and no React downloaded; a block; updateComplete waits for the post and its answer', async () => {
    const el = await mount();
    expect(el.shadowRoot).to.equal(null);
    expect(reactDownloads()).to.deep.equal([]);
    expect(getComputedStyle(el).display).to.equal('block');
    let reply: (r: Response) => void = () => {};
    fetchStub.callsFake(() => new Promise<Response>((r) => (reply = r)));
    fillValid(el);
    submit(el);
    let done = false;
    const complete = el.updateComplete.then(() => (done = true));
    await waitUntil(() => fetchStub.called);
    await settle();
    expect(done, 'the post is out').to.equal(false);
    reply(new Response('<p>Thanks</p>', { status: 200 }));
    await complete;
    expect($(el, '[role=status]').textContent).to.equal('Thanks');
  });

  it('a move keeps what it attached: the errors stay, and a submit after it is still checked', async () => {
    const el = await mount();
    submit(el);
    const other = await fixture<HTMLElement>(html`<section></section>`);
    other.append(el);
    await settle();
    expect($(el, '#n').getAttribute('aria-invalid')).to.equal('true');
    expect(el.querySelectorAll('.pb-form-summary')).to.have.length(1);
    submit(el);
    expect(fetchStub.called).to.equal(false);
    expect(el.querySelectorAll('.pb-form-summary')).to.have.length(1);
  });

  it('conditional logic: hides blocks at once, and re-evaluates on every input (all / any, numeric)', async () => {
    const el = await mount();
    const [klass, team] = Array.from(el.querySelectorAll<HTMLElement>('[data-pb-conditions]'));
    expect([klass?.hidden, team?.hidden]).to.deep.equal([true, true]);
    const people = $(el, '#p');
    people.value = '6';
    people.dispatchEvent(new Event('input', { bubbles: true }));
    expect([klass?.hidden, team?.hidden]).to.deep.equal([true, false]);
    people.value = '5';
    people.dispatchEvent(new Event('input', { bubbles: true }));
    expect(team?.hidden).to.equal(true);
    const subject = $<HTMLSelectElement>(el, '#s');
    subject.value = 'Classes';
    subject.dispatchEvent(new Event('change', { bubbles: true }));
    expect([klass?.hidden, team?.hidden]).to.deep.equal([false, false]);
  });

  it('flags each invalid field (aria-invalid, aria-describedby kept and added), announces and focuses a summary', async () => {
    const el = await mount();
    $(el, '#e').value = 'ann@klei';
    $(el, '#c').value = '99';
    submit(el);
    await settle();
    expect(fetchStub.called).to.equal(false);
    const summary = $(el, '.pb-form-summary');
    // Focus goes to the box, the alert is inside it: one announcement, not two (GOV.UK Frontend 4.4).
    expect(summary.getAttribute('role')).to.equal(null);
    expect(summary.querySelectorAll('[role=alert]').length).to.equal(1);
    expect(summary.querySelector('[role=alert]')?.textContent).to.equal(summary.textContent);
    expect(summary.querySelector('p')?.textContent).to.equal('Please fill in the following fields:');
    expect(Array.from(summary.querySelectorAll('li'), (li) => li.textContent)).to.deep.equal(['Name', 'Message']);
    expect(summary.textContent).to.contain('Please enter a valid email address.').and.contain('Wrong sum.');
    const error = (sel: string) => {
      const f = $(el, sel);
      const ids = (f.getAttribute('aria-describedby') ?? '').split(' ');
      return [f.getAttribute('aria-invalid'), ids.map((id) => document.getElementById(id)?.textContent)];
    };
    expect(error('#n')).to.deep.equal(['true', ['This field is required.']]);
    expect(error('#e')).to.deep.equal(['true', ['We never share it.', 'Please enter a valid email address.']]);
    expect(error('#c')[0]).to.equal('true');
    expect(error('#p')).to.deep.equal([null, [undefined]]);
    // The visitor is taken to the summary (it scrolls into view); each missing label leads to its field.
    expect(document.activeElement).to.equal(summary);
    expect(summary.tabIndex).to.equal(-1);
    const links = Array.from(summary.querySelectorAll('li a'), (a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['#n', '#m']);
    $<HTMLAnchorElement>(summary, 'li a[href="#m"]').click();
    expect(document.activeElement).to.equal($(el, '#m'));

    // Fixed and sent again: the errors go, the author's describedby stays. The answer is held back: once it
    // arrives it replaces the form, and WebKit reads a Response sooner than one timer turn in Chromium.
    let release = (_: Response): void => {};
    fetchStub.returns(new Promise<Response>((resolve) => (release = resolve)));
    fillValid(el);
    submit(el);
    await settle();
    expect($(el, '#e').getAttribute('aria-describedby')).to.equal('e-hint');
    expect(el.querySelector('.pb-form-summary, .pb-form-error, [aria-invalid]')).to.equal(null);
    release(new Response('<p>Thanks</p>', { status: 200 }));
    await settle();
  });

  it('a wrong captcha regenerates both numbers (1-15) in the hidden fields and the label, and clears the field', async () => {
    const el = await mount();
    fillValid(el);
    sinon.stub(Math, 'random').returns(0.999);
    $(el, '#c').value = '8';
    submit(el);
    await settle();
    expect($(el, '#c').value).to.equal('');
    expect([$(el, '[name=pb_first_digit]').value, $(el, '[name=pb_second_digit]').value]).to.deep.equal(['15', '15']);
    expect(Array.from(el.querySelectorAll('[data-pb-digit]'), (d) => d.textContent)).to.deep.equal(['15', '15']);
    expect(document.activeElement).to.equal($(el, '.pb-form-summary'));
    expect($(el, '.pb-form-summary').textContent).to.contain('Wrong sum.');
    expect(fetchStub.called).to.equal(false);
  });

  it('an empty captcha is required like any field: no wrong-sum message, the numbers stay', async () => {
    const el = await mount();
    fillValid(el);
    $(el, '#c').value = ' ';
    submit(el);
    await settle();
    const summary = $(el, '.pb-form-summary');
    expect(summary.textContent).not.to.contain('Wrong sum.');
    expect(Array.from(summary.querySelectorAll('li'), (li) => li.textContent)).to.deep.equal(['What is 3 plus 4?']);
    expect($(el, '#c').getAttribute('aria-invalid')).to.equal('true');
    expect(el.querySelector('#c + .pb-form-error')?.textContent).to.equal('This field is required.');
    expect([$(el, '[name=pb_first_digit]').value, $(el, '[name=pb_second_digit]').value]).to.deep.equal(['3', '4']);
    expect(fetchStub.called).to.equal(false);
  });

  it('a group shown by conditional logic is checked as a group; hidden it is skipped', async () => {
    const el = await mount();
    fillValid(el);
    const subject = $<HTMLSelectElement>(el, '#s');
    subject.value = 'Classes';
    subject.dispatchEvent(new Event('change', { bubbles: true }));
    submit(el);
    await settle();
    expect(Array.from(el.querySelectorAll('.pb-form-summary li'), (li) => li.textContent)).to.deep.equal([
      'Which class?',
    ]);
    expect($(el, '[name=class]').getAttribute('aria-invalid')).to.equal('true');
    expect($(el, 'fieldset .pb-form-error').textContent).to.equal('This field is required.');
    $<HTMLAnchorElement>(el, '.pb-form-summary a').click();
    expect(document.activeElement).to.equal($(el, '[name=class]'));
  });

  it('posts the fields, metadata, token and hidden list once for a double click; the sanitised answer replaces the form', async () => {
    const el = await mount();
    fillValid(el);
    $(el, '#x').value = 'stale';
    let release: (r: Response) => void = () => {};
    fetchStub.returns(new Promise<Response>((r) => (release = r)));
    const events: unknown[] = [];
    el.addEventListener('pb-form-success', (e) => events.push(e.detail));
    submit(el);
    submit(el);
    await settle();
    expect(fetchStub.callCount).to.equal(1);
    const [url, init] = fetchStub.firstCall.args as [string, RequestInit];
    expect(url).to.equal('/contact-test');
    const body = init.body as URLSearchParams;
    expect(body.get('name')).to.equal('Ann');
    expect(body.get('pb_token')).to.equal('tok');
    expect(body.get('pb_ajax')).to.equal('1');
    expect(body.has('team')).to.equal(false);
    expect(JSON.parse(body.get('pb_hidden_fields') ?? '')).to.deep.equal(['class', 'team']);
    const meta = JSON.parse(body.get('pb_fields') ?? '');
    expect(meta[0]).to.deep.equal({
      id: 'name',
      original_id: 'n',
      required_mark: 'required',
      field_type: 'input',
      field_label: 'Name',
    });
    expect(meta.map((m: { field_type: string }) => m.field_type)).to.deep.equal([
      'input',
      'email',
      'select',
      'radio',
      'input',
      'input',
      'text',
    ]);
    expect(el.getAttribute('aria-busy')).to.equal('true');
    expect($(el, 'button').getAttribute('aria-disabled')).to.equal('true');
    release(
      new Response(
        `<p class="ok">Thank you, Ann.</p>${PROBE}<script>window.__xss=2</script><style>body{color:red}</style><form action="https://evil.example/"><input name="password"></form>`,
      ),
    );
    await waitUntil(() => !el.hasAttribute('aria-busy'), 'the answer is handled', { timeout: 4000 });
    expect(el.querySelector('form')).to.equal(null);
    expect(el.querySelector('.ok')?.textContent).to.equal('Thank you, Ann.');
    expect(el.querySelector('script, [onerror]')).to.equal(null);
    expect(
      el.querySelector('style, form, input')?.outerHTML ?? null,
      'nothing that restyles or asks for input',
    ).to.equal(null);
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
    expect(document.activeElement?.getAttribute('role')).to.equal('status');
    expect(events).to.deep.equal([{ form: 'cf' }]);
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });

  for (const [what, reply, failure, shown] of [
    [
      'a network failure',
      () => Promise.reject(new TypeError('offline')),
      'network',
      'Your message could not be sent. Please try again.',
    ],
    ['a 500', () => answer(500, 'oops'), 'server', 'Your message could not be sent. Please try again.'],
    ['an empty 200', () => answer(200, ' \n'), 'empty', 'Your message could not be sent. Please try again.'],
    [
      'an expired nonce (403)',
      () => answer(403, JSON.stringify({ error: `Expired. ${PROBE}` })),
      'nonce',
      `Expired. ${PROBE}`,
    ],
  ] as const) {
    it(`${what} keeps every value and shows ${failure === 'nonce' ? 'the server text, as text' : 'the contact error'}`, async () => {
      const el = await mount();
      fillValid(el);
      fetchStub.callsFake(reply);
      const events: unknown[] = [];
      el.addEventListener('pb-form-error', (e) => events.push(e.detail));
      submit(el);
      await waitUntil(() => events.length === 1, 'the failure is handled', { timeout: 4000 });
      expect($(el, '.pb-form-summary').textContent).to.equal(shown);
      expect(document.activeElement).to.equal($(el, '.pb-form-summary'));
      expect($(el, 'button').hasAttribute('aria-disabled')).to.equal(false);
      expect(el.querySelector('.pb-form-summary img')).to.equal(null);
      expect([$(el, '#n').value, $(el, '#e').value, $(el, '#m').value]).to.deep.equal(['Ann', 'ann@klei.nl', 'Hello']);
      expect(events).to.deep.equal([{ failure, message: shown }]);
      // Not stuck: a second try goes out.
      submit(el);
      await waitUntil(() => events.length === 2, 'the second try is handled', { timeout: 4000 });
      expect(fetchStub.callCount).to.equal(2);
    });
  }

  it('takes its strings from the page config, then its messages attribute', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'pb-config';
    config.textContent = JSON.stringify({
      messages: { 'pb-contact-form': { fillIn: 'Vul in:', required: 'Verplicht' } },
    });
    document.head.append(config);
    try {
      const el = await mount(`messages='{"required":"Verplicht veld"}'`);
      submit(el);
      await settle();
      expect($(el, '.pb-form-summary p').textContent).to.equal('Vul in:');
      expect($(el, '.pb-form-error').textContent).to.equal('Verplicht veld');
    } finally {
      config.remove();
    }
  });

  it('legacy placeholder: the label as placeholder, gone on focus, back on blur when empty', async () => {
    const el = await mount('legacy-placeholder');
    const name = $(el, '#n');
    expect(name.placeholder).to.equal('Name');
    expect($(el, '#m').getAttribute('placeholder')).to.equal('Message');
    name.focus();
    expect(name.hasAttribute('placeholder')).to.equal(false);
    name.blur();
    expect(name.placeholder).to.equal('Name');
    name.focus();
    name.value = 'Ann';
    name.blur();
    expect(name.hasAttribute('placeholder')).to.equal(false);
    expect(name.value).to.equal('Ann');
  });

  it('warns, naming the element and attribute, for bad conditions and a captcha without its numbers', async () => {
    const warn = sinon.stub(console, 'warn');
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML = `<pb-contact-form><form>
      <input name="a">
      <p data-pb-conditions="{nope"><input name="b"></p>
      <p data-pb-conditions='[{"field":"a","op":"is greater","value":"x"},{"field":"zz","op":"is","value":"1"}]'><input name="c"></p>
      <input name="pb_captcha" aria-label="Sum">
    </form></pb-contact-form>`;
    await (root.firstElementChild as PbContactForm).updateComplete;
    const text = warn.args.map((a) => String(a[0]));
    expect(
      text.some((t) => t.includes('<pb-contact-form> attribute "data-pb-conditions"') && t.includes('JSON')),
    ).to.equal(true);
    expect(text.some((t) => t.includes('rule 1 dropped'))).to.equal(true);
    expect(text.some((t) => t.includes('no field is named "zz"'))).to.equal(true);
    expect(text.some((t) => t.includes('"pb_first_digit"'))).to.equal(true);
    expect($<HTMLElement>(root, 'p:has(> [name=b])').hidden).to.equal(false);
    expect($<HTMLElement>(root, 'p:has(> [name=c])').hidden, 'every rule dropped: shown').to.equal(false);
  });

  it('drops a rule naming no field of the form (as the README says): the block shows as if unconditioned', async () => {
    const warn = sinon.stub(console, 'warn');
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML = `<pb-contact-form><form>
      <input name="a">
      <p data-pb-conditions='[{"field":"zz","op":"is","value":"1"}]'><input name="b"></p>
      <p data-pb-conditions='[{"field":"a","op":"is","value":"go"},{"field":"zz","op":"is","value":"1"}]'><input name="c"></p>
    </form></pb-contact-form>`;
    await (root.firstElementChild as PbContactForm).updateComplete;
    const block = (name: string) => $<HTMLElement>(root, `p:has(> [name=${name}])`);
    expect(block('b').hidden, 'its only rule dropped').to.equal(false);
    expect(block('c').hidden, 'the rule on "a" still decides').to.equal(true);
    const a = $(root, '[name=a]');
    a.value = 'go';
    a.dispatchEvent(new Event('input', { bubbles: true }));
    expect([block('b').hidden, block('c').hidden]).to.deep.equal([false, false]);
    const text = warn.args.map((w) => String(w[0]));
    expect(
      text.filter((t) => t.includes('<pb-contact-form> attribute "data-pb-conditions"') && t.includes('"zz"')),
    ).to.have.length(2);
    expect(text.every((t) => !t.includes('"zz"') || t.includes('dropped'))).to.equal(true);
  });
});
