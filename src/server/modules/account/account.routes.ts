import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkImportFile,
  importFileSchema,
  importSummary,
  importSummarySchema,
  IMPORT_MESSAGES,
  momentumExportSchema,
  outcomeLimitMessage,
} from '#shared/export';
import { MAX_ACTIVE_OUTCOMES, MAX_IMPORT_BYTES } from '#shared/limits';
import { errorBodySchema, type ErrorBody } from '#shared/schemas';
import {
  bodyCheckedByHandler,
  querySchema,
  type ZodTypeProvider,
} from '#server/plugins/api-description.ts';
import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { importBudget } from '#server/plugins/security.ts';
import type { UsersRepository } from '../users/index.ts';
import type { AccountRepository } from './account.repository.ts';

const importQuerySchema = querySchema({
  dryRun: z
    .enum(['1', 'true', '0', 'false'], {
      error: 'dryRun is 1 or true (check the file, change nothing), or 0 or false',
    })
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
      // checkImportFile checks the file, with the messages the import screen shows.
      validatorCompiler: bodyCheckedByHandler,
      // An export is bigger than any other request: this route alone takes up to 1 MB.
      bodyLimit: MAX_IMPORT_BYTES,
      config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge },
      preValidation: importBudget(options.db),
    },
    async (request, reply) => {
      const checked = checkImportFile(request.body);
      if (!checked.ok) {
        const body: ErrorBody = { message: checked.message, issues: checked.issues };
        return reply.code(400).send(body);
      }
      const summary = importSummary(checked.data);
      const overLimit = async () => {
        const existing = await account.activeOutcomeCount(request.identity);
        return new HttpError(409, outcomeLimitMessage(existing, summary.activeOutcomes));
      };
      if (request.query.dryRun) {
        const existing = await account.activeOutcomeCount(request.identity);
        if (existing + summary.activeOutcomes > MAX_ACTIVE_OUTCOMES) throw await overLimit();
        return summary;
      }
      const userId = await users.ensureId(request.identity);
      const result = await account.importPlan(userId, checked.data, MAX_ACTIVE_OUTCOMES, now());
      if (result === 'limit-reached') throw await overLimit();
      request.log.info(summary, 'plan imported');
      return reply.code(201).send(summary);
    },
  );

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
