import type {
  FastifyServerOptions,
  FastifyInstance,
  FastifyTypeProvider,
  RouteOptions,
  FastifySchemaCompiler,
} from 'fastify';
import { z } from 'zod';
import { errorBodySchema, querySchema } from '#shared/schemas';
import { RETRY_AFTER_SECONDS } from './errors.ts';
import { renderApiReference } from './api-reference-page.ts';
import type { OpenApiDocument, Operation } from './openapi-document.ts';

export type { OpenApiDocument, Operation } from './openapi-document.ts';

/**
 * docs/decisions/040-api-description-from-zod.md: the zod schemas a route declares validate its
 * requests, and the same objects become the OpenAPI 3.1 document at /api/openapi.json.
 */

declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: string[];
    /** Left out of the API description (the description itself, static files). */
    hide?: boolean;
    /** Content type of the success answer when it is not JSON. */
    produces?: string;
    /** Set on every route behind the sign-in check (see signedInRoutes). */
    signedIn?: boolean;
  }
}

/** Request types follow from a route's zod schemas (`app.withTypeProvider<ZodTypeProvider>()`). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route's zod schema checks its part of the request; a ZodError becomes our 400 (errors.ts). */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // Fastify hands a missing body over as null: no body reads like a JSON null.
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** A route's query string: the rule is `querySchema` in src/shared/schemas.ts. */
export { querySchema };

/** The query string of an API route that takes none. */
const NO_QUERY = querySchema({});

/**
 * For a route that checks its body itself, with messages of its own (Import); its query string
 * and path are still checked by their schemas.
 */
export const bodyCheckedByHandler: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : zodValidator(route as Parameters<typeof zodValidator>[0]);

/**
 * Response schemas document the answers; they are not used to serialize them (serializing stays
 * plain JSON.stringify, as it was before responses had schemas).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Fastify's `schemaController` option: zod checks requests and answers are plain JSON. Given at
 * construction (not by `setValidatorCompiler` later), Fastify never loads its own JSON-schema
 * compilers (Ajv and fast-json-stringify), which we do not use: a tenth of a second less CPU at
 * every start (docs/decisions/080-install-and-start-without-waiting.md).
 */
type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>;
type AjvValidatorFactory = NonNullable<
  SchemaControllerOptions['compilersFactory']
>['buildValidator'];
export const zodSchemaController: SchemaControllerOptions = {
  compilersFactory: {
    // Fastify types these factories for Ajv's compilers only; at run time it takes any route
    // compiler, as `setValidatorCompiler` does.
    buildValidator: (() => zodValidator) as unknown as AjvValidatorFactory,
    buildSerializer: () => plainJson,
  },
};

type ResponseSchemas = Record<number, z.ZodType>;

/** The status lines the description uses when a route does not say more. */
const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content',
  400: 'The request is invalid; `message` says why, `issues` says where',
  401: 'No valid sign-in (missing or refused ID token, or a firebase-id header that does not match it)',
  404: 'Not found, or not yours',
  409: 'Refused by a limit or by the current state; `message` says which',
  413: 'The body is too large',
  429: 'Too many requests; wait for Retry-After seconds',
  503: 'Temporarily unavailable (database or sign-in keys); retry after Retry-After seconds',
};

const retryAfterHeader = {
  'Retry-After': {
    description: `Seconds to wait before retrying (usually ${RETRY_AFTER_SECONDS})`,
    schema: { type: 'integer' },
  },
};

/** Routes the description covers, in registration order. */
interface CollectedRoute {
  method: string;
  url: string;
  options: RouteOptions;
}

/**
 * Starts collecting routes (the app is built with `zodSchemaController`); call before any route
 * is registered.
 * Serves /api/openapi.json and the reference page /api/docs from what was collected.
 */
export function registerApiDescription(app: FastifyInstance) {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (options) => {
    if (options.url.startsWith('/api/') && !options.schema?.querystring) {
      options.schema = { ...options.schema, querystring: NO_QUERY };
    }
    for (const method of [options.method].flat()) {
      // Fastify adds a HEAD route for every GET; it answers like the GET without a body.
      if (method !== 'HEAD') routes.push({ method, url: options.url, options });
    }
  });

  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const describe = () => (document ??= openApiDocument(routes));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => describe());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= renderApiReference(describe()))),
  );
}

/**
 * Marks every route registered in `app` from now on as signed-in only: they answer 401 without
 * a valid sign-in and 429 over a rate limit.
 */
export function signedInRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (options) => {
    const response = (options.schema?.response ?? {}) as ResponseSchemas;
    options.schema = {
      ...options.schema,
      signedIn: true,
      response: {
        401: errorBodySchema,
        // Writes over the per-user budget, and many refused sign-ins from one address.
        429: errorBodySchema,
        ...response,
      },
    };
  });
}

/** A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1, without its `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Refinements and transforms have no JSON Schema form: the prose in `message` covers them.
    unrepresentable: 'any',
  });
  return rest;
}

/** '/api/goals/:id' -> '/api/goals/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const described = jsonSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(described.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (described.required ?? []).includes(name),
    schema: property,
  }));
}

const TAGS = [
  { name: 'Plan', description: 'Goals, tactics, check-ins: the signed-in user’s plan.' },
  { name: 'Account', description: 'Profile, Download my data, Import, Delete my account.' },
  { name: 'Calendar', description: 'The private calendar subscription link and its feed.' },
  {
    name: 'Partners',
    description: 'Invitations, partners following an outcome read-only, and their cheers.',
  },
  {
    name: 'Reminders',
    description:
      'Web Push: the server’s VAPID key and the devices (push subscriptions) reminders go to.',
  },
  { name: 'Review', description: 'Weekly reviews: each week’s answers with its figures.' },
  { name: 'Service', description: 'Health and the browser’s run-time settings; no sign-in.' },
];

/** Builds the OpenAPI 3.1 document from the collected routes and their zod schemas. */
export function openApiDocument(routes: CollectedRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { method, url, options } of routes) {
    const schema = options.schema ?? {};
    if (schema.hide) continue;
    const responses: Operation['responses'] = {};
    const declared = { ...(schema.response as ResponseSchemas | undefined) };
    if (schema.body || schema.params || schema.querystring) declared[400] ??= errorBodySchema;
    if (schema.body) declared[413] ??= errorBodySchema;
    if (url.startsWith('/api/')) declared[503] ??= errorBodySchema;
    for (const [status, responseSchema] of Object.entries(declared)) {
      const code = Number(status);
      const contentType = code < 300 && schema.produces ? schema.produces : 'application/json';
      responses[status] = {
        description: responseSchema.description ?? STATUS_DESCRIPTIONS[code] ?? 'Answer',
        ...(code === 429 || code === 503 ? { headers: retryAfterHeader } : {}),
        ...(code === 204
          ? {}
          : { content: { [contentType]: { schema: jsonSchema(responseSchema, 'output') } } }),
      };
    }
    const operation: Operation = {
      operationId: `${method.toLowerCase()}${openApiPath(url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next?: string) => next?.toUpperCase() ?? '')}`,
      ...(schema.summary ? { summary: schema.summary } : {}),
      ...(schema.description ? { description: schema.description } : {}),
      ...(schema.tags ? { tags: schema.tags } : {}),
      ...(schema.signedIn ? { security: [{ idToken: [], firebaseId: [] }] } : {}),
      parameters: [
        ...parameters(schema.params as z.ZodType | undefined, 'path'),
        ...parameters(schema.querystring as z.ZodType | undefined, 'query'),
      ],
      ...(schema.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: jsonSchema(schema.body as z.ZodType, 'input') },
              },
            },
          }
        : {}),
      responses,
    };
    if (operation.parameters?.length === 0) delete operation.parameters;
    (paths[openApiPath(url)] ??= {})[method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Momentum API',
      version: '1',
      description:
        'The HTTP API behind Momentum. Every call under /api except health and config needs a ' +
        'Firebase ID token (Authorization: Bearer) and the same uid in the firebase-id header. ' +
        'Errors are JSON {"message", "issues"?}. See docs/product.md, API.',
    },
    components: {
      securitySchemes: {
        idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        firebaseId: {
          type: 'apiKey',
          in: 'header',
          name: 'firebase-id',
          description: 'The uid of the signed-in user; must equal the token’s uid.',
        },
      },
    },
    tags: TAGS,
    paths,
  };
}
