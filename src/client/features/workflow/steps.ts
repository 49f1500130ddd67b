import { PATHS } from '#client/lib/paths.ts';
import 'virtual:messages/workflow';

/** The five workflow steps, in order (docs/product.md, Shell); labels are message ids. */
export const STEPS = [
  {
    number: 1,
    label: 'workflow.stepGoals',
    path: PATHS.home,
    back: 1,
    next: 2,
    backLabel: 'workflow.back',
  },
  {
    number: 2,
    label: 'workflow.stepTactics',
    path: PATHS.tactics,
    back: 1,
    next: 3,
    backLabel: 'workflow.back',
  },
  {
    number: 3,
    label: 'workflow.stepPrioritize',
    path: PATHS.evaluate,
    back: 2,
    next: 4,
    backLabel: 'workflow.back',
  },
  {
    number: 4,
    label: 'workflow.stepSummary',
    path: PATHS.summary,
    back: 3,
    next: 5,
    backLabel: 'workflow.back',
  },
  {
    number: 5,
    label: 'workflow.stepActionPlan',
    path: PATHS.actionPlan,
    back: 4,
    next: undefined,
    backLabel: 'workflow.backToSummary',
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
