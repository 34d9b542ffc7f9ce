import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { sprintf, sprintfError } from '../../../src/core/formats/sprintf.js';

describe('sprintf', () => {
  it('formats each conversion', () => {
    const table: [string, unknown[], string][] = [
      ['%s', ['abc'], 'abc'],
      ['%s', [12], '12'],
      ['%d', [42.9], '42'],
      ['%d', [-42.9], '-42'],
      ['%i', ['12abc'], '12'],
      ['%d', ['abc'], '0'],
      ['%d', [1e21], '1000000000000000000000'],
      ['%u', [-1], '18446744073709551615'],
      ['%f', [1.5], '1.500000'],
      ['%.2f', [Math.PI], '3.14'],
      ['%.f', [2.5], '3'],
      ['%F', [1], '1.000000'],
      ['%e', [1234.5], '1.234500e+3'],
      ['%.1E', [0.00012], '1.2E-4'],
      ['%x', [255], 'ff'],
      ['%X', [255], 'FF'],
      ['%x', [-1], 'ffffffffffffffff'],
      ['%o', [8], '10'],
      ['%b', [5], '101'],
      ['%c', [65], 'A'],
      ['%c', [0x1f600], '\u{1f600}'],
      ['%c', [-1], '\ufffd'],
      ['100%%', [], '100%'],
      ['%5%', [], '%'],
      ['%s and %s', ['a', 'b'], 'a and b'],
    ];
    for (const [format, args, out] of table) expect(sprintf(format, ...args), format).to.equal(out);
  });

  it('handles flags, width and precision', () => {
    const table: [string, unknown[], string][] = [
      ['%5s', ['ab'], '   ab'],
      ['%-5s|', ['ab'], 'ab   |'],
      ['%05s', ['ab'], '000ab'],
      ["%'*6s", ['ab'], '****ab'],
      ["%-'x6s", ['ab'], 'abxxxx'],
      ['%.2s', ['abcdef'], 'ab'],
      ['%5.1s', ['abc'], '    a'],
      ['%+d', [5], '+5'],
      ['%+d', [-5], '-5'],
      ['%+.1f', [2], '+2.0'],
      ['%05d', [-42], '-0042'],
      ['%+05d', [42], '+0042'],
      ['%-05d|', [42], '42   |'],
      ['% 5d', [42], '   42'],
      ["%'#6d", [-42], '###-42'],
      ['%08.3f', [-1.23456], '-001.235'],
      ['%.3d', [7], '007'],
      ['%04x', [255], '00ff'],
      ['%10.2e', [1234.5], '   1.23e+3'],
    ];
    for (const [format, args, out] of table) expect(sprintf(format, ...args), format).to.equal(out);
  });

  it('reads positional arguments and mixes them with sequential ones', () => {
    expect(sprintf('%2$s %1$s', 'world', 'hello')).to.equal('hello world');
    expect(sprintf('%1$s %1$s', 'echo')).to.equal('echo echo');
    expect(sprintf('%2$s has %1$05.1f%%', 9.25, 'Disk')).to.equal('Disk has 009.3%');
    expect(sprintf('%s %1$s %s', 'a', 'b')).to.equal('a a b');
  });

  it('writes unknown conversions and a trailing % as typed', () => {
    expect(sprintf('%y %s', 'a')).to.equal('%y a');
    expect(sprintf('50%', 'unused')).to.equal('50%');
    expect(sprintf('no directives')).to.equal('no directives');
  });

  it('returns false with the internal error on failure', () => {
    const failures: [string, unknown[], string][] = [
      [`%${'9'.repeat(400)}s`, ['a'], 'width must be finite'],
      ['%0$s', ['a'], 'argument number must be greater than zero'],
      ['%s %s', ['one'], 'too few arguments'],
      ['%3$s', ['a', 'b'], 'too few arguments'],
      ['%d', [], 'too few arguments'],
    ];
    for (const [format, args, message] of failures) {
      expect(sprintf(format, ...args), format).to.equal(false);
      expect(sprintfError(format, ...args), format).to.equal(message);
    }
    expect(sprintfError('%s', 'a')).to.equal(undefined);
    expect(sprintf('%.200f', 1)).to.equal(false);
    expect(sprintf('%s', Object.create(null))).to.equal(false);
    expect(sprintf('%d', Symbol('x'))).to.equal(false);
    const hostile = {
      toString() {
        throw 'nope';
      },
    };
    expect(sprintfError('%s', hostile)).to.equal('argument could not be converted');
    expect(sprintf(42 as unknown as string)).to.equal(false);
    expect(sprintfError(42 as unknown as string)).to.equal('format must be a string');
  });
});

describe('sprintf properties', function () {
  this.timeout(60_000);
  const RUNS = { numRuns: 10_000 };
  const directive = fc
    .tuple(
      fc.constantFrom('', '1$', '2$', '0$'),
      fc.constantFrom('', '-', '+', '0', ' ', "'x", '-0', '+0'),
      fc.constantFrom('', '3', '12'),
      fc.constantFrom('', '.', '.2'),
      fc.constantFrom(...'sdiufFeExXobc%y'),
    )
    .map((parts) => `%${parts.join('')}`);
  const template = fc.array(fc.oneof(fc.string(), directive), { maxLength: 6 }).map((parts) => parts.join(''));

  it('is total: a string or false, and sprintfError agrees (10,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.oneof(template, fc.string(), fc.anything()),
        fc.array(fc.anything(), { maxLength: 4 }),
        (f, args) => {
          const out = sprintf(f as string, ...args);
          const error = sprintfError(f as string, ...args);
          if (out === false) expect(error).to.be.a('string');
          else {
            expect(out).to.be.a('string');
            expect(error).to.equal(undefined);
          }
        },
      ),
      RUNS,
    );
  });

  it('leaves text without % alone and %s inserts strings as they are (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, arg) => {
        const plain = text.replaceAll('%', '');
        expect(sprintf(plain)).to.equal(plain);
        expect(sprintf(`${plain}%s`, arg)).to.equal(plain + arg);
      }),
      RUNS,
    );
  });

  it('pads to at least the width and formats integers like String (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.maxSafeInteger(), (width, n) => {
        const out = sprintf(`%${width}d`, n);
        expect(out).to.be.a('string');
        expect((out as string).length).to.equal(Math.max(width, String(n).length));
        expect((out as string).trimStart()).to.equal(String(n));
      }),
      RUNS,
    );
  });
});
