/**
 * The sample plan: the example the landing page shows, and what **Start from a sample plan** saves
 * as a person's own plan (docs/product.md, "A sample plan"). One copy, read by both sides.
 */
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

export const SAMPLE_OUTCOME = 'Achieve Work-Life Balance';

export const SAMPLE_GOALS: readonly SampleGoal[] = [
  {
    title: 'Finish work by 6 pm on weekdays',
    difficulty: 3,
    tactics: [
      { title: 'Block a hard stop in my calendar at 5:45 pm', effort: 1, impact: 4 },
      { title: "Plan tomorrow's top three tasks before logging off", effort: 2, impact: 4 },
    ],
  },
  {
    title: 'Spend phone-free evenings with family',
    difficulty: 4,
    tactics: [
      { title: 'Turn off work notifications after 7 pm', effort: 2, impact: 5 },
      { title: 'Charge my phone outside the bedroom', effort: 1, impact: 3 },
    ],
  },
];

/** The answer when the caller's plan already has goals: the sample never mixes into a plan. */
export const SAMPLE_PLAN_NOT_EMPTY = 'The sample plan only fills an empty plan.';
