import { describe, expect, it } from 'vitest';
import { translator } from '#server/i18n.ts';
import { checkCodes } from './check-codes.ts';

describe('the ids of the form checks’ messages', () => {
  it('name, in English, the very words the checks give', () => {
    const english = translator('en');
    const spanish = translator('es');
    expect(checkCodes().size).toBeGreaterThan(30);
    for (const [message, code] of checkCodes()) {
      expect(english(code), code).toBe(message);
      expect(spanish(code), code).not.toBe(message);
    }
  });
});
