import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarLinkSchema, calendarStatusSchema, errorBodySchema } from '#shared/schemas';
import { notFound } from '#server/plugins/errors.ts';
import { registerFeedRateLimit } from '#server/plugins/security.ts';
import type { UsersRepository } from '../users/index.ts';
import type { CalendarRepository } from './calendar.repository.ts';
import { calendarFeed } from './ics.ts';

/** The signed-in user's calendar link: status, create or reset, revoke (under /api). */
export async function calendarRoutes(
  app: FastifyInstance,
  options: { calendar: CalendarRepository; users: UsersRepository; publicUrl?: string },
) {
  const { calendar, users, publicUrl } = options;

  app.get(
    '/calendar',
    {
      schema: {
        summary: 'Whether the caller has a calendar link, and since when',
        tags: ['Calendar'],
        response: { 200: calendarStatusSchema },
      },
    },
    async (request) => calendar.status(request.identity),
  );

  const linkSchema = {
    summary: 'Make the calendar link, or a new one (the old link stops working)',
    tags: ['Calendar'],
    response: { 200: calendarLinkSchema },
  };
  app.post('/calendar/link', { schema: linkSchema }, async (request) => {
    const userId = await users.ensureId(request.identity);
    const secret = await calendar.replaceSecret(userId);
    // PUBLIC_URL, never the Host header a caller chooses; the request's own address only in
    // local mode, where the settings require no PUBLIC_URL (env.ts).
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return { url: `${origin}${feedPath(secret)}` };
  });

  const revokeSchema = {
    summary: 'Revoke the calendar link',
    tags: ['Calendar'],
    response: { 204: z.undefined() },
  };
  app.delete('/calendar/link', { schema: revokeSchema }, async (request, reply) => {
    await calendar.revoke(request.identity);
    return reply.code(204).send();
  });
}

export const FEED_PREFIX = '/calendar/';
/** The feed's route; request logs show it without the secret (src/server/plugins/logged-url.ts). */
export const FEED_ROUTE = `${FEED_PREFIX}:file`;
const feedPath = (secret: string) => `${FEED_PREFIX}${secret}.ics`;

/** The public feed a calendar app subscribes to; the secret in the path is its only credential. */
export async function calendarFeedRoutes(
  app: FastifyInstance,
  options: { calendar: CalendarRepository; now?: () => Date },
) {
  await registerFeedRateLimit(app);
  const feedSchema = {
    summary: 'The calendar feed (iCalendar) a calendar app subscribes to',
    description: 'No sign-in: the secret in the path is the credential. Limited per address (429).',
    tags: ['Calendar'],
    produces: 'text/calendar',
    params: z.object({ file: z.string().describe('The link’s secret followed by .ics') }),
    response: {
      200: z.string().describe('An iCalendar file (RFC 5545) of the scheduled tactics'),
      404: errorBodySchema,
      429: errorBodySchema,
    },
  };
  app.get<{ Params: { file: string } }>(
    FEED_ROUTE,
    { schema: feedSchema },
    async (request, reply) => {
      const secret = /^(.*)\.ics$/.exec(request.params.file)?.[1];
      const feed = secret ? await options.calendar.feedFor(secret) : undefined;
      if (!feed) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="momentum.ics"')
        .send(calendarFeed(feed.tactics, (options.now ?? (() => new Date()))(), feed.timeZone));
    },
  );
}
