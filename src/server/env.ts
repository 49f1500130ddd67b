import { existsSync } from 'node:fs';
import { z } from 'zod';
import type { ClientConfig } from '#shared/schemas';
import { GOOGLE_CERTS_URL } from './plugins/id-token-verifier.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const milliseconds = z.coerce
  .number({ error: 'expects a number of milliseconds' })
  .int('expects a whole number of milliseconds')
  .positive('expects a positive number of milliseconds');

/**
 * Off unless set: then the number of proxy hops to trust, or a comma-separated list of proxy
 * addresses or CIDR ranges. Trusting every hop would let any client choose its logged address.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    if (value === undefined) return false;
    if (/^\d+$/.test(value.trim())) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.some((entry) => !/^[\da-f.:]+(\/\d{1,3})?$/i.test(entry))) {
      ctx.addIssue({
        code: 'custom',
        message:
          'expects a number of proxy hops, or proxy addresses or CIDR ranges separated by commas',
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every setting the server reads. `.env.example` documents each one. */
const envSchema = z
  .object({
    /** Unset means development, except with the emulator, which needs it said (see below). */
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'expects development, production or test',
      })
      .optional(),
    /** Default: 127.0.0.1 in local mode (the emulator accepts unsigned tokens), else 0.0.0.0. */
    HOST: z.string().min(1, 'expects a host name or address').optional(),
    /**
     * Where people reach the app (https://plan.example.com): the calendar link is built on it,
     * never on the request's Host header, which the caller chooses.
     */
    PUBLIC_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'expects the http(s) address people open, for example https://plan.example.com',
        })
        .refine(
          (value) =>
            new URL(value).pathname === '/' && !new URL(value).search && !new URL(value).hash,
          'expects an origin only (scheme, host and port), without a path',
        )
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    PORT: z.coerce
      .number({ error: 'expects a port number from 0 to 65535' })
      .int('expects a port number from 0 to 65535')
      .min(0, 'expects a port number from 0 to 65535')
      .max(65535, 'expects a port number from 0 to 65535')
      .default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'expects one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'expects a URL starting with postgres:// or postgresql://')
        .optional(),
    ),
    DB_STATEMENT_TIMEOUT_MS: milliseconds.default(10_000),
    SKIP_MIGRATIONS: z
      .enum(['0', '1'], { error: 'expects 1 (skip migrating at start-up) or 0' })
      .default('0')
      .transform((value) => value === '1'),
    DATA_DIR: z.string().min(1, 'expects a folder path').default('./data'),
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
      z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'expects host:port, for example 127.0.0.1:9099')
        .optional(),
    ),
    FIREBASE_CERTS_URL: z.url({ error: 'expects an http(s) URL' }).default(GOOGLE_CERTS_URL),
    KEY_FETCH_TIMEOUT_MS: milliseconds.default(5_000),
    /** Set by `npm start` and `npm run dev` in local mode: where the emulator's accounts are kept. */
    AUTH_EMULATOR_ACCOUNTS_DIR: optionalText,
    VITE_FIREBASE_API_KEY: optionalText,
    VITE_FIREBASE_AUTH_DOMAIN: optionalText,
    VITE_FIREBASE_PROJECT_ID: optionalText,
    VITE_FIREBASE_APP_ID: optionalText,
    CLIENT_DIST_DIR: z.string().min(1).default('./dist/client'),
    REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
    CONNECTION_TIMEOUT_MS: milliseconds.default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
    DRAIN_DELAY_MS: z.coerce
      .number({ error: 'expects a number of milliseconds' })
      .int('expects a whole number of milliseconds')
      .min(0, 'expects 0 or more milliseconds')
      .default(0),
    SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
    TRUST_PROXY: trustProxySchema,
    /** Web Push (docs/product.md, "Reminders"): unset, a key pair is generated into DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'expects a VAPID public key, 87 base64url characters')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'expects a VAPID private key, 43 base64url characters')
        .optional(),
    ),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(
          /^(mailto:.+@.+|https:\/\/.+)$/,
          'expects a mailto: address or an https URL where push services can reach you',
        )
        .optional(),
    ),
    SEND_REMINDERS: z
      .enum(['0', '1'], { error: 'expects 1 (send due reminders) or 0' })
      .default('1')
      .transform((value) => value === '1'),
    /** Email (docs/email.md): unset, nothing is sent by email and Account says so. */
    SMTP_URL: optionalText.pipe(
      z
        .url({
          protocol: /^smtps?$/,
          error: 'expects smtp://user:password@host:port or smtps://…',
        })
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
          'expects an address, for example Momentum <reminders@example.com>',
        )
        .optional(),
    ),
    /** Signs the unsubscribe links in emails; the same on every instance. */
    UNSUBSCRIBE_SECRET: optionalText.pipe(
      z
        .string()
        .min(32, 'expects at least 32 random characters (`openssl rand -hex 32`)')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (!env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message:
          'expects your Firebase project id (or leave every Firebase setting empty and use `npm start`, which runs the local Auth emulator)',
      });
    }
    // docs/decisions/070: the emulator accepts unsigned tokens, so it is for this machine only,
    // and only in a mode our scripts choose on purpose.
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'must be empty when NODE_ENV=production: the emulator accepts unsigned tokens, so anyone could sign in as anyone',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'must be set together with the other VAPID key (or leave both empty)',
      });
    }
    // Outside local mode mail goes to real people: links must verify on every instance and the
    // sender must be an address replies can reach (docs/email.md).
    if (env.SMTP_URL && !env.FIREBASE_AUTH_EMULATOR_HOST) {
      for (const key of ['MAIL_FROM', 'UNSUBSCRIBE_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              key === 'MAIL_FROM'
                ? 'expects the sender of reminder emails while SMTP_URL is set, for example Momentum <reminders@example.com>'
                : 'expects a secret of at least 32 characters while SMTP_URL is set, the same on every instance (`openssl rand -hex 32`)',
          });
        }
      }
    }
    if (env.FIREBASE_AUTH_EMULATOR_HOST && env.NODE_ENV === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message:
          'must be development or test while FIREBASE_AUTH_EMULATOR_HOST is set (`npm start`, `npm run dev` and `npm test` set it)',
      });
    }
    if (env.FIREBASE_AUTH_EMULATOR_HOST && env.HOST !== undefined && !isLoopback(env.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message:
          'must be a loopback address (127.0.0.1, ::1 or localhost) while the Auth emulator is in use: it accepts unsigned tokens, so anyone on the network could sign in as anyone; to reach the app from other devices, use real Firebase settings',
      });
    }
    if (!env.FIREBASE_AUTH_EMULATOR_HOST) {
      for (const key of [
        'VITE_FIREBASE_API_KEY',
        'VITE_FIREBASE_AUTH_DOMAIN',
        'PUBLIC_URL',
      ] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              key === 'PUBLIC_URL'
                ? 'expects the http(s) address people open, for example https://plan.example.com'
                : 'expects your Firebase web app setting (from the Firebase console)',
          });
        }
      }
    }
  });

/** Addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

export type Env = Omit<z.infer<typeof envSchema>, 'NODE_ENV'> & {
  HOST: string;
  NODE_ENV: 'development' | 'production' | 'test';
};

export class EnvError extends Error {}

/** Parses settings; throws an EnvError whose message is one line naming the first bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // A setting that is present but blank is a mistake (a typo'd export, a half-filled .env), never
  // a way to say "default": "   " once passed the production check for the emulator host.
  for (const name of Object.keys(envSchema.shape)) {
    const value = source[name];
    if (value !== undefined && value.trim() === '') {
      throw new EnvError(
        `Setting ${name} is ${JSON.stringify(value)}: it is blank; remove it to use the default, or give it a value`,
      );
    }
  }
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    return {
      ...env,
      NODE_ENV: env.NODE_ENV ?? 'development',
      HOST: env.HOST ?? (env.FIREBASE_AUTH_EMULATOR_HOST ? '127.0.0.1' : '0.0.0.0'),
    };
  }
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const shown = source[name] === undefined ? 'is not set' : `is ${JSON.stringify(source[name])}`;
  throw new EnvError(`Setting ${name} ${shown}: it ${issue.message}`);
}

/** What the browser needs to sign in; in local mode it points at the Auth emulator. */
export function clientConfigFromEnv(env: Env): ClientConfig {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? env.FIREBASE_PROJECT_ID!;
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'local-emulator-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    },
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
  };
}

/** Start-up problems end the process with one line saying what to fix, never a stack. */
export function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The settings of this process: `.env` in the working folder is read first when present (the real
 * environment wins over it), then everything is checked; a bad setting stops the process.
 */
export function loadSettings(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) stop(error.message);
    throw error;
  }
}
