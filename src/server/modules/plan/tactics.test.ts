import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_TACTICS_PER_GOAL } from '#shared/limits';
import { blankTacticFields, errorBodySchema, LIMIT_MESSAGES, tacticSchema } from '#shared/schemas';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import {
  badTitles,
  JUNK_IDS,
  NON_OBJECT_BODIES,
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
} from '#test/server/workflow-model.ts';

describeWithDb(`tactics API (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  /** A fresh user with one goal. */
  const signInWithGoal = async () => {
    const api = await signIn('Tactician');
    return { api, goal: await api.goal('Sleep 8 hours') };
  };

  it('another user’s tactic answers 404 to every call, exactly like an unknown id, changing nothing', async () => {
    const owner = await signInWithGoal();
    const mine = await owner.api.tactic(owner.goal.id, 'Private');
    await owner.api.send('PATCH', `/api/tactics/${mine.id}`, { repeat: { frequency: 'daily' } });
    const before = await owner.api.outcomes();
    const { api: other } = await signInWithGoal();
    for (const id of [mine.id, randomUUID()]) {
      const calls = [
        await other.send('PATCH', `/api/tactics/${id}`, { title: 'Taken over' }),
        await other.send('DELETE', `/api/tactics/${id}`),
        await other.send('PUT', `/api/tactics/${id}/check-ins/2026-01-05`),
        await other.send('DELETE', `/api/tactics/${id}/check-ins/2026-01-05`),
        await other.send('GET', `/api/tactics/${id}/history`),
      ];
      expect(calls.map((call): unknown[] => [call.statusCode, call.json()])).toEqual(
        calls.map(() => [404, NOT_FOUND]),
      );
    }
    expect(await owner.api.outcomes()).toEqual(before);
  });

  it('another user’s goal takes no tactic, and another user’s tactic id cannot be claimed: 404', async () => {
    const owner = await signInWithGoal();
    const mine = await owner.api.tactic(owner.goal.id, 'Private');
    const before = await owner.api.outcomes();
    const other = await signInWithGoal();
    const calls = [
      await other.api.createTactic({ goalId: owner.goal.id, title: 'Planted' }),
      await other.api.createTactic({ goalId: randomUUID(), title: 'Planted' }),
      // A retry-style create naming the owner's tactic id, into the caller's own goal.
      await other.api.createTactic({ id: mine.id, goalId: other.goal.id, title: 'Claimed' }),
    ];
    expect(calls.map((call): unknown[] => [call.statusCode, call.json()])).toEqual(
      calls.map(() => [404, NOT_FOUND]),
    );
    expect(await owner.api.outcomes()).toEqual(before);
    expect((await other.api.outcomes()).goals).toEqual([
      { ...other.goal, tactics: [], measurements: [] },
    ]);
  });

  describe('POST /api/tactics', () => {
    it('answers 201 with the trimmed, unrated tactic and puts each new one last', async () => {
      const { api, goal } = await signInWithGoal();
      const response = await api.createTactic({ goalId: goal.id, title: '  No screens  ' });
      expect(response.statusCode).toBe(201);
      const first = parseExactly(tacticSchema, response.json());
      expect(first).toEqual({
        id: first.id,
        goalId: goal.id,
        title: 'No screens',
        ...blankTacticFields(),
      });
      const second = await api.tactic(goal.id, 'Dark bedroom');
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [first, second], measurements: [] },
      ]);
    });

    const badBodies: Array<[string, (goalId: string) => unknown, string]> = [
      ...NON_OBJECT_BODIES.map(([name, body, message]): [string, () => unknown, string] => [
        name,
        () => body,
        message,
      ]),
      ['no title', (id) => ({ goalId: id }), 'Tactic is required'],
      ...badTitles('Tactic is required').map(
        ([name, title, message]): [string, (id: string) => unknown, string] => [
          name,
          (id) => ({ goalId: id, title }),
          message,
        ],
      ),
      [
        'no goalId',
        () => ({ title: 'No screens' }),
        'Invalid input: expected string, received undefined',
      ],
      ['a malformed goalId', () => ({ goalId: 'goal-1', title: 'No screens' }), 'Invalid UUID'],
      [
        'a numeric goalId',
        () => ({ goalId: 7, title: 'No screens' }),
        'Invalid input: expected string, received number',
      ],
      [
        'an unknown field',
        (id) => ({ goalId: id, title: 'No screens', colour: 'blue' }),
        'Unrecognized key: "colour"',
      ],
    ];
    for (const [name, body, message] of badBodies) {
      it(`refuses ${name} with 400 and creates nothing`, async () => {
        const { api, goal } = await signInWithGoal();
        const response = await api.createTactic(body(goal.id));
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toBe(message);
        expect((await api.outcomes()).goals).toEqual([{ ...goal, tactics: [], measurements: [] }]);
      });
    }

    it('answers 404 for a goalId that names no goal, a tactic, or a deleted goal', async () => {
      const { api, goal } = await signInWithGoal();
      const tactic = await api.tactic(goal.id, 'No screens');
      const deleted = await api.goal('Deleted');
      expect((await api.deleteGoal(deleted.id)).statusCode).toBe(204);
      for (const id of [randomUUID(), tactic.id, deleted.id]) {
        const response = await api.createTactic({ goalId: id, title: 'Orphan' });
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic], measurements: [] },
      ]);
    });

    it(`keeps at most ${MAX_TACTICS_PER_GOAL} tactics per goal under 60 concurrent creations`, async () => {
      const { api, goal } = await signInWithGoal();
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          api.createTactic({ goalId: goal.id, title: `Tactic ${index}` }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_TACTICS_PER_GOAL);
      expect(statuses.filter((status) => status === 409)).toHaveLength(60 - MAX_TACTICS_PER_GOAL);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(refused.json()).toEqual(refusal(LIMIT_MESSAGES.tactics));
      }
      // Exactly the accepted ones were saved, and another goal still has room.
      const created = responses
        .filter((response) => response.statusCode === 201)
        .map((response) => parseExactly(tacticSchema, response.json()));
      const other = await api.goal('Run');
      const otherTactic = await api.tactic(other.id, 'Run on Sundays');
      const { goals } = await api.outcomes();
      expect(goals.map((saved) => saved.tactics.length)).toEqual([MAX_TACTICS_PER_GOAL, 1]);
      expect(new Set(goals[0]!.tactics.map((tactic) => tactic.id))).toEqual(
        new Set(created.map((tactic) => tactic.id)),
      );
      expect(goals[1]!.tactics).toEqual([otherTactic]);
    });
  });

  describe('PATCH /api/tactics/:id', () => {
    it('changes any non-empty subset of fields and answers 200 with the whole tactic', async () => {
      const { api, goal } = await signInWithGoal();
      const tactic = await api.tactic(goal.id, 'No screens');
      const steps: Array<[Record<string, unknown>, Partial<typeof tactic>]> = [
        [{ effort: 1 }, { effort: 1 }],
        [{ impact: 5 }, { impact: 5 }],
        [{ completed: true }, { completed: true }],
        [{ title: '  No screens after 10pm ' }, { title: 'No screens after 10pm' }],
        [
          { effort: 5, impact: 1, completed: false, title: 'Dark bedroom' },
          { effort: 5, impact: 1, completed: false, title: 'Dark bedroom' },
        ],
      ];
      let expected = tactic;
      for (const [body, change] of steps) {
        expected = { ...expected, ...change };
        const response = await api.updateTactic(tactic.id, body);
        expect(response.statusCode).toBe(200);
        const updated = parseExactly(tacticSchema, response.json());
        // Completing stamps the time; un-completing clears it.
        expect(updated).toEqual({
          ...expected,
          completedAt: expected.completed ? expect.any(String) : null,
        });
        expected = updated;
      }
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [expected], measurements: [] },
      ]);
    });

    const badBodies: Array<[string, unknown, string]> = [
      ...NON_OBJECT_BODIES,
      ['an empty object', {}, 'Nothing to update'],
      ['effort 0', { effort: 0 }, 'Ratings are whole numbers from 1 to 5'],
      ['effort 6', { effort: 6 }, 'Ratings are whole numbers from 1 to 5'],
      ['effort 2.5', { effort: 2.5 }, 'Ratings are whole numbers from 1 to 5'],
      [
        'effort as the string "3"',
        { effort: '3' },
        'Invalid input: expected number, received string',
      ],
      ['effort null', { effort: null }, 'Invalid input: expected number, received null'],
      ['impact -1', { impact: -1 }, 'Ratings are whole numbers from 1 to 5'],
      [
        'completed as a string',
        { completed: 'true' },
        'Invalid input: expected boolean, received string',
      ],
      ['an empty title', { title: '' }, 'Tactic is required'],
      [
        'a title of 201 characters',
        { title: 'x'.repeat(201) },
        'Titles can be at most 200 characters',
      ],
      ['a move to another goal', { goalId: randomUUID() }, 'Unrecognized key: "goalId"'],
      [
        'a valid change with an unknown field',
        { effort: 3, position: 0 },
        'Unrecognized key: "position"',
      ],
    ];
    for (const [name, body, message] of badBodies) {
      it(`refuses ${name} with 400 and changes nothing`, async () => {
        const { api, goal } = await signInWithGoal();
        const tactic = await api.tactic(goal.id, 'No screens');
        const response = await api.updateTactic(tactic.id, body);
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toBe(message);
        expect((await api.outcomes()).goals).toEqual([
          { ...goal, tactics: [tactic], measurements: [] },
        ]);
      });
    }

    it('refuses a rating too large for a number (1e400 parses as Infinity) with 400', async () => {
      const { api, goal } = await signInWithGoal();
      const tactic = await api.tactic(goal.id, 'No screens');
      const response = await context().app.inject({
        method: 'PATCH',
        url: `/api/tactics/${tactic.id}`,
        headers: { ...api.user.headers, 'content-type': 'application/json' },
        payload: '{"impact": 1e400}',
      });
      expect(response.statusCode).toBe(400);
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic], measurements: [] },
      ]);
    });

    it('answers 404 for an id that is malformed or names no tactic, and changes nothing', async () => {
      const { api, goal } = await signInWithGoal();
      const tactic = await api.tactic(goal.id, 'No screens');
      for (const id of [...JUNK_IDS, goal.id]) {
        const response = await api.updateTactic(id, { completed: true });
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic], measurements: [] },
      ]);
    });
  });

  describe('DELETE /api/tactics/:id', () => {
    it('answers 204, removes only that tactic, and then answers 404', async () => {
      const { api, goal } = await signInWithGoal();
      const first = await api.tactic(goal.id, 'No screens');
      const doomed = await api.tactic(goal.id, 'Dark bedroom');
      const last = await api.tactic(goal.id, 'Same bedtime');
      const response = await api.deleteTactic(doomed.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [first, last], measurements: [] },
      ]);
      const again = await api.deleteTactic(doomed.id);
      expect([again.statusCode, again.json()]).toEqual([404, NOT_FOUND]);
    });

    it('answers 404 for an id that is malformed or names no tactic, and deletes nothing', async () => {
      const { api, goal } = await signInWithGoal();
      const tactic = await api.tactic(goal.id, 'No screens');
      for (const id of [...JUNK_IDS, goal.id]) {
        const response = await api.deleteTactic(id);
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic], measurements: [] },
      ]);
    });
  });
});
