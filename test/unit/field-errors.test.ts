import { expect, fixture, html } from '@open-wc/testing';
import { markField, unmarkFields } from '../../src/core/form/index.js';

describe('field errors (the one helper every form element uses)', () => {
  it('ties a message to a field, replaces it, and takes it back leaving the author’s own description', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form><label>Email <input id="e" aria-describedby="hint"></label><p id="hint">We never share it.</p></form>
    `);
    const input = form.querySelector('input') as HTMLInputElement;
    markField([input], 'Required', 'pb-form-error');
    markField([input], 'Not an email address', 'pb-form-error');
    const messages = form.querySelectorAll('.pb-form-error');
    expect(messages.length, 'one message per field').to.equal(1);
    expect(messages[0]?.previousElementSibling, 'after the wrapping label').to.equal(form.querySelector('label'));
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(`hint ${messages[0]?.id}`);
    await expect(form).to.be.accessible();
    unmarkFields(form);
    expect(form.querySelector('.pb-form-error')).to.equal(null);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.getAttribute('aria-describedby')).to.equal('hint');
  });

  it('gives a group one message at the end of its fieldset, and unmarks every control of it', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form><fieldset><legend>Size</legend>
        <label><input type="radio" name="s" value="s"> Small</label>
        <label><input type="radio" name="s" value="l"> Large</label>
      </fieldset></form>
    `);
    const radios = [...form.querySelectorAll('input')];
    markField(radios, 'Choose one');
    const message = form.querySelector('fieldset > .pb-field-message');
    expect(message?.textContent).to.equal('Choose one');
    expect(radios.map((r) => r.getAttribute('aria-describedby'))).to.deep.equal([message?.id, message?.id]);
    unmarkFields(radios);
    expect(form.querySelector('.pb-field-message')).to.equal(null);
    expect(radios.some((r) => r.hasAttribute('aria-invalid') || r.hasAttribute('aria-describedby'))).to.equal(false);
  });
});
