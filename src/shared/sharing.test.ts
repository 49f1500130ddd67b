import { describe, expect, it } from 'vitest';
import { english } from '#test/words.ts';
import { createCheerSchema } from './sharing-schemas.ts';
import { partnerFacingName, SOMEONE } from './sharing.ts';
import { invitationLine } from './invitation-words.ts';

describe('names partners see', () => {
  it('shows the display name, trimmed, or a neutral name when there is none', () => {
    expect(partnerFacingName(' Ada Lovelace ')).toBe('Ada Lovelace');
    expect(partnerFacingName('   ')).toBe(SOMEONE);
    expect(partnerFacingName(null)).toBe(SOMEONE);
    // The words docs/product.md gives partners without a display name.
    expect(SOMEONE).toBe('A Momentum user');
  });

  it('words an invitation with who sent it and the outcome', () => {
    expect(invitationLine('Ada', 'Run a marathon', english)).toBe(
      "Ada invited you to follow 'Run a marathon'",
    );
  });
});

describe('a cheer’s words', () => {
  const refusal = (text: unknown) => {
    const result = createCheerSchema.safeParse({ text });
    return result.success ? undefined : result.error.issues[0]!.message;
  };

  it('are trimmed and kept', () => {
    expect(createCheerSchema.parse({ text: '  Keep going!  ' })).toEqual({ text: 'Keep going!' });
  });

  it('are required: empty, blank or invisible words are none', () => {
    for (const text of ['', '   ', '\u200b', undefined]) {
      expect(refusal(text)).toBe('A cheer needs a few words');
    }
  });

  it('hold at most 280 characters', () => {
    expect(refusal('c'.repeat(280))).toBeUndefined();
    expect(refusal('c'.repeat(281))).toBe('A cheer can be at most 280 characters');
  });

  it('refuse characters that cannot be stored or that disguise the text', () => {
    expect(refusal('Go\u0007')).toBe('Titles cannot contain control characters');
    expect(refusal('Go \u202Eog')).toBe('Titles cannot contain text-direction override characters');
    expect(refusal('Go \ud800')).toBe('Titles cannot contain invalid characters');
  });
});
