import { PATHS } from '#client/lib/paths.ts';

/** The five workflow steps, in order (docs/product.md, Shell). */
export const STEPS = [
  { number: 1, label: 'Set Goals', path: PATHS.home, back: 1, next: 2, backLabel: 'Back' },
  {
    number: 2,
    label: 'Brainstorm Tactics',
    path: PATHS.tactics,
    back: 1,
    next: 3,
    backLabel: 'Back',
  },
  { number: 3, label: 'Prioritize', path: PATHS.evaluate, back: 2, next: 4, backLabel: 'Back' },
  { number: 4, label: 'Summary', path: PATHS.summary, back: 3, next: 5, backLabel: 'Back' },
  {
    number: 5,
    label: 'Your Action Plan',
    path: PATHS.actionPlan,
    back: 4,
    next: undefined,
    backLabel: 'Back to Summary',
  },
] as const;

export type Step = (typeof STEPS)[number];
export type StepNumber = Step['number'];

/** The step with this number. */
export const stepNumbered = (number: StepNumber): Step =>
  STEPS.find((step) => step.number === number)!;

/** Where Back goes from this step (step 1 stays on '/'). */
export const backPath = (step: Step): string => stepNumbered(step.back).path;

/** Where Continue goes once this step is done; the last step has nowhere further. */
export const nextPath = (step: Step): string =>
  step.next === undefined ? step.path : stepNumbered(step.next).path;

/** Every path that shows the workflow: each step's path, and '/goals' for step 1. */
export const WORKFLOW_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.goals,
  ...STEPS.filter((step) => step.path !== PATHS.home).map((step) => step.path),
];

/** The step a path shows; '/goals' and any unknown path mean step 1. */
export function stepForPath(path: string): Step {
  return STEPS.find((step) => step.path !== PATHS.home && step.path === path) ?? STEPS[0];
}
