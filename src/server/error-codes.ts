import type { MessageId } from '#shared/i18n/catalogue';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import en from '../shared/i18n/en.json' with { type: 'json' };
import { translator } from './i18n.ts';

/** A refusal's catalogue id, and the values of its placeholders when the message has some. */
export interface ErrorCode {
  code: MessageId;
  values?: Record<string, string>;
}

/** Marks where a placeholder's value sits in a message filled for the lookup below. */
const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server's English messages back to their ids in the catalogue's `errors` area, built once
 * (docs/decisions/024-one-error-shape.md): the API keeps answering in English, and `code` lets
 * the client show the message in the person's language. A message with placeholders matches as a
 * pattern, each placeholder's text becoming a value.
 */
function buildLookup() {
  const english = translator(SOURCE_LOCALE);
  const exact = new Map<string, MessageId>();
  const patterns: Array<{ code: MessageId; pattern: RegExp; names: string[] }> = [];
  for (const [name, message] of Object.entries(en.errors)) {
    const code = `errors.${name}` as MessageId;
    const names = [...new Set(Array.from(message.matchAll(/\{(\w+)\}/g), (match) => match[1]!))];
    if (names.length === 0) {
      exact.set(english(code), code);
      continue;
    }
    const filled = english(code, Object.fromEntries(names.map((n) => [n, `${MARK}${n}${MARK}`])));
    const parts = filled.split(MARK);
    const order = parts.filter((_, index) => index % 2 === 1);
    const source = parts
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    patterns.push({ code, pattern: new RegExp(`^${source}$`, 's'), names: order });
  }
  // The most specific first: 'Invalid input: expected {expected}, received {received}' before
  // 'Invalid input: expected {value}', which would also match it.
  patterns.sort((one, other) => literalLength(other.pattern) - literalLength(one.pattern));
  return { exact, patterns };
}
const literalLength = (pattern: RegExp) => pattern.source.replaceAll('(.+?)', '').length;
let lookup: ReturnType<typeof buildLookup> | undefined;

/** The catalogue id of an English message the API sends, or undefined when it has none. */
export function errorCode(message: string): ErrorCode | undefined {
  lookup ??= buildLookup();
  const code = lookup.exact.get(message);
  if (code) return { code };
  for (const { code: patternCode, pattern, names } of lookup.patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      // A message inside a message (an import's reason): its id in its place, its values beside.
      const inner = errorCode(value);
      Object.assign(values, inner?.values, { [name]: inner?.code ?? value });
    });
    return { code: patternCode, values };
  }
  return undefined;
}
