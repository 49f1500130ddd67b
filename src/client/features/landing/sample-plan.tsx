import { Flag } from 'lucide-react';
import { clsx } from 'clsx';
import { RATING_MAX } from '#shared/limits';
import { samplePlan, type SampleGoal } from '#shared/sample-plan';
import { rankForSummary, score } from '#shared/scoring';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/landing';
import 'virtual:messages/samplePlan';

/** Filled dots out of five, read as one image: 'Difficulty 3 out of 5'. */
export function DifficultyDots({ value }: { value: number }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('landing.difficultyOutOf', { value, max: RATING_MAX })}
      className="inline-flex items-center gap-1"
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <span
          key={index}
          className={clsx(
            'size-2.5 rounded-full border',
            index < value ? 'border-primary bg-primary' : 'border-input bg-transparent',
          )}
        />
      ))}
    </span>
  );
}

/** 'Effort 2/5' on screen, 'Effort 2 out of 5' to a screen reader. */
function Rating({ label, value }: { label: string; value: number }) {
  const t = useT();
  return (
    <span className="inline-flex items-baseline gap-1">
      <span className="text-muted-foreground">{label}</span>
      <span aria-hidden="true" className="font-semibold tabular-nums">
        {value}/{RATING_MAX}
      </span>
      <span className="sr-only">{t('landing.outOf', { value, max: RATING_MAX })}</span>
    </span>
  );
}

function SampleGoalCard({ goal }: { goal: SampleGoal }) {
  const t = useT();
  return (
    <article className="rounded-lg border border-border bg-card p-4 sm:p-5 text-card-foreground shadow-card">
      <div className="grid gap-2">
        <h4 className="font-semibold">{goal.title}</h4>
        <span className="inline-flex items-center gap-2 text-xs text-muted-foreground">
          <span aria-hidden="true">{t('landing.difficulty')}</span>
          <DifficultyDots value={goal.difficulty} />
        </span>
      </div>
      <p className="mt-4 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('landing.tacticsBestFirst')}
      </p>
      <ul className="mt-2 grid gap-2">
        {rankForSummary(goal.tactics).map((tactic) => (
          <li
            key={tactic.title}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm"
          >
            <span className="min-w-0 basis-full font-medium sm:basis-auto">
              {/* Stored with plain spaces; "7 pm" only keeps together on screen. */}
              {tactic.title.replace(/ (?=[ap]m\b)/g, '\u00a0')}
            </span>
            <span className="flex flex-wrap gap-x-3 text-xs">
              <Rating label={t('landing.effort')} value={tactic.effort} />
              <Rating label={t('landing.impact')} value={tactic.impact} />
              <span className="inline-flex items-baseline gap-1">
                <span className="text-muted-foreground">{t('landing.score')}</span>
                <span className="font-semibold text-primary tabular-nums">{score(tactic)}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** 'See How It Works': a sample outcome, its goals and their rated tactics. */
export function SamplePlan() {
  const t = useT();
  const sample = samplePlan(t);
  return (
    <div className="rounded-xl border border-border bg-muted/60 p-3 sm:p-6">
      <div className="flex items-center gap-3 p-1 sm:p-0">
        <span className="grid size-10 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground">
          <Flag aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('landing.sampleOutcome')}
          </p>
          <h3 className="text-lg font-semibold">{sample.outcome}</h3>
        </div>
      </div>
      <div className="mt-5 grid gap-4 lg:grid-cols-2">
        {sample.goals.map((goal) => (
          <SampleGoalCard key={goal.title} goal={goal} />
        ))}
      </div>
    </div>
  );
}
