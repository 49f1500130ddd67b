/**
 * The sample plan: the example the landing page shows, and what **Start from a sample plan** saves
 * as a person's own plan (docs/product.md, "A sample plan"). One copy, read by both sides.
 */
import type { MessageId, Translate } from './i18n/catalogue.ts';
import '#messages/samplePlan';

export interface SampleTactic {
  title: string;
  effort: number;
  impact: number;
}

export interface SampleGoal {
  title: string;
  /** Shown on the landing page only. */
  difficulty: number;
  tactics: SampleTactic[];
}

/** A sample goal with message ids for its titles. */
type SampleGoalIds = Omit<SampleGoal, 'title' | 'tactics'> & {
  title: MessageId;
  tactics: Array<Omit<SampleTactic, 'title'> & { title: MessageId }>;
};

/** The sample, its titles as message ids: each person gets it in their language. */
const SAMPLE: { outcome: MessageId; goals: readonly SampleGoalIds[] } = {
  outcome: 'samplePlan.outcome',
  goals: [
    {
      title: 'samplePlan.goalFinishWork',
      difficulty: 3,
      tactics: [
        { title: 'samplePlan.tacticHardStop', effort: 1, impact: 4 },
        { title: 'samplePlan.tacticTopThree', effort: 2, impact: 4 },
      ],
    },
    {
      title: 'samplePlan.goalPhoneFree',
      difficulty: 4,
      tactics: [
        { title: 'samplePlan.tacticNotificationsOff', effort: 2, impact: 5 },
        { title: 'samplePlan.tacticChargeOutside', effort: 1, impact: 3 },
      ],
    },
  ],
};

/**
 * The sample plan in the words of `t`: the landing page's language, or the person's stored one
 * when the server saves it as their plan.
 */
export function samplePlan(t: Translate): { outcome: string; goals: SampleGoal[] } {
  return {
    outcome: t(SAMPLE.outcome),
    goals: SAMPLE.goals.map((goal) => ({
      ...goal,
      title: t(goal.title),
      tactics: goal.tactics.map((tactic) => ({ ...tactic, title: t(tactic.title) })),
    })),
  };
}

/** The answer when the caller's plan already has goals: the sample never mixes into a plan. */
export const SAMPLE_PLAN_NOT_EMPTY = 'The sample plan only fills an empty plan.';
