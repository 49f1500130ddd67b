/**
 * Every path the app shows, written once (docs/product.md, Routes): the routes, the top bar, the
 * step sidebar and every link or navigate call read them from here.
 */
export const PATHS = {
  home: '/',
  goals: '/goals',
  tactics: '/tactics',
  evaluate: '/evaluate',
  summary: '/summary',
  actionPlan: '/action-plan',
  today: '/today',
  explore: '/explore',
  account: '/account',
  outcomes: '/outcomes',
  review: '/review',
} as const;

/** One Explore category's page. */
export const explorePath = (categoryId: string) => `${PATHS.explore}/${categoryId}`;

/** One outcome's page: its history when finished or archived (docs/product.md, Outcomes). */
export const outcomePath = (outcomeId: string) => `${PATHS.outcomes}/${outcomeId}`;

/** Prioritize with suggested ratings beside the sliders (docs/decisions/016-learning-ratings.md). */
export const SUGGEST_PATH = `${PATHS.evaluate}?suggest=1`;
