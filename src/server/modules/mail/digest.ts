import { isDueOn } from '#shared/reminders';
import {
  describeRepeatWeek,
  weekFigures,
  type ReviewTactic,
  type WeekFigures,
} from '#shared/review';
import { addDays, repeatsUntil, type LocalDate, type WeekStart } from '#shared/schedule';

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

/** "Mon 30 Nov" for a local date, the same on every server. */
function shortDate(date: LocalDate): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function dueLine(item: DueItem, weekStart: LocalDate): string {
  const when =
    item.dueDate === null
      ? `${item.days} ${item.days === 1 ? 'day' : 'days'} this week`
      : item.dueDate < weekStart
        ? `overdue since ${shortDate(item.dueDate)}`
        : `due ${shortDate(item.dueDate)}`;
  return `${item.tactic} (${item.goal}): ${when}`;
}

export function figureLines(figures: WeekFigures): string[] {
  return figures.goals.flatMap((goal) => {
    const parts = [
      ...(goal.done > 0 ? [`${goal.done} done`] : []),
      ...goal.repeats.map(describeRepeatWeek),
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
  /** Whose week: "Your" or "Sam’s". */
  whose: string;
  /** The main link's words. */
  open: string;
  /** The unsubscribe link's words. */
  stop: string;
}

const OWN_DIGEST: DigestVoice = {
  whose: 'Your',
  open: 'Review your week',
  stop: 'Stop the weekly digest',
};

/** The digest as an email: subject, plain text and the same as simple HTML. */
export function digestEmail(
  digest: Digest,
  links: { review: string; unsubscribe: string },
  voice: DigestVoice = OWN_DIGEST,
): { subject: string; text: string; html: string } {
  const subject = `${voice.whose} week from ${shortDate(digest.weekStart)}: ${digest.due.length} due`;
  const due = digest.due.map((item) => dueLine(item, digest.weekStart));
  const figures = figureLines(digest.lastWeek);
  const sections: Array<[string, string[], string]> = [
    ['Due this week', due, 'Nothing is due this week.'],
    ['Last week', figures, 'Nothing was scheduled or done last week.'],
  ];
  const text = [
    ...sections.flatMap(([title, lines, none]) => [
      title,
      ...(lines.length > 0 ? lines.map((line) => `- ${line}`) : [none]),
      '',
    ]),
    `${voice.open}: ${links.review}`,
    '',
    `${voice.stop}: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    ...sections.flatMap(([title, lines, none]) => [
      `<h2>${escapeHtml(title)}</h2>`,
      lines.length > 0
        ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(none)}</p>`,
    ]),
    `<p><a href="${escapeHtml(links.review)}">${escapeHtml(voice.open)}</a></p>`,
    `<p><small><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(voice.stop)}</a></small></p>`,
  ].join('\n');
  return { subject, text, html };
}
