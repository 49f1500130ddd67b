import { describe, expect, it } from 'vitest';
import { invitationLine, partnerFacingName, SOMEONE } from './sharing.ts';

describe('names partners see', () => {
  it('shows the display name, trimmed, or a neutral name when there is none', () => {
    expect(partnerFacingName(' Ada Lovelace ')).toBe('Ada Lovelace');
    expect(partnerFacingName('   ')).toBe(SOMEONE);
    expect(partnerFacingName(null)).toBe(SOMEONE);
    // The words docs/product.md gives partners without a display name.
    expect(SOMEONE).toBe('A Momentum user');
  });

  it('words an invitation with who sent it and the outcome', () => {
    expect(invitationLine('Ada', 'Run a marathon')).toBe(
      "Ada invited you to follow 'Run a marathon'",
    );
  });
});
