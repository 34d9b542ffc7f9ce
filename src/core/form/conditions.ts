/**
 * Conditional logic (MFT §5 Contact form): a block of the form shows only
 * while its rules hold, all of them or any of them. Written in the markup as
 * JSON on the block (see `parseConditions`); a field's value is a list of
 * strings (one for a text field or select, the checked ones for a group).
 */

import { isRecord } from '../config/index.js';
import { CONDITION_OPERATORS } from '../constants/forms.js';

export type Operator = (typeof CONDITION_OPERATORS)[number];

export interface Rule {
  /** The `name` of the field whose value is tested. */
  field: string;
  op: Operator;
  value: string;
}

export interface Conditions {
  relation: 'all' | 'any';
  rules: Rule[];
}

const NUMERIC = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;
/** A number, or NaN for anything that is not plainly one ('' and '12px' included). */
export const numeric = (v: string): number => (NUMERIC.test(v) ? Number(v) : Number.NaN);

/** One rule against the field's values. Numeric operators are false unless both sides are numbers. */
export function testRule(op: Operator, values: readonly string[], value: string): boolean {
  const filled = values.filter((v) => v !== '');
  switch (op) {
    case 'is':
      return filled.includes(value);
    case 'is not':
      return !filled.includes(value);
    case 'is empty':
      return filled.length === 0;
    case 'is not empty':
      return filled.length > 0;
    case 'contains':
      return filled.some((v) => v.includes(value));
    case 'does not contain':
      return !filled.some((v) => v.includes(value));
    default: {
      const limit = numeric(value);
      return filled.some((v) => {
        const n = numeric(v);
        return op === 'is greater' ? n > limit : n < limit;
      });
    }
  }
}

/** Whether the block shows: every rule holds (all), or one does (any). No rules: it shows. */
export function evaluate(conditions: Conditions, valuesOfField: (field: string) => readonly string[]): boolean {
  const { relation, rules } = conditions;
  if (!rules.length) return true;
  const test = (r: Rule) => testRule(r.op, valuesOfField(r.field), r.value);
  return relation === 'any' ? rules.some(test) : rules.every(test);
}

const isNumericOp = (op: Operator) => op === 'is greater' || op === 'is less';

/**
 * `{"relation": "any", "rules": [{"field": "subject", "op": "is", "value": "Classes"}]}`
 * (relation defaults to all; a bare array is the rules). A rule that cannot
 * work is dropped with a warning: no field, a field not in `fields` (the
 * form's field names, when given), an unknown operator, a numeric operator
 * with a value that is not a number. Not JSON at all: undefined (the block
 * always shows); a block left with no rule shows too.
 */
export function parseConditions(
  text: string,
  fields?: ReadonlySet<string>,
): { conditions?: Conditions; warnings: string[] } {
  const warnings: string[] = [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {}
  if (Array.isArray(raw)) raw = { rules: raw };
  if (!isRecord(raw) || !Array.isArray(raw.rules)) {
    return { warnings: ['must be JSON {"relation": "all"|"any", "rules": [...]}; the block always shows'] };
  }
  const relation = raw.relation === 'any' ? 'any' : 'all';
  if (raw.relation != null && raw.relation !== relation)
    warnings.push('"relation" must be "all" or "any"; using "all"');
  const rules: Rule[] = [];
  raw.rules.forEach((r: unknown, i: number) => {
    const rule = isRecord(r)
      ? { field: r.field as string, op: r.op as Operator, value: `${r.value ?? ''}` }
      : undefined;
    if (
      rule?.field &&
      typeof rule.field === 'string' &&
      CONDITION_OPERATORS.includes(rule.op) &&
      !(isNumericOp(rule.op) && Number.isNaN(numeric(rule.value)))
    ) {
      if (!fields || fields.has(rule.field)) rules.push(rule);
      else warnings.push(`rule ${i + 1} dropped: no field is named "${rule.field}"`);
    } else
      warnings.push(
        `rule ${i + 1} dropped: it needs a "field", an "op" (${CONDITION_OPERATORS.join(', ')}) and a "value" (a number for is greater, is less)`,
      );
  });
  return { conditions: { relation, rules }, warnings };
}
