import { expect, it } from 'vitest';
import { snoozeStateSchema } from '#shared/schemas';
import { SNOOZE_MESSAGES } from '#shared/snooze';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { followOutcome, parseExactly, useWorkflowApp } from '#test/server/workflow-model.ts';

const TODAY = '2026-12-02';

describeWithDb(`snoozing a reminder (${dbKind})`, () => {
  const { signIn } = useWorkflowApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });

  const setUp = async (name: string) => {
    const api = await signIn(name);
    const outcome = await api.outcome('Health');
    const goal = (
      await api.createGoal({ title: 'Sleep 8 hours a night', outcomeId: outcome.id })
    ).json<{ id: string }>();
    const tactic = await api.tactic(goal.id, 'Lights out');
    const timed = await api.updateTactic(tactic.id, {
      repeat: { frequency: 'daily' },
      remindAt: '22:30',
    });
    expect(timed.statusCode, timed.body).toBe(200);
    return { api, outcome, goal, tactic };
  };
  const evening = { date: TODAY, until: `${TODAY}T19:00:00.000Z` };

  it('stores a snooze, shows it on the plan, replaces it, and undoes it', async () => {
    const { api, tactic } = await setUp('Snoozer');
    const snoozed = await api.send('PUT', `/api/tactics/${tactic.id}/snooze`, evening);
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect(parseExactly(snoozeStateSchema, snoozed.json())).toEqual({ snooze: evening });
    // The same again changes nothing; an instant with an offset is kept as UTC.
    const again = await api.send('PUT', `/api/tactics/${tactic.id}/snooze`, {
      date: TODAY,
      until: `${TODAY}T20:00:00+01:00`,
    });
    expect(again.json()).toEqual({ snooze: evening });
    const later = { date: TODAY, until: '2026-12-03T06:30:00.000Z' };
    await api.send('PUT', `/api/tactics/${tactic.id}/snooze`, later);
    const [shown] = (await api.outcomes()).goals[0]!.tactics;
    expect(shown!.snooze).toEqual(later);

    const undone = await api.send('DELETE', `/api/tactics/${tactic.id}/snooze`);
    expect([undone.statusCode, undone.json()]).toEqual([200, { snooze: null }]);
    expect((await api.send('DELETE', `/api/tactics/${tactic.id}/snooze`)).json()).toEqual({
      snooze: null,
    });
    expect((await api.outcomes()).goals[0]!.tactics[0]!.snooze).toBeNull();
  });

  it('refuses another day, a far or malformed time, and a tactic without reminder, in clear words', async () => {
    const { api, goal, tactic } = await setUp('Refused');
    const refusals: Array<[unknown, number, string]> = [
      [{ date: '2026-11-25', until: '2026-11-25T19:00:00Z' }, 400, SNOOZE_MESSAGES.start],
      [{ date: TODAY, until: '2026-12-09T19:00:00Z' }, 400, SNOOZE_MESSAGES.until],
      [{ date: TODAY, until: 'tonight' }, 400, 'A snooze ends at an ISO 8601 instant'],
      [{ date: '2026-02-30', until: `${TODAY}T19:00:00Z` }, 400, 'real calendar dates'],
      [{ ...evening, extra: 1 }, 400, 'extra'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await api.send('PUT', `/api/tactics/${tactic.id}/snooze`, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const untimed = await api.tactic(goal.id, 'Read a chapter');
    const noReminder = await api.send('PUT', `/api/tactics/${untimed.id}/snooze`, evening);
    expect([noReminder.statusCode, noReminder.json<{ message: string }>().message]).toEqual([
      409,
      SNOOZE_MESSAGES.needsReminder,
    ]);
    expect((await api.outcomes()).goals.flatMap((g) => g.tactics).map((t) => t.snooze)).toEqual([
      null,
      null,
    ]);
  });

  it('lets only the owner snooze: a partner 403, a stranger 404, and nothing changes', async () => {
    const { api, outcome, tactic } = await setUp('Owner');
    const partner = await followOutcome(api, await signIn('Partner'), outcome.id);
    const stranger = await signIn('Stranger');
    for (const method of ['PUT', 'DELETE'] as const) {
      const url = `/api/tactics/${tactic.id}/snooze`;
      const body = method === 'PUT' ? evening : undefined;
      expect((await partner.send(method, url, body)).statusCode).toBe(403);
      expect((await stranger.send(method, url, body)).statusCode).toBe(404);
    }
    expect((await api.outcomes()).goals[0]!.tactics[0]!.snooze).toBeNull();
  });
});
