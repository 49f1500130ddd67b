import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatDay, localDateOf } from '#shared/schedule';
import type { GoalWithTactics, OutcomePlan, Tactic } from '#shared/schemas';
import { ratingOrDefault, score } from '#shared/scoring';
import { Button } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { useUpdateOutcome } from '#client/plan/outcome-list.ts';
import { useOutcome } from '#client/plan/outcomes.ts';
import { LoadState } from './load-state.tsx';
import { t } from '#client/lib/i18n.tsx';
import 'virtual:messages/schedule';

const STATUS_WORDS = { active: 'Active', achieved: 'Achieved', archived: 'Archived' } as const;

/**
 * '/outcomes/{id}': one outcome read as history, its goals, tactics, ratings, check-ins and how
 * it went, read-only; **Restore** makes a finished or archived one active again (docs/product.md,
 * Outcomes).
 */
export function OutcomeHistoryPage({ outcomeId }: { outcomeId: string }) {
  const query = useOutcome(outcomeId);
  return (
    <main className="mx-auto max-w-3xl space-y-6">
      <Link
        href={PATHS.outcomes}
        className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All outcomes
      </Link>
      <LoadState query={query}>{(outcome) => <History outcome={outcome} />}</LoadState>
    </main>
  );
}

function History({ outcome }: { outcome: OutcomePlan }) {
  const update = useUpdateOutcome();
  const finished = outcome.status !== 'active';
  const since = outcome.statusChangedAt
    ? ` on ${formatDay(t, localDateOf(outcome.statusChangedAt))}`
    : '';
  return (
    <>
      <title>{`${outcome.title} · Momentum`}</title>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{outcome.title}</h1>
        <p className="text-muted-foreground">
          {STATUS_WORDS[outcome.status]}
          {finished && since}
          {finished && '. Read-only until restored.'}
        </p>
        {finished && (
          <Button
            variant="outline"
            onClick={() => update.mutate({ id: outcome.id, status: 'active' })}
            disabled={update.isPending}
          >
            Restore
          </Button>
        )}
      </header>
      {outcome.goals.length === 0 ? (
        <p className="text-muted-foreground">This outcome had no goals.</p>
      ) : (
        outcome.goals.map((goal) => <GoalHistory key={goal.id} goal={goal} />)
      )}
    </>
  );
}

function GoalHistory({ goal }: { goal: GoalWithTactics }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-card"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {goal.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {goal.status === 'achieved'
            ? `Goal achieved ${formatDay(t, localDateOf(goal.statusChangedAt))}`
            : 'Goal open'}
          {goal.targetDate && ` · target date ${formatDay(t, goal.targetDate)}`}
        </p>
      </div>
      {goal.tactics.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tactics.</p>
      ) : (
        <ul className="divide-y divide-border">
          {goal.tactics.map((tactic) => (
            <TacticHistory key={tactic.id} tactic={tactic} />
          ))}
        </ul>
      )}
    </section>
  );
}

const checkInWords = (n: number) => (n === 1 ? '1 check-in' : `${n} check-ins`);

function TacticHistory({ tactic }: { tactic: Tactic }) {
  const howItWent =
    tactic.actualEffort !== null || tactic.actualImpact !== null
      ? `How it went: effort ${tactic.actualEffort ?? '-'}, impact ${tactic.actualImpact ?? '-'}`
      : null;
  return (
    <li className="space-y-1 py-2">
      <p className="font-medium">{tactic.title}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>Impact {ratingOrDefault(tactic.impact)}</span>
        <span>Effort {ratingOrDefault(tactic.effort)}</span>
        <span>Score {score(tactic)}</span>
        {tactic.completed && (
          <span>
            Done{tactic.completedAt && ` ${formatDay(t, localDateOf(tactic.completedAt))}`}
          </span>
        )}
        {tactic.checkIns.length > 0 && <span>{checkInWords(tactic.checkIns.length)}</span>}
        {howItWent && <span>{howItWent}</span>}
      </p>
    </li>
  );
}
