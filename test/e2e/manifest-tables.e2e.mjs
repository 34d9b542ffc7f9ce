/**
 * scripts/tables.mjs applies each element's attribute table to custom-elements.json. Here on a made-up element
 * whose table has what the shipped elements may not have yet: a responsive enumeration, an attribute the JSDoc
 * leaves out, a property-only function, and a method. Needs no build.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { applyTable, loadElements, rangeText, signature, sourceText } from '../../scripts/tables.mjs';

const { attributes } = await loadElements([]);

class Made {
  static props = {
    position: { type: 'string', default: 'none', values: ['none', 'top'], responsive: true, reflect: true },
    offset: { type: 'number', default: 0, integer: true, min: 0, max: 12 },
    onMove: { type: 'function', default: undefined },
  };
  static methods = ['go'];
  go() {}
  refresh() {}
}

const jsdoc = {
  kind: 'class',
  name: 'PbMade',
  tagName: 'pb-made',
  attributes: [
    { type: { text: 'string' }, description: 'Where it sticks.', name: 'position', default: 'none' },
    { type: { text: 'string' }, description: 'The module id.', name: 'id' },
  ],
  members: [
    { kind: 'field', name: 'go', type: { text: '(to: number, options?: { smooth: boolean }) => Promise<void>' } },
    { kind: 'field', name: 'refresh', type: { text: '() => void' }, description: 'Measures again.' },
    { kind: 'field', name: 'label', type: { text: 'string' } },
  ],
};

const made = applyTable(jsdoc, Made, attributes);
const attribute = (name) => made.attributes.find((a) => a.name === name);
const member = (name) => made.members.find((m) => m.name === name);

test("a responsive attribute's device variants follow it, each with its property and no default", () => {
  assert.deepEqual(
    made.attributes.map((a) => a.name),
    ['position', 'position-tablet', 'position-phone', 'offset', 'id'],
  );
  assert.deepEqual(attribute('position'), {
    name: 'position',
    type: { text: "'none' | 'top'" },
    default: "'none'",
    fieldName: 'position',
    description: 'Where it sticks.',
  });
  for (const [name, fieldName, unset] of [
    ['position-tablet', 'positionTablet', '`position`'],
    ['position-phone', 'positionPhone', '`position-tablet`, else `position`'],
  ]) {
    const variant = attribute(name);
    assert.equal(variant.fieldName, fieldName);
    assert.equal(variant.type.text, "'none' | 'top'");
    assert.equal(variant.default, undefined);
    assert.match(variant.description, new RegExp(`unset: ${unset.replace(/[`,]/g, '.')}`));
    assert.equal(member(fieldName).type.text, "'none' | 'top' | undefined");
  }
});

test('an attribute the JSDoc leaves out still appears, with its range; one only the JSDoc names stays as written', () => {
  assert.equal(attribute('offset').default, '0');
  assert.equal(attribute('offset').description, 'Sets the `offset` property. Accepts a whole number from 0 to 12.');
  assert.deepEqual(attribute('id'), jsdoc.attributes[1]);
});

test('the properties are fields, a function one without an attribute; methods are methods', () => {
  assert.deepEqual(member('position'), {
    kind: 'field',
    name: 'position',
    type: { text: "'none' | 'top'" },
    default: "'none'",
    description: 'Where it sticks.',
    attribute: 'position',
    reflects: true,
  });
  assert.equal(member('onMove').attribute, undefined);
  assert.equal(attribute('on-move'), undefined);
  assert.deepEqual(member('go'), {
    kind: 'method',
    name: 'go',
    parameters: [
      { name: 'to', type: { text: 'number' } },
      { name: 'options', optional: true, type: { text: '{ smooth: boolean }' } },
    ],
    return: { type: { text: 'Promise<void>' } },
  });
  // Not in `methods`, but a method of the class: its function-typed declaration is one.
  assert.equal(member('refresh').kind, 'method');
  assert.equal(member('refresh').description, 'Measures again.');
  assert.deepEqual(member('label'), jsdoc.members[2]);
});

test('defaults are source text, ranges what the parser accepts, signatures split at the top level', () => {
  assert.deepEqual([0, false, "it's", {}, undefined].map(sourceText), ['0', 'false', "'it\\'s'", '{}', undefined]);
  assert.equal(rangeText({ type: 'number', min: 1000 }), 'Accepts a number from 1000 to 2147483647.');
  assert.equal(rangeText({ type: 'string' }), '');
  assert.deepEqual(signature('(cb: (x: number) => void) => () => void'), {
    parameters: [{ name: 'cb', type: { text: '(x: number) => void' } }],
    return: { type: { text: '() => void' } },
  });
  assert.equal(signature('string'), undefined);
});

test("VERSION is package.json's version (generate.mjs writes it)", () => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  assert.match(readFileSync('src/core/constants/version.ts', 'utf8'), new RegExp(`VERSION = '${version}';`));
});
