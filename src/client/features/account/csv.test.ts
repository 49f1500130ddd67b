import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '#client/lib/i18n.tsx';
import { momentumExportSchema } from '#shared/export';
import { csvCell, tacticsCsv, toCsv } from './csv.ts';

afterEach(() => switchLocale('en'));

describe('csvCell', () => {
  it('quotes every field and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a value that merely contains those characters alone', () => {
    expect(csvCell('Run a 10k - twice')).toBe('"Run a 10k - twice"');
    expect(csvCell('me@example.com')).toBe('"me@example.com"');
  });
});

describe('toCsv and tacticsCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c']])).toBe('\uFEFF"a","b"\r\n"c"\r\n');
  });

  it('writes one row per tactic with its goal, score and every field', () => {
    const file = momentumExportSchema.parse({
      version: 2,
      exportedAt: '2026-11-22T10:00:00.000Z',
      outcomes: [
        {
          title: 'My plan',
          goals: [
            {
              title: 'Sleep 8 hours',
              tactics: [
                {
                  title: '=No screens',
                  effort: 2,
                  impact: 5,
                  completed: true,
                  completedAt: '2026-11-20T21:00:00.000Z',
                  dueDate: '2026-11-30',
                  plan: { when: 'I get into bed', then: 'put my phone away' },
                  actualEffort: 3,
                  actualImpact: 4,
                  link: 'https://example.com/sleep',
                },
                { title: 'Walk', repeat: { frequency: 'weekly', days: ['thu', 'mon'] } },
              ],
            },
            { title: 'Café ☕', tactics: [{ title: 'Unrated' }] },
          ],
        },
      ],
    });
    const lines = tacticsCsv(file).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Goal","Tactic","Effort","Impact","Score","Completed","Completed at","Due date","Repeat","If-then plan","Actual effort","Actual impact","Link"',
    );
    expect(lines[1]).toBe(
      `"Sleep 8 hours","'=No screens","2","5","8","yes","2026-11-20T21:00:00.000Z","2026-11-30","","When I get into bed, I will put my phone away","3","4","https://example.com/sleep"`,
    );
    expect(lines[2]).toBe(
      '"Sleep 8 hours","Walk","","","1","no","","","Every Mon, Thu","","","",""',
    );
    expect(lines[3]).toBe('"Café ☕","Unrated","","","1","no","","","","","","",""');
    expect(lines[4]).toBe('');
  });

  it('writes its columns, yes and no, and repeats in Spanish for a Spanish page', async () => {
    await switchLocale('es');
    const file = momentumExportSchema.parse({
      version: 3,
      exportedAt: '2026-11-22T10:00:00.000Z',
      outcomes: [
        {
          title: 'Dormir',
          goals: [
            {
              title: 'Dormir 8 horas',
              tactics: [
                { title: 'Leer', completed: true },
                { title: 'Caminar', repeat: { frequency: 'weekly', days: ['thu', 'mon'] } },
              ],
            },
          ],
        },
      ],
    });
    const lines = tacticsCsv(file).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Meta","Táctica","Esfuerzo","Impacto","Puntuación","Hecha","Hecha el","Fecha límite","Repetición","Plan si-entonces","Esfuerzo real","Impacto real","Enlace"',
    );
    expect(lines[1]).toMatch(/^"Dormir 8 horas","Leer","","","1","sí",/);
    expect(lines[2]).toContain('"no","","","Cada lun, jue"');
  });
});
