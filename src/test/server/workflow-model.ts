/** Test support for the workflow API: calls made as one signed-in test user through `inject`. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import {
  goalSchema,
  outcomeSchema,
  outcomesSchema,
  tacticSchema,
  type Goal,
  type Outcome,
  type Outcomes,
  type Tactic,
} from '#shared/schemas';
import type { App } from '#server/app.ts';
import {
  createTestApp,
  refusal,
  signInTestUser,
  type TestContext,
  type TestUser,
} from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `body` goes out as JSON exactly as given (null, arrays, strings too); undefined sends none. */
export function workflowApi(app: App, user: TestUser) {
  const send = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers:
        body === undefined ? user.headers : { ...user.headers, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const row = (collection: 'outcomes' | 'goals' | 'tactics', id: string) =>
    `/api/${collection}/${encodeURIComponent(id)}`;

  const api = {
    user,
    send,
    createOutcome: (body: unknown) => send('POST', '/api/outcomes', body),
    readOutcome: (id: string) => send('GET', row('outcomes', id)),
    updateOutcome: (id: string, body: unknown) => send('PATCH', row('outcomes', id), body),
    deleteOutcome: (id: string) => send('DELETE', row('outcomes', id)),
    createGoal: (body: unknown) => send('POST', '/api/goals', body),
    updateGoal: (id: string, body: unknown) => send('PATCH', row('goals', id), body),
    deleteGoal: (id: string) => send('DELETE', row('goals', id)),
    createTactic: (body: unknown) => send('POST', '/api/tactics', body),
    updateTactic: (id: string, body: unknown) => send('PATCH', row('tactics', id), body),
    deleteTactic: (id: string) => send('DELETE', row('tactics', id)),
    checkIn: (id: string, date: string, body?: unknown) =>
      send('PUT', `${row('tactics', id)}/check-ins/${encodeURIComponent(date)}`, body),
    putMeasurement: (goalId: string, date: string, body: unknown) =>
      send('PUT', `${row('goals', goalId)}/measurements/${encodeURIComponent(date)}`, body),
    removeMeasurement: (goalId: string, date: string) =>
      send('DELETE', `${row('goals', goalId)}/measurements/${encodeURIComponent(date)}`),
    removeCheckIn: (id: string, date: string) =>
      send('DELETE', `${row('tactics', id)}/check-ins/${encodeURIComponent(date)}`),

    /** Creates an outcome, expecting success. */
    async outcome(title: string): Promise<Outcome> {
      const response = await api.createOutcome({ title });
      expect(response.statusCode, response.body).toBe(201);
      return parseExactly(outcomeSchema, response.json());
    },
    /** Creates a goal, expecting success. */
    async goal(title: string): Promise<Goal> {
      const response = await api.createGoal({ title });
      expect(response.statusCode, response.body).toBe(201);
      return parseExactly(goalSchema, response.json());
    },
    /** Creates a tactic, expecting success. */
    async tactic(goalId: string, title: string): Promise<Tactic> {
      const response = await api.createTactic({ goalId, title });
      expect(response.statusCode, response.body).toBe(201);
      return parseExactly(tacticSchema, response.json());
    },
    /** The caller's plan, checked against the shared response schema. */
    async outcomes(): Promise<Outcomes> {
      const response = await send('GET', '/api/outcomes');
      expect(response.statusCode, response.body).toBe(200);
      return parseExactly(outcomesSchema, response.json());
    },
  };
  return api;
}

export type WorkflowApi = ReturnType<typeof workflowApi>;

/** `partner` accepts a new invitation to follow the owner's outcome, expecting success. */
export async function followOutcome(owner: WorkflowApi, partner: WorkflowApi, outcomeId: string) {
  const created = await owner.send('POST', `/api/outcomes/${outcomeId}/invitations`);
  expect(created.statusCode, created.body).toBe(201);
  const token = created.json<{ url: string }>().url.split('/join/')[1]!;
  const accepted = await partner.send('POST', `/api/invitations/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return partner;
}

/**
 * For a `describe` body: one app on a fresh database for the whole file (built before, closed
 * after), and `signIn()` for a fresh user per test, so tests do not see each other's rows.
 */
export function useWorkflowApp(overrides?: Parameters<typeof createTestApp>[0]) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(overrides);
  });
  afterAll(() => ctx?.close());
  const context = () => {
    if (!ctx) throw new Error('The test app is built in beforeAll');
    return ctx;
  };
  return {
    context,
    signIn: async (name = 'Test User') => workflowApi(context().app, await signInTestUser(name)),
  };
}

/** Ids that name no row: malformed, unknown, the nil uuid, and attempts at injection. */
export const JUNK_IDS = [
  'not-a-uuid',
  randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  "1' or '1'='1",
  '%00',
];

export const NOT_FOUND = refusal('Not found');

/** Parses a response body with a shared schema and checks it carries no field beyond it. */
export function parseExactly<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.parse(body);
  expect(body).toEqual(parsed);
  return parsed;
}

/** Bodies that are valid JSON but not an object, with the message each one answers with. */
export const NON_OBJECT_BODIES: Array<[string, unknown, string]> = [
  // Fastify validates a missing body as null (docs/decisions/040-api-description-from-zod.md).
  ['no body', undefined, 'Invalid input: expected object, received null'],
  ['JSON null', null, 'Invalid input: expected object, received null'],
  ['a JSON array', [{ title: 'Sleep more' }], 'Invalid input: expected object, received array'],
  ['a JSON string', 'Sleep more', 'Invalid input: expected object, received string'],
  ['a JSON number', 42, 'Invalid input: expected object, received number'],
];

/** Titles every title field refuses, with the message after `required` for an absent title. */
export const badTitles = (required: string): Array<[string, unknown, string]> => [
  ['an empty title', '', required],
  ['a blank title', ' \t\n ', required],
  ['a number as title', 42, required],
  ['a null title', null, required],
  ['a title of 201 characters', 'x'.repeat(201), 'Titles can be at most 200 characters'],
  ['a title with a NUL character', 'Sleep\u0000more', 'Titles cannot contain invalid characters'],
  ['a title with a lone surrogate', 'Sleep \ud800', 'Titles cannot contain invalid characters'],
];
