import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { MAX_BODY_BYTES } from '#shared/limits';
import { addDays } from '#shared/schedule';
import type { ClientConfig } from '#shared/schemas';
import type { Database } from './db/client.ts';
import {
  registerApiDescription,
  signedInRoutes,
  zodSchemaController,
} from './plugins/api-description.ts';
import { authenticate, type IdTokenVerifier } from './plugins/auth.ts';
import { deletedSinceIssued, deletionKey } from './plugins/deleted-accounts.ts';
import { isPageNavigation, registerClient } from './plugins/client.ts';
import { errorBody, registerErrorHandling, serializeError } from './plugins/errors.ts';
import { registerLifecycle } from './plugins/lifecycle.ts';
import { loggedUrl } from './plugins/logged-url.ts';
import {
  registerSecurityHeaders,
  registerWriteRateLimit,
  writeBudget,
} from './plugins/security.ts';
import { accountRepository, accountRoutes } from './modules/account/index.ts';
import {
  calendarFeedRoutes,
  calendarRepository,
  calendarRoutes,
} from './modules/calendar/index.ts';
import { configRoutes } from './modules/config/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  goalsRepository,
  goalsRoutes,
  measurementsRepository,
  measurementsRoutes,
  outcomesRepository,
  outcomesRoutes,
  tacticsRepository,
  tacticsRoutes,
} from './modules/plan/index.ts';
import {
  generateVapidKeys,
  pushRepository,
  pushRoutes,
  type ReminderSender,
  reminderSender,
  type Resolve,
  type VapidKeys,
} from './modules/push/index.ts';
import {
  generateUnsubscribeSecret,
  mailRepository,
  mailRoutes,
  mailSender,
  type MailSender,
  unsubscribeRoutes,
  unsubscribeTokens,
} from './modules/mail/index.ts';
import { reviewsRepository, reviewsRoutes } from './modules/reviews/index.ts';
import { samplePlanRepository, samplePlanRoutes } from './modules/sample-plan/index.ts';
import {
  invitationLinkLimit,
  invitationPreviewRoutes,
  partnerLoopRepository,
  sharingRepository,
  sharingRoutes,
} from './modules/sharing/index.ts';
import { usersRepository, usersRoutes } from './modules/users/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder sender: main.ts starts it; tests call `tick()` with their own clock. */
    reminders: ReminderSender;
    /** Reminders and the digest by email: main.ts starts it with the reminders; tests tick it. */
    mail: MailSender;
  }
}

/** Smaller answers go out as they are: compressing them saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;
/** How answers are compressed; a route's own settings replace these, so they repeat them. */
const compression = {
  encodings: ['br', 'gzip'],
  // Brotli's default level (11) costs far more CPU than it saves bytes on small JSON.
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
} satisfies FastifyCompressOptions;

/**
 * API answers smaller than TCP's initial window (10 segments, about 14 KB) arrive in the first
 * round trip anyway; compressing them cost a tenth of a request's CPU
 * (docs/decisions/181-a-lean-request-path.md). A plan of any size is well above it.
 */
const API_COMPRESS_MIN_BYTES = 14 * 1024;

export interface AppOptions {
  database: Database;
  verifier: IdTokenVerifier;
  clientConfig: ClientConfig;
  /** Folder of the built client; omitted in API tests. */
  clientDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock for check-in dates and the feed's DTSTAMP; tests set it. */
  now?: () => Date;
  /** PUBLIC_URL: the origin links are built on; unset only in local mode (and tests). */
  publicUrl?: string;
  /** TRUST_PROXY: off by default; a hop count or the proxies' addresses. */
  trustProxy?: number | string[] | false;
  /** REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS. */
  timeouts?: { requestMs: number; connectionMs: number; keepAliveMs: number };
  /** Web Push reminders (docs/product.md, "Reminders"). */
  push?: {
    /** The VAPID keys; a fresh pair when left out (tests). */
    vapid?: VapidKeys;
    /**
     * Tests only: accept push services on loopback http, and deliver to them. Never set from the
     * environment: a deployed server sends only to public addresses (docs/decisions/240).
     */
    allowLoopbackHttp?: boolean;
    /** How long one push service may take to answer. */
    sendTimeoutMs?: number;
    /** Tests only: resolves push services' names in place of DNS. */
    resolve?: Resolve;
  };
  /** Email (docs/email.md): without `smtpUrl` nothing is sent by email. */
  mail?: {
    /** SMTP_URL. */
    smtpUrl?: string;
    /** MAIL_FROM. */
    from?: string;
    /** UNSUBSCRIBE_SECRET; a fresh one when left out (tests). */
    unsubscribeSecret?: string;
    /** Where links in emails point when PUBLIC_URL is unset: this machine's address. */
    localOrigin?: string;
  };
}

/** The production defaults, also used by tests that build the app themselves. */
export const DEFAULT_TIMEOUTS = { requestMs: 30_000, connectionMs: 60_000, keepAliveMs: 72_000 };

/** A hop count trusts that many proxies nearest to us; a list trusts those addresses. */
function trustedProxies(setting: AppOptions['trustProxy']) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}

/** Request log lines show the method and path, never a credential in it (plugins/logged-url.ts). */
function withRedactedUrls(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      ...(logger === true ? {} : logger.serializers),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        host: request.host,
        remoteAddress: request.ip,
      }),
      // SQL text stays in error logs, parameter values never (docs/decisions/032).
      err: serializeError,
    },
  };
}

/** Builds the whole HTTP app from its dependencies, so tests can build their own. */
export async function buildApp(options: AppOptions) {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: withRedactedUrls(options.logger),
    bodyLimit: MAX_BODY_BYTES,
    // Only trusted proxies may say who the client is (X-Forwarded-For); see docs/decisions/032.
    trustProxy: trustedProxies(options.trustProxy),
    // A client that sends its request slowly, or idles on a socket, cannot hold it for ever.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    return503OnClosing: true,
    // What the router refuses before any route runs (a path segment over its length limit: 414;
    // a malformed escape: 400) answers in our error shape too (docs/decisions/024-one-error-shape.md).
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.statusCode === 414;
      const body = errorBody(tooLong ? 'The address is too long' : 'The address is not valid');
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send(body);
    },
    // One line per request, written when it ends (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    schemaController: zodSchemaController,
  });
  // A callback hook, as every request runs it (docs/decisions/183-less-work-per-request.md).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
  const lifecycle = registerLifecycle(app);
  app.decorate('lifecycle', lifecycle);
  registerErrorHandling(app);
  // Before any route: it collects every route registered after it.
  registerApiDescription(app);
  registerSecurityHeaders(app, options.clientConfig);
  // Before the compression plugin, whose own hook reads a route's `compress` as it is added.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) {
      route.compress = { ...compression, threshold: API_COMPRESS_MIN_BYTES };
    }
    // Request bodies are read as sent: the app's own client never compresses one, and every
    // request would otherwise pass one more hook (docs/decisions/235).
    route.decompress ??= false;
  });
  // index.html and API answers are compressed on the fly; the built assets come precompressed.
  await app.register(compress, { ...compression, threshold: COMPRESS_MIN_BYTES });

  // One clock for every rule that depends on the date; tests set it (AppOptions.now).
  const clock = options.now ?? (() => new Date());
  const sharing = sharingRepository(options.database.db, clock);
  const linkLimit = await invitationLinkLimit(app);

  // Public API: no identity needed.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: options.database, lifecycle });
      await api.register(invitationPreviewRoutes, { sharing, linkLimit });
      await api.register(configRoutes, { clientConfig: options.clientConfig });
    },
    { prefix: '/api' },
  );

  // Everything else under /api: a verified caller, and writes rate-limited per caller.
  const users = usersRepository(options.database.db);
  const goals = goalsRepository(options.database.db);
  const tactics = tacticsRepository(options.database.db, clock);
  const outcomes = outcomesRepository(options.database.db, clock);
  const measurements = measurementsRepository(options.database.db);
  const calendar = calendarRepository(options.database.db);
  const account = accountRepository(options.database.db);
  const reviews = reviewsRepository(options.database.db);
  const push = pushRepository(options.database.db);
  const vapid = options.push?.vapid ?? generateVapidKeys();
  const mail = mailRepository(options.database.db);
  const tokens = unsubscribeTokens(options.mail?.unsubscribeSecret ?? generateUnsubscribeSecret());
  const mailer = mailSender({
    mail,
    receipts: push,
    tokens,
    now: clock,
    log: app.log,
    smtpUrl: options.mail?.smtpUrl,
    from: options.mail?.from,
    origin: options.publicUrl ?? options.mail?.localOrigin ?? 'http://localhost:3000',
    partners: {
      loop: partnerLoopRepository(options.database.db),
      view: (caller, outcomeId) => sharing.sharedView(caller, outcomeId),
      // The reminder sender is made below; this runs only once passes do.
      push: (userId, message) => reminders.notify(userId, message),
    },
  });
  app.decorate('mail', mailer);
  const reminders = reminderSender({
    push,
    vapid,
    now: clock,
    log: app.log,
    sendTimeoutMs: options.push?.sendTimeoutMs,
    resolve: options.push?.resolve,
    allowLoopbackHttp: options.push?.allowLoopbackHttp,
    onFailed: (due, late, now, comeback) => mailer.fallBack(due, late, now, comeback),
    onStopped: (candidate, now) => mailer.tellStopped(candidate, now),
  });
  app.decorate('reminders', reminders);
  // Stopped before anything registered later closes the database under a running pass.
  app.addHook('onClose', () => Promise.all([reminders.stop(), mailer.stop()]));
  await app.register(
    async (api) => {
      const writes = writeBudget(options.database.db);
      api.addHook(
        'onRequest',
        authenticate(options.verifier, {
          deletedSinceIssued: deletedSinceIssued(options.database.db, writes),
        }),
      );
      signedInRoutes(api);
      registerWriteRateLimit(api, writes);
      await api.register(usersRoutes, { users });
      await api.register(goalsRoutes, { goals, users });
      await api.register(samplePlanRoutes, {
        samplePlan: samplePlanRepository(options.database.db),
        users,
      });
      await api.register(tacticsRoutes, { tactics, now: options.now });
      await api.register(measurementsRoutes, { measurements, now: options.now });
      await api.register(outcomesRoutes, { outcomes, users });
      await api.register(calendarRoutes, { calendar, users, publicUrl: options.publicUrl });
      await api.register(accountRoutes, {
        account,
        users,
        db: options.database.db,
        now: options.now,
      });
      await api.register(reviewsRoutes, {
        reviews,
        users,
        // Counted on the week's last day, as the review's read counts it (docs/decisions/256).
        weekFigures: async (caller, week) =>
          (await outcomes.review(caller, deletionKey(caller.uid), addDays(week, 6), 'all')).plan
            .figures,
      });
      await api.register(pushRoutes, {
        push,
        users,
        publicKey: vapid.publicKey,
        allowLoopbackHttp: options.push?.allowLoopbackHttp ?? false,
        now: clock,
      });
      await api.register(sharingRoutes, { sharing, users, linkLimit });
      await api.register(mailRoutes, { mail, users, emailAvailable: mailer.available });
    },
    { prefix: '/api' },
  );

  // One-click unsubscribe: no Firebase identity; the signed token in the path is the key.
  await app.register(unsubscribeRoutes, { mail, tokens, now: clock });

  // The calendar feed: outside /api, no Firebase identity; the secret in its path is the key.
  await app.register(calendarFeedRoutes, { calendar, now: options.now });

  const servesClient = options.clientDistDir
    ? await registerClient(app, options.clientDistDir)
    : false;

  app.setNotFoundHandler((request, reply) => {
    if (servesClient && isPageNavigation(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody('Not found'));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
