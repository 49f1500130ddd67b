import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DELIVERY_PATHS, PUSH_PATHS } from '#shared/push';
import {
  PUSH_MESSAGES,
  pushEndpointBodySchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
} from '#shared/push-schemas';
import { DELIVERY_DAYS, STALE_AFTER_PUSHES } from '#shared/deliveries';
import { deliveriesSchema } from '#shared/delivery-schemas';
import { errorBodySchema, rowParamsSchema } from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { isRowId } from '#server/db/access.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import type { UsersRepository } from '../users/index.ts';
import type { PushRepository } from './push.repository.ts';

const withoutApi = (path: string) => path.replace(/^\/api/, '');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Devices that get reminders (docs/product.md, "Reminders"). A subscription is the caller's own:
 * another person's endpoint is never shown, and removing it changes nothing.
 */
export async function pushRoutes(
  app: FastifyInstance,
  options: {
    push: PushRepository;
    users: UsersRepository;
    publicKey: string;
    /** Local mode and tests: a push service on http://127.0.0.1 or localhost is accepted. */
    allowLoopbackHttp: boolean;
    now: () => Date;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    withoutApi(PUSH_PATHS.key),
    {
      schema: {
        summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
        tags: ['Reminders'],
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: options.publicKey }),
  );

  api.put(
    withoutApi(PUSH_PATHS.subscriptions),
    {
      schema: {
        summary: 'Send reminders to this device (again: the same device, keys refreshed)',
        description:
          'The body is `PushSubscription.toJSON()`. An endpoint another account held moves to ' +
          `the caller (the device changed hands). ${PUSH_MESSAGES.tooMany}: 409. Devices are ` +
          'deleted with the account and are not part of export or import.',
        tags: ['Reminders'],
        body: pushSubscriptionBodySchema(options.allowLoopbackHttp),
        response: { 204: z.undefined(), 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = await options.users.ensureId(request.identity);
      const result = await options.push.subscribe(userId, request.body);
      if (result === 'too-many') throw new HttpError(409, PUSH_MESSAGES.tooMany);
      request.log.info('push subscription saved');
      return reply.code(204).send();
    },
  );

  api.delete(
    withoutApi(PUSH_PATHS.subscriptions),
    {
      schema: {
        summary: 'Stop sending reminders to this device (an unknown endpoint: the same 204)',
        tags: ['Reminders'],
        body: pushEndpointBodySchema(options.allowLoopbackHttp),
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await options.push.unsubscribe(request.identity, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  api.get(
    withoutApi(DELIVERY_PATHS.list),
    {
      schema: {
        summary: `How the caller's reminders went in the last ${DELIVERY_DAYS} days, per device and channel`,
        description:
          'Per device (push) and for email: how many reminders were sent, arrived (the push ' +
          'service or SMTP server took them), were clicked, failed (the latest reason), and how ' +
          'many emails were sent because a push failed. `stopped`: the device’s last ' +
          `${STALE_AFTER_PUSHES} pushes all failed or were never delivered. Only the caller's own.`,
        tags: ['Reminders'],
        response: { 200: deliveriesSchema },
      },
    },
    async (request) =>
      options.push.deliveries(
        request.identity,
        new Date(options.now().getTime() - DELIVERY_DAYS * DAY_MS),
      ),
  );

  api.post(
    '/reminders/deliveries/:id/clicked',
    {
      schema: {
        summary: 'The notification of one of the caller’s reminders was clicked',
        description:
          'Sent by the service worker on a click. A receipt that is not the caller’s answers 404 ' +
          'as a missing one; a second report changes nothing.',
        tags: ['Reminders'],
        params: rowParamsSchema,
        response: { 204: z.undefined(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isRowId(id) || !(await options.push.clicked(request.identity, id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
