import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import {
  labelPlaceholderStyles,
  labelPlaceholders,
  placeholderOptionWarning,
  placeholderText,
  TEXT_FIELD,
} from '../../src/core/form/index.js';

describe('label placeholders: the text (MFT §5)', () => {
  it('is the label with its whitespace collapsed, and a required mark kept once at the end', () => {
    expect(placeholderText('  Your\n  name ')).to.equal('Your name');
    expect(placeholderText('Name *')).to.equal('Name *');
    expect(placeholderText('Name*')).to.equal('Name *');
    expect(placeholderText('Name **')).to.equal('Name *');
    expect(placeholderText('* Name')).to.equal('Name *');
    expect(placeholderText('Email\n  *\n')).to.equal('Email *');
    expect(placeholderText('What is 4 * 3?')).to.equal('What is 4 * 3?');
    expect(placeholderText(' * ')).to.equal('');
    expect(placeholderText('')).to.equal('');
  });

  it('never has a line break, doubled or edge spaces, or more than one mark at the end; it is stable', () => {
    fc.assert(
      fc.property(fc.string(), (label) => {
        const text = placeholderText(label);
        expect(text).not.to.match(/\s{2}|[\n\r\t]|^\s|\s$/);
        expect(text).not.to.match(/\*\s*\*$/);
        expect(placeholderText(text)).to.equal(text);
      }),
    );
  });
});

describe('label placeholders: the option value', () => {
  it('warns for a value that reads as off, as a boolean attribute is on whatever its value', () => {
    for (const raw of ['false', 'off', 'No', ' 0 ']) expect(placeholderOptionWarning(raw)).to.include('turns');
    for (const raw of [null, '', 'legacy-placeholder', 'true'])
      expect(placeholderOptionWarning(raw)).to.equal(undefined);
  });
});

describe('label placeholders: on a bare form', () => {
  async function form() {
    return fixture<HTMLFormElement>(html`<form>
      <label for="n">Name <span aria-hidden="true">*</span></label><input id="n" name="name" required>
      <label for="e">Email</label><input id="e" name="email" type="email" placeholder="you@example.com">
      <label>Message <textarea name="message">Hi</textarea></label>
      <label for="d">Date</label><input id="d" name="date" type="date">
      <label for="s">Size</label><select id="s" name="size"><option>S</option></select>
      <label><input type="checkbox" name="ok"> I agree</label>
      <input type="radio" id="r" name="r"><label for="r">Radio</label>
      <input type="hidden" name="h" value="x">
      <input name="nolabel">
      <label for="blank"> </label><input id="blank" name="blank" placeholder="own">
    </form>`);
  }
  const $ = (f: HTMLFormElement, name: string) => f.elements.namedItem(name) as HTMLInputElement;

  it('gives text fields with a label its text as placeholder, and nothing else a placeholder', async () => {
    const f = await form();
    const off = labelPlaceholders(f);
    expect($(f, 'name').placeholder).to.equal('Name *');
    expect($(f, 'email').placeholder, "the label's text, over the field's own").to.equal('Email');
    expect($(f, 'message').hasAttribute('placeholder'), 'filled: none').to.equal(false);
    for (const name of ['date', 'size', 'ok', 'r', 'h', 'nolabel'])
      expect($(f, name).hasAttribute('placeholder'), name).to.equal(false);
    expect($(f, 'blank').placeholder, 'a label without text: the own placeholder stays').to.equal('own');
    for (const name of ['name', 'email', 'message']) expect($(f, name).value).not.to.include('Name');
    off();
    expect($(f, 'name').hasAttribute('placeholder')).to.equal(false);
    expect($(f, 'email').placeholder, 'given back').to.equal('you@example.com');
  });

  it("takes a wrapped textarea's label text without the textarea's contents", async () => {
    const f = await form();
    const off = labelPlaceholders(f);
    const message = $(f, 'message') as unknown as HTMLTextAreaElement;
    message.value = '';
    message.focus();
    message.blur();
    expect(message.placeholder).to.equal('Message');
    off();
  });

  it('follows its label: new text shows while the field is empty; a reset brings it back', async () => {
    const f = await form();
    const off = labelPlaceholders(f);
    const name = $(f, 'name');
    (f.querySelector('label[for=n]') as HTMLLabelElement).firstChild!.textContent = 'Full name ';
    await new Promise((r) => setTimeout(r, 0));
    expect(name.placeholder).to.equal('Full name *');
    name.value = 'Ann';
    name.focus();
    name.blur();
    expect(name.hasAttribute('placeholder')).to.equal(false);
    f.reset();
    await new Promise((r) => setTimeout(r, 0));
    expect(name.placeholder, 'emptied by the reset, unfocused').to.equal('Full name *');
    off();
  });

  it('selects the same fields in CSS and in code, and the rules parse', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(labelPlaceholderStyles('pb-x'));
    const text = [...sheet.cssRules].map((r) => r.cssText).join('\n');
    expect(text).to.include('@keyframes pb-x-labels');
    expect(text).to.include('pb-x[legacy-placeholder]:not(:defined) label:has(+ :is(');
    expect(text).to.include('position: absolute !important');
    expect(document.createElement('textarea').matches(TEXT_FIELD)).to.equal(true);
  });
});
