/** The five workflow steps, in order (docs/product.md, Shell). */
export const STEPS = [
  { number: 1, label: 'Set Goals', path: '/' },
  { number: 2, label: 'Brainstorm Tactics', path: '/tactics' },
  { number: 3, label: 'Prioritize', path: '/evaluate' },
  { number: 4, label: 'Summary', path: '/summary' },
  { number: 5, label: 'Your Action Plan', path: '/action-plan' },
] as const;

export type Step = (typeof STEPS)[number];
export type StepNumber = Step['number'];

/** Every path that shows the workflow: each step's path, and '/goals' for step 1. */
export const WORKFLOW_PATHS = ['/', '/goals', '/tactics', '/evaluate', '/summary', '/action-plan'];

/** The step a path shows; '/goals' and any unknown path mean step 1. */
export function stepForPath(path: string): Step {
  return STEPS.find((step) => step.path !== '/' && step.path === path) ?? STEPS[0];
}
