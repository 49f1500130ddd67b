import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';

describe('the server’s words', () => {
  it('writes a message in the recipient’s language, English when none is chosen', () => {
    expect(translator(null)('common.loading')).toBe('Loading...');
    expect(translator('es')('common.loading')).toBe('Cargando...');
  });
});
