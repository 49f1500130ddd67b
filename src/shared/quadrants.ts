import type { Translate } from './i18n/catalogue.ts';
import { ratingOrDefault, score, type Rated } from './scoring.ts';
import '#messages/quadrants';

/**
 * The effort/impact matrix (docs/decisions/015-quadrants.md): a rating of 3 or more is high. Unrated values count as 1,
 * as in the score, so an unrated tactic is a Fill-in.
 */
export const HIGH_RATING = 3;

export const QUADRANTS = ['quick-win', 'big-bet', 'fill-in', 'time-sink'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

const QUADRANT_LABELS = {
  'quick-win': 'quadrants.quickWin',
  'big-bet': 'quadrants.bigBet',
  'fill-in': 'quadrants.fillIn',
  'time-sink': 'quadrants.timeSink',
} as const;

/** A quadrant's name: "Quick win", "Big bet", "Fill-in", "Time sink". */
export const quadrantLabel = (t: Translate, quadrant: Quadrant): string =>
  t(QUADRANT_LABELS[quadrant]);

export function quadrantOf(tactic: Rated): Quadrant {
  const highImpact = ratingOrDefault(tactic.impact) >= HIGH_RATING;
  const highEffort = ratingOrDefault(tactic.effort) >= HIGH_RATING;
  if (highImpact) return highEffort ? 'big-bet' : 'quick-win';
  return highEffort ? 'time-sink' : 'fill-in';
}

/** Negative numbers with a typographic minus, matching "impact × 2 − effort" in the UI copy. */
const formatSigned = (value: number) => (value < 0 ? `−${-value}` : String(value));

/** The score's arithmetic, as the summary card shows it: "Impact 4 × 2 − Effort 3 = 5". */
export function explainScore(t: Translate, tactic: Rated): string {
  const impact = ratingOrDefault(tactic.impact);
  const effort = ratingOrDefault(tactic.effort);
  return t('quadrants.explainScore', { impact, effort, score: formatSigned(score(tactic)) });
}

/**
 * The note on each action-plan card that sits above a card with the same score only because its
 * impact is higher: "Tied on score 5: higher impact first". `ranked` is in action-plan order
 * (rankForActionPlan), so tied cards are neighbours; cards tied on impact too keep their input
 * order and get no note from each other. Null for a card that owes its place to no such tie.
 * One pass from the bottom, so a plan of thousands of cards costs one walk, not one per card.
 */
export function tieNotes(t: Translate, ranked: readonly Rated[]): Array<string | null> {
  const notes = new Array<string | null>(ranked.length).fill(null);
  // The lowest impact among the cards below, within the current run of equal scores.
  let lowestImpactBelow = Infinity;
  for (let index = ranked.length - 1; index >= 0; index--) {
    const card = ranked[index]!;
    const cardScore = score(card);
    const cardImpact = ratingOrDefault(card.impact);
    const next = ranked[index + 1];
    if (!next || score(next) !== cardScore) lowestImpactBelow = Infinity;
    if (lowestImpactBelow < cardImpact) {
      notes[index] = t('quadrants.tieNote', { score: formatSigned(cardScore) });
    }
    lowestImpactBelow = Math.min(lowestImpactBelow, cardImpact);
  }
  return notes;
}
