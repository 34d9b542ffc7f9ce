import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  ancestors,
  type BuilderModule,
  childAddress,
  componentKind,
  findByAddress,
  isDeleted,
  isLocked,
  normalizeModule,
  parentAddress,
  parseAddress,
  parseModuleTree,
  rowStructureClass,
  sectionKind,
  serializeAddress,
  siblingAddress,
} from '../../../src/core/formats/module.js';

const RUNS = { numRuns: 10_000 };

interface Raw {
  type: string;
  attrs: Record<string, string>;
  content: Raw[] | string;
}

function mod(type: string, attrs: Record<string, string> = {}, content: Raw['content'] = []): Raw {
  return { type, attrs, content };
}

/** section 0 > row 0.0 > column 0.0.0 > [text 0.0.0.0, text 0.0.0.1]; section 1 > row 1.0 */
const raw = [
  mod('et_pb_section', {}, [
    mod('et_pb_row', { locked: 'on' }, [
      mod('et_pb_column', {}, [mod('et_pb_text', {}, 'Hello'), mod('et_pb_text', { _deleted: 'on' })]),
    ]),
  ]),
  mod('et_pb_section', { _deleted: 'off' }, [mod('et_pb_row')]),
];

function flatten(tree: BuilderModule[]): BuilderModule[] {
  return tree.flatMap((m) => [m, ...(Array.isArray(m.content) ? flatten(m.content) : [])]);
}

/** Raw modules as a page might send them: random lock and delete flags, text or child content. */
const { rawModule } = fc.letrec((tie) => ({
  rawModule: fc.record(
    {
      type: fc.constantFrom('et_pb_section', 'et_pb_row', 'et_pb_column', 'et_pb_text'),
      attrs: fc.record(
        { locked: fc.constantFrom('on', 'off', ''), _deleted: fc.constantFrom('on', 'off', '', 'yes', true) },
        { requiredKeys: [] },
      ),
      content: fc.oneof({ maxDepth: 4 }, fc.string(), fc.array(tie('rawModule'), { maxLength: 3 })),
      address: fc.string(),
    },
    { requiredKeys: ['type'] },
  ),
}));

describe('builder addresses', function () {
  this.timeout(30_000);

  it('parses all-numeric paths and gives [] for anything else (CCH §5)', () => {
    expect(parseAddress('0.1.2')).to.deep.equal([0, 1, 2]);
    expect(parseAddress('7')).to.deep.equal([7]);
    expect(parseAddress('01.002')).to.deep.equal([1, 2]);
    for (const bad of [
      '',
      '.',
      '0.',
      '.0',
      '0..1',
      '0.a',
      '-1',
      '1.5e2',
      ' 1',
      '1 ',
      '0x1',
      '1,2',
      '99999999999999999999',
    ]) {
      expect(parseAddress(bad), bad).to.deep.equal([]);
    }
    for (const junk of [null, undefined, 3, [0, 1], { address: '0' }]) expect(parseAddress(junk)).to.deep.equal([]);
  });

  it('serialises index lists and refuses anything but non-negative safe integers', () => {
    expect(serializeAddress([0, 1, 2])).to.equal('0.1.2');
    expect(serializeAddress([])).to.equal('');
    for (const bad of [[-1], [1.5], [Number.NaN], [2 ** 53], ['1'], '0.1', null]) {
      expect(serializeAddress(bad), String(bad)).to.equal('');
    }
  });

  it('finds parents, siblings and children', () => {
    expect(parentAddress('0.1.2')).to.equal('0.1');
    expect(parentAddress('3')).to.equal('');
    expect(parentAddress('x')).to.equal('');
    expect(siblingAddress('0.1.2', 'prev')).to.equal('0.1.1');
    expect(siblingAddress('0.1.2', 'next')).to.equal('0.1.3');
    expect(siblingAddress('0.1.2', -1)).to.equal('0.1.1');
    expect(siblingAddress('0.1.2', 3)).to.equal('0.1.5');
    expect(siblingAddress('0.1.0', 'prev')).to.equal('');
    expect(siblingAddress('4')).to.equal('5');
    expect(siblingAddress('', 1)).to.equal('');
    expect(siblingAddress('0.1', 0.5)).to.equal('');
    expect(childAddress('0.1', 2)).to.equal('0.1.2');
    expect(childAddress('', 3)).to.equal('3');
    expect(childAddress('0.a', 3)).to.equal('');
    expect(childAddress('0', -1)).to.equal('');
  });

  it('round-trips index lists through serialise and parse (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(), fc.maxSafeNat())), (a) => {
        expect(parseAddress(serializeAddress(a))).to.deep.equal(a);
      }),
      RUNS,
    );
  });

  it('accepts a string only when it is a numeric path (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,4}(\.\d{1,4}){0,4}$/)), (s) => {
        const path = parseAddress(s);
        expect(path.length > 0).to.equal(/^\d+(\.\d+)*$/.test(s));
        if (path.length > 0) expect(path.length).to.equal(s.split('.').length);
      }),
      RUNS,
    );
  });

  it('relates parent, child and sibling (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1 }), fc.nat(), (path, i) => {
        const a = serializeAddress(path);
        expect(parentAddress(childAddress(a, i))).to.equal(a);
        expect(siblingAddress(siblingAddress(childAddress(a, i), 'next'), 'prev')).to.equal(childAddress(a, i));
        expect(parseAddress(parentAddress(a))).to.deep.equal(path.slice(0, -1));
      }),
      RUNS,
    );
  });

  it('never throws on any input (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(parseAddress(a)).to.be.an('array');
        expect(serializeAddress(a)).to.be.a('string');
        expect(parentAddress(a)).to.be.a('string');
        expect(siblingAddress(a, b as number)).to.be.a('string');
        expect(childAddress(a, b as number)).to.be.a('string');
      }),
      RUNS,
    );
  });
});

describe('builder module tree', function () {
  this.timeout(30_000);
  const tree = parseModuleTree(raw);

  it('numbers modules by position and finds them by address', () => {
    expect(flatten(tree).map((m) => m.address)).to.deep.equal(['0', '0.0', '0.0.0', '0.0.0.0', '0.0.0.1', '1', '1.0']);
    expect(findByAddress(tree, '0.0.0.0')?.content).to.equal('Hello');
    expect(findByAddress(tree, [1, 0])?.type).to.equal('et_pb_row');
    for (const missing of ['', '2', '0.1', '0.0.0.0.0', '0.x', '-1'])
      expect(findByAddress(tree, missing), missing).to.equal(undefined);
    expect(ancestors(tree, '0.0.0.1').map((m) => m.address)).to.deep.equal(['0', '0.0', '0.0.0']);
    expect(ancestors(tree, '1')).to.deep.equal([]);
    expect(ancestors(tree, '0.5')).to.deep.equal([]);
  });

  it('locks and deletes with the module or any ancestor (CCH §4)', () => {
    expect(isLocked(tree, '0')).to.equal(false);
    for (const a of ['0.0', '0.0.0', '0.0.0.0', '0.0.0.1']) expect(isLocked(tree, a), a).to.equal(true);
    expect(isLocked(tree, '1.0')).to.equal(false);
    expect(isDeleted(tree, '0.0.0.1')).to.equal(true);
    expect(isDeleted(tree, '0.0.0.0')).to.equal(false);
    expect(isDeleted(tree, '1'), "_deleted: 'off'").to.equal(false);
    expect(isLocked(tree, '9'), 'missing module').to.equal(false);
    const flags = parseModuleTree([mod('et_pb_section', { locked: 'yes' }, [mod('et_pb_row', { _deleted: 'yes' })])]);
    expect(isLocked(flags, '0'), "only 'on' locks").to.equal(false);
    expect(isDeleted(flags, '0.0')).to.equal(true);
    const hand: BuilderModule[] = [{ ...tree[1]!, attrs: { _deleted: true as unknown as string } }];
    expect(isDeleted(hand, '0')).to.equal(true);
  });

  it('normalises fields and drops junk', () => {
    const m = normalizeModule({
      type: 'et_pb_text',
      address: '0.0.0.1',
      attrs: { locked: true, header_level: 2, admin_label: 'Intro', bad: { x: 1 }, gone: null, constructor: 'c' },
      key: 7,
      is_module_child: 'on',
      lockedParent: true,
      component_path: 'divi/text',
    });
    expect(m).to.deep.equal({
      type: 'et_pb_text',
      address: '0.0.0.1',
      attrs: { locked: 'on', header_level: '2', admin_label: 'Intro', constructor: 'c' },
      content: [],
      key: '7',
      is_module_child: true,
      lockedParent: true,
      component_path: 'divi/text',
    });
    expect(normalizeModule({ type: 'et_pb_text', address: 'x.1', _key: 'k' })).to.include({ address: '', key: 'k' });
    expect(normalizeModule('{"type":"et_pb_row","content":"x"}')).to.include({ type: 'et_pb_row', content: 'x' });
    const kids = normalizeModule({ type: 'et_pb_row', address: '2.1', content: [{ type: 'a' }, 5, { type: 'b' }] });
    expect((kids!.content as BuilderModule[]).map((c) => c.address)).to.deep.equal(['2.1.0', '2.1.1']);
    for (const bad of [null, 'x', '{', 42, [], {}, { type: '' }, { type: 3 }, Object.create({ type: 'inherited' })]) {
      expect(normalizeModule(bad), JSON.stringify(bad)).to.equal(undefined);
    }
    expect(parseModuleTree('[{"type":"a"},null,{"type":"b"}]').map((m) => m.address)).to.deep.equal(['0', '1']);
    expect(parseModuleTree({ type: 'et_pb_section' })).to.have.length(1);
    expect(parseModuleTree('{broken')).to.deep.equal([]);
    expect(parseModuleTree(undefined)).to.deep.equal([]);
  });

  it('survives cyclic, shared and deep object graphs', () => {
    const cyclic: Record<string, unknown> = { type: 'et_pb_section', content: [] };
    (cyclic.content as unknown[]).push(cyclic, { type: 'et_pb_row' });
    expect(flatten(parseModuleTree([cyclic])).map((m) => m.address)).to.deep.equal(['0', '0.0']);
    let shared: unknown = { type: 'leaf' };
    for (let i = 0; i < 40; i++) shared = { type: 'node', content: [shared, shared] };
    expect(flatten(parseModuleTree(shared)).length).to.be.at.most(100_000);
    let deep = '{"type":"x"}';
    for (let i = 0; i < 5000; i++) deep = `{"type":"x","content":[${deep}]}`;
    expect(parseModuleTree(deep)).to.have.length(1);
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(normalizeModule(throwing)).to.equal(undefined);
    expect(parseModuleTree([throwing])).to.deep.equal([]);
  });

  it('gives every module its position as address (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(rawModule, { maxLength: 3 }), (input) => {
        const parsed = parseModuleTree(input);
        for (const m of flatten(parsed)) {
          expect(findByAddress(parsed, m.address)).to.equal(m);
          const path = parseAddress(m.address);
          expect(ancestors(parsed, m.address).map((a) => a.address)).to.deep.equal(
            path.slice(0, -1).map((_, i) => serializeAddress(path.slice(0, i + 1))),
          );
        }
      }),
      RUNS,
    );
  });

  it('is idempotent and round-trips through JSON (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(rawModule, { maxLength: 3 }), (input) => {
        const parsed = parseModuleTree(input);
        expect(parseModuleTree(parsed)).to.deep.equal(parsed);
        expect(parseModuleTree(JSON.stringify(parsed))).to.deep.equal(parsed);
        for (const m of flatten(parsed)) expect(normalizeModule(m)).to.deep.equal(m);
      }),
      RUNS,
    );
  });

  it('locks and deletes monotonically down the tree (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(rawModule, { maxLength: 3 }), (input) => {
        const parsed = parseModuleTree(input);
        for (const m of flatten(parsed)) {
          const own = m.attrs.locked === 'on';
          const parent = parentAddress(m.address);
          expect(isLocked(parsed, m.address)).to.equal(own || (parent !== '' && isLocked(parsed, parent)));
          const gone = ['on', 'yes'].includes(m.attrs._deleted ?? '');
          expect(isDeleted(parsed, m.address)).to.equal(gone || (parent !== '' && isDeleted(parsed, parent)));
          for (const d of Array.isArray(m.content) ? flatten(m.content) : []) {
            if (isLocked(parsed, m.address)) expect(isLocked(parsed, d.address)).to.equal(true);
            if (isDeleted(parsed, m.address)) expect(isDeleted(parsed, d.address)).to.equal(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('never throws on any input (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const m = normalizeModule(a);
        if (m !== undefined) expect(m.type).to.be.a('string');
        expect(parseModuleTree(a)).to.be.an('array');
        expect(parseModuleTree(JSON.stringify(a) ?? '')).to.be.an('array');
        const t = a as BuilderModule[];
        expect(findByAddress(t, b as string)).to.satisfy((x: unknown) => x === undefined || typeof x === 'object');
        expect(ancestors(t, b as string)).to.be.an('array');
        expect(isLocked(t, b as string)).to.be.a('boolean');
        expect(isDeleted(t, b as string)).to.be.a('boolean');
        expect(componentKind(a)).to.be.oneOf(['section', 'row', 'column', 'module']);
        expect(sectionKind(a)).to.be.oneOf(['regular', 'fullwidth', 'specialty']);
        expect(rowStructureClass(a)).to.be.a('string');
      }),
      RUNS,
    );
  });
});

describe('builder component kinds', function () {
  this.timeout(30_000);

  it('maps the five structural types and treats the rest as modules (CCH §3)', () => {
    expect(componentKind('et_pb_section')).to.equal('section');
    expect(componentKind('et_pb_row')).to.equal('row');
    expect(componentKind('et_pb_row_inner')).to.equal('row');
    expect(componentKind('et_pb_column')).to.equal('column');
    expect(componentKind('et_pb_column_inner')).to.equal('column');
    for (const t of ['et_pb_text', 'et_pb_fullwidth_header', '', 'toString', '__proto__', 'constructor']) {
      expect(componentKind(t), t).to.equal('module');
    }
  });

  it('reads section kinds from the fullwidth and specialty flags', () => {
    expect(sectionKind({})).to.equal('regular');
    expect(sectionKind({ fullwidth: 'on' })).to.equal('fullwidth');
    expect(sectionKind({ specialty: 'on' })).to.equal('specialty');
    expect(sectionKind({ fullwidth: 'on', specialty: 'on' })).to.equal('fullwidth');
    expect(sectionKind({ fullwidth: 'off', specialty: 'yes' })).to.equal('regular');
    expect(sectionKind(null)).to.equal('regular');
  });

  it('gives structure classes to 4, 5 and 6 column rows only (CCH §9)', () => {
    expect(rowStructureClass('1_4,1_4,1_4,1_4')).to.equal('et_pb_row_4col');
    expect(rowStructureClass('1_6,1_6,1_6,1_2')).to.equal('et_pb_row_4col');
    expect(rowStructureClass('1_5,1_5,1_5,1_5,1_5')).to.equal('et_pb_row_5col');
    expect(rowStructureClass('1_6,1_6,1_6,1_6,1_6,1_6')).to.equal('et_pb_row_6col');
    expect(rowStructureClass(' 1_4, 1_4 ,1_4,1_4')).to.equal('et_pb_row_4col');
    for (const none of ['4_4', '1_2,1_2', '1_3,1_3,1_3', '2_3,1_3', '1_4,1_4,1_2', '1_7,1_7,1_7,1_7,1_7,1_7,1_7']) {
      expect(rowStructureClass(none), none).to.equal('');
    }
    for (const junk of ['', ',,,', '1_4,1_4,1_4,x', '1-4,1-4,1-4,1-4', '0_4,1_4,1_4,1_4', '5_4,1_4,1_4,1_4', null, 4]) {
      expect(rowStructureClass(junk), String(junk)).to.equal('');
    }
  });

  it('counts well-formed columns (10,000 runs)', () => {
    const fraction = fc
      .integer({ min: 1, max: 12 })
      .chain((d) => fc.integer({ min: 1, max: d }).map((n) => `${n}_${d}`));
    fc.assert(
      fc.property(fc.array(fraction, { minLength: 1, maxLength: 9 }), (cols) => {
        const n = cols.length;
        expect(rowStructureClass(cols.join(','))).to.equal(n >= 4 && n <= 6 ? `et_pb_row_${n}col` : '');
      }),
      RUNS,
    );
  });
});
