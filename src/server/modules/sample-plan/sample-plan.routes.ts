import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SAMPLE_PLAN_NOT_EMPTY } from '#shared/sample-plan';
import { LIMIT_MESSAGES } from '#shared/limits';
import { errorBodySchema, idSchema } from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { UsersRepository } from '../users/index.ts';
import type { SamplePlanRepository } from './sample-plan.repository.ts';

export async function samplePlanRoutes(
  app: FastifyInstance,
  options: { samplePlan: SamplePlanRepository; users: UsersRepository },
) {
  const { samplePlan, users } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sample-plan',
    {
      schema: {
        summary: 'Fill an empty plan with the sample plan, once',
        description:
          "Saves the landing page's example ('Achieve Work-Life Balance', its goals and rated tactics) as a new outcome of the caller, in one transaction. A plan that already has a goal is refused with 409 and left unchanged, so a retry never duplicates.",
        tags: ['Plan'],
        response: { 201: z.object({ outcomeId: idSchema }), 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The caller may never have sent the profile call: their row comes from the token then.
      await users.ensureId(request.identity);
      const created = await samplePlan.create(request.identity);
      if (created === 'not-empty') throw new HttpError(409, SAMPLE_PLAN_NOT_EMPTY);
      if (created === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.outcomes);
      return reply.code(201).send(created);
    },
  );
}
