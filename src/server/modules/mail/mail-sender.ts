import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailKind } from '#shared/mail';
import { localDateIn, zonedInstant } from '#shared/reminders';
import { addDays, startOfWeek } from '#shared/schedule';
import {
  comebackDays,
  dueReminders,
  outcomeAfter,
  reminderTitle,
  repeatedPass,
} from '#server/modules/push/index.ts';
import { digestEmail, digestOf } from './digest.ts';
import type { MailRepository } from './mail.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The digest goes out from this time on the first day of the person's week, in their zone. */
export const DIGEST_TIME = '07:00';
/** Claims are kept a week and a day: a digest's occasion (its week) must not come round again. */
const KEEP_CLAIMS_MS = 8 * DAY_MS;
/** How long the SMTP server may take to take one message before it counts as failed. */
const SEND_TIMEOUT_MS = 15_000;

export interface MailOptions {
  /** SMTP_URL; unset, nothing is sent by email and Account says so. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from?: string;
  /** UNSUBSCRIBE_SECRET (or the one kept in DATA_DIR). */
  tokens: UnsubscribeTokens;
  /** Where links in emails point: PUBLIC_URL, or this machine's address in local mode. */
  origin: string;
}

export interface MailTickSummary {
  reminders: number;
  digests: number;
  skipped: number;
  failed: number;
}

export const DEFAULT_MAIL_FROM = 'Momentum <momentum@localhost>';

/** The one-click unsubscribe link of one person and kind (RFC 8058). */
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/unsubscribe/${token}`;
/** The page the email's own link opens: it asks before turning anything off. */
export const unsubscribePageUrl = (origin: string, token: string) =>
  `${origin}/unsubscribe/${token}`;

/**
 * Reminders and the weekly digest by email (docs/email.md, docs/decisions/270). Each pass claims
 * every email per person and occasion in the database before it is sent, as push reminders are
 * (docs/decisions/151): any number of instances send each one once; a failed send keeps its
 * claim (never twice) and is recorded as failed.
 */
export function mailSender(
  options: MailOptions & {
    mail: MailRepository;
    now: () => Date;
    log: FastifyBaseLogger;
  },
) {
  const { mail, log, tokens, origin } = options;
  // The URL's own settings (host, port, user, TLS) with our time limits on top.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;
  const from = options.from ?? DEFAULT_MAIL_FROM;

  async function send(
    to: { userId: string; email: string },
    occasion: string,
    kind: MailKind,
    content: { subject: string; text: string; html?: string },
    now: Date,
  ): Promise<boolean> {
    const token = tokens.issue(to.userId, kind, now);
    try {
      await transport!.sendMail({
        from,
        to: to.email,
        ...content,
        headers: {
          // RFC 8058: the mail app may unsubscribe with one POST, without opening a page.
          'List-Unsubscribe': `<${unsubscribeUrl(origin, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return true;
    } catch (error) {
      log.warn({ err: error, kind }, 'an email could not be sent');
      await mail.failed(to.userId, occasion);
      return false;
    }
  }

  async function reminders(now: Date, summary: MailTickSummary) {
    const due = dueReminders(await mail.reminderCandidates(), now.getTime());
    const checkedIn = await mail.checkedIn(
      [...new Set(due.map((d) => d.candidate.tacticId))],
      [...new Set(due.map((d) => d.date))],
    );
    const comebacks = await comebackDays(
      due.filter((d) => !checkedIn.has(`${d.candidate.tacticId} ${d.date}`)),
      (ids) => mail.checkInsOf(ids, now),
    );
    for (const { candidate, date, ageMs } of due) {
      if (checkedIn.has(`${candidate.tacticId} ${date}`)) continue;
      const occasion = `reminder ${candidate.tacticId} ${date}`;
      const outcome = outcomeAfter(ageMs);
      if (!(await mail.claim(candidate.userId, occasion, outcome, now))) continue;
      if (outcome === 'skipped') {
        summary.skipped++;
        continue;
      }
      const title = reminderTitle(
        { ...candidate, remindAt: candidate.remindAt! },
        outcome === 'late',
        comebacks.has(`${candidate.tacticId} ${date}`),
      );
      const token = tokens.issue(candidate.userId, 'reminders', now);
      const text = [
        title,
        '',
        `Open Today: ${origin}/today`,
        '',
        `Stop reminder emails: ${unsubscribePageUrl(origin, token)}`,
      ].join('\n');
      const sent = await send(candidate, occasion, 'reminders', { subject: title, text }, now);
      summary[sent ? 'reminders' : 'failed']++;
    }
  }

  /** The digest of each reader whose week began today, in their zone, from DIGEST_TIME on. */
  async function digests(now: Date, summary: MailTickSummary) {
    for (const reader of await mail.digestReaders()) {
      const zone = reader.timeZone ?? 'UTC';
      const today = localDateIn(zone, now.getTime());
      // Monday for everyone for now (docs/email.md): a week-start setting would change only this.
      const weekStart = startOfWeek(today);
      if (today !== weekStart) continue;
      if (now.getTime() < zonedInstant(zone, today, DIGEST_TIME)) continue;
      const occasion = `digest ${weekStart}`;
      if (!(await mail.claim(reader.userId, occasion, 'sent', now))) continue;
      const goals = await mail.digestGoals(reader.userId, addDays(weekStart, -7));
      const token = tokens.issue(reader.userId, 'digest', now);
      const content = digestEmail(digestOf(goals, weekStart), {
        review: `${origin}/review`,
        unsubscribe: unsubscribePageUrl(origin, token),
      });
      const sent = await send(reader, occasion, 'digest', content, now);
      summary[sent ? 'digests' : 'failed']++;
    }
  }

  async function tick(): Promise<MailTickSummary> {
    const summary: MailTickSummary = { reminders: 0, digests: 0, skipped: 0, failed: 0 };
    if (!transport) return summary;
    const now = options.now();
    await reminders(now, summary);
    await digests(now, summary);
    await mail.forgetClaims(new Date(now.getTime() - KEEP_CLAIMS_MS));
    if (Object.values(summary).some((count) => count > 0)) log.info(summary, 'emails');
    return summary;
  }

  const passes = repeatedPass(tick, log, 'the email pass failed');
  return {
    available: Boolean(transport),
    tick,
    /** Looks for due emails now and every `everyMs` (the reminder pass's interval). */
    start(everyMs: number) {
      if (transport) passes.start(everyMs);
    },
    async stop() {
      await passes.stop();
      transport?.close();
    },
  };
}

export type MailSender = ReturnType<typeof mailSender>;
