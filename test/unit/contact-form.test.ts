import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import { CONDITION_OPERATORS, FORMS } from '../../src/core/constants/forms.js';
import {
  captchaSolved,
  evaluate,
  newCaptcha,
  type Operator,
  parseConditions,
  readFields,
  testRule,
  validateFields,
  valuesOf,
} from '../../src/core/form/index.js';

describe('contact form conditional logic (MFT §5)', () => {
  // [operator, field values, rule value, expected]
  const table: [Operator, string[], string, boolean][] = [
    ['is', ['Classes'], 'Classes', true],
    ['is', ['Orders'], 'Classes', false],
    ['is', ['A', 'B'], 'B', true],
    ['is', [], 'B', false],
    ['is not', ['Orders'], 'Classes', true],
    ['is not', ['Classes'], 'Classes', false],
    ['is empty', [''], '', true],
    ['is empty', [], '', true],
    ['is empty', ['x'], '', false],
    ['is not empty', ['x'], '', true],
    ['is not empty', [''], '', false],
    ['contains', ['wheel course'], 'wheel', true],
    ['contains', ['glaze'], 'wheel', false],
    ['does not contain', ['glaze'], 'wheel', true],
    ['does not contain', ['wheel course'], 'wheel', false],
    ['is greater', ['12'], '10', true],
    ['is greater', ['10'], '10', false],
    ['is greater', ['ten'], '1', false],
    ['is greater', [''], '-1', false],
    ['is less', ['2.5'], '3', true],
    ['is less', ['3'], '3', false],
    ['is less', ['12px'], '100', false],
  ];
  for (const [op, values, value, want] of table) {
    it(`${JSON.stringify(values)} ${op} ${JSON.stringify(value)} is ${want}`, () =>
      expect(testRule(op, values, value)).to.equal(want));
  }

  it('has the spec’s eight operators', () => expect(CONDITION_OPERATORS).to.have.length(8));

  const holds: Record<Operator, [string[], string]> = {
    is: [['a'], 'a'],
    'is not': [['a'], 'b'],
    'is empty': [[''], ''],
    'is not empty': [['a'], ''],
    contains: [['abc'], 'b'],
    'does not contain': [['abc'], 'x'],
    'is greater': [['5'], '4'],
    'is less': [['3'], '4'],
  };
  const fails: Record<Operator, [string[], string]> = {
    is: [['a'], 'b'],
    'is not': [['a'], 'a'],
    'is empty': [['a'], ''],
    'is not empty': [[''], ''],
    contains: [['abc'], 'x'],
    'does not contain': [['abc'], 'b'],
    'is greater': [['3'], '4'],
    'is less': [['5'], '4'],
  };
  for (const op of CONDITION_OPERATORS) {
    it(`"${op}" with all and any: one true and one false rule`, () => {
      const values: Record<string, string[]> = { yes: holds[op][0], no: fails[op][0] };
      const rules = [
        { field: 'yes', op, value: holds[op][1] },
        { field: 'no', op, value: fails[op][1] },
      ];
      const of = (f: string) => values[f] ?? [];
      expect(evaluate({ relation: 'all', rules }, of)).to.equal(false);
      expect(evaluate({ relation: 'any', rules }, of)).to.equal(true);
      expect(evaluate({ relation: 'all', rules: rules.slice(0, 1) }, of)).to.equal(true);
      expect(evaluate({ relation: 'any', rules: rules.slice(1) }, of)).to.equal(false);
    });
  }

  it('numeric operators agree with number comparison for any two numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        expect(testRule('is greater', [`${a}`], `${b}`)).to.equal(a > b);
        expect(testRule('is less', [`${a}`], `${b}`)).to.equal(a < b);
      }),
    );
  });

  it('"is" and "is not" are opposites, and so are the two "contain"s, for any values', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 3 }), fc.string(), (values, value) => {
        expect(testRule('is', values, value)).to.equal(!testRule('is not', values, value));
        expect(testRule('contains', values, value)).to.equal(!testRule('does not contain', values, value));
        expect(testRule('is empty', values, value)).to.equal(!testRule('is not empty', values, value));
      }),
    );
  });

  it('parses rules, defaulting the relation to all', () => {
    const { conditions, warnings } = parseConditions('{"rules":[{"field":"subject","op":"is","value":"Classes"}]}');
    expect(warnings).to.deep.equal([]);
    expect(conditions).to.deep.equal({ relation: 'all', rules: [{ field: 'subject', op: 'is', value: 'Classes' }] });
    expect(parseConditions('{"relation":"any","rules":[]}').conditions?.relation).to.equal('any');
  });

  it('drops bad rules with a warning each, and refuses what is not JSON', () => {
    const { conditions, warnings } = parseConditions(
      JSON.stringify({
        relation: 'some',
        rules: [
          { field: 'a', op: 'equals', value: 'x' },
          { op: 'is', value: 'x' },
          { field: 'n', op: 'is greater', value: 'ten' },
          { field: 'n', op: 'is less', value: 4 },
        ],
      }),
    );
    expect(conditions?.relation).to.equal('all');
    expect(conditions?.rules).to.deep.equal([{ field: 'n', op: 'is less', value: '4' }]);
    expect(warnings).to.have.length(4);
    expect(warnings[1]).to.contain('rule 1 dropped');
    expect(warnings[3]).to.contain('rule 3 dropped').and.contain('a number for is greater');
    expect(parseConditions('{oops').conditions).to.equal(undefined);
    expect(parseConditions('"x"').warnings[0]).to.contain('rules');
  });

  it("drops a rule naming none of the form's fields; with no rule left the block shows", () => {
    const text = '{"rules":[{"field":"zz","op":"is","value":"1"},{"field":"a","op":"is empty"}]}';
    const { conditions, warnings } = parseConditions(text, new Set(['a']));
    expect(conditions?.rules).to.deep.equal([{ field: 'a', op: 'is empty', value: '' }]);
    expect(warnings).to.deep.equal(['rule 1 dropped: no field is named "zz"']);
    const none = parseConditions('[{"field":"zz","op":"is","value":"1"}]', new Set(['a'])).conditions;
    expect(none && evaluate(none, () => [])).to.equal(true);
  });
});

describe('contact form captcha (MFT §3, §5, §9)', () => {
  it('draws both numbers from 1 to 15, reaching both ends', () => {
    expect(newCaptcha(() => 0)).to.deep.equal({ first_digit: 1, second_digit: 1 });
    expect(newCaptcha(() => 0.999999)).to.deep.equal({ first_digit: 15, second_digit: 15 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const { first_digit, second_digit } = newCaptcha(() => r);
        for (const d of [first_digit, second_digit]) {
          expect(Number.isInteger(d) && d >= FORMS.captchaMin && d <= FORMS.captchaMax).to.equal(true);
        }
      }),
    );
  });

  it('accepts exactly the sum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), fc.nat(40), (a, b, n) => {
        const c = { first_digit: a, second_digit: b };
        expect(captchaSolved(c, ` ${n} `)).to.equal(n === a + b);
      }),
    );
    expect(captchaSolved({ first_digit: 2, second_digit: 3 }, '')).to.equal(false);
    expect(captchaSolved({ first_digit: 2, second_digit: 3 }, '5.0')).to.equal(false);
  });
});

describe('contact form fields (MFT §3, §5)', () => {
  async function form() {
    return fixture<HTMLFormElement>(html`<form>
      <input type="hidden" name="pb_token" value="t" />
      <label for="n">Name *</label><input id="n" name="name" required />
      <label for="e">Email</label><input id="e" name="email" type="email" required />
      <label for="m">Message</label><textarea id="m" name="message"></textarea>
      <label for="s">Subject</label><select id="s" name="subject"><option>Orders</option><option>Classes</option></select>
      <fieldset><legend>Level</legend>
        <label><input type="radio" name="level" value="new" required id="l1" /> New</label>
        <label><input type="radio" name="level" value="old" /> Experienced</label>
      </fieldset>
      <fieldset data-required><legend>Days</legend>
        <label><input type="checkbox" name="days" value="mon" /> Monday</label>
        <label><input type="checkbox" name="days" value="tue" /> Tuesday</label>
      </fieldset>
      <div data-pb-conditions="[]" hidden><label for="c">Which class?</label><input id="c" name="class" required /></div>
      <input type="hidden" name="source" value="web" />
      <button type="submit" name="send">Send</button>
    </form>`);
  }

  it('reads each field’s metadata, groups as one field, the pb_ fields and buttons left out', async () => {
    const fields = readFields(await form());
    expect(fields.map((f) => f.meta)).to.deep.equal([
      { id: 'name', original_id: 'n', required_mark: 'required', field_type: 'input', field_label: 'Name' },
      { id: 'email', original_id: 'e', required_mark: 'required', field_type: 'email', field_label: 'Email' },
      { id: 'message', original_id: 'm', required_mark: 'not_required', field_type: 'text', field_label: 'Message' },
      { id: 'subject', original_id: 's', required_mark: 'not_required', field_type: 'select', field_label: 'Subject' },
      { id: 'level', original_id: 'l1', required_mark: 'required', field_type: 'radio', field_label: 'Level' },
      { id: 'days', original_id: 'days', required_mark: 'required', field_type: 'checkbox', field_label: 'Days' },
      { id: 'class', original_id: 'c', required_mark: 'required', field_type: 'input', field_label: 'Which class?' },
      {
        id: 'source',
        original_id: 'source',
        required_mark: 'not_required',
        field_type: 'hidden',
        field_label: 'source',
      },
    ]);
  });

  it('flags empty required fields and empty groups, skips hidden ones, checks emails', async () => {
    const f = await form();
    const snap = () =>
      readFields(f).map((field) => ({
        meta: field.meta,
        values: valuesOf(field),
        hidden: field.controls.every((c) => !!c.closest('[data-pb-conditions][hidden]')),
      }));
    const problems = () => validateFields(snap()).map((p) => `${p.meta.id}:${p.problem}`);
    expect(problems()).to.deep.equal(['name:required', 'email:required', 'level:required', 'days:required']);
    (f.querySelector('#n') as HTMLInputElement).value = '  ';
    (f.querySelector('#e') as HTMLInputElement).value = 'ann@klei';
    (f.querySelector('[value=old]') as HTMLInputElement).checked = true;
    (f.querySelector('[value=tue]') as HTMLInputElement).checked = true;
    expect(problems()).to.deep.equal(['name:required', 'email:email']);
    (f.querySelector('#n') as HTMLInputElement).value = 'Ann';
    (f.querySelector('#e') as HTMLInputElement).value = 'ann@klei.nl';
    expect(problems()).to.deep.equal([]);
    (f.querySelector('[data-pb-conditions]') as HTMLElement).hidden = false;
    expect(problems()).to.deep.equal(['class:required']);
  });
});
