import { Compass, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import type { ShownIdea } from './goal-ideas-matcher.ts';
import { useGoalIdeas } from './use-goal-ideas.ts';
import { PATHS } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/** How many ideas a goal is offered at once (docs/product.md, Tactic ideas). */
const IDEAS_SHOWN = 3;

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Ideas for this goal': the best ideas of the theme or category the goal's title matches, each added as
 * a tactic row with one click, titled in the language on screen; ideas already among the goal's
 * rows (compared in that language) are left out. A goal that
 * matches no category is pointed to Explore instead.
 */
export function GoalIdeas({
  goalTitle,
  rowTitles,
  disabled,
  onAdd,
}: {
  goalTitle: string;
  rowTitles: readonly string[];
  disabled: boolean;
  onAdd: (idea: ShownIdea) => void;
}) {
  const t = useT();
  const headingId = useId();
  const loaded = useGoalIdeas(goalTitle);
  if (!loaded) return null;
  const { found } = loaded;
  if (!found) {
    return (
      <p className="mt-4 text-sm">
        <Link
          href={PATHS.explore}
          className="inline-flex min-h-6 items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Compass aria-hidden className="size-4" />
          {t('workflow.browseIdeas')}
        </Link>
      </p>
    );
  }
  const ideas = found.ideas
    .filter((idea) => !rowTitles.some((title) => sameTitle(title, idea.title)))
    .slice(0, IDEAS_SHOWN);
  if (ideas.length === 0) return null;
  return (
    // A plain group, not a region: the step's regions are its goals.
    <div role="group" aria-labelledby={headingId} className="mt-5 border-t border-border pt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('workflow.ideasForGoal')} <span className="sr-only">{goalTitle}</span>
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('workflow.ideasFrom', { topic: found.topic })}
      </p>
      <ul className="mt-2 space-y-2">
        {ideas.map((idea) => (
          <li key={idea.title} className="flex items-start gap-2">
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t('workflow.addIdea', { title: idea.title })}
              disabled={disabled}
              onClick={() => onAdd(idea)}
            >
              <Plus aria-hidden />
            </Button>
            <div className="min-w-0 pt-1.5 text-sm">
              <p className="font-medium">{idea.title}</p>
              <p className="text-muted-foreground">
                {t('workflow.ideaRatings', { effort: idea.effort, impact: idea.impact })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
