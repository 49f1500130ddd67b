/**
 * The goal matcher with the categories' ideas and their words (the `ideas` area): one chunk,
 * loaded by use-goal-ideas.ts when the Brainstorm step shows, never with the landing page.
 */
import { ideasForGoal } from '#shared/goal-categories';
import type { TacticIdea } from '#shared/tactic-ideas';
import type { ThemeIdeas } from '#shared/theme-ideas';
import { t } from '#client/lib/i18n.tsx';

export { matchGoalTheme } from '#shared/goal-categories';

/** An idea as the person reads it: its title in the language on screen, and its ratings. */
export type ShownIdea = Omit<TacticIdea, 'title'> & { title: string };

/** Where a goal's ideas come from and the ideas themselves, in the language on screen. */
export interface ShownGoalIdeas {
  topic: string;
  ideas: ShownIdea[];
}

/**
 * Every idea for a goal, best first, in the language on screen (call it while rendering, so a
 * change of language shows at once), or null when the title matches nothing.
 */
export function shownIdeasForGoal(title: string, themeIdeas?: ThemeIdeas): ShownGoalIdeas | null {
  const found = ideasForGoal(title, Number.POSITIVE_INFINITY, themeIdeas);
  if (!found) return null;
  return {
    topic: t(found.topic.label),
    ideas: found.ideas.map((idea) => ({ ...idea, title: t(idea.title) })),
  };
}
