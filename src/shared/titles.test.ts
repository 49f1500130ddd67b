import { describe, expect, it } from 'vitest';
import {
  characterMessages,
  characterProblem,
  hasVisibleText,
  isStorableText,
  titleProblem,
  TITLE_CONTROL_CHARACTERS,
  TITLE_DIRECTION_OVERRIDES,
  TITLE_INVALID,
  TITLE_TOO_LONG,
} from './titles.ts';

const REQUIRED = 'Goal title is required';

describe('the rule of every free text', () => {
  it.each([
    ['Run a 10k', undefined],
    ['  Run  ', undefined],
    ['اقرأ كتابا', undefined],
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['\u200B\u3164 \u2800', REQUIRED],
    ['a'.repeat(200), undefined],
    [` ${'a'.repeat(200)} `, undefined],
    ['a'.repeat(201), TITLE_TOO_LONG],
    ['a\u0000b', TITLE_INVALID],
    ['a\uD800b', TITLE_INVALID],
    ['a\u0007b', TITLE_CONTROL_CHARACTERS],
    ['a\nb', TITLE_CONTROL_CHARACTERS],
    ['a\u202Ab', TITLE_DIRECTION_OVERRIDES],
    ['a\u202Eb', TITLE_DIRECTION_OVERRIDES],
    ['a\u2066b', TITLE_DIRECTION_OVERRIDES],
    ['a\u2069b', TITLE_DIRECTION_OVERRIDES],
    ['a\u202Fb', undefined],
    ['a\u2065b', undefined],
  ])('titleProblem(%j) is %j', (value, problem) => {
    expect(titleProblem(value, REQUIRED)).toBe(problem);
  });

  it('checks characters in one order and names the kind of text', () => {
    const names = characterMessages('Names');
    expect(names).toEqual({
      invalid: 'Names cannot contain invalid characters',
      control: 'Names cannot contain control characters',
      direction: 'Names cannot contain text-direction override characters',
    });
    // NUL is a control character too, but "invalid" is what is said first.
    expect(characterProblem('\u0000\u202E', names)).toBe(names.invalid);
    expect(characterProblem('\t\u202E', names)).toBe(names.control);
    expect(characterProblem('Ada', names)).toBeUndefined();
  });

  it('tells storable and visible text apart', () => {
    expect(isStorableText('ok ☕')).toBe(true);
    expect(isStorableText('\uDC00')).toBe(false);
    expect(hasVisibleText('\uFFA0\u1160\u115F')).toBe(false);
    expect(hasVisibleText(' x ')).toBe(true);
  });
});
