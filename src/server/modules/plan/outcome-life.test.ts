import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_OUTCOMES, MAX_GOALS_PER_OUTCOME } from '#shared/limits';
import {
  DEFAULT_OUTCOME_TITLE,
  goalSchema,
  LIMIT_MESSAGES,
  OUTCOME_MESSAGES,
  outcomePlanSchema,
  outcomeSchema,
} from '#shared/schemas';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import {
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';

describeWithDb(`outcomes: several plans, statuses, history (${dbKind})`, () => {
  const { signIn } = useWorkflowApp();

  const plan = async (api: WorkflowApi, id: string) => {
    const response = await api.readOutcome(id);
    expect(response.statusCode, response.body).toBe(200);
    return parseExactly(outcomePlanSchema, response.json());
  };

  describe('POST, GET, PATCH and DELETE /api/outcomes', () => {
    it('adds outcomes after each other and lists them with the goals of the active ones', async () => {
      const api = await signIn();
      const sleep = await api.outcome('  Sleep well  ');
      expect(sleep).toMatchObject({ title: 'Sleep well', status: 'active', position: 0 });
      expect(sleep.statusChangedAt).toBe(sleep.createdAt);
      const race = await api.outcome('Run my first half marathon');
      expect(race.position).toBe(1);
      const dark = await api.createGoal({ title: 'Dark bedroom', outcomeId: sleep.id });
      const long = await api.createGoal({ title: 'Long runs', outcomeId: race.id });
      expect([dark.statusCode, long.statusCode]).toEqual([201, 201]);

      const listed = await api.outcomes();
      expect(listed.outcomes).toEqual([sleep, race]);
      expect(listed.goals.map((goal) => [goal.title, goal.outcomeId])).toEqual([
        ['Dark bedroom', sleep.id],
        ['Long runs', race.id],
      ]);
      expect((await plan(api, race.id)).goals.map((goal) => goal.title)).toEqual(['Long runs']);
    });

    it('refuses a blank title or an unknown status with 400', async () => {
      const api = await signIn();
      const blank = await api.createOutcome({ title: '  ' });
      expect([blank.statusCode, blank.json().message]).toEqual([400, 'Outcome title is required']);
      const outcome = await api.outcome('Sleep well');
      const status = await api.updateOutcome(outcome.id, { status: 'done' });
      expect(status.statusCode).toBe(400);
      expect(status.json().message).toBe('Outcome status is active, achieved, archived');
      expect((await api.updateOutcome(outcome.id, {})).json().message).toBe('Nothing to update');
    });

    it('marks an outcome achieved: it leaves the plan but stays readable, read-only until restored', async () => {
      const api = await signIn();
      const outcome = await api.outcome('Run my first half marathon');
      const goal = parseExactly(
        goalSchema,
        (await api.createGoal({ title: 'Long runs', outcomeId: outcome.id })).json(),
      );
      const tactic = await api.tactic(goal.id, 'Run 15 km on Sundays');
      await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' } });
      expect((await api.checkIn(tactic.id, '2026-03-01')).statusCode).toBe(204);

      const renamedOnly = await api.updateOutcome(outcome.id, { title: 'My first half' });
      expect(renamedOnly.json().statusChangedAt).toBe(outcome.statusChangedAt);
      const achieved = await api.updateOutcome(outcome.id, { status: 'achieved' });
      expect(achieved.statusCode).toBe(200);
      const achievedOutcome = parseExactly(outcomeSchema, achieved.json());
      expect(achievedOutcome.status).toBe('achieved');
      expect(achievedOutcome.statusChangedAt > outcome.statusChangedAt).toBe(true);
      // Sending the same status again keeps the time it changed.
      const again = await api.updateOutcome(outcome.id, { status: 'achieved' });
      expect(again.json().statusChangedAt).toBe(achievedOutcome.statusChangedAt);

      const listed = await api.outcomes();
      expect(listed.outcomes.map((o) => o.status)).toEqual(['achieved']);
      expect(listed.goals).toEqual([]);
      // The history keeps everything: goals, tactics, check-ins.
      const history = await plan(api, outcome.id);
      expect(history.goals[0]!.tactics[0]!.checkIns).toEqual(['2026-03-01']);

      const { readOnly, moveIntoClosed } = OUTCOME_MESSAGES;
      const writes: Array<[() => ReturnType<WorkflowApi['send']>, string]> = [
        [() => api.updateGoal(goal.id, { title: 'Longer runs' }), readOnly],
        [() => api.deleteGoal(goal.id), readOnly],
        [() => api.createGoal({ title: 'Taper', outcomeId: outcome.id }), moveIntoClosed],
        [() => api.createTactic({ goalId: goal.id, title: 'Stretch' }), readOnly],
        [() => api.updateTactic(tactic.id, { effort: 2 }), readOnly],
        [() => api.deleteTactic(tactic.id), readOnly],
        [() => api.checkIn(tactic.id, '2026-03-02'), readOnly],
        [() => api.removeCheckIn(tactic.id, '2026-03-01'), readOnly],
      ];
      for (const [write, message] of writes) {
        const response = await write();
        expect([response.statusCode, response.json()]).toEqual([409, refusal(message)]);
      }
      expect(await plan(api, outcome.id)).toEqual(history);

      // Restored, it is a plan again.
      const restored = await api.updateOutcome(outcome.id, { status: 'active' });
      expect(restored.json().status).toBe('active');
      expect((await api.updateGoal(goal.id, { title: 'Longer runs' })).statusCode).toBe(200);
      expect((await api.outcomes()).goals.map((g) => g.title)).toEqual(['Longer runs']);
    });

    it('DELETE removes the outcome with its goals, tactics and check-ins', async () => {
      const api = await signIn();
      const kept = await api.outcome('Sleep well');
      const gone = await api.outcome('Save money');
      const goal = parseExactly(
        goalSchema,
        (await api.createGoal({ title: 'Budget', outcomeId: gone.id })).json(),
      );
      const tactic = await api.tactic(goal.id, 'Cook at home');
      expect((await api.deleteOutcome(gone.id)).statusCode).toBe(204);
      expect((await api.outcomes()).outcomes).toEqual([kept]);
      expect([(await api.readOutcome(gone.id)).statusCode]).toEqual([404]);
      expect((await api.updateGoal(goal.id, { title: 'x' })).statusCode).toBe(404);
      expect((await api.updateTactic(tactic.id, { effort: 2 })).statusCode).toBe(404);
      expect((await api.deleteOutcome(gone.id)).statusCode).toBe(404);
    });
  });

  describe('goals in outcomes', () => {
    it('puts a goal without outcome into the first active outcome, made as "My plan" when none', async () => {
      const api = await signIn();
      const first = await api.goal('Sleep 8 hours');
      const { outcomes } = await api.outcomes();
      expect(outcomes.map((o) => [o.title, o.status])).toEqual([[DEFAULT_OUTCOME_TITLE, 'active']]);
      expect(first.outcomeId).toBe(outcomes[0]!.id);
      // With that one archived, the next goal starts a new "My plan".
      await api.updateOutcome(first.outcomeId, { status: 'archived' });
      const second = await api.goal('Run a 10k');
      expect(second.outcomeId).not.toBe(first.outcomeId);
      expect((await api.outcomes()).outcomes.map((o) => o.status)).toEqual(['archived', 'active']);
    });

    it('names that first outcome in the person’s language: "Mi plan" in Spanish', async () => {
      const api = await signIn();
      expect((await api.send('PATCH', '/api/users/me', { locale: 'es' })).statusCode).toBe(200);
      await api.goal('Dormir 8 horas');
      expect((await api.outcomes()).outcomes.map((o) => o.title)).toEqual(['Mi plan']);
    });

    it('keeps the order the form sent, not the order the calls arrived in', async () => {
      const api = await signIn();
      const outcome = await api.outcome('Half marathon');
      const titles = ['Run 3 times a week', 'Sign up for the race', 'Buy shoes'];
      // Sent last to first: the positions still decide.
      for (const [index, title] of [...titles.entries()].reverse()) {
        const response = await api.createGoal({ title, outcomeId: outcome.id, position: index });
        expect(response.statusCode).toBe(201);
      }
      const goals = (await plan(api, outcome.id)).goals;
      expect(goals.map((goal) => goal.title)).toEqual(titles);
      const tactics = ['Easy run Monday', 'Intervals Wednesday', 'Long run Sunday'];
      for (const [position, title] of [...tactics.entries()].reverse()) {
        await api.createTactic({ goalId: goals[0]!.id, title, position });
      }
      const [withTactics] = (await plan(api, outcome.id)).goals;
      expect(withTactics!.tactics.map((tactic) => tactic.title)).toEqual(tactics);
    });

    it('sets and clears a target date, marks a goal achieved and active again', async () => {
      const api = await signIn();
      const goal = await api.goal('Run a 10k');
      const dated = await api.updateGoal(goal.id, { targetDate: '2027-05-01' });
      expect(dated.json()).toEqual({ ...goal, targetDate: '2027-05-01' });
      const achieved = parseExactly(
        goalSchema,
        (await api.updateGoal(goal.id, { status: 'achieved' })).json(),
      );
      expect(achieved.status).toBe('achieved');
      expect(achieved.statusChangedAt > goal.statusChangedAt).toBe(true);
      const cleared = await api.updateGoal(goal.id, { targetDate: null, status: 'active' });
      expect(cleared.json()).toMatchObject({ targetDate: null, status: 'active' });
      const bad = await api.updateGoal(goal.id, { targetDate: '2027-02-30' });
      expect(bad.statusCode).toBe(400);
      const badStatus = await api.updateGoal(goal.id, { status: 'archived' });
      expect([badStatus.statusCode, badStatus.json().message]).toEqual([
        400,
        'Goal status is active or achieved',
      ]);
    });

    it('moves a goal with its tactics to another active outcome, at its end', async () => {
      const api = await signIn();
      const from = await api.outcome('Sleep well');
      const to = await api.outcome('Feel fit');
      const there = await api.createGoal({ title: 'Walk daily', outcomeId: to.id });
      const goal = parseExactly(
        goalSchema,
        (await api.createGoal({ title: 'Evening stretch', outcomeId: from.id })).json(),
      );
      const tactic = await api.tactic(goal.id, '10 minutes of yoga');
      const moved = await api.updateGoal(goal.id, { outcomeId: to.id });
      expect(moved.json()).toEqual({ ...goal, outcomeId: to.id });
      expect((await plan(api, from.id)).goals).toEqual([]);
      const target = await plan(api, to.id);
      expect(target.goals.map((g) => g.id)).toEqual([there.json().id, goal.id]);
      expect(target.goals[1]!.tactics).toEqual([tactic]);

      // Never into an archived outcome.
      await api.updateOutcome(from.id, { status: 'archived' });
      const closed = await api.updateGoal(goal.id, { outcomeId: from.id });
      expect([closed.statusCode, closed.json()]).toEqual([
        409,
        refusal(OUTCOME_MESSAGES.moveIntoClosed),
      ]);
      expect((await plan(api, to.id)).goals.map((g) => g.id)).toContain(goal.id);
    });
  });

  describe('limits', () => {
    it(`allows ${MAX_ACTIVE_OUTCOMES} active outcomes; achieved and archived ones do not count`, async () => {
      const api = await signIn();
      const made = [];
      for (let index = 0; index < MAX_ACTIVE_OUTCOMES; index += 1) {
        made.push(await api.outcome(`Outcome ${index + 1}`));
      }
      const over = await api.createOutcome({ title: 'One too many' });
      expect([over.statusCode, over.json()]).toEqual([409, refusal(LIMIT_MESSAGES.outcomes)]);
      expect((await api.updateOutcome(made[0]!.id, { status: 'achieved' })).statusCode).toBe(200);
      const room = await api.outcome('Room again');
      // Restoring would make 21 active: refused, and it stays achieved.
      const restore = await api.updateOutcome(made[0]!.id, { status: 'active' });
      expect([restore.statusCode, restore.json()]).toEqual([409, refusal(LIMIT_MESSAGES.outcomes)]);
      expect((await plan(api, made[0]!.id)).status).toBe('achieved');
      // A goal without outcome still finds the first active one rather than making a 21st.
      expect((await api.goal('Sleep')).outcomeId).toBe(made[1]!.id);
      expect((await api.outcomes()).outcomes).toHaveLength(MAX_ACTIVE_OUTCOMES + 1);
      expect(room.status).toBe('active');
    });

    it(`allows ${MAX_GOALS_PER_OUTCOME} goals per outcome, also for moves`, async () => {
      const api = await signIn();
      const full = await api.outcome('Full');
      const other = await api.outcome('Other');
      await Promise.all(
        Array.from({ length: MAX_GOALS_PER_OUTCOME }, (_, index) =>
          api.createGoal({ title: `Goal ${index}`, outcomeId: full.id, position: index }),
        ),
      );
      const over = await api.createGoal({ title: 'One more', outcomeId: full.id });
      expect([over.statusCode, over.json()]).toEqual([409, refusal(LIMIT_MESSAGES.goals)]);
      const elsewhere = parseExactly(
        goalSchema,
        (await api.createGoal({ title: 'Elsewhere', outcomeId: other.id })).json(),
      );
      const move = await api.updateGoal(elsewhere.id, { outcomeId: full.id });
      expect([move.statusCode, move.json()]).toEqual([409, refusal(LIMIT_MESSAGES.goals)]);
      expect((await plan(api, full.id)).goals).toHaveLength(MAX_GOALS_PER_OUTCOME);
    });
  });

  describe('another user’s outcome id answers 404 on every route, exactly like an unknown id', () => {
    it('refuses to read, change, delete, add to or move into it, and changes nothing', async () => {
      const [alice, bob] = await Promise.all([signIn('Alice'), signIn('Bob')]);
      const outcome = await alice.outcome('Sleep well');
      const goal = parseExactly(
        goalSchema,
        (await alice.createGoal({ title: 'Dark room', outcomeId: outcome.id })).json(),
      );
      const before = await plan(alice, outcome.id);
      const bobGoal = await bob.goal('Save money');
      const attempts = [
        () => bob.readOutcome(outcome.id),
        () => bob.updateOutcome(outcome.id, { title: 'Mine now' }),
        () => bob.updateOutcome(outcome.id, { status: 'archived' }),
        () => bob.deleteOutcome(outcome.id),
        () => bob.createGoal({ title: 'Sneak in', outcomeId: outcome.id }),
        () => bob.updateGoal(bobGoal.id, { outcomeId: outcome.id }),
        () => bob.updateGoal(goal.id, { outcomeId: bobGoal.outcomeId }),
        () => bob.updateGoal(goal.id, { status: 'achieved' }),
        () => bob.readOutcome('not-a-uuid'),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
      }
      expect(await plan(alice, outcome.id)).toEqual(before);
      expect((await bob.outcomes()).outcomes.map((o) => o.id)).not.toContain(outcome.id);
      expect((await bob.outcomes()).goals.map((g) => g.title)).toEqual(['Save money']);
    });
  });
});
