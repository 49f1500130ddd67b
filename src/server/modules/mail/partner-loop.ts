import type { Caller } from '#server/db/access.ts';
import { translator } from '#server/i18n.ts';
import type { Translate } from '#shared/i18n/catalogue';
import type { Locale } from '#shared/i18n/locales';
import type { PartnerLoopRepository } from '#server/modules/sharing/index.ts';
import { needsComeback } from '#shared/pauses';
import type { PartnerMessage } from '#shared/push';
import { localDateIn, reminderInstant } from '#shared/reminders';
import { addDays, startOfWeek } from '#shared/schedule';
import type { LoopChannel } from '#shared/sharing';
import type { SharedOutcome } from '#shared/sharing-schemas';
import { digestEmail, digestOf, figureLines } from './digest.ts';
import type { MailRepository } from './mail.repository.ts';

export interface LoopSummary {
  weekly: number;
  nudges: number;
}

type Content = { subject: string; text: string; html?: string };
/** One message, as a push shows it and as an email (given its unsubscribe link). */
type Message = Omit<PartnerMessage, 'kind' | 'tag'> & { email: (unsubscribe: string) => Content };

/** What the partner loop needs of the rest of the app, wired by it (docs/decisions/281). */
export interface PartnerLoopOptions {
  loop: PartnerLoopRepository;
  /** The partner's own read-only view (the sharing module's): all a weekly summary may show. */
  view: (caller: Caller, outcomeId: string) => Promise<SharedOutcome | undefined>;
  /** Sends a push to every device of a person; true when one took it. */
  push?: (userId: string, message: PartnerMessage) => Promise<boolean>;
}

/**
 * The partner loop (docs/decisions/281): the owner's week on the first day of the partner's week,
 * and a nudge when the owner checks in or (when the owner allows it) misses a repeat twice, each by
 * the channel the partner chose. Every message is claimed per partner and occasion in
 * `mail_claims` first, whichever channel it goes by, so any number of instances send it once.
 */
export function partnerLoop(
  options: PartnerLoopOptions & {
    mail: Pick<MailRepository, 'claim' | 'failed'>;
    /** The email sender's one send, with the partner kind's unsubscribe link; undefined without SMTP. */
    email?: (
      to: { userId: string; email: string },
      occasion: string,
      content: (unsubscribe: string) => Content,
      now: Date,
    ) => Promise<boolean>;
    origin: string;
    weekFrom: string;
  },
) {
  const { loop, mail, origin } = options;
  /** The partner's view: a path for a push (the service worker opens its own origin's). */
  const viewPath = (outcomeId: string) => `/shared/${outcomeId}`;
  const viewUrl = (outcomeId: string) => `${origin}${viewPath(outcomeId)}`;

  /** Whether this channel can carry a message at all on this server. */
  const carried = (channel: LoopChannel) =>
    channel === 'email' ? Boolean(options.email) : channel === 'push' && Boolean(options.push);

  /**
   * Claims, then builds (nothing, when what it speaks of is no longer shared) and sends by
   * `channel`: true when it went.
   */
  async function deliver(
    to: { userId: string; email: string },
    channel: LoopChannel,
    occasion: string,
    build: () => Promise<Message | undefined>,
    now: Date,
  ): Promise<boolean> {
    if (!(await mail.claim(to.userId, occasion, 'sent', now))) return false;
    const message = await build();
    if (!message) return false;
    const sent =
      channel === 'email'
        ? await options.email!(to, occasion, message.email, now)
        : await options.push!(to.userId, {
            kind: 'partner',
            title: message.title,
            body: message.body,
            url: message.url,
            tag: occasion,
          });
    if (!sent) await mail.failed(to.userId, occasion);
    return sent;
  }

  async function weekly(now: Date, summary: LoopSummary) {
    for (const reader of await loop.weeklyReaders()) {
      if (!carried(reader.weekly)) continue;
      const zone = reader.timeZone ?? 'UTC';
      // On the first day of the partner's own week, by their day, as their digest
      // (docs/email.md, docs/decisions/262).
      const today = localDateIn(zone, now.getTime(), reader.dayStartsAt);
      const weekStart = startOfWeek(today, reader.weekStartsOn);
      const from = reminderInstant(zone, today, options.weekFrom, reader.dayStartsAt);
      if (today !== weekStart || now.getTime() < from) continue;
      const occasion = `partner-week ${reader.outcomeId} ${weekStart}`;
      const went = await deliver(
        reader,
        reader.weekly,
        occasion,
        () => weekOf(reader, weekStart),
        now,
      );
      if (went) summary.weekly++;
    }
  }

  /**
   * The owner's week, read through the partner's own view, checked as their request would be:
   * nothing a partner may not see can reach them, and a partnership ended meanwhile sends nothing.
   */
  async function weekOf(
    reader: { uid: string; outcomeId: string; locale: Locale | null },
    weekStart: string,
  ): Promise<Message | undefined> {
    const view = await options.view({ uid: reader.uid }, reader.outcomeId);
    if (!view || view.status !== 'active') return undefined;
    const digest = digestOf(
      view.goals.filter((goal) => goal.status === 'active'),
      weekStart,
    );
    // In the partner's language (docs/email.md, "Language").
    const t = translator(reader.locale);
    const [owner, outcome] = [view.ownerName, view.title];
    const figures = figureLines(digest.lastWeek, t);
    return {
      title: t('push.partnerWeek', { owner, outcome }),
      body: figures.length > 0 ? figures.join('; ') : t('email.nothingLastWeek'),
      url: viewPath(view.outcomeId),
      email: (unsubscribe) =>
        digestEmail(digest, { review: viewUrl(view.outcomeId), unsubscribe }, reader.locale, {
          subject: (date, count) =>
            t('email.partnerDigestSubject', { owner, date, count, outcome }),
          open: t('email.seeOutcome', { outcome }),
          stop: t('email.stopPartner'),
        }),
    };
  }

  /**
   * One nudge per partner, outcome and day checked in, for check-ins of the owner's today or
   * yesterday (so a pass after a restart still finds them; older days are history, and a check-in
   * entered for last week is not news).
   */
  async function checkIns(now: Date, summary: LoopSummary) {
    const since = addDays(localDateIn('UTC', now.getTime()), -2);
    const asked = new Set<string>();
    for (const found of await loop.checkInNudges(since)) {
      const today = localDateIn(found.ownerZone ?? 'UTC', now.getTime());
      if (found.date !== today && found.date !== addDays(today, -1)) continue;
      const occasion = `partner-checkin ${found.outcomeId} ${found.date}`;
      // The day's later check-ins are the same occasion: one claim is asked for per pass.
      if (!carried(found.nudges) || asked.has(`${found.userId} ${occasion}`)) continue;
      asked.add(`${found.userId} ${occasion}`);
      const t = translator(found.locale);
      const names = {
        owner: found.ownerName,
        tactic: found.tacticTitle,
        outcome: found.outcomeTitle,
      };
      const title = t('push.checkedIn', names);
      const went = await deliver(
        found,
        found.nudges,
        occasion,
        async () => ({
          title,
          body: t('push.checkedInBody', names),
          url: viewPath(found.outcomeId),
          email: (unsubscribe) => ({
            subject: title,
            text: nudgeText(t('email.checkedIn', names), viewUrl(found.outcomeId), unsubscribe, t),
          }),
        }),
        now,
      );
      if (went) summary.nudges++;
    }
  }

  /**
   * One nudge on the day a repeat's second miss in a row is over (the day Today starts offering
   * its owner a Comeback, `needsComeback`), when the owner lets partners hear of misses.
   */
  async function misses(now: Date, summary: LoopSummary) {
    for (const candidate of await loop.missCandidates(now)) {
      if (!carried(candidate.nudges)) continue;
      const today = localDateIn(candidate.ownerZone ?? 'UTC', now.getTime());
      const history = {
        ...candidate,
        repeatSetAt: candidate.repeatSetAt?.toISOString() ?? null,
      };
      if (!needsComeback(history, today) || needsComeback(history, addDays(today, -1))) continue;
      const occasion = `partner-miss ${candidate.tacticId} ${today}`;
      const t = translator(candidate.locale);
      const names = {
        owner: candidate.ownerName,
        tactic: candidate.tacticTitle,
        outcome: candidate.outcomeTitle,
      };
      const title = t('push.missed', names);
      const went = await deliver(
        candidate,
        candidate.nudges,
        occasion,
        async () => ({
          title,
          body: t('push.missedBody', names),
          url: viewPath(candidate.outcomeId),
          email: (unsubscribe) => ({
            subject: title,
            text: nudgeText(t('email.missed', names), viewUrl(candidate.outcomeId), unsubscribe, t),
          }),
        }),
        now,
      );
      if (went) summary.nudges++;
    }
  }

  return {
    async tick(now: Date): Promise<LoopSummary> {
      const summary: LoopSummary = { weekly: 0, nudges: 0 };
      await weekly(now, summary);
      await checkIns(now, summary);
      await misses(now, summary);
      return summary;
    },
  };
}

function nudgeText(line: string, view: string, unsubscribe: string, t: Translate): string {
  return [
    line,
    '',
    t('email.seeProgress', { url: view }),
    '',
    t('email.stopPartnerLink', { url: unsubscribe }),
  ].join('\n');
}
