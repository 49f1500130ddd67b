import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { blankTacticFields, type Outcomes, type Tactic } from '#shared/schemas';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { NOT_FOUND, useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

describeWithDb(`GET /api/outcomes and ownership (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  it('answers no outcomes and no goals to a caller with no user row, and creates none', async () => {
    const api = await signIn('Newcomer');
    expect(await api.outcomes()).toEqual({ outcomes: [], goals: [] });
    const rows = await context()
      .database.db.select()
      .from(users)
      .where(eq(users.firebaseUid, api.user.uid));
    expect(rows).toEqual([]);
  });

  // The plan list reads its rows in array mode and maps them by hand (docs/decisions/181); the
  // single outcome's read maps them through Drizzle. Both must show the same outcome and tactics.
  it('shows every field of an outcome and a tactic alike in the plan, a change and the outcome', async () => {
    const api = await signIn('Every field');
    const goal = await api.goal('Cook at home');
    // Archived and restored: its status time is no longer its creation time.
    for (const status of ['archived', 'active']) {
      expect((await api.updateOutcome(goal.outcomeId, { status })).statusCode).toBe(200);
    }
    const done = await api.tactic(goal.id, 'Plan the week');
    const daily = await api.tactic(goal.id, 'Chop vegetables');
    const today = new Date().toISOString().slice(0, 10);
    const repeats = await api.updateTactic(daily.id, { repeat: { frequency: 'daily' } });
    expect(repeats.statusCode).toBe(200);
    expect((await api.checkIn(daily.id, today, { note: 'Soup' })).statusCode).toBe(204);
    const repeating = await api.updateTactic(daily.id, { remindAt: '07:15' });
    const changed = await api.updateTactic(done.id, {
      effort: 2,
      impact: 4,
      dueDate: '2031-02-03',
      plan: { when: 'Sunday comes', then: 'write the menu' },
      actualEffort: 3,
      actualImpact: 5,
      link: 'https://example.com/menu',
      remindAt: '18:45',
      steps: [{ id: randomUUID(), title: 'List meals', done: true }],
      completed: true,
      completionNote: 'Menu on the fridge',
    });
    expect([changed.statusCode, repeating.statusCode]).toEqual([200, 200]);
    const plan = await api.outcomes();
    const [outcome] = plan.outcomes;
    const one = await api.readOutcome(outcome!.id);
    const { goals: oneGoals, ...oneOutcome } = one.json<{ goals: Outcomes['goals'] }>();
    expect(plan.outcomes).toEqual([oneOutcome]);
    expect(outcome!.statusChangedAt).not.toBe(outcome!.createdAt);
    expect(plan.goals).toEqual(oneGoals);
    expect(plan.goals[0]!.tactics).toEqual([changed.json(), repeating.json()]);
    expect(changed.json()).toMatchObject({
      plan: { when: 'Sunday comes', then: 'write the menu' },
      completionNote: 'Menu on the fridge',
      remindAt: '18:45',
    });
    expect(repeating.json()).toMatchObject({
      repeat: { frequency: 'daily' },
      remindAt: '07:15',
      checkIns: [today],
      checkInNotes: [{ date: today, note: 'Soup' }],
    });
  });

  it('lists goals in order, each with its tactics in order, ratings and completion', async () => {
    const api = await signIn('Planner');
    const sleep = await api.goal('Sleep 8 hours');
    const run = await api.goal('Run a triathlon');
    const empty = await api.goal('Read more');
    const screens = await api.tactic(sleep.id, 'No screens after 10pm');
    const swim = await api.tactic(run.id, 'Swim twice a week');
    const dark = await api.tactic(sleep.id, 'Dark bedroom');
    const rated = await api.updateTactic(screens.id, { effort: 4, impact: 5, completed: true });
    expect(rated.statusCode).toBe(200);
    const { completedAt } = rated.json<Tactic>();
    expect(Date.parse(completedAt!)).toBeGreaterThan(Date.now() - 60_000);

    expect((await api.outcomes()).goals).toEqual([
      {
        ...sleep,
        measurements: [],
        tactics: [
          {
            id: screens.id,
            goalId: sleep.id,
            title: 'No screens after 10pm',
            ...blankTacticFields(),
            effort: 4,
            impact: 5,
            completed: true,
            completedAt,
          },
          {
            id: dark.id,
            goalId: sleep.id,
            title: 'Dark bedroom',
            ...blankTacticFields(),
          },
        ],
      },
      { ...run, tactics: [swim], measurements: [] },
      { ...empty, tactics: [], measurements: [] },
    ]);
  });

  it('refuses every workflow call without a verified caller with 401', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/outcomes'],
      ['POST', '/api/goals'],
      ['PATCH', '/api/goals/x'],
      ['DELETE', '/api/goals/x'],
      ['POST', '/api/sample-plan'],
      ['POST', '/api/tactics'],
      ['PATCH', '/api/tactics/x'],
      ['DELETE', '/api/tactics/x'],
      ['PUT', '/api/tactics/x/check-ins/2027-01-01'],
      ['DELETE', '/api/tactics/x/check-ins/2027-01-01'],
      ['PUT', '/api/goals/x/measurements/2026-01-01'],
      ['DELETE', '/api/goals/x/measurements/2026-01-01'],
      ['GET', '/api/calendar'],
      ['POST', '/api/calendar/link'],
      ['DELETE', '/api/calendar/link'],
      ['GET', '/api/export'],
      ['POST', '/api/import'],
      ['POST', '/api/import?dryRun=1'],
      ['DELETE', '/api/users/me'],
      ['GET', '/api/users/me'],
      ['PATCH', '/api/users/me'],
    ];
    const api = await signIn('Forger');
    for (const [method, url] of calls) {
      const response = await context().app.inject({
        method: method as 'GET',
        url,
        headers: { 'firebase-id': api.user.uid },
        payload:
          method === 'POST' || method === 'PATCH'
            ? { title: 'Sleep' }
            : url.includes('measurements') && method === 'PUT'
              ? { value: 1 }
              : undefined,
      });
      expect([method, url, response.statusCode, response.json()]).toEqual([
        method,
        url,
        401,
        refusal('Unauthorized'),
      ]);
    }
  });

  describe('user B cannot read, change, delete or attach to what user A owns', () => {
    let alice: WorkflowApi;
    let bob: WorkflowApi;
    let aliceGoalId: string;
    let aliceTacticId: string;
    let alicePlan: Awaited<ReturnType<WorkflowApi['outcomes']>>;

    beforeAll(async () => {
      [alice, bob] = await Promise.all([signIn('Alice'), signIn('Bob')]);
      const goal = await alice.goal('Sleep 8 hours');
      const tactic = await alice.tactic(goal.id, 'No screens after 10pm');
      expect(
        (
          await alice.updateTactic(tactic.id, {
            effort: 2,
            impact: 4,
            repeat: { frequency: 'weekly', days: ['tue'] },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await alice.checkIn(tactic.id, '2026-01-02', { note: 'Slept well' })).statusCode,
      ).toBe(204);
      const measured = await alice.updateGoal(goal.id, {
        measure: { unit: 'h', start: 6, target: 8, direction: 'increase' },
      });
      expect(measured.statusCode).toBe(200);
      expect((await alice.putMeasurement(goal.id, '2026-01-02', { value: 7 })).statusCode).toBe(
        200,
      );
      await alice.goal('Run a triathlon');
      aliceGoalId = goal.id;
      aliceTacticId = tactic.id;
      alicePlan = await alice.outcomes();
      // B has a plan of their own, so "none of A's" is not merely "empty".
      const bobGoal = await bob.goal('Save money');
      await bob.tactic(bobGoal.id, 'Cook at home');
    });

    it('GET /api/outcomes shows B none of A’s goals or tactics', async () => {
      const bobPlan = await bob.outcomes();
      expect(bobPlan.goals.map((goal) => goal.title)).toEqual(['Save money']);
      const bobIds = JSON.stringify(bobPlan);
      expect(bobIds).not.toContain(aliceGoalId);
      expect(bobIds).not.toContain(aliceTacticId);
    });

    const attempts: Array<[string, () => ReturnType<WorkflowApi['send']>]> = [
      ['PATCH A’s goal', () => bob.updateGoal(aliceGoalId, { title: 'Taken over' })],
      ['DELETE A’s goal', () => bob.deleteGoal(aliceGoalId)],
      [
        'POST a tactic to A’s goal',
        () => bob.createTactic({ goalId: aliceGoalId, title: 'Sneak' }),
      ],
      [
        'PATCH A’s tactic',
        () => bob.updateTactic(aliceTacticId, { title: 'Taken', completed: true }),
      ],
      ['DELETE A’s tactic', () => bob.deleteTactic(aliceTacticId)],
      [
        'PATCH A’s tactic’s schedule, plan, ratings and link',
        () =>
          bob.updateTactic(aliceTacticId, {
            dueDate: '2027-01-01',
            repeat: { frequency: 'daily' },
            plan: { when: 'Now', then: 'Take over' },
            actualEffort: 1,
            link: 'https://example.com/',
          }),
      ],
      ['PUT a check-in on A’s tactic', () => bob.checkIn(aliceTacticId, '2026-01-01')],
      ['DELETE a check-in of A’s tactic', () => bob.removeCheckIn(aliceTacticId, '2026-01-02')],
      [
        'PUT a noted check-in on A’s tactic',
        () => bob.checkIn(aliceTacticId, '2026-01-02', { note: 'Mine now' }),
      ],
      [
        'PATCH A’s tactic’s steps and completion note',
        () =>
          bob.updateTactic(aliceTacticId, {
            steps: [{ id: randomUUID(), title: 'Sneak', done: true }],
            completionNote: 'Taken',
          }),
      ],
      [
        'PATCH A’s goal’s measure',
        () =>
          bob.updateGoal(aliceGoalId, {
            measure: { unit: 'kg', start: 1, target: 0, direction: 'decrease' },
          }),
      ],
      ['PATCH A’s goal’s measure to null', () => bob.updateGoal(aliceGoalId, { measure: null })],
      [
        'PUT a value on A’s goal',
        () => bob.putMeasurement(aliceGoalId, '2026-01-02', { value: 1 }),
      ],
      ['DELETE a value of A’s goal', () => bob.removeMeasurement(aliceGoalId, '2026-01-02')],
    ];
    for (const [name, attempt] of attempts) {
      it(`${name}: 404, exactly as for a missing row, and A’s plan is unchanged`, async () => {
        const response = await attempt();
        expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
        expect(await alice.outcomes()).toEqual(alicePlan);
        expect((await bob.outcomes()).goals.map((goal) => goal.tactics.length)).toEqual([1]);
      });
    }
  });
});
