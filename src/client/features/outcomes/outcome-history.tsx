import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { localDateOf } from '#shared/schedule';
import type { GoalWithTactics, OutcomePlan, Tactic } from '#shared/schemas';
import { ratingOrDefault, score } from '#shared/scoring';
import { Button } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { useUpdateOutcome } from '#client/plan/outcome-list.ts';
import { useOutcome } from '#client/plan/outcomes.ts';
import { LoadState } from './load-state.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/outcomes';
import 'virtual:messages/schedule';

/**
 * '/outcomes/{id}': one outcome read as history, its goals, tactics, ratings, check-ins and how
 * it went, read-only; **Restore** makes a finished or archived one active again (docs/product.md,
 * Outcomes).
 */
export function OutcomeHistoryPage({ outcomeId }: { outcomeId: string }) {
  const t = useT();
  const query = useOutcome(outcomeId);
  return (
    <main className="mx-auto max-w-3xl space-y-6">
      <Link
        href={PATHS.outcomes}
        className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('outcomes.allOutcomes')}
      </Link>
      <LoadState query={query}>{(outcome) => <History outcome={outcome} />}</LoadState>
    </main>
  );
}

function History({ outcome }: { outcome: OutcomePlan }) {
  const t = useT();
  const update = useUpdateOutcome();
  const finished = outcome.status !== 'active';
  const { status, statusChangedAt } = outcome;
  return (
    <>
      <title>{`${outcome.title} · Momentum`}</title>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{outcome.title}</h1>
        <p className="text-muted-foreground">
          {!finished
            ? t('outcomes.active')
            : statusChangedAt
              ? t('outcomes.finishedOn', {
                  status,
                  day: formatLocalDay(localDateOf(statusChangedAt)),
                })
              : t('outcomes.finished', { status })}
        </p>
        {finished && (
          <Button
            variant="outline"
            onClick={() => update.mutate({ id: outcome.id, status: 'active' })}
            disabled={update.isPending}
          >
            {t('outcomes.restore')}
          </Button>
        )}
      </header>
      {outcome.goals.length === 0 ? (
        <p className="text-muted-foreground">{t('outcomes.hadNoGoals')}</p>
      ) : (
        outcome.goals.map((goal) => <GoalHistory key={goal.id} goal={goal} />)
      )}
    </>
  );
}

function GoalHistory({ goal }: { goal: GoalWithTactics }) {
  const t = useT();
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
            ? t('outcomes.goalAchieved', { day: formatLocalDay(localDateOf(goal.statusChangedAt)) })
            : t('outcomes.goalOpen')}
          {goal.targetDate &&
            ` · ${t('outcomes.targetDate', { day: formatLocalDay(goal.targetDate) })}`}
        </p>
      </div>
      {goal.tactics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('outcomes.noTactics')}</p>
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

function TacticHistory({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const howItWent =
    tactic.actualEffort !== null || tactic.actualImpact !== null
      ? t('outcomes.howItWent', {
          effort: tactic.actualEffort ?? '-',
          impact: tactic.actualImpact ?? '-',
        })
      : null;
  return (
    <li className="space-y-1 py-2">
      <p className="font-medium">{tactic.title}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{t('outcomes.impact', { rating: ratingOrDefault(tactic.impact) })}</span>
        <span>{t('outcomes.effort', { rating: ratingOrDefault(tactic.effort) })}</span>
        <span>{t('outcomes.score', { score: score(tactic) })}</span>
        {tactic.completed && (
          <span>
            {tactic.completedAt
              ? t('outcomes.doneOn', { day: formatLocalDay(localDateOf(tactic.completedAt)) })
              : t('outcomes.done')}
          </span>
        )}
        {tactic.checkIns.length > 0 && (
          <span>{t('outcomes.checkIns', { count: tactic.checkIns.length })}</span>
        )}
        {howItWent && <span>{howItWent}</span>}
      </p>
    </li>
  );
}
