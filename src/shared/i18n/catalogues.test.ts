import { readdirSync, readFileSync } from 'node:fs';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { flatten, type Catalogue } from './catalogue.ts';
import { LOCALES, SOURCE_LOCALE } from './locales.ts';

const catalogueOf = (locale: string) =>
  flatten(
    JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as Catalogue,
  );
const source = catalogueOf(SOURCE_LOCALE);
const others = Object.keys(LOCALES).filter((locale) => locale !== SOURCE_LOCALE);

/**
 * What a translation must keep of its source message: the placeholders it fills, the plural and
 * select arguments, and the numbered tags that wrap links and emphasis.
 */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  // A compiled message is a list of tokens: text, or [name, format?, choices?] where each
  // choice of a plural or select is a compiled message again.
  const walk = (tokens: CompiledMessage | string): void => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      found.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object')
        for (const [key, choice] of Object.entries(choices))
          if (key !== 'offset') walk(choice as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
  return [...found].sort();
}

describe('message catalogues', () => {
  it('has a catalogue for each language Momentum lists, and lists each catalogue', () => {
    // Adding a language is its file plus its line in LOCALES (docs/decisions/291).
    const files = readdirSync(new URL('.', import.meta.url)).filter((name) =>
      /^[a-z-]+\.json$/i.test(name),
    );
    expect(files.map((name) => name.replace('.json', '')).sort()).toEqual(
      Object.keys(LOCALES).sort(),
    );
  });

  it('the source catalogue holds messages that compile, grouped by area', () => {
    expect(Object.keys(source).length).toBeGreaterThan(0);
    for (const [id, message] of Object.entries(source)) {
      expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
      expect(() => argumentsOf(message), id).not.toThrow();
    }
  });

  describe.each(others)('%s', (locale) => {
    const catalogue = catalogueOf(locale);

    it('has every message of the source and no other', () => {
      expect(Object.keys(catalogue).filter((id) => !(id in source))).toEqual([]);
      expect(Object.keys(source).filter((id) => !(id in catalogue))).toEqual([]);
    });

    it('keeps each message’s placeholders, plural arguments and tags', () => {
      for (const [id, message] of Object.entries(catalogue)) {
        if (!(id in source)) continue;
        expect(argumentsOf(message), id).toEqual(argumentsOf(source[id]!));
      }
    });

    it('translates: no message is left empty', () => {
      for (const [id, message] of Object.entries(catalogue))
        expect(message.trim(), id).not.toBe('');
    });
  });
});
