import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import type { CategoryId } from '#shared/categories';
import { IDEA_REASONS } from '#shared/idea-reasons';
import { TACTIC_IDEAS, type TacticIdea } from '#shared/tactic-ideas';
import { findResource } from '../resources.ts';
import { AddToPlanButton, type PlanSource } from './add-to-plan.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/explore';

/** An idea as a tactic: its title and suggested ratings, and the link of the resource that teaches it. */
function ideaSource(idea: TacticIdea): PlanSource {
  const resource = idea.resourceId === undefined ? undefined : findResource(idea.resourceId);
  return {
    name: idea.title,
    title: idea.title,
    effort: idea.effort,
    impact: idea.impact,
    ...(resource && { link: resource.entry.item.link, resourceId: resource.entry.item.id }),
  };
}

/** 'Tactic ideas': the category's ideas, each ready to add to the plan (docs/product.md, Tactic ideas). */
export function TacticIdeasSection({ categoryId }: { categoryId: CategoryId }) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-section="tactic-ideas"
      className="mt-12 border-t border-border pt-10"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <Lightbulb aria-hidden className="size-5 text-primary" />
        {t('explore.tacticIdeas')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TACTIC_IDEAS[categoryId].map((idea) => (
          <li
            key={idea.title}
            className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground"
          >
            <h3 className="text-base leading-snug font-semibold">{idea.title}</h3>
            <p className="text-sm leading-relaxed">{IDEA_REASONS[idea.title]}</p>
            <p className="text-sm text-muted-foreground">
              {t('explore.suggestedRatings', { effort: idea.effort, impact: idea.impact })}
            </p>
            <div className="mt-auto pt-1">
              <AddToPlanButton source={ideaSource(idea)} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
