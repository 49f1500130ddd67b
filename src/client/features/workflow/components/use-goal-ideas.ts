import { useEffect, useState } from 'react';
// Types only: erased from the build, so the module itself still loads on demand below.
import type * as GoalCategoriesModule from '#shared/goal-categories';

type GoalCategories = typeof GoalCategoriesModule;

let loading: Promise<GoalCategories> | undefined;

/**
 * The goal matcher and the tactic ideas, loaded on first use: they are only needed on the
 * Brainstorm step, never on the landing page (docs/product.md, Tactic ideas).
 * Undefined until loaded, or if loading failed (the step works without ideas).
 */
export function useGoalIdeas(): GoalCategories['ideasForGoal'] | undefined {
  const [module, setModule] = useState<GoalCategories>();
  useEffect(() => {
    let current = true;
    loading ??= import('#shared/goal-categories');
    loading.then(
      (loaded) => current && setModule(loaded),
      () => {
        loading = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return module?.ideasForGoal;
}
