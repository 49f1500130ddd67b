/**
 * Who may call what, for every route the API describes (docs/decisions/130): the owner of an
 * outcome, a partner following it, a partner the owner removed, and a stranger. A partner's
 * write answers 403; a read of what only the owner sees (the plan in full, partners, invitations)
 * 404, as for a stranger (docs/product.md, Partners). The routes come
 * from /api/openapi.json, so a route added without a rule here fails this test.
 */
import { expect, it } from 'vitest';
import { dbKind, describeWithDb } from '../test/server/test-app.ts';
import { followOutcome, useWorkflowApp, type WorkflowApi } from '../test/server/workflow-model.ts';

interface Fixture {
  outcomeId: string;
  goalId: string;
  tacticId: string;
  invitationId: string;
  /** Another partner's partnership: nobody but that partner and the owner may end it. */
  otherPartnerId: string;
  cheerId: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route on a row of the owner's outcome: what a partner and a stranger get. */
interface RowRule {
  url: (fixture: Fixture) => string;
  body?: (fixture: Fixture) => unknown;
  partner: number;
  stranger: number;
}

/**
 * Routes that name no row of anyone else: they act on the caller's own data, or on a link's
 * token, which is its own credential. Their rows never include another person's.
 */
type OwnDataRule = 'own-data' | 'public' | 'token';

const today = '2026-11-02';
const RULES: Record<string, RowRule | OwnDataRule> = {
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'GET /api/invitations/{token}': 'token',
  'POST /api/invitations/{token}/accept': 'token',
  'POST /api/invitations/{token}/decline': 'token',
  'POST /api/users': 'own-data',
  'DELETE /api/users/me': 'own-data',
  'GET /api/users/me': 'own-data',
  'PATCH /api/users/me': 'own-data',
  // A review is named by its week, always within the caller's own reviews.
  'GET /api/reviews': 'own-data',
  'GET /api/reviews/{weekStart}': 'own-data',
  'PUT /api/reviews/{weekStart}': 'own-data',
  // A device is named by its endpoint, always within the caller's own devices.
  'GET /api/push/key': 'own-data',
  'PUT /api/push/subscriptions': 'own-data',
  'DELETE /api/push/subscriptions': 'own-data',
  // Receipts are found only among the caller's own: another's answers 404 as a missing one
  // (src/server/modules/push/deliveries.test.ts).
  'GET /api/reminders/deliveries': 'own-data',
  'POST /api/reminders/deliveries/{id}/clicked': 'own-data',
  'GET /api/mail/settings': 'own-data',
  'PUT /api/mail/settings': 'own-data',
  // The signed token names its person; no sign-in (docs/email.md).
  'POST /api/unsubscribe/{token}': 'token',
  'GET /api/export': 'own-data',
  'POST /api/import': 'own-data',
  'POST /api/import/{source}': 'own-data',
  'GET /api/calendar': 'own-data',
  'POST /api/calendar/link': 'own-data',
  'DELETE /api/calendar/link': 'own-data',
  'GET /calendar/{file}': 'token',
  'GET /api/outcomes': 'own-data',
  'POST /api/outcomes': 'own-data',
  'GET /api/shared': 'own-data',
  'GET /api/cheers': 'own-data',
  'POST /api/sample-plan': 'own-data',
  'PUT /api/goals/{id}/measurements/{date}': {
    url: (f) => `/api/goals/${f.goalId}/measurements/${today}`,
    body: () => ({ value: 5 }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/goals/{id}/measurements/{date}': {
    url: (f) => `/api/goals/${f.goalId}/measurements/${today}`,
    partner: 403,
    stranger: 404,
  },
  'GET /api/outcomes/{id}': {
    url: (f) => `/api/outcomes/${f.outcomeId}`,
    partner: 404,
    stranger: 404,
  },
  'PATCH /api/outcomes/{id}': {
    url: (f) => `/api/outcomes/${f.outcomeId}`,
    body: () => ({ title: 'Taken over' }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/outcomes/{id}': {
    url: (f) => `/api/outcomes/${f.outcomeId}`,
    partner: 403,
    stranger: 404,
  },
  'POST /api/goals': {
    url: () => '/api/goals',
    body: (f) => ({ title: 'Planted goal', outcomeId: f.outcomeId }),
    partner: 403,
    stranger: 404,
  },
  'PATCH /api/goals/{id}': {
    url: (f) => `/api/goals/${f.goalId}`,
    body: () => ({ title: 'Renamed' }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/goals/{id}': { url: (f) => `/api/goals/${f.goalId}`, partner: 403, stranger: 404 },
  'POST /api/tactics': {
    url: () => '/api/tactics',
    body: (f) => ({ title: 'Planted tactic', goalId: f.goalId }),
    partner: 403,
    stranger: 404,
  },
  'PATCH /api/tactics/{id}': {
    url: (f) => `/api/tactics/${f.tacticId}`,
    // A flexible repeat is a write like any other (docs/product.md, "Scheduling").
    body: () => ({ repeat: { frequency: 'everyNDays', interval: 3, anchor: today } }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/tactics/{id}': {
    url: (f) => `/api/tactics/${f.tacticId}`,
    partner: 403,
    stranger: 404,
  },
  'PUT /api/tactics/{id}/check-ins/{date}': {
    url: (f) => `/api/tactics/${f.tacticId}/check-ins/${today}`,
    partner: 403,
    stranger: 404,
  },
  // The full history carries the owner's notes; a partner's view is GET /api/shared.
  'GET /api/tactics/{id}/history': {
    url: (f) => `/api/tactics/${f.tacticId}/history`,
    partner: 404,
    stranger: 404,
  },
  'DELETE /api/tactics/{id}/check-ins/{date}': {
    url: (f) => `/api/tactics/${f.tacticId}/check-ins/${today}`,
    partner: 403,
    stranger: 404,
  },
  'PUT /api/tactics/{id}/pause': {
    url: (f) => `/api/tactics/${f.tacticId}/pause`,
    body: () => ({ from: today, until: '2026-11-08' }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/tactics/{id}/pause/{date}': {
    url: (f) => `/api/tactics/${f.tacticId}/pause/${today}`,
    partner: 403,
    stranger: 404,
  },
  'PUT /api/tactics/{id}/snooze': {
    url: (f) => `/api/tactics/${f.tacticId}/snooze`,
    body: () => ({ date: today, until: `${today}T19:00:00Z` }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/tactics/{id}/snooze': {
    url: (f) => `/api/tactics/${f.tacticId}/snooze`,
    partner: 403,
    stranger: 404,
  },
  'POST /api/outcomes/{id}/invitations': {
    url: (f) => `/api/outcomes/${f.outcomeId}/invitations`,
    partner: 403,
    stranger: 404,
  },
  // Who else follows or is invited is the owner's to see: a partner is told nothing (404).
  'GET /api/outcomes/{id}/invitations': {
    url: (f) => `/api/outcomes/${f.outcomeId}/invitations`,
    partner: 404,
    stranger: 404,
  },
  'DELETE /api/outcomes/{id}/invitations/{invitationId}': {
    url: (f) => `/api/outcomes/${f.outcomeId}/invitations/${f.invitationId}`,
    partner: 403,
    stranger: 404,
  },
  'GET /api/outcomes/{id}/partners': {
    url: (f) => `/api/outcomes/${f.outcomeId}/partners`,
    partner: 404,
    stranger: 404,
  },
  'PATCH /api/outcomes/{id}/partners/{partnerId}': {
    url: (f) => `/api/outcomes/${f.outcomeId}/partners/${f.otherPartnerId}`,
    body: () => ({ muted: true }),
    partner: 403,
    stranger: 404,
  },
  'DELETE /api/outcomes/{id}/partners/{partnerId}': {
    url: (f) => `/api/outcomes/${f.outcomeId}/partners/${f.otherPartnerId}`,
    partner: 404,
    stranger: 404,
  },
  'GET /api/shared/{outcomeId}': {
    url: (f) => `/api/shared/${f.outcomeId}`,
    partner: 200,
    stranger: 404,
  },
  // A partner changes only their own row's choices (src/server/modules/mail/partner-loop.test.ts).
  'PUT /api/shared/{outcomeId}/loop': {
    url: (f) => `/api/shared/${f.outcomeId}/loop`,
    body: () => ({ weekly: 'email', nudges: 'push' }),
    partner: 200,
    stranger: 404,
  },
  'GET /api/outcomes/{id}/sharing': {
    url: (f) => `/api/outcomes/${f.outcomeId}/sharing`,
    partner: 404,
    stranger: 404,
  },
  'PUT /api/outcomes/{id}/sharing': {
    url: (f) => `/api/outcomes/${f.outcomeId}/sharing`,
    body: () => ({ partnersSeeMisses: true }),
    partner: 403,
    stranger: 404,
  },
  'POST /api/shared/{outcomeId}/cheers': {
    url: (f) => `/api/shared/${f.outcomeId}/cheers`,
    body: () => ({ text: 'Keep going' }),
    partner: 201,
    stranger: 404,
  },
  'DELETE /api/cheers/{id}': {
    url: (f) => `/api/cheers/${f.cheerId}`,
    partner: 404,
    stranger: 404,
  },
  // Another partner's cheer is not this partner's to see: 404. The partner who sent a cheer
  // reads the reply but may not reply, 403 (src/server/modules/sharing/sharing.test.ts).
  'PUT /api/cheers/{id}/reply': {
    url: (f) => `/api/cheers/${f.cheerId}/reply`,
    body: () => ({ text: 'Thanks!' }),
    partner: 404,
    stranger: 404,
  },
  'POST /api/cheers/dismiss': {
    url: () => '/api/cheers/dismiss',
    body: (f) => ({ ids: [f.cheerId] }),
    partner: 404,
    stranger: 404,
  },
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describeWithDb(`Access matrix over every described route (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp({ now: () => new Date(`${today}T12:00:00Z`) });

  const follow = async (owner: WorkflowApi, outcomeId: string, name: string) =>
    followOutcome(owner, await signIn(name), outcomeId);

  it('answers a partner 403 on writes and 404 on the owner’s reads; strangers and removed partners 404', async () => {
    const described = await context().app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = described.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const routes = Object.entries(paths).flatMap(([path, operations]) =>
      METHODS.filter((method) => method in operations).map(
        (method) => `${method.toUpperCase()} ${path}`,
      ),
    );
    expect(
      routes.filter((route) => !(route in RULES)),
      'routes without an access rule',
    ).toEqual([]);

    const owner = await signIn('Owner');
    const outcomeId = (await owner.send('POST', '/api/outcomes', { title: 'Race' })).json<{
      id: string;
    }>().id;
    const goalId = (await owner.createGoal({ title: 'Half marathon', outcomeId })).json<{
      id: string;
    }>().id;
    const tacticId = (await owner.tactic(goalId, 'Long run')).id;
    const partner = await follow(owner, outcomeId, 'Partner');
    const other = await follow(owner, outcomeId, 'Other partner');
    const removed = await follow(owner, outcomeId, 'Removed partner');
    const stranger = await signIn('Stranger');
    const partnerIds = (await owner.send('GET', `/api/outcomes/${outcomeId}/partners`)).json<
      Array<{ id: string; name: string }>
    >();
    const partnerIdOf = (name: string) => partnerIds.find((row) => row.name === name)!.id;
    await owner.send(
      'DELETE',
      `/api/outcomes/${outcomeId}/partners/${partnerIdOf('Removed partner')}`,
    );
    await other.send('POST', `/api/shared/${outcomeId}/cheers`, { text: 'Go!' });
    const cheerId = (await owner.send('GET', '/api/cheers')).json<Array<{ id: string }>>()[0]!.id;
    const invitationId = (await owner.send('POST', `/api/outcomes/${outcomeId}/invitations`)).json<{
      id: string;
    }>().id;
    const fixture: Fixture = {
      outcomeId,
      goalId,
      tacticId,
      invitationId,
      otherPartnerId: partnerIdOf('Other partner'),
      cheerId,
    };

    const seen: string[] = [];
    for (const [route, rule] of Object.entries(RULES)) {
      if (typeof rule === 'string') continue;
      const method = route.split(' ')[0] as Method;
      const url = rule.url(fixture);
      const body = rule.body?.(fixture);
      for (const [who, api, expected] of [
        ['stranger', stranger, rule.stranger],
        ['removed partner', removed, rule.stranger],
        ['partner', partner, rule.partner],
      ] as const) {
        const response = await api.send(method, url, body);
        seen.push(`${route} as ${who}: ${response.statusCode}`);
        expect(response.statusCode, `${route} as ${who}: ${response.body}`).toBe(expected);
        if (expected >= 400) expect(response.json<{ message: string }>().message).toBeTruthy();
      }
    }

    // Routes on one's own data never carry the owner's rows to anyone else, whatever each
    // screen's read includes (docs/decisions/250); one outcome's recent read is the owner's alone.
    const ownDataReads = [
      '/api/outcomes',
      '/api/outcomes?include=list',
      `/api/outcomes?include=today&today=${today}`,
      `/api/outcomes?include=today&today=${today}&shown=all`,
      `/api/outcomes?include=review&today=${today}`,
      `/api/outcomes?include=review&today=${today}&shown=all`,
      '/api/export',
      '/api/cheers',
      '/api/calendar',
    ];
    for (const api of [partner, stranger, removed]) {
      const recent = await api.send('GET', `/api/outcomes/${outcomeId}?checkIns=recent`);
      expect(recent.statusCode, recent.body).toBe(404);
      for (const url of ownDataReads) {
        const response = await api.send('GET', url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        for (const id of [outcomeId, goalId, tacticId, cheerId])
          expect(response.body).not.toContain(id);
      }
    }
    // Nothing above dismissed the owner's cheer, nor changed the owner's plan.
    const cheers = (await owner.send('GET', '/api/cheers')).json<Array<{ id: string }>>();
    expect(cheers.map((cheer) => cheer.id)).toContain(cheerId);
    const plan = await owner.send('GET', `/api/outcomes/${outcomeId}`);
    expect(plan.json()).toMatchObject({
      title: 'Race',
      goals: [
        {
          id: goalId,
          title: 'Half marathon',
          tactics: [{ id: tacticId, completed: false, checkIns: [] }],
        },
      ],
    });
    expect(seen).toHaveLength(
      3 * Object.values(RULES).filter((rule) => typeof rule !== 'string').length,
    );
  }, 180_000);
});
