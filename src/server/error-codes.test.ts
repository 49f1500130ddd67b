import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_MESSAGES, SOURCE_NAMES } from '#shared/foreign-import';
import { DAY_SETTINGS_MESSAGES } from '#shared/day-settings';
import { IMPORT_MESSAGES, outcomeLimitMessage } from '#shared/export-file';
import { LOCALE_MESSAGE } from '#shared/i18n/locales';
import { PLAN_PART_REQUIRED, PLAN_PART_TOO_LONG } from '#shared/if-then';
import { LIMIT_MESSAGES } from '#shared/limits';
import { MAIL_MESSAGES } from '#shared/mail';
import { MEASURE_MESSAGES } from '#shared/measure-checks';
import { PAUSE_MESSAGES } from '#shared/pauses';
import { PUSH_MESSAGES } from '#shared/push-schemas';
import { REMIND_AT_MESSAGE, TIME_ZONE_MESSAGE } from '#shared/reminders';
import { REVIEW_MESSAGES } from '#shared/review';
import { SAMPLE_PLAN_NOT_EMPTY } from '#shared/sample-plan';
import {
  LINK_MESSAGE,
  LOCAL_DATE_MESSAGE,
  OUTCOME_MESSAGES,
  QUERY_MESSAGES,
  SCHEDULE_MESSAGES,
} from '#shared/schemas';
import { LOOP_MESSAGES, SHARING_MESSAGES } from '#shared/sharing';
import { SNOOZE_MESSAGES } from '#shared/snooze';
import { characterMessages, TITLE_REQUIRED, TITLE_TOO_LONG } from '#shared/titles';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
} from '#test/server/test-app.ts';
import { refusalText } from '#shared/i18n/catalogue';
import { checkImportFile } from '#shared/export';
import { errorCode } from './error-codes.ts';
import { translator } from './i18n.ts';

describe('the API’s messages, keyed', () => {
  const sources = Object.keys(SOURCE_NAMES) as Array<keyof typeof SOURCE_NAMES>;
  /** Every message the shared checks and the server's refusals send. */
  const messages = [
    ...Object.values(SHARING_MESSAGES),
    ...Object.values(LOOP_MESSAGES),
    ...Object.values(DAY_SETTINGS_MESSAGES),
    ...Object.values(LIMIT_MESSAGES),
    ...Object.values(SNOOZE_MESSAGES),
    ...Object.values(PLAN_PART_REQUIRED),
    PLAN_PART_TOO_LONG,
    ...Object.values(REVIEW_MESSAGES),
    REMIND_AT_MESSAGE,
    TIME_ZONE_MESSAGE,
    ...Object.values(PAUSE_MESSAGES),
    ...Object.values(PUSH_MESSAGES),
    ...Object.values(IMPORT_MESSAGES),
    LOCAL_DATE_MESSAGE,
    LINK_MESSAGE,
    ...Object.values(SCHEDULE_MESSAGES),
    ...Object.values(QUERY_MESSAGES),
    ...Object.values(OUTCOME_MESSAGES),
    ...Object.values(TITLE_REQUIRED),
    TITLE_TOO_LONG,
    ...Object.values(MEASURE_MESSAGES),
    ...Object.values(MAIL_MESSAGES),
    SAMPLE_PLAN_NOT_EMPTY,
    LOCALE_MESSAGE,
    FOREIGN_MESSAGES.unknownSource,
    ...sources.flatMap((source) => [
      FOREIGN_MESSAGES.notThisApp(source),
      FOREIGN_MESSAGES.nothing(source),
    ]),
    ...['Titles', 'Plans', 'Answers', 'Time zones', 'Units', 'Notes', 'Names'].flatMap((texts) => {
      const { invalid, control, direction } = characterMessages(texts);
      return [invalid, control, direction];
    }),
  ];

  it.each(messages)('has an id in the errors area, with a Spanish translation: %s', (message) => {
    const keyed = errorCode(message);
    expect(keyed?.code).toMatch(/^errors\./);
    expect(translator('en')(keyed!.code, keyed!.values)).toBe(message);
    expect(translator('es')(keyed!.code, keyed!.values)).not.toBe(message);
  });

  it('reads a message’s placeholders back as values', () => {
    expect(errorCode(outcomeLimitMessage(19, 3))).toEqual({
      code: 'errors.importOutcomeLimit',
      values: { existing: '19', adding: '3' },
    });
    expect(errorCode('Something only this test says')).toBeUndefined();
  });
});

describe('zod’s own messages and the import’s wrapper, keyed', () => {
  const spanishOf = (message: string) => {
    const keyed = errorCode(message);
    expect(keyed, message).toBeDefined();
    expect(refusalText(translator('en'), keyed!.code, keyed!.values)).toBe(message);
    return refusalText(translator('es'), keyed!.code, keyed!.values);
  };

  it('reads zod’s English back to ids, and writes them in Spanish', () => {
    expect(spanishOf('Invalid input')).toBe('Dato no válido');
    expect(spanishOf('Invalid input: expected number, received string')).toBe(
      'Dato no válido: se esperaba un número y llegó un texto',
    );
    expect(spanishOf('Invalid option: expected one of "a"|"b"')).toBe(
      'Opción no válida: se esperaba una de "a"|"b"',
    );
    expect(spanishOf('Too big: expected array to have <=50 items')).toBe(
      'La lista puede tener como máximo 50 elementos',
    );
  });

  it('keys the message inside “This file cannot be imported”, and its place in the file', () => {
    const checked = checkImportFile({
      version: 2,
      exportedAt: '2026-01-01T00:00:00.000Z',
      goals: [],
    });
    expect(checked.ok).toBe(false);
    const { message } = checked as { message: string };
    expect(message).toBe(
      'This file cannot be imported: Invalid input: expected array, received undefined (at outcomes)',
    );
    expect(errorCode(message)).toEqual({
      code: 'errors.importInvalidAt',
      values: {
        reason: 'errors.zodInvalidType',
        expected: 'array',
        received: 'undefined',
        where: 'outcomes',
      },
    });
    expect(spanishOf(message)).toBe(
      'Este archivo no se puede importar: Dato no válido: se esperaba una lista y llegó nada (en outcomes)',
    );
    expect(
      spanishOf('This file cannot be imported: Tactic is required (at goals[3].tactics[1].title)'),
    ).toBe(
      'Este archivo no se puede importar: La táctica es obligatoria (en goals[3].tactics[1].title)',
    );
  });
});

describeWithDb(`error codes through the API (${dbKind})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a known refusal with its id beside the English message, unchanged', async () => {
    const user = await signInTestUser('Coded');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/outcomes',
      headers: user.headers,
      payload: { title: '  ' },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({
      message: 'Outcome title is required',
      code: 'errors.outcomeTitleRequired',
    });
    expect(body.issues[0]).toEqual({ path: ['title'], message: 'Outcome title is required' });
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/import?dryRun=1',
      headers: user.headers,
      payload: {
        version: 3,
        exportedAt: '2026-01-01T00:00:00.000Z',
        outcomes: [{ title: 'Run', goals: [{ title: 7 }] }],
      },
    });
    expect(imported.statusCode).toBe(400);
    const importRefusal = imported.json();
    expect(importRefusal.message).toBe(
      'This file cannot be imported: Goal title is required (at outcomes[1].goals[1].title)',
    );
    expect(importRefusal.values).toEqual({
      reason: 'errors.goalTitleRequired',
      where: 'outcomes[1].goals[1].title',
    });
    expect(refusalText(translator('es'), importRefusal.code, importRefusal.values)).toBe(
      `Este archivo no se puede importar: ${translator('es')('errors.goalTitleRequired')} (en outcomes[1].goals[1].title)`,
    );
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.json()).toEqual({ message: 'Not found', code: 'errors.notFound' });
  });
});
