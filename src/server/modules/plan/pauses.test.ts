import { expect, it } from 'vitest';
import { PAUSE_MESSAGES } from '#shared/pauses';
import { pausesAnswerSchema } from '#shared/schemas';
import { addDays } from '#shared/schedule';
import { rhythm } from '#shared/rhythm';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { parseExactly, useWorkflowApp } from '#test/server/workflow-model.ts';

const TODAY = '2026-11-25';

describeWithDb(`pausing and resuming a repeat (${dbKind})`, () => {
  const { signIn } = useWorkflowApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });

  const setUp = async (name: string) => {
    const api = await signIn(name);
    const goal = await api.goal('Get fit');
    const tactic = await api.tactic(goal.id, 'Stretch');
    const daily = await api.updateTactic(tactic.id, {
      repeat: { frequency: 'daily' },
      dueDate: '2026-11-01',
    });
    expect(daily.statusCode, daily.body).toBe(200);
    return { api, goal, tactic };
  };
  const week = { from: TODAY, until: addDays(TODAY, 6) };

  it('stores a week’s pause, shows it on the plan, and resumes in one call', async () => {
    const { api, tactic } = await setUp('Pauser');
    const paused = await api.send('PUT', `/api/tactics/${tactic.id}/pause`, week);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(parseExactly(pausesAnswerSchema, paused.json())).toEqual({ pauses: [week] });
    // Pausing again what is paused changes nothing; an overlapping pause joins it.
    const again = await api.send('PUT', `/api/tactics/${tactic.id}/pause`, week);
    expect(again.json()).toEqual({ pauses: [week] });
    const longer = { from: addDays(TODAY, 1), until: addDays(TODAY, 9) };
    expect((await api.send('PUT', `/api/tactics/${tactic.id}/pause`, longer)).json()).toEqual({
      pauses: [{ from: TODAY, until: addDays(TODAY, 9) }],
    });
    const [shown] = (await api.outcomes()).goals[0]!.tactics;
    expect(shown!.pauses).toEqual([{ from: TODAY, until: addDays(TODAY, 9) }]);

    // Resumed on the third day: the two paused days stay paused, the rest is gone.
    const resumed = await api.send(
      'DELETE',
      `/api/tactics/${tactic.id}/pause/${addDays(TODAY, 2)}`,
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({ pauses: [{ from: TODAY, until: addDays(TODAY, 1) }] });
    // Resuming on the first day takes the pause away; again changes nothing.
    const undone = await api.send('DELETE', `/api/tactics/${tactic.id}/pause/${TODAY}`);
    expect(undone.json()).toEqual({ pauses: [] });
    expect((await api.send('DELETE', `/api/tactics/${tactic.id}/pause/${TODAY}`)).json()).toEqual({
      pauses: [],
    });
  });

  it('freezes the streak: the paused days read from the server are neither kept nor missed', async () => {
    const { api, tactic } = await setUp('Freezer');
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      expect((await api.checkIn(tactic.id, day)).statusCode).toBe(204);
    }
    expect((await api.send('PUT', `/api/tactics/${tactic.id}/pause`, week)).statusCode).toBe(200);
    const [shown] = (await api.outcomes()).goals[0]!.tactics;
    // Checked in on the day after the week's pause: the streak goes on from 3. Without the
    // pause, the seven days would be missed with no rest day banked.
    const later = addDays(TODAY, 7);
    const withCheckIn = { ...shown!, checkIns: [...shown!.checkIns, later] };
    expect(rhythm(withCheckIn, later).streak).toEqual({ count: 4, unit: 'day' });
    expect(rhythm({ ...withCheckIn, pauses: [] }, later).streak).toEqual({
      count: 1,
      unit: 'day',
    });
  });

  it('refuses a pause that is not today’s, too long or backwards, and a one-off, with clear words', async () => {
    const { api, goal, tactic } = await setUp('Refused');
    const refusals: Array<[unknown, number, string]> = [
      [{ from: TODAY, until: addDays(TODAY, -1) }, 400, PAUSE_MESSAGES.order],
      [{ from: TODAY, until: addDays(TODAY, 28) }, 400, PAUSE_MESSAGES.length],
      [{ from: addDays(TODAY, -5), until: TODAY }, 400, PAUSE_MESSAGES.start],
    ];
    for (const [body, status, message] of refusals) {
      const response = await api.send('PUT', `/api/tactics/${tactic.id}/pause`, body);
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
        status,
        message,
      ]);
    }
    const malformed = await api.send('PUT', `/api/tactics/${tactic.id}/pause`, {
      from: '2026-02-30',
      until: TODAY,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('real calendar dates');
    const oneOff = await api.tactic(goal.id, 'Buy a mat');
    const notRepeating = await api.send('PUT', `/api/tactics/${oneOff.id}/pause`, week);
    expect([notRepeating.statusCode, notRepeating.json<{ message: string }>().message]).toEqual([
      409,
      PAUSE_MESSAGES.needsRepeat,
    ]);
    const [shown] = (await api.outcomes()).goals[0]!.tactics;
    expect(shown!.pauses).toEqual([]);
  });
});
