import { isDueOn } from '#shared/reminders';
import {
  describeRepeatWeek,
  weekFigures,
  type ReviewTactic,
  type WeekFigures,
} from '#shared/review';
import { addDays, formatDay, repeatsUntil, type LocalDate, type WeekStart } from '#shared/schedule';
import type { Translate } from '#shared/i18n/catalogue';
import { SOURCE_LOCALE, type Locale } from '#shared/i18n/locales';
import { translator } from '#server/i18n.ts';

/** One active goal of the person, with its tactics and their check-ins of the last two weeks. */
export interface DigestGoal {
  title: string;
  targetDate: LocalDate | null;
  tactics: ReviewTactic[];
}

/** One line of "due this week": a one-off with its date, or a repeat with its days. */
export interface DueItem {
  goal: string;
  tactic: string;
  /** The one-off's due date (before the week: overdue), or null for a repeat. */
  dueDate: LocalDate | null;
  /** The days a repeat is scheduled this week. */
  days: number;
}

export interface Digest {
  weekStart: LocalDate;
  due: DueItem[];
  lastWeek: WeekFigures;
}

/**
 * The weekly digest's content (docs/email.md): what is due in the week starting `weekStart`
 * (one-offs not done, overdue ones included; repeats and how many days), and the week before's
 * figures as the review shows them.
 */
export function digestOf(
  goals: readonly DigestGoal[],
  weekStart: LocalDate,
  weekStartsOn: WeekStart = 'monday',
): Digest {
  const weekEnd = addDays(weekStart, 6);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const due: DueItem[] = [];
  for (const goal of goals) {
    for (const tactic of goal.tactics) {
      if (tactic.repeat) {
        const scheduled = days.filter((day) => isDueOn(tactic, day, repeatsUntil(goal))).length;
        if (scheduled > 0) {
          due.push({ goal: goal.title, tactic: tactic.title, dueDate: null, days: scheduled });
        }
      } else if (!tactic.completed && tactic.dueDate && tactic.dueDate <= weekEnd) {
        due.push({ goal: goal.title, tactic: tactic.title, dueDate: tactic.dueDate, days: 1 });
      }
    }
  }
  const lastWeek = addDays(weekStart, -7);
  return {
    weekStart,
    due,
    lastWeek: weekFigures(goals, lastWeek, addDays(weekStart, -1), weekStartsOn),
  };
}

function dueLine(item: DueItem, weekStart: LocalDate, t: Translate): string {
  const when =
    item.dueDate === null
      ? t('email.daysThisWeek', { count: item.days })
      : item.dueDate < weekStart
        ? t('email.overdueSince', { date: formatDay(t, item.dueDate) })
        : t('email.dueOn', { date: formatDay(t, item.dueDate) });
  return `${item.tactic} (${item.goal}): ${when}`;
}

export function figureLines(figures: WeekFigures, t: Translate): string[] {
  return figures.goals.flatMap((goal) => {
    const parts = [
      ...(goal.done > 0 ? [t('email.done', { count: goal.done })] : []),
      ...goal.repeats.map((repeat) => describeRepeatWeek(repeat, t)),
    ];
    return parts.length > 0 ? [`${goal.title}: ${parts.join('; ')}`] : [];
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** How a digest speaks: to its person of their week, or to a partner of the owner's. */
export interface DigestVoice {
  /** The subject, from the week's first day (written) and how many things are due. */
  subject: (date: string, count: number) => string;
  /** The main link's words. */
  open: string;
  /** The unsubscribe link's words. */
  stop: string;
}

const ownDigest = (t: Translate): DigestVoice => ({
  subject: (date, count) => t('email.digestSubject', { date, count }),
  open: t('email.reviewYourWeek'),
  stop: t('email.stopDigest'),
});

/** The digest as an email in `locale`: subject, plain text and the same as simple HTML. */
export function digestEmail(
  digest: Digest,
  links: { review: string; unsubscribe: string },
  locale: Locale | null,
  voice?: DigestVoice,
): { subject: string; text: string; html: string } {
  const language = locale ?? SOURCE_LOCALE;
  const t = translator(language);
  const { subject: subjectOf, open, stop } = voice ?? ownDigest(t);
  const subject = subjectOf(formatDay(t, digest.weekStart), digest.due.length);
  const due = digest.due.map((item) => dueLine(item, digest.weekStart, t));
  const figures = figureLines(digest.lastWeek, t);
  const sections: Array<[string, string[], string]> = [
    [t('email.dueThisWeek'), due, t('email.nothingDue')],
    [t('email.lastWeek'), figures, t('email.nothingLastWeek')],
  ];
  const text = [
    ...sections.flatMap(([title, lines, none]) => [
      title,
      ...(lines.length > 0 ? lines.map((line) => `- ${line}`) : [none]),
      '',
    ]),
    `${open}: ${links.review}`,
    '',
    `${stop}: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    ...sections.flatMap(([title, lines, none]) => [
      `<h2>${escapeHtml(title)}</h2>`,
      lines.length > 0
        ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(none)}</p>`,
    ]),
    `<p><a href="${escapeHtml(links.review)}">${escapeHtml(open)}</a></p>`,
    `<p><small><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(stop)}</a></small></p>`,
  ].join('\n');
  return { subject, text, html };
}
