import { Sparkles } from 'lucide-react';
import { useSearch } from 'wouter';
import { ratingEstimates, suggestRatings } from '#shared/estimates';
import { describeEstimates } from '#shared/estimates-words';
import type { Outcomes, Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { Message, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

export interface SuggestedRating {
  effort: number;
  impact: number;
}

/**
 * When Prioritize was opened from "Suggest new ratings": a suggestion for each open tactic, and
 * the estimates they come from. Empty otherwise, or while fewer than three done tactics say how
 * they went. Suggestions are only shown; the person applies them and saves with Continue.
 */
export function useSuggestions(outcomes: Outcomes) {
  const asked = new URLSearchParams(useSearch()).get('suggest') === '1';
  const tactics = outcomes.goals.flatMap((goal) => goal.tactics);
  const estimates = asked ? ratingEstimates(tactics) : null;
  const suggestions = new Map<string, SuggestedRating>();
  if (estimates) {
    for (const tactic of tactics) {
      if (!tactic.completed) suggestions.set(tactic.id, suggestRatings(tactic, estimates));
    }
  }
  return { estimates, suggestions };
}

/** Above the sliders: why there are suggestions, and Apply suggestions for every open tactic. */
export function SuggestionsIntro({
  estimates,
  onApplyAll,
}: {
  estimates: NonNullable<ReturnType<typeof useSuggestions>['estimates']>;
  onApplyAll: () => void;
}) {
  const t = useT();
  const sentences = describeEstimates(t, estimates);
  return (
    <section
      aria-labelledby="suggested-ratings"
      className="space-y-2 rounded-lg border border-primary bg-secondary p-4 text-secondary-foreground"
    >
      <h2 id="suggested-ratings" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden className="size-4" />
        {t('workflow.suggestedRatings')}
      </h2>
      <p className="text-sm">{t('workflow.suggestionsIntro', sentences)}</p>
      <Button size="sm" onClick={onApplyAll}>
        {t('workflow.applySuggestions')}
      </Button>
    </section>
  );
}

/** Beside one tactic's sliders: the suggested effort and impact, and Use suggestion. */
export function SuggestionLine({
  tactic,
  suggestion,
  current,
  onUse,
}: {
  tactic: Pick<Tactic, 'title'>;
  suggestion: SuggestedRating | undefined;
  current: SuggestedRating;
  onUse: (suggestion: SuggestedRating) => void;
}) {
  const t = useT();
  if (!suggestion) return null;
  const inUse = suggestion.effort === current.effort && suggestion.impact === current.impact;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
      <span className="flex-1">
        <Message
          id="workflow.suggested"
          values={{ ...suggestion }}
          components={{ 0: <strong className="tabular-nums" /> }}
        />
      </span>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={inUse || undefined}
        onClick={() => !inUse && onUse(suggestion)}
      >
        {t(inUse ? 'workflow.suggestionInUse' : 'workflow.useSuggestion')}
        <span className="sr-only"> {t('workflow.forTactic', { title: tactic.title })}</span>
      </Button>
    </div>
  );
}
