import type { FastifyInstance } from 'fastify';
import { checkImportFile, goalLimitMessage, importSummary, IMPORT_MESSAGES } from '#shared/export';
import { MAX_GOALS_PER_USER, MAX_IMPORT_BYTES } from '#shared/limits';
import type { ErrorBody } from '#shared/schemas';
import { HttpError } from '../../plugins/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AccountRepository } from './account.repository.ts';

/** Download my data, Import and Delete my account (docs/product.md, Your data). */
export async function accountRoutes(
  app: FastifyInstance,
  options: { account: AccountRepository; users: UsersRepository; now?: () => Date },
) {
  const { account, users } = options;
  const now = options.now ?? (() => new Date());

  app.get('/export', async (request, reply) =>
    reply
      .header('cache-control', 'private, no-store')
      .send(await account.exportFor(request.identity.uid, now())),
  );

  app.post<{ Querystring: { dryRun?: string } }>(
    '/import',
    // An export is bigger than any other request: this route alone takes up to 1 MB.
    { bodyLimit: MAX_IMPORT_BYTES, config: { tooLargeMessage: IMPORT_MESSAGES.tooLarge } },
    async (request, reply) => {
      const checked = checkImportFile(request.body);
      if (!checked.ok) {
        const body: ErrorBody = { message: checked.message, issues: checked.issues };
        return reply.code(400).send(body);
      }
      const summary = importSummary(checked.data);
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      if (dryRun) {
        const existing = await account.goalCount(request.identity.uid);
        if (existing + summary.goals > MAX_GOALS_PER_USER) {
          throw new HttpError(409, goalLimitMessage(existing, summary.goals));
        }
        return summary;
      }
      const userId = await users.ensureId(request.identity.uid, request.identity);
      const result = await account.importPlan(userId, checked.data, MAX_GOALS_PER_USER);
      if (result === 'limit-reached') {
        const existing = await account.goalCount(request.identity.uid);
        throw new HttpError(409, goalLimitMessage(existing, summary.goals));
      }
      request.log.info(summary, 'plan imported');
      return reply.code(201).send(summary);
    },
  );

  app.delete('/users/me', async (request, reply) => {
    const deleted = await account.deleteAccount(request.identity.uid);
    request.log.info({ deleted }, 'account deleted');
    return reply.code(204).send();
  });
}
