import { withLibraryWords } from '#client/lib/load-chunk.ts';
import { useEffect, useState } from 'react';
// Types only: erased from the build, so the modules themselves still load on demand below.
import type * as GoalCategoriesModule from './goal-ideas-matcher.ts';
import type * as ThemeIdeasModule from '#shared/theme-ideas';

type GoalCategories = typeof GoalCategoriesModule;
type ThemeIdeas = typeof ThemeIdeasModule;

let loadingMatcher: Promise<GoalCategories> | undefined;
let loadingThemes: Promise<ThemeIdeas> | undefined;

/** Loads a module once per page; a failed load may be tried again by the next component. */
function useLoaded<T>(wanted: boolean, load: () => Promise<T>, forget: () => void): T | undefined {
  const [module, setModule] = useState<T>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load().then(
      (loaded) => current && setModule(loaded),
      () => forget(),
    );
    return () => {
      current = false;
    };
    // The loaders are module-level and stable; only `wanted` starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return module;
}

/**
 * A goal's ideas (docs/product.md, Tactic ideas). The matcher and the categories' ideas load on
 * first use with their words, only on the Brainstorm step, never with the landing page; the
 * themes' ideas and words load only once a goal's title names a theme. The ideas are in the
 * language on screen. Undefined while loading, or if loading failed (the step works without
 * ideas).
 */
export function useGoalIdeas(
  goalTitle: string,
): { found: GoalCategoriesModule.ShownGoalIdeas | null } | undefined {
  const matcher = useLoaded(
    true,
    () => (loadingMatcher ??= withLibraryWords(import('./goal-ideas-matcher.ts'))),
    () => (loadingMatcher = undefined),
  );
  const theme = matcher?.matchGoalTheme(goalTitle) ?? null;
  const themes = useLoaded(
    theme !== null,
    () => (loadingThemes ??= withLibraryWords(import('#shared/theme-ideas'))),
    () => (loadingThemes = undefined),
  );
  if (!matcher || (theme !== null && !themes)) return undefined;
  return { found: matcher.shownIdeasForGoal(goalTitle, themes?.THEME_IDEAS) };
}
