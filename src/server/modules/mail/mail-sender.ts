import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailKind } from '#shared/mail';
import { translator } from '#server/i18n.ts';
import { localDateIn, reminderInstant } from '#shared/reminders';
import { addDays, startOfWeek } from '#shared/schedule';
import { deviceName, STALE_AFTER_PUSHES } from '#shared/deliveries';
import {
  comebackDays,
  dueReminders,
  outcomeAfter,
  reminderTitle,
  remindedAt,
  repeatedPass,
  type Due,
  type PushRepository,
  type RemindableTactic,
  type ReminderCandidate,
  type ReminderOutcome,
} from '#server/modules/push/index.ts';
import { digestEmail, digestOf } from './digest.ts';
import type { MailRepository } from './mail.repository.ts';
import { partnerLoop, type PartnerLoopOptions } from './partner-loop.ts';
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
  /** The partner loop's reads and its push channel (docs/decisions/281), wired by the app. */
  partners?: PartnerLoopOptions;
}

export interface MailTickSummary {
  reminders: number;
  digests: number;
  skipped: number;
  failed: number;
  /** Partner-loop messages, by email or push. */
  partners: number;
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
    /** Where reminder receipts are recorded (docs/decisions/280). */
    receipts: Pick<PushRepository, 'receipt' | 'settle'>;
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
  ): Promise<{ ok: true } | { ok: false; reason: string }> {
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
      return { ok: true };
    } catch (error) {
      log.warn({ err: error, kind }, 'an email could not be sent');
      await mail.failed(to.userId, occasion);
      const code = (error as { responseCode?: number }).responseCode;
      return {
        ok: false,
        reason: code
          ? `the mail server refused it (SMTP ${code})`
          : 'the mail server could not be reached',
      };
    }
  }

  /**
   * One reminder by email, claimed for its person and date (so never twice, whichever instance
   * or channel asks), with its receipt; `fellBack` when a push to a device failed.
   */
  async function remind(
    due: Due<RemindableTactic>,
    outcome: ReminderOutcome,
    now: Date,
    fellBack: boolean,
    comeback: boolean,
  ): Promise<'sent' | 'failed' | 'skipped' | 'claimed'> {
    const { candidate, date } = due;
    // A snoozed reminder is an occasion of its own: it goes once more, once (docs/decisions/263).
    const occasion = `reminder ${candidate.tacticId} ${date}${due.snoozed ? ` snoozed ${due.snoozed}` : ''}`;
    if (!(await mail.claim(candidate.userId, occasion, outcome, now))) return 'claimed';
    if (outcome === 'skipped') return 'skipped';
    const receipt = await options.receipts.receipt({
      userId: candidate.userId,
      tacticId: candidate.tacticId,
      date,
      channel: 'email',
      device: '',
      fellBack,
      sentAt: now,
    });
    // In the recipient's language (docs/email.md, "Language").
    const t = translator(candidate.locale);
    const title = reminderTitle(
      { ...candidate, remindAt: remindedAt(due) },
      outcome === 'late',
      comeback,
      t,
    );
    const token = tokens.issue(candidate.userId, 'reminders', now);
    const text = [
      title,
      '',
      t('email.openToday', { url: `${origin}/today` }),
      '',
      t('email.stopReminders', { url: unsubscribePageUrl(origin, token) }),
    ].join('\n');
    const sent = await send(candidate, occasion, 'reminders', { subject: title, text }, now);
    await options.receipts.settle(
      receipt,
      sent.ok ? 'delivered' : 'failed',
      sent.ok ? undefined : sent.reason,
    );
    return sent.ok ? 'sent' : 'failed';
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
    for (const item of due) {
      const { candidate, date } = item;
      if (checkedIn.has(`${candidate.tacticId} ${date}`)) continue;
      const comeback = comebacks.has(`${candidate.tacticId} ${date}`);
      const result = await remind(item, outcomeAfter(item.ageMs), now, false, comeback);
      if (result === 'sent') summary.reminders++;
      else if (result !== 'claimed') summary[result]++;
    }
  }

  /** The digest of each reader whose week began today, in their zone, from DIGEST_TIME on. */
  async function digests(now: Date, summary: MailTickSummary) {
    for (const reader of await mail.digestReaders()) {
      const zone = reader.timeZone ?? 'UTC';
      // The first day of the person's week, by their day (docs/decisions/262).
      const today = localDateIn(zone, now.getTime(), reader.dayStartsAt);
      const weekStart = startOfWeek(today, reader.weekStartsOn);
      if (today !== weekStart) continue;
      if (now.getTime() < reminderInstant(zone, today, DIGEST_TIME, reader.dayStartsAt)) continue;
      const occasion = `digest ${weekStart}`;
      if (!(await mail.claim(reader.userId, occasion, 'sent', now))) continue;
      const goals = await mail.digestGoals(reader.userId, addDays(weekStart, -7));
      const token = tokens.issue(reader.userId, 'digest', now);
      const content = digestEmail(
        digestOf(goals, weekStart, reader.weekStartsOn),
        { review: `${origin}/review`, unsubscribe: unsubscribePageUrl(origin, token) },
        reader.locale,
      );
      const sent = await send(reader, occasion, 'digest', content, now);
      summary[sent.ok ? 'digests' : 'failed']++;
    }
  }

  // Partners' messages go by push without an SMTP server too (docs/decisions/281).
  const loop =
    options.partners &&
    partnerLoop({
      ...options.partners,
      mail,
      origin,
      weekFrom: DIGEST_TIME,
      email: transport
        ? async (to, occasion, content, now) => {
            const page = unsubscribePageUrl(origin, tokens.issue(to.userId, 'partner', now));
            return (await send(to, occasion, 'partner', content(page), now)).ok;
          }
        : undefined,
    });

  async function tick(): Promise<MailTickSummary> {
    const summary: MailTickSummary = {
      reminders: 0,
      digests: 0,
      skipped: 0,
      failed: 0,
      partners: 0,
    };
    const now = options.now();
    if (transport) {
      await reminders(now, summary);
      await digests(now, summary);
    }
    if (loop) {
      const sent = await loop.tick(now);
      summary.partners = sent.weekly + sent.nudges;
    }
    await mail.forgetClaims(new Date(now.getTime() - KEEP_CLAIMS_MS));
    if (Object.values(summary).some((count) => count > 0)) log.info(summary, 'emails');
    return summary;
  }

  const passes = repeatedPass(tick, log, 'the email pass failed');
  return {
    available: Boolean(transport),
    tick,
    /**
     * A push of this reminder failed: a person who chose push only and has an address gets it by
     * email, once for all their devices and instances (docs/decisions/280).
     */
    async fallBack(
      due: Due<ReminderCandidate>,
      late: boolean,
      now: Date,
      comeback: boolean,
    ): Promise<void> {
      const { candidate } = due;
      if (!transport || candidate.reminderChannel !== 'push' || candidate.email === '') return;
      await remind(due, late ? 'late' : 'sent', now, true, comeback);
    },
    /** Tells the person once that a device stopped getting reminders (its flag is the claim). */
    async tellStopped(candidate: ReminderCandidate, now: Date): Promise<void> {
      if (!transport || candidate.email === '') return;
      const token = tokens.issue(candidate.userId, 'reminders', now);
      const name = deviceName(new URL(candidate.endpoint).host);
      const t = translator(candidate.locale);
      const subject = t('email.stoppedSubject');
      const text = [
        t('email.stoppedText', { count: STALE_AFTER_PUSHES, device: name }),
        t('email.stoppedHow'),
        `${origin}/account`,
        '',
        t('email.stopReminders', { url: unsubscribePageUrl(origin, token) }),
      ].join('\n');
      await send(
        candidate,
        `stopped ${candidate.subscriptionId}`,
        'reminders',
        { subject, text },
        now,
      );
    },
    /** Looks for due emails (and partners' pushes) now and every `everyMs` (the reminder pass's). */
    start(everyMs: number) {
      if (transport || loop) passes.start(everyMs);
    },
    async stop() {
      await passes.stop();
      transport?.close();
    },
  };
}

export type MailSender = ReturnType<typeof mailSender>;
