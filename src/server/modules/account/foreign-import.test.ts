import { expect, it } from 'vitest';
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import { IMPORT_MESSAGES } from '#shared/export';
import {
  IMPORTS_PER_MINUTE,
  LIMIT_MESSAGES,
  MAX_ACTIVE_OUTCOMES,
  MAX_IMPORT_BYTES,
} from '#shared/limits';
import { streak } from '#shared/rhythm';
import {
  FOREIGN_NOW,
  FOREIGN_TODAY,
  habiticaFile,
  LOOP_HABITS,
  loopZip,
  TODOIST_ROWS,
  todoistCsv,
} from '#test/foreign-files.ts';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

/** Import from another app (docs/product.md, Your data) through the API, on a real database. */
describeWithDb(`import from other apps (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp({ now: () => FOREIGN_NOW });

  /** The file's bytes as the page sends them. */
  const send = (api: WorkflowApi, source: string, body: Buffer | string, query = '') =>
    context().app.inject({
      method: 'POST',
      url: `/api/import/${source}${query}`,
      headers: { ...api.user.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  const habitica = () => Buffer.from(JSON.stringify(habiticaFile()));

  it('previews a Habitica file without writing, then imports it as one outcome whose streaks match', async () => {
    const api = await signIn('From Habitica');
    const preview = await send(api, 'habitica', habitica(), '?dryRun=1');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      outcomes: 1,
      activeOutcomes: 1,
      goals: 3,
      tactics: 8,
      checkIns: 8,
    });
    expect(preview.json().unmapped).toContain('1 reward (Momentum has no rewards)');
    expect((await api.outcomes()).outcomes).toHaveLength(0);

    const imported = await send(api, 'habitica', habitica());
    expect(imported.statusCode, imported.body).toBe(201);
    const plan = await api.outcomes();
    expect(plan.outcomes.map((outcome) => outcome.title)).toEqual(['From Habitica']);
    expect(plan.goals.map((goal) => goal.title)).toEqual(['Habits', 'Dailies', 'To-dos']);
    const stretch = plan.goals.flatMap((goal) => goal.tactics).find((t) => t.title === 'Stretch')!;
    expect(stretch.steps.map((step) => step.title)).toEqual(['Neck', 'Back']);
    // Habitica says 5; the streak Momentum computes from what was stored is the same.
    expect(streak(stretch, FOREIGN_TODAY).count).toBe(5);
  });

  it('imports a Loop zip: repeats, check-ins by hand only, the archived habit achieved, streaks as Loop counts them', async () => {
    const api = await signIn('From Loop');
    const imported = await send(api, 'loop', loopZip(LOOP_HABITS));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ goals: 2, tactics: 6 });
    const plan = await api.outcomes();
    expect(plan.outcomes.map((outcome) => outcome.title)).toEqual(['From Loop Habit Tracker']);
    expect(plan.goals.map((goal) => [goal.title, goal.status])).toEqual([
      ['Habits', 'active'],
      ['Archived habits', 'achieved'],
    ]);
    const tactics = Object.fromEntries(
      plan.goals.flatMap((g) => g.tactics).map((t) => [t.title, t]),
    );
    expect(streak(tactics.Meditate!, FOREIGN_TODAY).count).toBe(10);
    expect(tactics.Gym!.repeat).toEqual({ frequency: 'timesPerWeek', times: 3 });
    expect(tactics.Gym!.checkIns).toHaveLength(3);
  });

  it("writes Momentum's own words in the person's language: a Spanish speaker's preview and plan are in Spanish", async () => {
    const api = await signIn('Desde Loop');
    expect((await api.send('PATCH', '/api/users/me', { locale: 'es' })).statusCode).toBe(200);
    const unmapped = [
      '«Call mum»: 2 veces en 10 días no tiene equivalente; se repite 1 vez por semana',
      'Las cantidades de 1 hábito numérico (guardadas como registros los días en que se alcanzó el objetivo)',
      '1 día omitido de 1 hábito (Momentum no tiene días omitidos: sus días de descanso perdonan un día perdido)',
      'Las preguntas y descripciones de 1 hábito',
      '1 hábito archivado: importado en la meta lograda «Hábitos archivados»',
    ];
    const preview = await send(api, 'loop', loopZip(LOOP_HABITS), '?dryRun=1');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().unmapped).toEqual(unmapped);

    const imported = await send(api, 'loop', loopZip(LOOP_HABITS));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().unmapped).toEqual(unmapped);
    const plan = await api.outcomes();
    expect(plan.outcomes.map((outcome) => outcome.title)).toEqual([
      'Importado de Loop Habit Tracker',
    ]);
    expect(plan.goals.map((goal) => goal.title)).toEqual(['Hábitos', 'Hábitos archivados']);
    // The habits keep the names the person gave them in Loop.
    expect(plan.goals.flatMap((goal) => goal.tactics).map((tactic) => tactic.title)).toContain(
      'Call mum',
    );
    expect(JSON.stringify([preview.json(), plan.outcomes, plan.goals])).not.toMatch(
      /From Loop|"Habits"|Archived habits|has no match|skipped day|descriptions/,
    );
  });

  it('imports a Todoist CSV: sections as goals, repeats and due dates in the person’s day', async () => {
    const api = await signIn('From Todoist');
    const imported = await send(api, 'todoist', todoistCsv(TODOIST_ROWS));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().unmapped).toContain(
      "task 'Clean windows': its repeat 'every 2 weeks' has no match; it does not repeat",
    );
    const plan = await api.outcomes();
    expect(plan.goals.map((goal) => goal.title)).toEqual(['Tasks', 'Fitness', 'Home']);
    const plumber = plan.goals.flatMap((g) => g.tactics).find((t) => t.title === 'Call plumber')!;
    expect(plumber.dueDate).toBe('2026-11-21');
  });

  it("answers a wrong app's file, an empty file and an unknown app with 400 and a clear message", async () => {
    const api = await signIn('Wrong file');
    const cases: Array<[string, Buffer | string, string]> = [
      ['loop', habitica(), FOREIGN_MESSAGES.notThisApp('loop')],
      ['loop', '', FOREIGN_MESSAGES.notThisApp('loop')],
      ['habitica', loopZip(LOOP_HABITS), FOREIGN_MESSAGES.notThisApp('habitica')],
      ['habitica', '{"tasks":{"habits":[]}}', FOREIGN_MESSAGES.nothing('habitica')],
      ['todoist', habitica(), FOREIGN_MESSAGES.notThisApp('todoist')],
    ];
    for (const [source, body, message] of cases) {
      const response = await send(api, source, body, '?dryRun=1');
      expect([response.statusCode, response.json()]).toEqual([400, refusal(message)]);
    }
    // Habitica's file may come as JSON too; the others may not. (Another person: 5 imports a minute.)
    const other = await signIn('JSON sender');
    const asJson = await other.send('POST', '/api/import/habitica?dryRun=1', habiticaFile());
    expect(asJson.statusCode).toBe(200);
    const loopAsJson = await other.send('POST', '/api/import/loop?dryRun=1', { tasks: {} });
    expect(loopAsJson.json()).toEqual(refusal(FOREIGN_MESSAGES.notThisApp('loop')));
    const unknown = await send(other, 'streaks', habitica());
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      FOREIGN_MESSAGES.unknownSource,
    ]);
    expect((await api.outcomes()).outcomes).toHaveLength(0);
    expect((await other.outcomes()).outcomes).toHaveLength(0);
  });

  it('writes nothing when the file would pass the active outcome limit, and counts toward the import budget', async () => {
    const api = await signIn('Full account');
    for (let i = 0; i < MAX_ACTIVE_OUTCOMES; i++) {
      expect((await api.createOutcome({ title: `Outcome ${i + 1}` })).statusCode).toBe(201);
    }
    for (const query of ['?dryRun=1', '']) {
      const response = await send(api, 'loop', loopZip(LOOP_HABITS), query);
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        `${LIMIT_MESSAGES.outcomes}: you have ${MAX_ACTIVE_OUTCOMES} and this file adds 1.`,
      ]);
    }
    const plan = await api.outcomes();
    expect(plan.outcomes).toHaveLength(MAX_ACTIVE_OUTCOMES);
    expect(plan.goals).toHaveLength(0);
    // Two imports used; the budget is the one Import's own files use.
    for (let sent = 2; sent < IMPORTS_PER_MINUTE; sent++) {
      await send(api, 'todoist', todoistCsv(TODOIST_ROWS), '?dryRun=1');
    }
    const limited = await send(api, 'habitica', habitica(), '?dryRun=1');
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a file over 1 MB with 413 and the limit', async () => {
    const api = await signIn('Huge file');
    const tooLarge = await send(api, 'todoist', Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([
      413,
      refusal(IMPORT_MESSAGES.tooLarge),
    ]);
  });
});
