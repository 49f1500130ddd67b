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
  join: '/join',
  shared: '/shared',
} as const;

/** One Explore category's page. */
export const explorePath = (categoryId: string) => `${PATHS.explore}/${categoryId}`;

/** One outcome's page: its history when finished or archived (docs/product.md, Outcomes). */
export const outcomePath = (outcomeId: string) => `${PATHS.outcomes}/${outcomeId}`;

/** Prioritize with suggested ratings beside the sliders (docs/decisions/016-learning-ratings.md). */
export const SUGGEST_PATH = `${PATHS.evaluate}?suggest=1`;

/** An invitation link's page (docs/product.md, Partners): its token is the credential. */
export const joinPath = (token: string) => `${PATHS.join}/${token}`;

/** The token of an invitation link's path, or undefined on any other path. */
export const joinTokenOf = (path: string) => /^\/join\/([A-Za-z0-9_-]+)\/?$/i.exec(path)?.[1];

/** Outcomes with one outcome's Share with a partner dialog open (from the switcher's menu). */
export const sharePath = (outcomeId: string) => `${PATHS.outcomes}?share=${outcomeId}`;

/** The read-only view of an outcome someone shares with the signed-in person. */
export const sharedPath = (outcomeId: string) => `${PATHS.shared}/${outcomeId}`;
