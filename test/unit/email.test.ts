import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { isValidEmail } from '../../src/core/form/email.js';

describe('contact form email rule (MFT §5)', () => {
  const table: [string, boolean, string][] = [
    ['ann@klei.nl', true, 'a plain address'],
    ["o'neil+news@mail.studio-klei.co.uk", true, 'special characters in the local part, hyphen inside a label'],
    ['a.b@c.de', true, 'dots in the local part'],
    ['a@b.c', false, 'fewer than 6 characters'],
    ['@klei.nl', false, 'an @ at the first position'],
    ['annklei.nl', false, 'no @'],
    ['an(n)@klei.nl', false, 'a character the local part does not allow'],
    ['ann@klei..nl', false, 'consecutive dots in the domain'],
    ['ann@localhost', false, 'one domain label'],
    ['ann@-klei.nl', false, 'a label starting with a hyphen'],
    ['ann@klei-.nl', false, 'a label ending with a hyphen'],
    ['ann@kl_ei.nl', false, 'an underscore in a label'],
    ['ann@klei.nl.', false, 'an empty last label'],
    ['ann@.klei.nl', false, 'an empty first label'],
    ['ann@klei@nl.nl', false, 'a second @ in the domain'],
  ];
  for (const [email, valid, why] of table) {
    it(`${valid ? 'accepts' : 'refuses'} ${email} (${why})`, () => expect(isValidEmail(email)).to.equal(valid));
  }

  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
  const local = fc.stringMatching(/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]{2,12}$/);
  const address = fc
    .tuple(local, fc.array(label, { minLength: 2, maxLength: 4 }))
    .map(([l, labels]) => `${l}@${labels.join('.')}`);

  it('accepts every address built from the allowed parts', () => {
    fc.assert(fc.property(address, (email) => isValidEmail(email)));
  });

  it('refuses any such address once its domain has two dots in a row', () => {
    fc.assert(fc.property(address, (email) => !isValidEmail(email.replace(/\.(?=[^@]*$)/, '..'))));
  });

  it('refuses any such address without an @', () => {
    fc.assert(fc.property(address, (email) => !isValidEmail(email.replace('@', ''))));
  });
});
