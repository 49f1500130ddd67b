import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '#shared/schedule';
import { switchLocale, t } from './i18n.tsx';
import { formatLocalDay, formatWeekday } from './local-day.ts';

afterEach(() => switchLocale('en'));

describe('a plan date on screen: formatDay’s one rule, in the active language', () => {
  it('reads as before in English', () => {
    expect(formatLocalDay('2026-11-27')).toBe('Fri 27 Nov');
    expect(formatLocalDay('2025-09-05', '2026-01-02')).toBe('Fri 5 Sep 2025');
    expect(formatLocalDay('2026-11-27', undefined, { weekday: false })).toBe('27 Nov');
    expect(formatLocalDay('2025-11-27', '2026-01-02', { weekday: false })).toBe('27 Nov 2025');
    expect(formatWeekday('2026-11-30')).toBe('Mon');
  });

  it('reads in Spanish, the same words as the shared rule', async () => {
    await switchLocale('es');
    expect(formatLocalDay('2026-11-27')).toBe('vie, 27 nov');
    expect(formatLocalDay('2025-09-05', '2026-01-02')).toBe('vie, 5 sept 2025');
    expect(formatLocalDay('2026-11-27', undefined, { weekday: false })).toBe('27 nov');
    expect(formatWeekday('2026-11-30')).toBe('lun');
    expect(formatLocalDay('2026-03-02', '2026-03-02')).toBe(formatDay(t, '2026-03-02'));
  });
});
