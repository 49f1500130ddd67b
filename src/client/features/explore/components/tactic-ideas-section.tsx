import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import type { CategoryId } from '#shared/categories';
import { ideaReason, TACTIC_IDEAS, type TacticIdea } from '#shared/tactic-ideas';
import { useT } from '#client/lib/i18n.tsx';
import { findResource } from '../resources.ts';
import { AddToPlanButton, type PlanSource } from './add-to-plan.tsx';
import 'virtual:messages/ideas';
import 'virtual:messages/ideaReasons';

/**
 * An idea as a tactic: its title in the language shown (the tactic keeps the words the person
 * read), its suggested ratings, and the link of the resource that teaches it.
 */
function ideaSource(idea: TacticIdea, title: string): PlanSource {
  const resource = idea.resourceId === undefined ? undefined : findResource(idea.resourceId);
  return {
    name: title,
    title,
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
        {t('ideas.sectionTitle')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TACTIC_IDEAS[categoryId].map((idea) => {
          const title = t(idea.title);
          return (
            <li
              key={idea.title}
              className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground"
            >
              <h3 className="text-base leading-snug font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed">{t(ideaReason(idea))}</p>
              <p className="text-sm text-muted-foreground">
                {t('ideas.suggestedRatings', { effort: idea.effort, impact: idea.impact })}
              </p>
              <div className="mt-auto pt-1">
                <AddToPlanButton source={ideaSource(idea, title)} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
