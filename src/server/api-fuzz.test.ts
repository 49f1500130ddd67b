/**
 * The API fuzzed from its own description: every operation of /api/openapi.json (and the calendar
 * feed) gets requests whose path, query and body are drawn from the documented schemas, mixed
 * with values just outside them. Whatever arrives, the answer is never a 5xx, and every 4xx is
 * the app's error shape {message, issues?} (docs/decisions/024-one-error-shape.md).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#shared/schemas';
import {
  createTestApp,
  signInTestUser,
  type TestContext,
  type TestUser,
} from '../test/server/test-app.ts';
import type { OpenApiDocument, Operation } from './plugins/api-description.ts';

/** Fixed, so a failure names a case that replays. */
const SEED = 20_261_124;
const CASES_PER_OPERATION = 120;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** Values just outside what schemas say: the places validation has to hold. */
const junk = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    '9999-12-31',
    '2100-12-31',
    '1999-12-31',
    '2027-02-29',
    '\u202Eevil',
    'a\u0000b',
    'line\nbreak',
    '\uD800',
    'x'.repeat(201),
    -1,
    0,
    6,
    1.5,
    Number.MAX_SAFE_INTEGER,
    true,
    [],
    {},
    '__proto__',
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFor(choice, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 });
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(schema.items ? valueFor(schema.items, depth + 1) : junk, { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, depth + 1);
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.oneof(
        fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fc.constantFrom(
          '2027-05-03',
          'https://example.com/a',
          'Run a 10k',
          'mon',
          // Addresses a push endpoint must not name (docs/decisions/240).
          'https://127.1/a',
          'https://[::1]/a',
          'https://localhost/a',
          'https://example.com:8443/a',
        ),
      );
    default:
      return junk;
  }
}

/** An object of the schema's fields (a random subset, each sometimes junk), sometimes one more. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      fc.oneof({ weight: 4, arbitrary: valueFor(field, depth) }, { weight: 1, arbitrary: junk }),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'userId', 'constructor'), junk)),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

describe('the API under fuzzed requests (pglite)', () => {
  let ctx: TestContext;
  let user: TestUser;
  let document: OpenApiDocument;
  /** Real rows of the caller, so ids sometimes name something that exists. */
  const ids: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await signInTestUser('Fuzzed');
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: user.headers, payload });
    const goal = (await send('POST', '/api/goals', { title: 'Fuzz' })).json<{ id: string }>();
    const tactic = (await send('POST', '/api/tactics', { goalId: goal.id, title: 'Run' })).json<{
      id: string;
    }>();
    // A reminder time too, so a fuzzed snooze sometimes names a tactic that may be snoozed.
    await send('PATCH', `/api/tactics/${tactic.id}`, {
      repeat: { frequency: 'daily' },
      remindAt: '07:30',
    });
    ids.push(goal.id, tactic.id);
    document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => ctx.close());

  const pathValue = (name: string, schema: JsonSchema): fc.Arbitrary<string> =>
    fc
      .oneof(
        name === 'id' ? fc.constantFrom(...ids) : valueFor(schema),
        fc.uuid(),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('2027-05-03', '9999-12-31', 'x'.repeat(150)),
      )
      .map((value) => encodeURIComponent(String(value)));

  /** Documented query parameters, sometimes repeated, as arrays, malformed or unknown. */
  const queryFor = (operation: Operation): fc.Arbitrary<string> => {
    const documented = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const pairs = documented.map((parameter) =>
      fc.option(
        fc.oneof(
          valueFor(parameter.schema as JsonSchema).map((v): string[][] => [
            [parameter.name, String(v)],
          ]),
          fc.constantFrom<string[][]>(
            [
              [parameter.name, '1'],
              [parameter.name, '2'],
            ],
            [[`${parameter.name}[]`, '1']],
            [[parameter.name, 'yes']],
          ),
        ),
      ),
    );
    return fc
      .tuple(
        fc.tuple(...pairs),
        fc.option(fc.constantFrom<string[][]>([['unknown', '1']], [['a[b]', 'c']])),
      )
      .map(([chosen, extra]) => {
        const entries = [...chosen.flatMap((pair) => pair ?? []), ...(extra ?? [])];
        return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
      });
  };

  it('never answers 5xx, and answers every 4xx in the error shape', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    // Every route is here: the description lists the API, the feed, health and config.
    expect(operations.length).toBeGreaterThanOrEqual(19);
    let cases = 0;
    for (const { path, method, operation } of operations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const pathSchemas = Object.fromEntries(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, p.schema as JsonSchema]),
      );
      const bodySchema = operation.requestBody?.content['application/json']?.schema as
        JsonSchema | undefined;
      const request = fc.record({
        params: fc.tuple(...names.map((name) => pathValue(name, pathSchemas[name] ?? {}))),
        query: queryFor(operation),
        body: bodySchema
          ? fc.oneof({ weight: 5, arbitrary: valueFor(bodySchema) }, { weight: 1, arbitrary: junk })
          : fc.constant(undefined),
        address: fc.ipV4(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, address }) => {
          cases += 1;
          // Budgets (writes, imports) and a deleted account's mark start afresh each case, so
          // the requests reach the handlers instead of the 429 in front of them.
          await ctx.database.db.execute(sql`delete from rate_limit_hits`);
          let url = path;
          names.forEach((name, index) => (url = url.replace(`{${name}}`, params[index]!)));
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${url}${query}`,
            remoteAddress: address,
            ...(body === undefined
              ? { headers: user.headers }
              : {
                  headers: { ...user.headers, 'content-type': 'application/json' },
                  payload: JSON.stringify(body),
                }),
          });
          const where = `${method.toUpperCase()} ${url}${query} ${JSON.stringify(body)?.slice(0, 200)}`;
          expect(response.statusCode, `${where} -> ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const parsed = errorBodySchema.strict().safeParse(response.json());
            expect(parsed.success, `${where} -> ${response.body}`).toBe(true);
          }
        }),
        { seed: SEED, numRuns: CASES_PER_OPERATION, endOnFailure: true },
      );
    }
    expect(cases).toBeGreaterThanOrEqual(2_000);
  }, 120_000);
});
