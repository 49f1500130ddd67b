import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkInBodySchema,
  checkInParamsSchema,
  createTacticSchema,
  errorBodySchema,
  latestCheckInDate,
  LIMIT_MESSAGES,
  pauseBodySchema,
  pausesAnswerSchema,
  rowParamsSchema,
  SCHEDULE_MESSAGES,
  snoozeBodySchema,
  snoozeStateSchema,
  tacticHistoryQuerySchema,
  tacticHistorySchema,
  tacticSchema,
  updateTacticSchema,
} from '#shared/schemas';
import { PAUSE_MESSAGES, pauseProblem } from '#shared/pauses';
import { SNOOZE_MESSAGES, snoozeProblem, type Snooze } from '#shared/snooze';
import type { Pause } from '#shared/schedule';
import type { Refusal } from '#server/db/access.ts';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { refused } from './refusals.ts';
import type { TacticsRepository } from './tactics.repository.ts';

const pauseResponses = {
  200: pausesAnswerSchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The answer to a pause or a resume: the pauses now, or why not (docs/product.md). */
function pausesAnswer(result: Pause[] | 'not-repeating' | Refusal) {
  if (result === 'not-repeating') throw new HttpError(409, PAUSE_MESSAGES.needsRepeat);
  if (!Array.isArray(result)) throw refused(result);
  return { pauses: result };
}

const snoozeResponses = {
  200: snoozeStateSchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The answer to a snooze or its undoing: the snooze now, or why not (docs/decisions/263). */
function snoozeAnswer(result: { snooze: Snooze | null } | 'no-reminder' | Refusal) {
  if (result === 'no-reminder') throw new HttpError(409, SNOOZE_MESSAGES.needsReminder);
  if (typeof result === 'string') throw refused(result);
  return result;
}

export async function tacticsRoutes(
  app: FastifyInstance,
  options: { tactics: TacticsRepository; now?: () => Date },
) {
  const { tactics } = options;
  const now = options.now ?? (() => new Date());
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/tactics',
    {
      schema: {
        summary: 'Add a tactic to a goal',
        description:
          'Send your own `id` so that a retried call finds the tactic the first one made: a ' +
          'retry answers 200 with it instead of adding a second.',
        tags: ['Plan'],
        body: createTacticSchema,
        response: {
          200: tacticSchema.describe('Already made by an earlier call with the same id'),
          201: tacticSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await tactics.create(request.identity, request.body);
      if (result === 'limit-reached') throw new HttpError(409, LIMIT_MESSAGES.tactics);
      if (typeof result === 'string') throw refused(result);
      // A retry with the same id answers 200 with the tactic the first call made.
      return reply.code(result.created ? 201 : 200).send(result.tactic);
    },
  );

  api.patch(
    '/tactics/:id',
    {
      schema: {
        summary: 'Change a tactic: any of its fields, at least one',
        tags: ['Plan'],
        params: rowParamsSchema,
        body: updateTacticSchema,
        response: {
          200: tacticSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const tactic = await tactics.update(request.identity, request.params.id, request.body);
      if (tactic === 'completed-repeating') {
        throw new HttpError(409, SCHEDULE_MESSAGES.completedNeedsNoRepeat);
      }
      if (typeof tactic === 'string') throw refused(tactic);
      return tactic;
    },
  );

  api.delete(
    '/tactics/:id',
    {
      schema: {
        summary: 'Delete a tactic',
        tags: ['Plan'],
        params: rowParamsSchema,
        response: { 204: z.undefined(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deleted = await tactics.delete(request.identity, request.params.id);
      if (deleted !== true) throw refused(deleted);
      return reply.code(204).send();
    },
  );

  api.get(
    '/tactics/:id/history',
    {
      schema: {
        summary: 'A tactic’s check-ins with their notes, newest first, a page at a time',
        description:
          '`GET /api/outcomes` carries each tactic’s recent check-ins only (the last 8 weeks, ' +
          'and an unbroken run a streak counts); this route reads them all. Send the answer’s ' +
          '`nextBefore` as `before` for the next, older page. Only the owner may read it; ' +
          'anyone else, a partner included, gets 404.',
        tags: ['Plan'],
        params: rowParamsSchema,
        querystring: tacticHistoryQuerySchema,
        response: { 200: tacticHistorySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const history = await tactics.history(request.identity, request.params.id, request.query);
      if (typeof history === 'string') throw refused(history);
      return history;
    },
  );

  api.put(
    '/tactics/:id/check-ins/:date',
    {
      schema: {
        summary: 'Check a repeating tactic in on a day (at most one day ahead)',
        description:
          'An optional body `{ "note": "..." }` sets the day’s note (null removes it); without ' +
          'a body the note already there is kept.',
        tags: ['Plan'],
        params: checkInParamsSchema,
        body: checkInBodySchema,
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
      if (date > latestCheckInDate(now())) {
        throw new HttpError(400, SCHEDULE_MESSAGES.futureCheckIn);
      }
      const result = await tactics.checkIn(request.identity, id, date, request.body?.note);
      if (result === 'not-repeating') {
        throw new HttpError(409, SCHEDULE_MESSAGES.checkInNeedsRepeat);
      }
      if (result !== 'checked-in') throw refused(result);
      return reply.code(204).send();
    },
  );

  api.put(
    '/tactics/:id/pause',
    {
      schema: {
        summary: 'Pause a repeating tactic from a day to a day (both included)',
        description:
          'Paused days are neither kept nor missed and get no reminder. Pausing what is paused ' +
          'changes nothing; touching or overlapping pauses become one. `from` is the person’s ' +
          'today (a day either side of the server’s date), at most 28 days in all.',
        tags: ['Plan'],
        params: rowParamsSchema,
        body: pauseBodySchema,
        response: pauseResponses,
      },
    },
    async (request) => {
      const problem = pauseProblem(request.body, now().toISOString().slice(0, 10));
      if (problem !== null) throw new HttpError(400, PAUSE_MESSAGES[problem]);
      return pausesAnswer(await tactics.pause(request.identity, request.params.id, request.body));
    },
  );

  api.delete(
    '/tactics/:id/pause/:date',
    {
      schema: {
        summary: 'Resume a paused repeating tactic on a day',
        description:
          'That day and later are no longer paused; earlier paused days stay paused, so a streak ' +
          'they froze stays whole. Resuming what is not paused changes nothing.',
        tags: ['Plan'],
        params: checkInParamsSchema,
        response: pauseResponses,
      },
    },
    async (request) => {
      const { id, date } = request.params;
      return pausesAnswer(await tactics.resume(request.identity, id, date));
    },
  );

  api.put(
    '/tactics/:id/snooze',
    {
      schema: {
        summary: 'Snooze today’s reminder of a tactic to a later time',
        description:
          'Today shows the tactic at the snoozed time, and push and email send that day’s ' +
          'reminder at `until` instead of its own time, once (a reminder already sent goes once ' +
          'more, at `until`). `date` is the person’s today (a day either side of the server’s ' +
          'date); `until` falls on that day or within 2 days after it. Again the same changes ' +
          'nothing; a new snooze replaces the one before.',
        tags: ['Plan'],
        params: rowParamsSchema,
        body: snoozeBodySchema,
        response: snoozeResponses,
      },
    },
    async (request) => {
      const snooze = {
        date: request.body.date,
        until: new Date(request.body.until).toISOString(),
      };
      const problem = snoozeProblem(snooze, now().toISOString().slice(0, 10));
      if (problem !== null) throw new HttpError(400, SNOOZE_MESSAGES[problem]);
      return snoozeAnswer(await tactics.setSnooze(request.identity, request.params.id, snooze));
    },
  );

  api.delete(
    '/tactics/:id/snooze',
    {
      schema: {
        summary: 'Undo a snooze: the reminder keeps its own time',
        description: 'Undoing what is not snoozed changes nothing.',
        tags: ['Plan'],
        params: rowParamsSchema,
        response: snoozeResponses,
      },
    },
    async (request) =>
      snoozeAnswer(await tactics.setSnooze(request.identity, request.params.id, null)),
  );

  api.delete(
    '/tactics/:id/check-ins/:date',
    {
      schema: {
        summary: 'Undo a check-in',
        description:
          'Its note is kept aside: a later `PUT` of the same day without a body brings it back.',
        tags: ['Plan'],
        params: checkInParamsSchema,
        response: { 204: z.undefined(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, date } = request.params;
      const removed = await tactics.removeCheckIn(request.identity, id, date);
      if (removed !== true) throw refused(removed);
      return reply.code(204).send();
    },
  );
}
