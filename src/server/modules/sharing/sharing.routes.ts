import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, rowParamsSchema } from '#shared/schemas';
import { INVITATION_LOOKUPS_PER_MINUTE, SHARING_MESSAGES } from '#shared/sharing';
import {
  cheerParamsSchema,
  cheerReplySchema,
  cheerSchema,
  createCheerSchema,
  dismissCheersSchema,
  createdInvitationSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  partnerParamsSchema,
  partnerSchema,
  pendingInvitationSchema,
  sharedOutcomeSchema,
  sharedOutcomeSummarySchema,
  sharedParamsSchema,
  updatePartnerSchema,
} from '#shared/sharing-schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import { refused } from '../plan/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { InvitationProblem, SharingRepository } from './sharing.repository.ts';

/** The path a person opens to answer an invitation; the token is the credential. */
export const JOIN_PREFIX = '/join/';

/** What a link that cannot be used says (410: it existed; 404: it never did). */
function invitationRefused(problem: InvitationProblem): HttpError {
  const messages: Record<Exclude<InvitationProblem, 'not-found'>, string> = {
    accepted: SHARING_MESSAGES.invitationUsed,
    declined: SHARING_MESSAGES.invitationDeclined,
    revoked: SHARING_MESSAGES.invitationRevoked,
    expired: SHARING_MESSAGES.invitationExpired,
  };
  if (problem === 'not-found') return new HttpError(404, SHARING_MESSAGES.invitationNotFound);
  return new HttpError(410, messages[problem]);
}

const linkErrors = { 404: errorBodySchema, 410: errorBodySchema };

/** A hook that counts a call against the address's budget of invitation-link calls (429 past it). */
export type InvitationLinkLimit = preHandlerAsyncHookHandler;

/**
 * One budget per client address for every call that presents an invitation token: the look-up,
 * accept and decline (docs/product.md, Partners). The link is a credential, so guessing tokens is
 * slowed down whichever of the three is used. Counted in memory, like the calendar feed's limit:
 * a brake on guessing that needs no shared store (docs/decisions/033-shared-rate-limits.md).
 */
export async function invitationLinkLimit(app: FastifyInstance): Promise<InvitationLinkLimit> {
  // Limits no route by itself: the routes given the hook below share its one store.
  await app.register(rateLimit, { global: false });
  return app.rateLimit({
    max: INVITATION_LOOKUPS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => ({ statusCode: 429, message: SHARING_MESSAGES.tooManyLookups }),
  });
}

/** What a person opening an invitation link sees before signing in: no identity needed. */
export async function invitationPreviewRoutes(
  app: FastifyInstance,
  options: { sharing: SharingRepository; linkLimit: InvitationLinkLimit },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/invitations/:token',
    {
      schema: {
        summary: 'Who invites to follow which outcome (no sign-in needed)',
        description: 'Limited per address (429). A used, expired or withdrawn link answers 410.',
        tags: ['Partners'],
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...linkErrors, 429: errorBodySchema },
      },
      preHandler: options.linkLimit,
    },
    async (request) => {
      const preview = await options.sharing.preview(request.params.token);
      if (typeof preview === 'string') throw invitationRefused(preview);
      return preview;
    },
  );
}

/** Partners and cheers, for signed-in callers (docs/product.md, "Partners"). */
export async function sharingRoutes(
  app: FastifyInstance,
  options: {
    sharing: SharingRepository;
    users: UsersRepository;
    linkLimit: InvitationLinkLimit;
    /** The address links start with (PUBLIC_URL), or undefined to take it from the request. */
    publicUrl?: string;
  },
) {
  const { sharing, users } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`;
  const ownerErrors = { 403: errorBodySchema, 404: errorBodySchema };

  api.post(
    '/outcomes/:id/invitations',
    {
      schema: {
        summary: 'Make a single-use link inviting a partner to follow this outcome',
        description: 'The link works once, for 7 days; only its hash is stored.',
        tags: ['Partners'],
        params: rowParamsSchema,
        response: { 201: createdInvitationSchema, ...ownerErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await sharing.invite(request.identity, request.params.id);
      if (created === 'too-many') throw new HttpError(409, SHARING_MESSAGES.tooManyInvitations);
      if (typeof created === 'string') throw refused(created);
      const { token, ...invitation } = created;
      return reply
        .code(201)
        .send({ ...invitation, url: `${origin(request)}${JOIN_PREFIX}${token}` });
    },
  );

  api.get(
    '/outcomes/:id/invitations',
    {
      schema: {
        summary: 'The outcome’s invitations still waiting for an answer',
        tags: ['Partners'],
        params: rowParamsSchema,
        response: { 200: z.array(pendingInvitationSchema), ...ownerErrors },
      },
    },
    async (request) => {
      const pending = await sharing.pendingInvitations(request.identity, request.params.id);
      if (typeof pending === 'string') throw refused(pending);
      return pending;
    },
  );

  api.delete(
    '/outcomes/:id/invitations/:invitationId',
    {
      schema: {
        summary: 'Withdraw a pending invitation (its link then says so)',
        tags: ['Partners'],
        params: invitationParamsSchema,
        response: { 204: z.undefined(), ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { id, invitationId } = request.params;
      const revoked = await sharing.revoke(request.identity, id, invitationId);
      if (revoked !== true) throw refused(revoked);
      return reply.code(204).send();
    },
  );

  const answerSchema = (summary: string) => ({
    summary,
    description: 'Limited per address, together with the look-up (429).',
    tags: ['Partners'],
    params: invitationTokenParamsSchema,
    response: {
      200: z.object({ outcomeId: z.string() }),
      ...linkErrors,
      409: errorBodySchema,
      429: errorBodySchema,
    },
  });
  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    api.post(
      `/invitations/:token/${action}`,
      {
        schema: answerSchema(
          accept ? 'Accept an invitation: follow the outcome read-only' : 'Decline an invitation',
        ),
        preHandler: options.linkLimit,
      },
      async (request) => {
        const callerId = await users.ensureId(request.identity);
        const answer = await sharing.answer(callerId, request.params.token, accept);
        if (answer === 'own') throw new HttpError(409, SHARING_MESSAGES.ownInvitation);
        if (answer === 'already') throw new HttpError(409, SHARING_MESSAGES.alreadyPartner);
        if (answer === 'full') throw new HttpError(409, SHARING_MESSAGES.tooManyPartners);
        if (typeof answer === 'string') throw invitationRefused(answer);
        return answer;
      },
    );
  }

  api.get(
    '/outcomes/:id/partners',
    {
      schema: {
        summary: 'The partners following this outcome',
        tags: ['Partners'],
        params: rowParamsSchema,
        response: { 200: z.array(partnerSchema), ...ownerErrors },
      },
    },
    async (request) => {
      const list = await sharing.partners(request.identity, request.params.id);
      if (typeof list === 'string') throw refused(list);
      return list;
    },
  );

  api.patch(
    '/outcomes/:id/partners/:partnerId',
    {
      schema: {
        summary: 'Mute or unmute a partner’s cheers',
        tags: ['Partners'],
        params: partnerParamsSchema,
        body: updatePartnerSchema,
        response: { 200: partnerSchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { id, partnerId } = request.params;
      const partner = await sharing.setMuted(request.identity, id, partnerId, request.body.muted);
      if (typeof partner === 'string') throw refused(partner);
      return partner;
    },
  );

  api.delete(
    '/outcomes/:id/partners/:partnerId',
    {
      schema: {
        summary: 'Remove a partner (the owner), or stop following (the partner)',
        tags: ['Partners'],
        params: partnerParamsSchema,
        response: { 204: z.undefined(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, partnerId } = request.params;
      if (!(await sharing.removePartner(request.identity, id, partnerId))) throw notFound();
      return reply.code(204).send();
    },
  );

  api.get(
    '/shared',
    {
      schema: {
        summary: 'Outcomes other people share with the caller',
        tags: ['Partners'],
        response: { 200: z.array(sharedOutcomeSummarySchema) },
      },
    },
    async (request) => sharing.sharedWith(request.identity),
  );

  api.get(
    '/shared/:outcomeId',
    {
      schema: {
        summary: 'The read-only view of an outcome the caller follows',
        description:
          'Only what a partner may see: never notes, reflections, if-then plans, links, the ' +
          'calendar link, other outcomes or the owner’s email.',
        tags: ['Partners'],
        params: sharedParamsSchema,
        response: { 200: sharedOutcomeSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const view = await sharing.sharedView(request.identity, request.params.outcomeId);
      if (!view) throw notFound();
      return view;
    },
  );

  api.post(
    '/shared/:outcomeId/cheers',
    {
      schema: {
        summary: 'Send the owner a cheer',
        tags: ['Partners'],
        params: sharedParamsSchema,
        body: createCheerSchema,
        response: {
          201: z.object({ id: z.string() }),
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const sent = await sharing.cheer(
        request.identity,
        request.params.outcomeId,
        request.body.text,
      );
      if (sent === 'not-found') throw notFound();
      if (sent === 'limit-reached') {
        const midnight = new Date();
        midnight.setUTCHours(24, 0, 0, 0);
        reply.header('retry-after', String(Math.ceil((midnight.getTime() - Date.now()) / 1000)));
        throw new HttpError(429, SHARING_MESSAGES.cheerLimit);
      }
      return reply.code(201).send(sent);
    },
  );

  api.put(
    '/cheers/:id/reply',
    {
      schema: {
        summary: 'Reply to a cheer on one of the caller’s outcomes, in one line',
        description:
          'The partner sees the reply in their view. Again: the reply is replaced. The partner ' +
          'who sent the cheer gets 403; anyone else 404.',
        tags: ['Partners'],
        params: cheerParamsSchema,
        body: cheerReplySchema,
        response: { 204: z.undefined(), 400: errorBodySchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      const result = await sharing.replyToCheer(
        request.identity,
        request.params.id,
        request.body.text,
      );
      if (result === 'not-found') throw notFound();
      if (result === 'forbidden') throw refused('forbidden');
      return reply.code(204).send();
    },
  );

  api.get(
    '/cheers',
    {
      schema: {
        summary: 'Cheers the caller received, newest first',
        tags: ['Partners'],
        response: { 200: z.array(cheerSchema) },
      },
    },
    async (request) => sharing.cheersFor(request.identity),
  );

  api.delete(
    '/cheers/:id',
    {
      schema: {
        summary: 'Dismiss a cheer',
        tags: ['Partners'],
        params: cheerParamsSchema,
        response: { 204: z.undefined(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await sharing.dismissCheer(request.identity, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  api.post(
    '/cheers/dismiss',
    {
      schema: {
        summary: 'Dismiss every cheer named (Dismiss all): all of them, or none',
        description:
          'Answers 404 and dismisses nothing when one id is not a cheer the caller received; sent again, it changes nothing.',
        tags: ['Partners'],
        body: dismissCheersSchema,
        response: { 204: z.undefined(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await sharing.dismissCheers(request.identity, request.body.ids))) throw notFound();
      return reply.code(204).send();
    },
  );
}
