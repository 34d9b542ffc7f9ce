/**
 * A small sprintf (CCH §8: "A formatted-string helper returns false on failure"), following PHP's
 * rules because the builder's translated strings are written for PHP's sprintf.
 *
 * Directive: `%` [argnum `$`] [flags] [width] [`.` precision] conversion.
 * - flags: `-` left-justify, `+` sign positive numbers, `0` pad with zeros, space pad with spaces
 *   (the default), `'c` pad with the character c.
 * - conversions: s d i u f F e E x X o b c, and `%%` for a literal %.
 * - Zeros go after the sign ('-0042'); left-justified numbers are padded with spaces, never zeros.
 * - Precision: characters kept for s; digits after the point for f/F/e/E (6 by default);
 *   minimum digits for d i u x X o b.
 * - Numbers are read like PHP casts strings ('12abc' is 12, 'abc' is 0); u x X o b show negative
 *   numbers as 64-bit two's complement.
 * - An unknown conversion, or a % at the end, is written out as typed and uses no argument.
 */

/** Thrown inside, caught by `sprintf`; its message is what `sprintfError` reports. */
class SprintfError extends Error {}

// argnum, flags, width, precision, conversion (absent at the end of the string).
const DIRECTIVE = /%(?:(\d+)\$)?((?:[-+ 0]|'[\s\S])*)(\d+)?(?:\.(\d*))?([\s\S])?/g;
const CONVERSIONS = 'sdiufFeExXobc%';
const BASES: Readonly<Record<string, number>> = { u: 10, x: 16, X: 16, o: 8, b: 2 };

interface Spec {
  flags: string;
  width: number;
  precision: number | undefined;
  conversion: string;
}

function toNumber(arg: unknown): number {
  const n = typeof arg === 'string' ? Number.parseFloat(arg) : Number(arg);
  return Number.isNaN(n) ? 0 : n;
}

function toInteger(arg: unknown): bigint {
  const n = toNumber(arg);
  return Number.isFinite(n) ? BigInt(Math.trunc(n)) : 0n;
}

/** Pads to the width; zero padding (or a custom character) goes after any sign or prefix. */
function justify(text: string, sign: string, spec: Spec, numeric: boolean): string {
  const { flags, width } = spec;
  const left = flags.includes('-');
  let pad = ' ';
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i];
    if (flag === "'") {
      pad = flags[i + 1] ?? ' ';
      i += 1;
    } else if (flag === '0' || flag === ' ') {
      pad = flag;
    }
  }
  const fill = Math.max(0, width - sign.length - text.length);
  if (left) return sign + text + (numeric && pad === '0' ? ' ' : pad).repeat(fill);
  if (numeric && pad === '0') return sign + pad.repeat(fill) + text;
  return pad.repeat(fill) + sign + text;
}

function convert(spec: Spec, arg: unknown): string {
  const { conversion, precision, flags } = spec;
  const plus = flags.includes('+') ? '+' : '';
  switch (conversion) {
    case 's': {
      const text = String(arg);
      return justify(precision === undefined ? text : text.slice(0, precision), '', spec, false);
    }
    case 'c': {
      const code = Math.trunc(toNumber(arg));
      return justify(code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd', '', spec, false);
    }
    case 'd':
    case 'i': {
      const n = toInteger(arg);
      const digits = (n < 0n ? -n : n).toString().padStart(precision ?? 0, '0');
      return justify(digits, n < 0n ? '-' : plus, spec, true);
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E': {
      const n = toNumber(arg);
      const abs = Math.abs(n);
      const places = precision ?? 6;
      const text = conversion === 'f' || conversion === 'F' ? abs.toFixed(places) : abs.toExponential(places);
      const out = justify(text, n < 0 ? '-' : plus, spec, Number.isFinite(n));
      return conversion === 'E' ? out.toUpperCase() : out;
    }
    default: {
      const base = BASES[conversion] ?? 10;
      const digits = BigInt.asUintN(64, toInteger(arg))
        .toString(base)
        .padStart(precision ?? 0, '0');
      return justify(conversion === 'X' ? digits.toUpperCase() : digits, '', spec, true);
    }
  }
}

function format(template: unknown, args: readonly unknown[]): string {
  if (typeof template !== 'string') throw new SprintfError('format must be a string');
  let next = 0;
  return template.replace(
    DIRECTIVE,
    (whole, argnum?: string, flags = '', width?: string, precision?: string, conversion?: string) => {
      if (conversion === undefined || !CONVERSIONS.includes(conversion)) return whole;
      if (conversion === '%') return '%';
      const spec: Spec = {
        flags,
        width: width === undefined ? 0 : Number(width),
        precision: precision === undefined ? undefined : Number(precision || '0'),
        conversion,
      };
      if (!Number.isFinite(spec.width)) throw new SprintfError('width must be finite');
      let index: number;
      if (argnum === undefined) {
        index = next;
        next += 1;
      } else {
        index = Number(argnum) - 1;
        if (index < 0) throw new SprintfError('argument number must be greater than zero');
      }
      if (index >= args.length) throw new SprintfError('too few arguments');
      return convert(spec, args[index]);
    },
  );
}

/**
 * Formats like PHP's sprintf; gives false instead of throwing when the format cannot be
 * applied (too few arguments, `%0$s`, an infinite width, an argument that cannot become text).
 * @example sprintf('%2$s has %1$05.1f%%', 9.25, 'Disk') // 'Disk has 009.3%'
 */
export function sprintf(template: string, ...args: unknown[]): string | false {
  try {
    return format(template, args);
  } catch {
    return false;
  }
}

/**
 * Why `sprintf` would give false for these arguments ('width must be finite', 'argument number
 * must be greater than zero', 'too few arguments', or the runtime's message for an argument that
 * cannot be converted); undefined when it succeeds.
 * @example sprintfError('%s %s', 'one') // 'too few arguments'
 */
export function sprintfError(template: string, ...args: unknown[]): string | undefined {
  try {
    format(template, args);
    return undefined;
  } catch (error) {
    // A user's toString may throw anything; only real errors carry a message worth showing.
    return error instanceof Error ? error.message : 'argument could not be converted';
  }
}
