/**
 * What both counters count to, read from their attributes and light-DOM text, and their accessible name.
 * The final value is in the markup (the text a page shows without the script), so a counter reads it there
 * unless `value` gives it.
 */
import { fillMessage, resolveMessages } from '../../core/config/messages.js';
import { formatter, parseCount, parseValue } from '../../core/counters/index.js';
import type { counterProps } from './props.js';
import { type CounterMessages, counterMessages } from './props.js';

export type CounterValues = { [K in keyof typeof counterProps]: (typeof counterProps)[K]['default'] };

export interface Count {
  target: number;
  /** A frame's number as shown: prefix, number in the page's language, suffix. */
  format: (n: number) => string;
  /** The final value as shown. */
  final: string;
  /** The accessible name: the final value, and the label if any. */
  name: string;
}

/**
 * The count of `host`, whose text as the author wrote it is `text`; undefined, with a warning, when neither
 * `value` nor the text holds a number (the text then shows as written, and nothing counts).
 */
export function readCount(
  host: Element & { warn(attribute: string, message: string): void },
  values: CounterValues,
  text: string,
): Count | undefined {
  // The page's language where the counter sits (its nearest `lang`), else the browser's.
  const locale = host.closest('[lang]')?.getAttribute('lang') || undefined;
  const { value, prefix, suffix, decimals, label } = values;
  const given = value ? parseValue(value) : undefined;
  const quoted = (t: string): string => JSON.stringify(t.trim().slice(0, 40));
  if (value && !given) host.warn('value', `expected a number like 12400 or 4.5, got ${quoted(value)}; using the text`);
  const written = given ?? parseCount(text, locale, prefix, suffix);
  if (!written) {
    host.warn('value', `no number here or in the text ${quoted(text)}; showing the text`);
    return undefined;
  }
  const format = formatter({ locale, digits: decimals ?? Math.min(written.digits, 20), prefix, suffix });
  const final = format(written.value);
  const messages: CounterMessages = resolveMessages(counterMessages, host.localName, values.messages);
  return {
    target: written.value,
    format,
    final,
    name: label ? fillMessage(messages.labelled, { value: final, label }) : final,
  };
}
