import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MomentumExport } from '#shared/export';
import { MEASURE_VALUE_MAX, NOTE_MAX_LENGTH } from '#shared/limits';
import { MEASURE_MESSAGES, measurementSchema, tacticSchema, type ErrorBody } from '#shared/schemas';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { NOT_FOUND, parseExactly, useWorkflowApp } from '#test/server/workflow-model.ts';

const savings = { unit: 'USD', start: 0, target: 5000, direction: 'increase' };
const NOW = new Date('2026-06-10T12:00:00Z');
const issueMessages = (body: ErrorBody) => (body.issues ?? []).map((issue) => issue.message);

describeWithDb(`measures, values, steps and notes (${dbKind})`, () => {
  const { signIn } = useWorkflowApp({ now: () => NOW });

  const measuredGoal = async () => {
    const api = await signIn();
    const goal = await api.goal('Save 5,000 dollars');
    const response = await api.updateGoal(goal.id, { measure: savings });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...goal, measure: savings });
    return { api, goal };
  };

  describe('PATCH /api/goals/{id} measure', () => {
    it('sets, changes and removes the measure; GET /api/outcomes shows it', async () => {
      const { api, goal } = await measuredGoal();
      expect((await api.outcomes()).goals[0]).toMatchObject({ measure: savings, measurements: [] });
      const weight = { unit: ' kg ', start: 80, target: 74, direction: 'decrease' };
      const changed = await api.updateGoal(goal.id, { measure: weight });
      expect(changed.json().measure).toEqual({ ...weight, unit: 'kg' });
      // The title is kept when only the measure changes.
      expect(changed.json().title).toBe('Save 5,000 dollars');
      expect((await api.updateGoal(goal.id, { measure: null })).json().measure).toBeNull();
      expect((await api.outcomes()).goals[0]!.measure).toBeNull();
    });

    const bad: Array<[string, unknown, string]> = [
      ['a unit of 21 characters', { ...savings, unit: 'x'.repeat(21) }, MEASURE_MESSAGES.unit],
      ['a unit as a number', { ...savings, unit: 5 }, MEASURE_MESSAGES.unit],
      ['a start as text', { ...savings, start: '0' }, MEASURE_MESSAGES.value],
      [
        'a target beyond the range',
        { ...savings, target: MEASURE_VALUE_MAX * 10 },
        MEASURE_MESSAGES.value,
      ],
      [
        'a missing target',
        { unit: 'USD', start: 0, direction: 'increase' },
        MEASURE_MESSAGES.value,
      ],
      ['an unknown direction', { ...savings, direction: 'up' }, MEASURE_MESSAGES.direction],
      [
        'an increase whose target is below the start',
        { ...savings, start: 6000 },
        MEASURE_MESSAGES.increase,
      ],
      [
        'a decrease whose target is above the start',
        { ...savings, direction: 'decrease' },
        MEASURE_MESSAGES.decrease,
      ],
      ['an unknown field', { ...savings, colour: 'red' }, MEASURE_MESSAGES.shape],
      ['a list', [savings], MEASURE_MESSAGES.shape],
    ];
    for (const [name, measure, message] of bad) {
      it(`refuses ${name} with 400 "${message}" and changes nothing`, async () => {
        const { api } = await measuredGoal();
        const before = await api.outcomes();
        const response = await api.updateGoal(before.goals[0]!.id, { measure });
        expect(response.statusCode).toBe(400);
        expect(issueMessages(response.json())).toContain(message);
        expect(await api.outcomes()).toEqual(before);
      });
    }
  });

  describe('PUT and DELETE /api/goals/{id}/measurements/{date}', () => {
    it('logs one value per day, replaces it on a second PUT and lists them by date', async () => {
      const { api, goal } = await measuredGoal();
      const first = await api.putMeasurement(goal.id, '2026-03-01', {
        value: 800,
        note: '  Bonus  ',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(parseExactly(measurementSchema, first.json())).toEqual({
        date: '2026-03-01',
        value: 800,
        note: 'Bonus',
      });
      // Logged out of date order: the list still comes back by date.
      await api.putMeasurement(goal.id, '2026-01-31', { value: 400 });
      const again = await api.putMeasurement(goal.id, '2026-03-01', { value: 800, note: 'Bonus' });
      expect(again.json()).toEqual(first.json());
      const edited = await api.putMeasurement(goal.id, '2026-03-01', { value: 850 });
      expect(edited.json()).toEqual({ date: '2026-03-01', value: 850, note: null });
      expect((await api.outcomes()).goals[0]!.measurements).toEqual([
        { date: '2026-01-31', value: 400, note: null },
        { date: '2026-03-01', value: 850, note: null },
      ]);
      const removed = await api.removeMeasurement(goal.id, '2026-03-01');
      expect(removed.statusCode).toBe(204);
      expect((await api.removeMeasurement(goal.id, '2026-03-01')).statusCode).toBe(204);
      expect((await api.outcomes()).goals[0]!.measurements).toEqual([
        { date: '2026-01-31', value: 400, note: null },
      ]);
    });

    it('accepts the server’s tomorrow and refuses later days', async () => {
      const { api, goal } = await measuredGoal();
      expect((await api.putMeasurement(goal.id, '2026-06-11', { value: 1 })).statusCode).toBe(200);
      const later = await api.putMeasurement(goal.id, '2026-06-12', { value: 1 });
      expect([later.statusCode, later.json().message]).toEqual([400, MEASURE_MESSAGES.futureValue]);
    });

    it('answers 409 for a goal without a measure', async () => {
      const api = await signIn();
      const goal = await api.goal('Unmeasured');
      const response = await api.putMeasurement(goal.id, '2026-06-01', { value: 1 });
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        MEASURE_MESSAGES.noMeasure,
      ]);
    });

    const bad: Array<[string, string, unknown]> = [
      ['a value as text', '2026-06-01', { value: '5' }],
      ['a value beyond the range', '2026-06-01', { value: -MEASURE_VALUE_MAX - 1 }],
      ['no value', '2026-06-01', { note: 'Nothing' }],
      [
        'a note of 281 characters',
        '2026-06-01',
        { value: 1, note: 'x'.repeat(NOTE_MAX_LENGTH + 1) },
      ],
      ['a note with a lone surrogate', '2026-06-01', { value: 1, note: '\uD800' }],
      ['an unknown field', '2026-06-01', { value: 1, unit: 'kg' }],
      ['a date that does not exist', '2026-02-30', { value: 1 }],
      ['no body', '2026-06-01', undefined],
    ];
    for (const [name, date, body] of bad) {
      it(`refuses ${name} with 400 and writes nothing`, async () => {
        const { api, goal } = await measuredGoal();
        const response = await api.putMeasurement(goal.id, date, body);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
        expect((await api.outcomes()).goals[0]!.measurements).toEqual([]);
      });
    }

    it('answers 404 for an unknown or malformed goal id', async () => {
      const api = await signIn();
      for (const id of [randomUUID(), 'not-a-uuid']) {
        expect((await api.putMeasurement(id, '2026-06-01', { value: 1 })).statusCode).toBe(404);
        expect((await api.removeMeasurement(id, '2026-06-01')).statusCode).toBe(404);
      }
    });

    it('another user’s goal answers 404 exactly like an unknown one, changing nothing', async () => {
      const owner = await measuredGoal();
      await owner.api.putMeasurement(owner.goal.id, '2026-06-01', { value: 100 });
      const before = await owner.api.outcomes();
      const other = await signIn();
      for (const id of [owner.goal.id, randomUUID()]) {
        const calls = [
          await other.putMeasurement(id, '2026-06-01', { value: 1 }),
          await other.putMeasurement(id, '2026-06-02', { value: 1 }),
          await other.removeMeasurement(id, '2026-06-01'),
        ];
        expect(calls.map((call): unknown[] => [call.statusCode, call.json()])).toEqual(
          calls.map(() => [404, NOT_FOUND]),
        );
      }
      expect(await owner.api.outcomes()).toEqual(before);
    });

    it('deleting the goal deletes its values', async () => {
      const { api, goal } = await measuredGoal();
      await api.putMeasurement(goal.id, '2026-06-01', { value: 1 });
      expect((await api.deleteGoal(goal.id)).statusCode).toBe(204);
      const file = (await api.send('GET', '/api/export')).json<MomentumExport>();
      expect(file.outcomes.flatMap((outcome) => outcome.goals)).toEqual([]);
    });
  });

  describe('steps on a tactic', () => {
    const step = (title: string, done = false) => ({ id: randomUUID(), title, done });

    it('saves the whole list in order, the same again changes nothing, and reorders', async () => {
      const api = await signIn();
      const goal = await api.goal('Emergency fund');
      const tactic = await api.tactic(goal.id, 'Build an emergency fund');
      expect(tactic.steps).toEqual([]);
      const steps = [step('Open an account'), step(' Set a transfer ', true), step('Review')];
      const saved = await api.updateTactic(tactic.id, { steps });
      expect(saved.statusCode, saved.body).toBe(200);
      const trimmed = steps.map((s) => ({ ...s, title: s.title.trim() }));
      expect(parseExactly(tacticSchema, saved.json()).steps).toEqual(trimmed);
      expect((await api.updateTactic(tactic.id, { steps })).json()).toEqual(saved.json());
      const reordered = [trimmed[2]!, trimmed[0]!, trimmed[1]!];
      expect((await api.updateTactic(tactic.id, { steps: reordered })).json().steps).toEqual(
        reordered,
      );
      expect((await api.outcomes()).goals[0]!.tactics[0]!.steps).toEqual(reordered);
      expect((await api.updateTactic(tactic.id, { steps: [] })).json().steps).toEqual([]);
    });

    const bad: Array<[string, unknown, string]> = [
      ['21 steps', Array.from({ length: 21 }, (_, i) => step(`Step ${i}`)), MEASURE_MESSAGES.steps],
      ['a blank title', [step('   ')], MEASURE_MESSAGES.stepTitle],
      ['a title of 121 characters', [step('x'.repeat(121))], MEASURE_MESSAGES.stepTitleLong],
      [
        'the same id twice',
        (() => {
          const one = step('One');
          return [one, { ...one, title: 'Two' }];
        })(),
        MEASURE_MESSAGES.stepIds,
      ],
      ['an id that is not a UUID', [{ id: 's1', title: 'One', done: false }], 'Invalid UUID'],
      ['done as text', [{ ...step('One'), done: 'yes' }], 'A step is done (true) or not (false)'],
      ['steps as an object', { id: randomUUID() }, 'Steps are a list of {"id", "title", "done"}'],
    ];
    for (const [name, steps, message] of bad) {
      it(`refuses ${name} with 400 "${message}"`, async () => {
        const api = await signIn();
        const goal = await api.goal('Emergency fund');
        const tactic = await api.tactic(goal.id, 'Build it');
        const response = await api.updateTactic(tactic.id, { steps });
        expect(response.statusCode).toBe(400);
        expect(issueMessages(response.json())).toContain(message);
        expect((await api.outcomes()).goals[0]!.tactics[0]!.steps).toEqual([]);
      });
    }
  });

  describe('notes', () => {
    it('keeps a check-in’s note, replaces it when sent again and keeps it on a PUT without body', async () => {
      const api = await signIn();
      const goal = await api.goal('Fitness');
      const tactic = await api.tactic(goal.id, 'Run');
      await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' } });
      expect((await api.checkIn(tactic.id, '2026-06-09', { note: 'Felt great' })).statusCode).toBe(
        204,
      );
      expect((await api.checkIn(tactic.id, '2026-06-09', { note: 'Felt great' })).statusCode).toBe(
        204,
      );
      expect((await api.checkIn(tactic.id, '2026-06-10')).statusCode).toBe(204);
      const read = async () => (await api.outcomes()).goals[0]!.tactics[0]!;
      expect(await read()).toMatchObject({
        checkIns: ['2026-06-09', '2026-06-10'],
        checkInNotes: [{ date: '2026-06-09', note: 'Felt great' }],
      });
      await api.checkIn(tactic.id, '2026-06-09');
      expect((await read()).checkInNotes).toEqual([{ date: '2026-06-09', note: 'Felt great' }]);
      await api.checkIn(tactic.id, '2026-06-09', { note: 'Too tired after work' });
      expect((await read()).checkInNotes).toEqual([
        { date: '2026-06-09', note: 'Too tired after work' },
      ]);
      await api.checkIn(tactic.id, '2026-06-09', { note: null });
      expect((await read()).checkInNotes).toEqual([]);
      const long = await api.checkIn(tactic.id, '2026-06-08', { note: 'x'.repeat(281) });
      expect([long.statusCode, long.json().issues[0].message]).toEqual([
        400,
        MEASURE_MESSAGES.note,
      ]);
      expect((await read()).checkIns).toEqual(['2026-06-09', '2026-06-10']);
    });

    it('keeps a check-in’s note through unticking: ticking the same day again brings it back', async () => {
      const api = await signIn();
      const goal = await api.goal('Fitness');
      const tactic = await api.tactic(goal.id, 'Run');
      await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' } });
      const read = async () => (await api.outcomes()).goals[0]!.tactics[0]!;
      await api.checkIn(tactic.id, '2026-06-09', { note: 'Felt great' });
      await api.checkIn(tactic.id, '2026-06-10', { note: 'Rain' });
      expect((await api.removeCheckIn(tactic.id, '2026-06-09')).statusCode).toBe(204);
      // Unticked, the day is neither a check-in nor a note anywhere the plan shows.
      expect(await read()).toMatchObject({
        checkIns: ['2026-06-10'],
        checkInNotes: [{ date: '2026-06-10', note: 'Rain' }],
      });
      const history = await api.send('GET', `/api/tactics/${tactic.id}/history`);
      expect(history.json().checkIns).toEqual([{ date: '2026-06-10', note: 'Rain' }]);
      // Removing it again does not lose what was kept.
      await api.removeCheckIn(tactic.id, '2026-06-09');
      await api.checkIn(tactic.id, '2026-06-09');
      expect(await read()).toMatchObject({
        checkIns: ['2026-06-09', '2026-06-10'],
        checkInNotes: [
          { date: '2026-06-09', note: 'Felt great' },
          { date: '2026-06-10', note: 'Rain' },
        ],
      });
      // Once back, it is the check-in's note again: kept once, not twice.
      await api.removeCheckIn(tactic.id, '2026-06-09');
      await api.checkIn(tactic.id, '2026-06-09');
      expect((await read()).checkInNotes[0]).toEqual({ date: '2026-06-09', note: 'Felt great' });
      // A note sent with the tick replaces the kept one; null ticks the day without it.
      await api.removeCheckIn(tactic.id, '2026-06-09');
      await api.checkIn(tactic.id, '2026-06-09', { note: 'Slow' });
      expect((await read()).checkInNotes[0]).toEqual({ date: '2026-06-09', note: 'Slow' });
      await api.removeCheckIn(tactic.id, '2026-06-10');
      await api.checkIn(tactic.id, '2026-06-10', { note: null });
      await api.removeCheckIn(tactic.id, '2026-06-10');
      await api.checkIn(tactic.id, '2026-06-10');
      expect((await read()).checkInNotes).toEqual([{ date: '2026-06-09', note: 'Slow' }]);
      // A day unticked without a note keeps nothing to bring back.
      await api.checkIn(tactic.id, '2026-06-11');
      await api.removeCheckIn(tactic.id, '2026-06-11');
      await api.checkIn(tactic.id, '2026-06-11');
      expect(await read()).toMatchObject({
        checkIns: ['2026-06-09', '2026-06-10', '2026-06-11'],
        checkInNotes: [{ date: '2026-06-09', note: 'Slow' }],
      });
    });

    it('keeps a completion note with the completion and clears it on reopening', async () => {
      const api = await signIn();
      const goal = await api.goal('Home');
      const tactic = await api.tactic(goal.id, 'Fix the shelf');
      const done = await api.updateTactic(tactic.id, {
        completed: true,
        completionNote: 'Took an hour',
      });
      expect(done.json()).toMatchObject({ completed: true, completionNote: 'Took an hour' });
      // Sent again (a retried tick) it is the same.
      const again = await api.updateTactic(tactic.id, {
        completed: true,
        completionNote: 'Took an hour',
      });
      expect(again.json()).toEqual(done.json());
      const reopened = await api.updateTactic(tactic.id, { completed: false });
      expect(reopened.json()).toMatchObject({ completed: false, completionNote: null });
      const long = await api.updateTactic(tactic.id, {
        completed: true,
        completionNote: 'x'.repeat(281),
      });
      expect(long.statusCode).toBe(400);
      expect((await api.outcomes()).goals[0]!.tactics[0]).toMatchObject({
        completed: false,
        completionNote: null,
      });
    });
  });
});
