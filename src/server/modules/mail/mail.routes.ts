import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAIL_MESSAGES,
  mailSettingsAnswerSchema,
  mailSettingsSchema,
  type MailKind,
} from '#shared/mail';
import { errorBodySchema } from '#shared/schemas';
import type { ZodTypeProvider } from '#server/plugins/api-description.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { errorCode } from '#server/error-codes.ts';
import { translator } from '#server/i18n.ts';
import { refusalText, type MessageId } from '#shared/i18n/catalogue';
import { preferredLocale, type Locale } from '#shared/i18n/locales';
import type { UsersRepository } from '../users/index.ts';
import type { MailRepository } from './mail.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** Account: how reminders reach the caller, and the weekly digest (docs/email.md). */
export async function mailRoutes(
  app: FastifyInstance,
  options: { mail: MailRepository; users: UsersRepository; emailAvailable: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/mail/settings',
    {
      schema: {
        summary: 'How reminders reach the signed-in user, and whether the weekly digest is on',
        description: '`emailAvailable` is false when this server has no SMTP server to send by.',
        tags: ['Reminders'],
        response: { 200: mailSettingsAnswerSchema },
      },
    },
    async (request) => {
      const userId = await options.users.ensureId(request.identity);
      return { ...(await options.mail.settings(userId)), emailAvailable: options.emailAvailable };
    },
  );

  api.put(
    '/mail/settings',
    {
      schema: {
        summary: 'Choose reminders by push, email, both or off, and the weekly digest',
        tags: ['Reminders'],
        body: mailSettingsSchema,
        response: { 200: mailSettingsAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const userId = await options.users.ensureId(request.identity);
      const saved = await options.mail.save(userId, request.body);
      return { ...saved, emailAvailable: options.emailAvailable };
    },
  );
}

/** What one kind's link says once it is done, and asks before (docs/email.md). */
const DONE: Record<MailKind, MessageId> = {
  reminders: 'unsubscribe.doneReminders',
  digest: 'unsubscribe.doneDigest',
  partner: 'unsubscribe.donePartner',
};
const ASK: Record<MailKind, MessageId> = {
  reminders: 'unsubscribe.askReminders',
  digest: 'unsubscribe.askDigest',
  partner: 'unsubscribe.askPartner',
};

const tokenParams = z.object({
  token: z.string().describe('The signed token of an unsubscribe link in an email'),
});

/**
 * One-click unsubscribe (RFC 8058; docs/email.md): no sign-in, the signed token is the credential
 * (docs/decisions/270). `POST /api/unsubscribe/{token}` is the List-Unsubscribe address a mail app
 * posts to; `/unsubscribe/{token}` is the page the email's own link opens, which asks first (a
 * link scanner's GET must never unsubscribe anyone).
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  options: { mail: MailRepository; tokens: UnsubscribeTokens; now: () => Date },
) {
  // Mail apps post `List-Unsubscribe=One-Click` as a form; its content says nothing more.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
  }

  /** Turns the token's kind off; an HttpError with a clear message when the token is refused. */
  async function unsubscribe(token: string): Promise<MailKind> {
    const checked = options.tokens.check(token, options.now());
    if (!checked.ok) {
      throw checked.reason === 'expired'
        ? new HttpError(410, MAIL_MESSAGES.expiredLink)
        : new HttpError(400, MAIL_MESSAGES.badLink);
    }
    // An account deleted since: nothing is sent to it any more, which is what was asked.
    await options.mail.unsubscribe(checked.userId, checked.kind);
    return checked.kind;
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/unsubscribe/:token',
    {
      schema: {
        summary: 'Stop one kind of email (one-click unsubscribe, RFC 8058; no sign-in needed)',
        description:
          'The List-Unsubscribe address of every email. A forged or damaged link answers 400, an expired one 410.',
        tags: ['Reminders'],
        params: tokenParams,
        response: {
          200: z.object({ message: z.string() }),
          400: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => {
      const kind = await unsubscribe(request.params.token);
      request.log.info({ kind }, 'unsubscribed by link');
      return { message: translator(null)(DONE[kind]) };
    },
  );

  /**
   * A page in the person's language: the one they chose, else their browser's (a link that
   * names nobody) (docs/email.md, "Language").
   */
  async function pageLanguage(request: FastifyRequest, userId: string | undefined) {
    const chosen = userId ? await options.mail.localeOf(userId) : null;
    const browser = (request.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0]!.trim());
    return chosen ?? preferredLocale(browser);
  }
  const page = (locale: Locale, title: string, body: string) =>
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Momentum</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}<p><a href="/account">${translator(locale)('unsubscribe.chooseOnAccount')}</a></p></body></html>`;

  // Pages for people, apart from the API's description: they answer HTML, not the error shape.
  api.get(
    '/unsubscribe/:token',
    { schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      const checked = options.tokens.check(request.params.token, options.now());
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const locale = await pageLanguage(request, checked.ok ? checked.userId : undefined);
      const t = translator(locale);
      if (!checked.ok) {
        const message = t(
          checked.reason === 'expired'
            ? 'errors.unsubscribeExpiredLink'
            : 'errors.unsubscribeBadLink',
        );
        return reply
          .code(checked.reason === 'expired' ? 410 : 400)
          .send(page(locale, t('unsubscribe.notValid'), `<p>${message}</p>`));
      }
      return page(
        locale,
        t(ASK[checked.kind]),
        `<form method="post"><button type="submit">${t('unsubscribe.button')}</button></form>`,
      );
    },
  );
  api.post(
    '/unsubscribe/:token',
    { schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const checked = options.tokens.check(request.params.token, options.now());
      const locale = await pageLanguage(request, checked.ok ? checked.userId : undefined);
      const t = translator(locale);
      try {
        const kind = await unsubscribe(request.params.token);
        return page(locale, t('unsubscribe.unsubscribed'), `<p>${t(DONE[kind])}</p>`);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const coded = errorCode(error.message);
        const message = coded ? refusalText(t, coded.code, coded.values) : error.message;
        return reply
          .code(error.statusCode)
          .send(page(locale, t('unsubscribe.notValid'), `<p>${message}</p>`));
      }
    },
  );
}
