import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorBodySchema,
  latestCheckInDate,
  MEASURE_MESSAGES,
  measurementBodySchema,
  measurementParamsSchema,
  measurementSchema,
} from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { refused } from './refusals.ts';
import type { MeasurementsRepository } from './measurements.repository.ts';

export async function measurementsRoutes(
  app: FastifyInstance,
  options: { measurements: MeasurementsRepository; now?: () => Date },
) {
  const { measurements } = options;
  const now = options.now ?? (() => new Date());
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/goals/:id/measurements/:date',
    {
      schema: {
        summary: 'Log a measured goal’s value for a day (at most one day ahead)',
        description:
          'One value per goal and day: sending it again replaces it, so a retry is safe.',
        tags: ['Plan'],
        params: measurementParamsSchema,
        body: measurementBodySchema,
        response: {
          200: measurementSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id, date } = request.params;
      // The same rule as check-ins: the server's UTC date plus a day for time zones.
      if (date > latestCheckInDate(now())) throw new HttpError(400, MEASURE_MESSAGES.futureValue);
      const result = await measurements.put(request.identity, id, date, request.body);
      if (result === 'no-measure') throw new HttpError(409, MEASURE_MESSAGES.noMeasure);
      if (typeof result === 'string') throw refused(result);
      return result;
    },
  );

  api.delete(
    '/goals/:id/measurements/:date',
    {
      schema: {
        summary: 'Remove the value logged for a day',
        tags: ['Plan'],
        params: measurementParamsSchema,
        response: {
          204: z.undefined(),
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, date } = request.params;
      const removed = await measurements.remove(request.identity, id, date);
      if (removed !== true) throw refused(removed);
      return reply.code(204).send();
    },
  );
}
