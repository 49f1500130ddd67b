import { describe, expect, it } from 'vitest';
import {
  ifThenProblems,
  ifThenSentence,
  PLAN_PART_REQUIRED,
  PLAN_PART_TOO_LONG,
} from './if-then.ts';
import { english } from '#test/words.ts';

describe('ifThenSentence', () => {
  it.each([
    [
      { when: 'I get home from work', then: 'Put on my running shoes' },
      'When I get home from work, I will put on my running shoes',
    ],
    // Words the person already typed are not doubled, nor is trailing punctuation.
    [
      { when: 'When the alarm rings.', then: 'I will get up.' },
      'When the alarm rings, I will get up',
    ],
    // A capital that belongs to the word stays.
    [{ when: 'dinner is over', then: 'TV off at 9' }, 'When dinner is over, I will TV off at 9'],
    // Only a leading "when" / "I will" is dropped, with all the spaces after it; all trailing
    // punctuation goes.
    [
      { when: 'Whenever  it rains, ;', then: 'Read; I will  rest..' },
      'When Whenever  it rains, I will read; I will  rest',
    ],
    [{ when: 'when   lunch ends', then: 'i will   walk' }, 'When lunch ends, I will walk'],
    [{ when: 'I wake', then: 'I stretch' }, 'When I wake, I will I stretch'],
  ])('%j reads "%s"', (plan, sentence) => {
    expect(ifThenSentence(english, plan)).toBe(sentence);
  });
});

describe('ifThenProblems', () => {
  it('names each part’s problem in the API’s words, once trimmed', () => {
    expect(ifThenProblems({ when: ' I get home ', then: 'walk' })).toEqual({});
    expect(ifThenProblems({ when: '  ', then: '' })).toEqual(PLAN_PART_REQUIRED);
    expect(ifThenProblems({ when: `${'a'.repeat(200)} `, then: 'a'.repeat(201) })).toEqual({
      then: PLAN_PART_TOO_LONG,
    });
    expect(ifThenProblems({ when: 'a\u0000b', then: 'go\u202E' })).toEqual({
      when: 'Plans cannot contain invalid characters',
      then: 'Plans cannot contain text-direction override characters',
    });
    expect(ifThenProblems({ when: 'a\tb', then: 'ok' })).toEqual({
      when: 'Plans cannot contain control characters',
    });
  });
});
