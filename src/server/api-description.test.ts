import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, WRITES_PER_MINUTE } from '#shared/limits';
import { SCHEDULE_MESSAGES } from '#shared/schemas';
import type { OpenApiDocument } from './plugins/api-description.ts';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
} from '../test/server/test-app.ts';
import { habiticaFile } from '../test/foreign-files.ts';
import { followOutcome, workflowApi, type WorkflowApi } from '../test/server/workflow-model.ts';
import { refusal } from '#test/server/test-app.ts';

/** Routes deliberately left out of the description: the description itself and the built client. */
// The description itself, and the unsubscribe pages an email links to: they answer people in HTML,
// not the API's JSON (docs/email.md); the API's one-click target is described.
const UNDESCRIBED = [
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /unsubscribe/:token',
  'POST /unsubscribe/:token',
];
const isClientFile = (route: string) => / \/(index\.html|assets\/.*|)$/.test(route);

/** "METHOD /path/:param" for every route Fastify knows, read from its printed route tree. */
function registeredRoutes(tree: string): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    segments.length = match[1]!.length / 4;
    segments.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      // Fastify answers HEAD for every GET by itself.
      if (method !== 'HEAD') routes.push(`${method} ${segments.join('')}`);
    }
  }
  return routes;
}

const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describeWithDb(`API description (${dbKind})`, () => {
  let context: TestContext;
  let dist: string;
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    // A built client, so that its file routes are registered too (and must stay out).
    dist = mkdtempSync(path.join(tmpdir(), 'momentum-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Momentum</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'export {};');
    context = await createTestApp({ clientDistDir: dist });
    const response = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await context?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The documented schema for this answer; fails when the status or the body is not described. */
  function expectDocumented(
    response: LightMyRequestResponse,
    method: string,
    route: string,
    status: number,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    const operation = document.paths[openApiPath(route)]?.[method.toLowerCase()];
    expect(operation, `${method} ${route} is described`).toBeDefined();
    const documented = operation!.responses[String(status)];
    expect(documented, `${method} ${route} describes ${status}`).toBeDefined();
    const content = documented!.content as Record<string, { schema: object }> | undefined;
    if (status === 204) {
      expect(content).toBeUndefined();
      expect(response.body).toBe('');
      return;
    }
    const type = String(response.headers['content-type']).split(';')[0]!;
    expect(Object.keys(content ?? {}), `${method} ${route} ${status} content type`).toEqual([type]);
    const body: unknown = type === 'application/json' ? response.json() : response.body;
    const validate = ajv.compile(content![type]!.schema);
    expect(
      validate(body) ? [] : validate.errors,
      `${method} ${route} ${status} matches its description`,
    ).toEqual([]);
  }

  it('describes every route except the description itself and the client files', () => {
    const routes = registeredRoutes(context.app.printRoutes({ commonPrefix: false }));
    const expected = routes.filter((route) => !UNDESCRIBED.includes(route) && !isClientFile(route));
    // The client files were registered, so the exclusion above was exercised.
    expect(routes.filter(isClientFile).length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeGreaterThanOrEqual(19);
    const described = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(described.sort()).toEqual(expected.map(openApiPath).sort());
  });

  it('is OpenAPI 3.1 whose every schema compiles as JSON Schema 2020-12', () => {
    expect(document.openapi).toBe('3.1.0');
    let schemas = 0;
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        const bodies = [
          operation.requestBody?.content['application/json']?.schema,
          ...(operation.parameters ?? []).map((parameter) => parameter.schema),
          ...Object.values(operation.responses).flatMap((response) =>
            Object.values((response.content ?? {}) as Record<string, { schema: object }>).map(
              (media) => media.schema,
            ),
          ),
        ].filter(Boolean);
        for (const schema of bodies) expect(() => ajv.compile(schema as object)).not.toThrow();
        schemas += bodies.length;
      }
    }
    expect(schemas).toBeGreaterThan(50);
  });

  it('describes the export file with its version, outcomes, goals and tactics', () => {
    const exported = document.paths['/api/export']!.get!.responses['200']!.content as Record<
      string,
      { schema: { properties: Record<string, { properties?: object; items?: object }> } }
    >;
    const file = exported['application/json']!.schema;
    expect(Object.keys(file.properties)).toEqual(
      expect.arrayContaining(['version', 'exportedAt', 'outcomes', 'profile', 'calendar']),
    );
    // Import reads version 2 (outcomes) and version 1 (goals).
    const imported = document.paths['/api/import']!.post!.requestBody!.content['application/json']!;
    expect(imported.schema).toMatchObject({
      anyOf: [
        { required: expect.arrayContaining(['version', 'outcomes']) },
        { required: expect.arrayContaining(['version', 'goals']) },
      ],
    });
  });

  it('serves a self-contained reference page that names every operation', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Nothing to fetch: no scripts, stylesheets, images or frames, here or elsewhere.
    expect(response.body).not.toMatch(/<(script|link|img|iframe)\b|\ssrc=|url\(/i);
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        expect(response.body).toContain(`${method.toUpperCase()} ${route}`);
      }
    }
  });

  describe('real answers match their descriptions', () => {
    let api: WorkflowApi;
    let other: WorkflowApi;
    beforeAll(async () => {
      api = workflowApi(context.app, await signInTestUser('Described'));
      other = workflowApi(context.app, await signInTestUser('Someone Else'));
    });

    it('service calls: health and config', async () => {
      const health = await context.app.inject({ method: 'GET', url: '/api/health' });
      expectDocumented(health, 'GET', '/api/health', 200);
      const config = await context.app.inject({ method: 'GET', url: '/api/config' });
      expectDocumented(config, 'GET', '/api/config', 200);
    });

    it('the plan: profile, goals, tactics, PATCH, check-ins, list, deletes', async () => {
      const profile = await api.send('POST', '/api/users', {
        email: api.user.email,
        displayName: 'Described',
      });
      expectDocumented(profile, 'POST', '/api/users', 200);

      const goal = await api.createGoal({ title: 'Run a 10k' });
      expectDocumented(goal, 'POST', '/api/goals', 201);
      const goalId = goal.json<{ id: string }>().id;
      const renamed = await api.updateGoal(goalId, { title: 'Run a half marathon' });
      expectDocumented(renamed, 'PATCH', '/api/goals/:id', 200);

      const id = randomUUID();
      const tactic = await api.createTactic({ id, goalId, title: 'Run twice a week', effort: 3 });
      expectDocumented(tactic, 'POST', '/api/tactics', 201);
      const retried = await api.createTactic({ id, goalId, title: 'Run twice a week', effort: 3 });
      expectDocumented(retried, 'POST', '/api/tactics', 200);

      const changed = await api.updateTactic(id, {
        impact: 5,
        dueDate: '2026-12-01',
        repeat: { frequency: 'weekly', days: ['fri', 'mon'] },
        plan: { when: 'I get home', then: 'put on my running shoes' },
        link: 'https://example.com/plan',
      });
      expectDocumented(changed, 'PATCH', '/api/tactics/:id', 200);
      const today = new Date().toISOString().slice(0, 10);
      const checkIn = await api.checkIn(id, today);
      expectDocumented(checkIn, 'PUT', '/api/tactics/:id/check-ins/:date', 204);

      const outcomes = await api.send('GET', '/api/outcomes');
      expectDocumented(outcomes, 'GET', '/api/outcomes', 200);
      expect(JSON.stringify(outcomes.json())).toContain(today);

      const reminded = await api.updateTactic(id, { remindAt: '07:30' });
      expect(reminded.statusCode).toBe(200);
      const snoozed = await api.send('PUT', `/api/tactics/${id}/snooze`, {
        date: today,
        until: `${today}T19:00:00Z`,
      });
      expectDocumented(snoozed, 'PUT', '/api/tactics/:id/snooze', 200);
      const badSnooze = await api.send('PUT', `/api/tactics/${id}/snooze`, {
        date: today,
        until: '2999-01-01T00:00:00Z',
      });
      expectDocumented(badSnooze, 'PUT', '/api/tactics/:id/snooze', 400);
      const unsnoozed = await api.send('DELETE', `/api/tactics/${id}/snooze`);
      expectDocumented(unsnoozed, 'DELETE', '/api/tactics/:id/snooze', 200);

      const undone = await api.removeCheckIn(id, today);
      expectDocumented(undone, 'DELETE', '/api/tactics/:id/check-ins/:date', 204);
      expectDocumented(await api.deleteTactic(id), 'DELETE', '/api/tactics/:id', 204);
      expectDocumented(await api.deleteGoal(goalId), 'DELETE', '/api/goals/:id', 204);
    });

    it('outcomes: add, read one, rename, change status, move a goal, delete', async () => {
      const created = await api.send('POST', '/api/outcomes', { title: 'Run a half marathon' });
      expectDocumented(created, 'POST', '/api/outcomes', 201);
      const outcomeId = created.json<{ id: string }>().id;
      const goal = await api.createGoal({ title: 'Long runs', outcomeId, position: 0 });
      expectDocumented(goal, 'POST', '/api/goals', 201);
      const goalId = goal.json<{ id: string }>().id;
      const dated = await api.updateGoal(goalId, { targetDate: '2027-04-30', status: 'achieved' });
      expectDocumented(dated, 'PATCH', '/api/goals/:id', 200);
      const one = await api.send('GET', `/api/outcomes/${outcomeId}`);
      expectDocumented(one, 'GET', '/api/outcomes/:id', 200);
      const achieved = await api.send('PATCH', `/api/outcomes/${outcomeId}`, {
        title: 'Ran a half marathon',
        status: 'achieved',
      });
      expectDocumented(achieved, 'PATCH', '/api/outcomes/:id', 200);
      const readOnly = await api.updateGoal(goalId, { title: 'Longer runs' });
      expectDocumented(readOnly, 'PATCH', '/api/goals/:id', 409);
      const stranger = await other.send('GET', `/api/outcomes/${outcomeId}`);
      expectDocumented(stranger, 'GET', '/api/outcomes/:id', 404);
      const deleted = await api.send('DELETE', `/api/outcomes/${outcomeId}`);
      expectDocumented(deleted, 'DELETE', '/api/outcomes/:id', 204);
    });

    it('the partner loop: a partner’s choices, the owner’s misses switch', async () => {
      const created = await api.send('POST', '/api/outcomes', { title: 'Learn to swim' });
      const outcomeId = created.json<{ id: string }>().id;
      await followOutcome(api, other, outcomeId);
      const loop = `/api/shared/${outcomeId}/loop`;
      const chosen = await other.send('PUT', loop, { weekly: 'email', nudges: 'push' });
      expectDocumented(chosen, 'PUT', '/api/shared/:outcomeId/loop', 200);
      const badChoice = await other.send('PUT', loop, { weekly: 'fax', nudges: 'off' });
      expectDocumented(badChoice, 'PUT', '/api/shared/:outcomeId/loop', 400);
      const notPartner = await api.send('PUT', loop, { weekly: 'off', nudges: 'off' });
      expectDocumented(notPartner, 'PUT', '/api/shared/:outcomeId/loop', 404);
      const view = await other.send('GET', `/api/shared/${outcomeId}`);
      expectDocumented(view, 'GET', '/api/shared/:outcomeId', 200);

      const sharing = `/api/outcomes/${outcomeId}/sharing`;
      expectDocumented(await api.send('GET', sharing), 'GET', '/api/outcomes/:id/sharing', 200);
      expectDocumented(await other.send('GET', sharing), 'GET', '/api/outcomes/:id/sharing', 404);
      const on = await api.send('PUT', sharing, { partnersSeeMisses: true });
      expectDocumented(on, 'PUT', '/api/outcomes/:id/sharing', 200);
      const badSwitch = await api.send('PUT', sharing, { partnersSeeMisses: 1 });
      expectDocumented(badSwitch, 'PUT', '/api/outcomes/:id/sharing', 400);
      const partnerWrite = await other.send('PUT', sharing, { partnersSeeMisses: false });
      expectDocumented(partnerWrite, 'PUT', '/api/outcomes/:id/sharing', 403);
    });

    it('refusals: 400, 401, 404, 409, 413, 429', async () => {
      const invalid = await api.createGoal({ title: '   ' });
      expectDocumented(invalid, 'POST', '/api/goals', 400);
      expect(invalid.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
      const future = await api.checkIn(randomUUID(), '2999-01-01');
      expectDocumented(future, 'PUT', '/api/tactics/:id/check-ins/:date', 400);

      const anonymous = await context.app.inject({ method: 'GET', url: '/api/outcomes' });
      expectDocumented(anonymous, 'GET', '/api/outcomes', 401);

      const goal = await api.goal('Sleep better');
      const theirs = await other.goal('Not yours');
      const notFound = await api.updateGoal(theirs.id, { title: 'Mine now' });
      expectDocumented(notFound, 'PATCH', '/api/goals/:id', 404);
      const noGoal = await api.createTactic({ goalId: theirs.id, title: 'Sneak in' });
      expectDocumented(noGoal, 'POST', '/api/tactics', 404);

      const tactic = await api.tactic(goal.id, 'Lights out at 11');
      const oneOff = await api.checkIn(tactic.id, new Date().toISOString().slice(0, 10));
      expectDocumented(oneOff, 'PUT', '/api/tactics/:id/check-ins/:date', 409);
      expect(oneOff.json()).toEqual(refusal(SCHEDULE_MESSAGES.checkInNeedsRepeat));

      const tooLarge = await api.createGoal({ title: 'x'.repeat(MAX_BODY_BYTES) });
      expectDocumented(tooLarge, 'POST', '/api/goals', 413);

      // Every write counts against the per-user budget, refused ones too.
      const spender = workflowApi(context.app, await signInTestUser('Spender'));
      let last: LightMyRequestResponse | undefined;
      for (let sent = 0; sent <= WRITES_PER_MINUTE && last?.statusCode !== 429; sent += 1) {
        last = await spender.deleteGoal(randomUUID());
      }
      expectDocumented(last!, 'DELETE', '/api/goals/:id', 429);
    });

    it('calendar: status, link, feed, revoke', async () => {
      expectDocumented(await api.send('GET', '/api/calendar'), 'GET', '/api/calendar', 200);
      const link = await api.send('POST', '/api/calendar/link');
      expectDocumented(link, 'POST', '/api/calendar/link', 200);
      const feedPath = new URL(link.json<{ url: string }>().url).pathname;
      const feed = await context.app.inject({ method: 'GET', url: feedPath });
      expectDocumented(feed, 'GET', '/calendar/:file', 200);
      const revoked = await api.send('DELETE', '/api/calendar/link');
      expectDocumented(revoked, 'DELETE', '/api/calendar/link', 204);
      const gone = await context.app.inject({ method: 'GET', url: feedPath });
      expectDocumented(gone, 'GET', '/calendar/:file', 404);
    });

    it('your data: export, import (dry run, real, refused), delete the account', async () => {
      const goal = await api.goal('Learn Spanish');
      await api.tactic(goal.id, 'Ten minutes of flashcards');
      const exported = await api.send('GET', '/api/export');
      expectDocumented(exported, 'GET', '/api/export', 200);
      const file: unknown = exported.json();

      const dryRun = await other.send('POST', '/api/import?dryRun=1', file);
      expectDocumented(dryRun, 'POST', '/api/import', 200);
      const imported = await other.send('POST', '/api/import', file);
      expectDocumented(imported, 'POST', '/api/import', 201);
      const refused = await other.send('POST', '/api/import', {
        version: 1,
        exportedAt: new Date().toISOString(),
        goals: [{ title: '', tactics: [] }],
      });
      expectDocumented(refused, 'POST', '/api/import', 400);
      // From another app: Habitica's file may be sent as JSON (docs/product.md, Your data).
      const foreign = await other.send('POST', '/api/import/habitica?dryRun=1', habiticaFile());
      expectDocumented(foreign, 'POST', '/api/import/{source}', 200);
      const notHabitica = await other.send('POST', '/api/import/habitica?dryRun=1', { tasks: 1 });
      expectDocumented(notHabitica, 'POST', '/api/import/{source}', 400);

      const review = await api.send('PUT', '/api/reviews/2026-11-16', { wentWell: 'Ran' });
      expectDocumented(review, 'PUT', '/api/reviews/{weekStart}', 200);
      const badWeek = await api.send('PUT', '/api/reviews/2026-11-17', { wentWell: 'Ran' });
      expectDocumented(badWeek, 'PUT', '/api/reviews/{weekStart}', 400);
      expectDocumented(await api.send('GET', '/api/reviews'), 'GET', '/api/reviews', 200);
      const zone = await api.send('PATCH', '/api/users/me', { timeZone: 'Europe/Berlin' });
      expectDocumented(zone, 'PATCH', '/api/users/me', 200);
      expectDocumented(await api.send('GET', '/api/users/me'), 'GET', '/api/users/me', 200);
      const badZone = await api.send('PATCH', '/api/users/me', { timeZone: 'Atlantis' });
      expectDocumented(badZone, 'PATCH', '/api/users/me', 400);

      const deleted = await api.send('DELETE', '/api/users/me');
      expectDocumented(deleted, 'DELETE', '/api/users/me', 204);
      // A deleted account's token stops working at once (docs/decisions/070-hardening.md).
      expectDocumented(await api.send('GET', '/api/users/me'), 'GET', '/api/users/me', 401);
    });
  });
});
