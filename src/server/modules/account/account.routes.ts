import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkImportFile,
  importFileSchema,
  importSummary,
  importSummarySchema,
  IMPORT_MESSAGES,
  momentumExportSchema,
  outcomeLimitMessage,
  type MomentumExport,
} from '#shared/export';
import { FOREIGN_MESSAGES, FOREIGN_SOURCES } from '#shared/foreign-import';
import { MAX_ACTIVE_OUTCOMES, MAX_IMPORT_BYTES } from '#shared/limits';
import { errorBodySchema, QUERY_MESSAGES, type ErrorBody } from '#shared/schemas';
import {
  bodyCheckedByHandler,
  querySchema,
  type ZodTypeProvider,
} from '#server/plugins/api-description.ts';
import type { Db } from '#server/db/client.ts';
import { translator } from '#server/i18n.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { importBudget } from '#server/plugins/security.ts';
import type { UsersRepository } from '../users/index.ts';
import type { AccountRepository } from './account.repository.ts';
import { convertForeign } from './foreign/index.ts';

/** A foreign file's dry run and import: Import's counts, its check-ins and what could not come. */
const foreignSummarySchema = importSummarySchema.extend({
  checkIns: z.number().int().min(0),
  unmapped: z.array(z.string()).describe('What could not be mapped, one line each'),
});

const importQuerySchema = querySchema({
  dryRun: z
    .enum(['1', 'true', '0', 'false'], { error: QUERY_MESSAGES.dryRun })
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .describe('"1" or "true": check the file and count what it adds, change nothing'),
});

/** Download my data, Import and Delete my account (docs/product.md, Your data). */
export async function accountRoutes(
  app: FastifyInstance,
  options: { account: AccountRepository; users: UsersRepository; db: Db; now?: () => Date },
) {
  const { account, users } = options;
  const now = options.now ?? (() => new Date());
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * What a checked file adds, after the limit of active outcomes: counted only on a dry run,
   * else written all or nothing (docs/product.md, Your data).
   */
  async function addPlan(request: FastifyRequest, data: MomentumExport, dryRun: boolean) {
    const summary = importSummary(data);
    const overLimit = async () => {
      const existing = await account.activeOutcomeCount(request.identity);
      return new HttpError(409, outcomeLimitMessage(existing, summary.activeOutcomes));
    };
    if (dryRun) {
      const existing = await account.activeOutcomeCount(request.identity);
      if (existing + summary.activeOutcomes > MAX_ACTIVE_OUTCOMES) throw await overLimit();
      return { status: 200 as const, summary };
    }
    const userId = await users.ensureId(request.identity);
    const result = await account.importPlan(userId, data, MAX_ACTIVE_OUTCOMES, now());
    if (result === 'limit-reached') throw await overLimit();
    request.log.info(summary, 'plan imported');
    return { status: 201 as const, summary };
  }

  api.get(
    '/export',
    {
      schema: {
        summary: 'Download my data: everything Momentum holds about the caller',
        description: 'The same document is what Import reads back (docs/product.md, Your data).',
        tags: ['Account'],
        response: { 200: momentumExportSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await account.exportFor(request.identity, now())),
  );

  /** What both import routes share: the body is checked by the handler, bigger, and budgeted. */
  const importRouteOptions = {
    // checkImportFile checks the file, with the messages the import screen shows.
    validatorCompiler: bodyCheckedByHandler,
    // An export is bigger than any other request: the import routes alone take up to 1 MB.
    bodyLimit: MAX_IMPORT_BYTES,
    config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
    preValidation: importBudget(options.db),
  };
  const importRefusal = (checked: {
    message: string;
    issues?: ErrorBody['issues'];
  }): ErrorBody => ({
    message: checked.message,
    issues: checked.issues,
  });

  api.post(
    '/import',
    {
      schema: {
        summary: 'Add the outcomes, goals and tactics of an export file (version 1, 2 or 3)',
        description:
          'The whole file is checked before anything is written; any invalid field refuses it. ' +
          'Each outcome of the file is added as a new one; a version 1 file becomes one ' +
          'active outcome, "My plan".',
        tags: ['Account'],
        querystring: importQuerySchema,
        body: importFileSchema,
        response: {
          200: importSummarySchema.describe('Dry run: what the file would add'),
          400: errorBodySchema,
          201: importSummarySchema,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
      ...importRouteOptions,
    },
    async (request, reply) => {
      const checked = checkImportFile(request.body);
      if (!checked.ok) return reply.code(400).send(importRefusal(checked));
      const { status, summary } = await addPlan(request, checked.data, request.query.dryRun);
      return reply.code(status).send(summary);
    },
  );

  /**
   * Import from another app (docs/product.md, Your data; docs/decisions/290): the file is made
   * into a Momentum export, then checked, limited and written exactly as Import's own files.
   */
  await app.register(async (scope) => {
    // The file's own bytes: Loop's zip and Todoist's CSV are not JSON. Only in this scope.
    for (const type of ['application/octet-stream', 'application/zip', 'text/csv', 'text/plain']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/import/:source',
      {
        schema: {
          summary: 'Add the habits and tasks of a Loop Habit Tracker, Habitica or Todoist export',
          description:
            'The body is the file as the app wrote it (Loop: the .zip of Export as CSV; Habitica: ' +
            'the user data JSON; Todoist: a project CSV), sent as application/octet-stream (or ' +
            'application/json for Habitica). It becomes one new outcome, "From {app}", checked and ' +
            'added all or nothing like `POST /api/import`; `unmapped` lists what could not come.',
          tags: ['Account'],
          params: z.object({
            source: z.enum(FOREIGN_SOURCES, { error: FOREIGN_MESSAGES.unknownSource }),
          }),
          querystring: importQuerySchema,
          body: z.string().describe('The exported file, as bytes'),
          response: {
            200: foreignSummarySchema.describe('Dry run: what the file would add'),
            201: foreignSummarySchema,
            400: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
          },
        },
        ...importRouteOptions,
      },
      async (request, reply) => {
        const me = await users.me(request.identity);
        // The dry run and the import convert alike, so the preview shows the plan's own words.
        const converted = convertForeign(request.params.source, request.body, {
          now: now(),
          timeZone: me?.timeZone ?? null,
          t: translator(me?.locale),
        });
        if (!converted.ok) {
          const body: ErrorBody = { message: converted.message };
          return reply.code(400).send(body);
        }
        const checked = checkImportFile(converted.file);
        if (!checked.ok) return reply.code(400).send(importRefusal(checked));
        const { status, summary } = await addPlan(request, checked.data, request.query.dryRun);
        const checkIns = checked.data.outcomes
          .flatMap((outcome) => outcome.goals)
          .flatMap((goal) => goal.tactics)
          .reduce((total, tactic) => total + tactic.checkIns.length, 0);
        return reply.code(status).send({ ...summary, checkIns, unmapped: converted.unmapped });
      },
    );
  });

  api.delete(
    '/users/me',
    {
      schema: {
        summary: 'Delete my account: the profile, every goal and tactic, the calendar link',
        tags: ['Account'],
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      const deleted = await account.deleteAccount(request.identity);
      request.log.info({ deleted }, 'account deleted');
      return reply.code(204).send();
    },
  );
}
