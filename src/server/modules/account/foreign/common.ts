/**
 * What the three converters share (docs/decisions/290-import-from-other-apps.md): each turns a
 * foreign file into a Momentum export (version 3) plus the lines of what could not be mapped;
 * Import's own check, limits and transaction then take it from there, once for every source.
 */
import { randomUUID } from 'node:crypto';
import { EXPORT_VERSION } from '#shared/export-file';
import { FOREIGN_MESSAGES, foreignOutcomeTitle, type ForeignSource } from '#shared/foreign-import';
import type { Translate } from '#shared/i18n/catalogue';
import {
  MAX_STEPS_PER_TACTIC,
  MAX_TACTICS_PER_GOAL,
  STEP_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '#shared/limits';
import { hasVisibleText } from '#shared/titles';
import { isPlanDate, type LocalDate, type Repeat } from '#shared/schedule';

/**
 * What a converter is told besides the file: the clock, the person's time zone and their words.
 */
export interface ConvertContext {
  now: Date;
  /** The account's IANA time zone, when it has one: dates are the person's local dates. */
  timeZone: string | null;
  /**
   * The person's language (decision 291): the outcome, the goals Momentum makes up and the lines
   * of what could not come along are written in it; the titles brought from the file stay theirs.
   */
  t: Translate;
}

export interface ForeignTactic {
  title: string;
  repeat?: Repeat | null;
  /**
   * A repeating tactic's due date is its first day (`repeatStart` in src/shared/schedule.ts,
   * docs/product.md "Tactics"): converters set it to the first day of the imported history, a
   * local date in every time zone, so the days before it are never missed and the streak is the
   * source's.
   */
  dueDate?: LocalDate | null;
  completed?: boolean;
  completedAt?: string | null;
  checkIns?: Array<{ date: LocalDate }>;
  steps?: Array<{ id: string; title: string; done: boolean }>;
}

export interface ForeignGoal {
  title: string;
  status?: 'active' | 'achieved';
  tactics: ForeignTactic[];
}

/** A converted file: a Momentum export to check and import, and what could not come along. */
export type Conversion =
  | {
      ok: true;
      file: {
        version: typeof EXPORT_VERSION;
        exportedAt: string;
        outcomes: Array<{ title: string; status: 'active'; goals: ForeignGoal[] }>;
      };
      unmapped: string[];
    }
  | { ok: false; message: string };

export const refuse = (message: string): Conversion => ({ ok: false, message });

/** Characters a title may not hold (docs/product.md, Limits) become spaces, runs of spaces one. */
function cleanText(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a character boundary, with an ellipsis, so the text is at most `max` UTF-16 units. */
function shorten(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = '';
  for (const character of value) {
    if (cut.length + character.length > max - 1) break;
    cut += character;
  }
  return `${cut.trimEnd()}…`;
}

/**
 * A foreign title made into one Momentum accepts: cleaned, shortened to the limit (listed in
 * `unmapped`), 'Untitled' when nothing readable is left.
 */
export function titleFrom(
  raw: unknown,
  unmapped: string[],
  t: Translate,
  max: number = TITLE_MAX_LENGTH,
): string {
  const cleaned = cleanText(typeof raw === 'string' ? raw : '');
  if (!cleaned || !hasVisibleText(cleaned)) return t('foreignImport.untitled');
  const short = shorten(cleaned, max);
  if (short !== cleaned) unmapped.push(t('foreignImport.titleShortened', { title: short, max }));
  return short;
}

/** Sub-steps from a checklist: at most 20, titles at most 120 characters; the rest listed. */
export function stepsFrom(
  tactic: string,
  items: ReadonlyArray<{ title: unknown; done: boolean }>,
  unmapped: string[],
  t: Translate,
) {
  const steps = items.slice(0, MAX_STEPS_PER_TACTIC).map((item) => ({
    id: randomUUID(),
    title: titleFrom(item.title, unmapped, t, STEP_TITLE_MAX_LENGTH),
    done: item.done,
  }));
  if (items.length > MAX_STEPS_PER_TACTIC) {
    unmapped.push(
      t('foreignImport.checklistPastLimit', {
        tactic,
        count: items.length - MAX_STEPS_PER_TACTIC,
        max: MAX_STEPS_PER_TACTIC,
      }),
    );
  }
  return steps;
}

/**
 * A list of tactics as goals of at most 50 each (docs/product.md, Limits): 'Habits', then
 * 'Habits (2)' and so on. No goal when there are no tactics.
 */
export function goalsOf(
  title: string,
  tactics: ForeignTactic[],
  t: Translate,
  status: 'active' | 'achieved' = 'active',
): ForeignGoal[] {
  const goals: ForeignGoal[] = [];
  for (let start = 0; start < tactics.length; start += MAX_TACTICS_PER_GOAL) {
    const part = start / MAX_TACTICS_PER_GOAL + 1;
    goals.push({
      title: part === 1 ? title : t('foreignImport.goalPart', { title, part }),
      status,
      tactics: tactics.slice(start, start + MAX_TACTICS_PER_GOAL),
    });
  }
  return goals;
}

/** Check-ins on the dates Momentum keeps (2000 to 2100), once each, in order; others counted. */
export function checkInsFrom(
  dates: Iterable<string>,
  tactic: string,
  unmapped: string[],
  t: Translate,
) {
  const kept = new Set<string>();
  let outside = 0;
  for (const date of dates) {
    if (isPlanDate(date)) kept.add(date);
    else outside += 1;
  }
  if (outside) {
    unmapped.push(t('foreignImport.checkInsOutsideDates', { tactic, count: outside }));
  }
  return [...kept].sort().map((date) => ({ date }));
}

/** The local date of an instant in an IANA time zone (UTC when none or unknown). */
export function localDateIn(instant: Date, timeZone: string | null): LocalDate {
  let zone = 'UTC';
  if (timeZone) {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone });
      zone = timeZone;
    } catch {
      zone = 'UTC';
    }
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The one outcome a source's file becomes, or a refusal when it holds nothing to import. */
export function outcomeOf(
  source: ForeignSource,
  goals: ForeignGoal[],
  unmapped: string[],
  { now, t }: ConvertContext,
): Conversion {
  if (!goals.length) return refuse(FOREIGN_MESSAGES.nothing(source));
  return {
    ok: true,
    file: {
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      outcomes: [{ title: foreignOutcomeTitle(source, t), status: 'active', goals }],
    },
    unmapped,
  };
}
