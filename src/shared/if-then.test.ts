import { describe, expect, it } from 'vitest';
import { ifThenSentence } from './if-then.ts';

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
  ])('%j reads "%s"', (plan, sentence) => {
    expect(ifThenSentence(plan)).toBe(sentence);
  });
});
