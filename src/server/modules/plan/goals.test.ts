import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_GOALS_PER_OUTCOME, WRITES_PER_MINUTE } from '#shared/limits';
import { errorBodySchema, goalSchema, LIMIT_MESSAGES } from '#shared/schemas';
import { goals, outcomes, tactics, users } from '#server/db/schema.ts';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import {
  badTitles,
  JUNK_IDS,
  NON_OBJECT_BODIES,
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
} from '#test/server/workflow-model.ts';

describeWithDb(`goals API (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();
  const db = () => context().database.db;

  it('another user’s goal and outcome answer 404 to every call, exactly like unknown ids, changing nothing', async () => {
    const owner = await signIn('Owner');
    const theirs = await owner.goal('Private');
    const before = await owner.outcomes();
    const other = await signIn('Other');
    const mine = await other.goal('Mine');
    const mineBefore = await other.outcomes();
    for (const [goalId, outcomeId] of [
      [theirs.id, theirs.outcomeId],
      [randomUUID(), randomUUID()],
    ] as const) {
      const calls = [
        await other.createGoal({ title: 'Planted', outcomeId }),
        await other.updateGoal(goalId, { title: 'Taken over' }),
        await other.updateGoal(mine.id, { outcomeId }),
        await other.deleteGoal(goalId),
      ];
      expect(calls.map((call): unknown[] => [call.statusCode, call.json()])).toEqual(
        calls.map(() => [404, NOT_FOUND]),
      );
    }
    expect(await owner.outcomes()).toEqual(before);
    expect(await other.outcomes()).toEqual(mineBefore);
  });

  describe('POST /api/goals', () => {
    it('answers 201 with the trimmed goal and puts each new goal last', async () => {
      const api = await signIn();
      const response = await api.createGoal({ title: '  Sleep 8 hours  ' });
      expect(response.statusCode).toBe(201);
      const first = parseExactly(goalSchema, response.json());
      expect(first.title).toBe('Sleep 8 hours');
      const second = await api.goal('Run a triathlon');
      const third = await api.goal('x'.repeat(200));
      expect((await api.outcomes()).goals).toEqual([
        { ...first, tactics: [], measurements: [] },
        { ...second, title: 'Run a triathlon', tactics: [], measurements: [] },
        { ...third, title: 'x'.repeat(200), tactics: [], measurements: [] },
      ]);
    });

    it('creates the caller user row from the verified token when no profile was sent', async () => {
      const api = await signIn('Goal Setter');
      await api.goal('Eat more greens');
      const rows = await db()
        .select({ email: users.email, displayName: users.displayName })
        .from(users)
        .where(eq(users.firebaseUid, api.user.uid));
      expect(rows).toEqual([{ email: api.user.email, displayName: 'Goal Setter' }]);
    });

    const badBodies: Array<[string, unknown, string]> = [
      ...NON_OBJECT_BODIES,
      ['no title', {}, 'Goal title is required'],
      ...badTitles('Goal title is required').map(
        ([name, title, message]): [string, unknown, string] => [name, { title }, message],
      ),
      ['an unknown field', { title: 'Sleep', userId: randomUUID() }, 'Unrecognized key: "userId"'],
    ];
    for (const [name, body, message] of badBodies) {
      it(`refuses ${name} with 400 and creates nothing`, async () => {
        const api = await signIn();
        const response = await api.createGoal(body);
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toBe(message);
        expect((await api.outcomes()).goals).toEqual([]);
      });
    }

    it('refuses a body that is not valid JSON or not JSON at all, and creates nothing', async () => {
      const api = await signIn();
      const raw = (contentType: string, payload: string) =>
        context().app.inject({
          method: 'POST',
          url: '/api/goals',
          headers: { ...api.user.headers, 'content-type': contentType },
          payload,
        });
      const broken = await raw('application/json', '{"title": "Sleep"');
      expect([broken.statusCode, broken.json()]).toEqual([
        400,
        refusal('The request body is not valid JSON'),
      ]);
      const poisoned = await raw('application/json', '{"title":"Sleep","__proto__":{"x":1}}');
      expect([poisoned.statusCode, poisoned.json()]).toEqual([
        400,
        refusal('The request body is not valid JSON'),
      ]);
      const text = await raw('text/plain', 'Sleep');
      expect(text.statusCode).toBe(400);
      const xml = await raw('application/xml', '<title>Sleep</title>');
      expect([xml.statusCode, xml.json()]).toEqual([
        415,
        refusal('Requests must be sent as application/json'),
      ]);
      expect((await api.outcomes()).goals).toEqual([]);
    });

    it('refuses a body over 16 KiB with 413 and creates nothing', async () => {
      const api = await signIn();
      const response = await api.createGoal({ title: 'x'.repeat(MAX_BODY_BYTES) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(refusal('Request body is too large'));
      expect((await api.outcomes()).goals).toEqual([]);
    });

    it(`keeps at most ${MAX_GOALS_PER_OUTCOME} goals under 60 concurrent creations`, async () => {
      const api = await signIn();
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, index) => api.createGoal({ title: `Goal ${index}` })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_GOALS_PER_OUTCOME);
      expect(statuses.filter((status) => status === 409)).toHaveLength(60 - MAX_GOALS_PER_OUTCOME);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(refused.json()).toEqual(refusal(LIMIT_MESSAGES.goals));
      }
      const { goals: saved } = await api.outcomes();
      expect(saved).toHaveLength(MAX_GOALS_PER_OUTCOME);

      // Each goal got its own place, in creation order.
      const [owner] = await db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.firebaseUid, api.user.uid));
      const positions = await db()
        .select({ position: goals.position })
        .from(goals)
        .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
        .where(eq(outcomes.userId, owner!.id))
        .orderBy(asc(goals.position));
      expect(positions.map((row) => row.position)).toEqual(
        Array.from({ length: MAX_GOALS_PER_OUTCOME }, (_, index) => index),
      );

      // Room again after a delete, and the new goal goes last.
      expect((await api.deleteGoal(saved[0]!.id)).statusCode).toBe(204);
      const again = await api.goal('One more');
      const after = await api.outcomes();
      expect(after.goals).toHaveLength(MAX_GOALS_PER_OUTCOME);
      expect(after.goals.at(-1)).toEqual({ ...again, tactics: [], measurements: [] });
    });
  });

  describe('PATCH /api/goals/:id', () => {
    it('answers 200 with the trimmed new title and keeps the goal in its place', async () => {
      const api = await signIn();
      const first = await api.goal('Sleep');
      const second = await api.goal('Run');
      const response = await api.updateGoal(first.id, { title: '  Sleep 8 hours  ' });
      expect(response.statusCode).toBe(200);
      expect(parseExactly(goalSchema, response.json())).toEqual({
        ...first,
        title: 'Sleep 8 hours',
      });
      expect((await api.outcomes()).goals).toEqual([
        { ...first, title: 'Sleep 8 hours', tactics: [], measurements: [] },
        { ...second, tactics: [], measurements: [] },
      ]);
    });

    const badBodies: Array<[string, unknown, string]> = [
      ...NON_OBJECT_BODIES,
      ['nothing to change', {}, 'Nothing to update'],
      ['an empty title', { title: '' }, 'Goal title is required'],
      ['an unknown field', { title: 'Sleep', userId: randomUUID() }, 'Unrecognized key: "userId"'],
    ];
    for (const [name, body, message] of badBodies) {
      it(`refuses ${name} with 400 and changes nothing`, async () => {
        const api = await signIn();
        const goal = await api.goal('Sleep');
        const response = await api.updateGoal(goal.id, body);
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toBe(message);
        expect((await api.outcomes()).goals).toEqual([{ ...goal, tactics: [], measurements: [] }]);
      });
    }

    it('answers 404 for an id that is malformed or names no goal, and changes nothing', async () => {
      const api = await signIn();
      const goal = await api.goal('Sleep');
      const tactic = await api.tactic(goal.id, 'No screens after 10pm');
      for (const id of [...JUNK_IDS, tactic.id]) {
        const response = await api.updateGoal(id, { title: 'Renamed' });
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic], measurements: [] },
      ]);
    });
  });

  describe('DELETE /api/goals/:id', () => {
    it('answers 204, removes the goal with its tactics, and then answers 404', async () => {
      const api = await signIn();
      const doomed = await api.goal('Sleep');
      const kept = await api.goal('Run');
      await api.tactic(doomed.id, 'No screens after 10pm');
      const keptTactic = await api.tactic(kept.id, 'Run on Sundays');

      const response = await api.deleteGoal(doomed.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await db().select().from(goals).where(eq(goals.id, doomed.id))).toEqual([]);
      expect(await db().select().from(tactics).where(eq(tactics.goalId, doomed.id))).toEqual([]);
      expect((await api.outcomes()).goals).toEqual([
        { ...kept, tactics: [keptTactic], measurements: [] },
      ]);

      const again = await api.deleteGoal(doomed.id);
      expect([again.statusCode, again.json()]).toEqual([404, NOT_FOUND]);
    });

    it('answers 404 for an id that is malformed or names no goal, and deletes nothing', async () => {
      const api = await signIn();
      const goal = await api.goal('Sleep');
      const tactic = await api.tactic(goal.id, 'No screens after 10pm');
      for (const id of [...JUNK_IDS, tactic.id]) {
        const response = await api.deleteGoal(id);
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic], measurements: [] },
      ]);
    });
  });

  it(`rate-limits writes to ${WRITES_PER_MINUTE} a minute per user with 429 and Retry-After`, async () => {
    const api = await signIn();
    const other = await signIn();
    // Cheap writes: refused before any SQL, but each one counts.
    for (let index = 0; index < WRITES_PER_MINUTE; index += 1) {
      expect((await api.deleteGoal('not-a-uuid')).statusCode).toBe(404);
    }
    const limited = await api.createGoal({ title: 'Sleep' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual(
      refusal('Too many changes in a short time. Please wait a moment and try again.'),
    );
    // Reads still answer, nothing was created, and another user is not affected.
    expect((await api.outcomes()).goals).toEqual([]);
    expect((await other.createGoal({ title: 'Sleep' })).statusCode).toBe(201);
  });
});
