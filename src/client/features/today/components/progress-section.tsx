import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { localDateOf, type LocalDate } from '#shared/schedule';
import { isOpenGoal } from '#shared/scoring';
import type { TodayPlan } from '#shared/schemas';
import { GoalMeasure } from './goal-measure.tsx';
import { Section } from './section.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import 'virtual:messages/schedule';

/**
 * Per goal: one-offs done of total and check-ins in 4 weeks; then 8 weeks of activity. Achieved
 * goals come last, marked as the Done list marks them, with nothing left to add (docs/product.md,
 * "Goals that finish").
 */
export function ProgressSection({ plan }: { plan: TodayPlan }) {
  const t = useT();
  const { today } = plan;
  // The figures come with Today's read, worked out from every tactic (docs/decisions/250).
  const figures = new Map(plan.progress.map((figure) => [figure.goalId, figure]));
  const open = plan.goals.filter(isOpenGoal);
  const achieved = plan.goals.filter((goal) => !isOpenGoal(goal));
  const goals = [...open, ...achieved].map((goal) => ({
    goal,
    done: figures.get(goal.id)?.done ?? 0,
    total: figures.get(goal.id)?.total ?? 0,
    checkIns: figures.get(goal.id)?.checkIns ?? 0,
  }));
  return (
    <Section title={t('today.progress')}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {goals.map(({ goal, done, total, checkIns }) => (
          <li key={goal.id} className="rounded-lg border border-border bg-card p-4 shadow-card">
            <p className="font-medium">{goal.title}</p>
            {!isOpenGoal(goal) && (
              <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-success">
                <Trophy aria-hidden className="size-4" />
                {t('today.goalAchieved', {
                  day: formatLocalDay(localDateOf(goal.statusChangedAt), today),
                })}
              </p>
            )}
            <p className="mt-1 text-sm text-muted-foreground">
              {t('today.goalFigures', { done, total, checkIns })}
            </p>
            {total > 0 && (
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${(done / total) * 100}%` }}
                />
              </div>
            )}
            <div className="mt-3">
              <GoalMeasure goal={goal} today={today} />
            </div>
          </li>
        ))}
      </ul>
      <ActivityChart weeks={plan.activity} today={today} />
    </Section>
  );
}

/**
 * Bars for the eye, a table for screen readers: the bars are hidden from assistive technology
 * and the visually hidden table below says the same numbers.
 */
function ActivityChart({ weeks, today }: { weeks: TodayPlan['activity']; today: LocalDate }) {
  const t = useT();
  const captionId = useId();
  const highest = Math.max(1, ...weeks.map((week) => Math.max(week.completions, week.checkIns)));
  const height = (count: number) => `${(count / highest) * 100}%`;
  return (
    <figure
      aria-labelledby={captionId}
      className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-card"
    >
      <figcaption id={captionId} className="text-sm font-semibold">
        {t('today.activityCaption')}
      </figcaption>
      <div aria-hidden="true" className="space-y-2">
        <div className="flex h-32 items-end gap-1 sm:gap-2">
          {weeks.map((week) => (
            <div
              key={week.weekStart}
              className="flex h-full flex-1 items-end justify-center gap-0.5"
            >
              <div
                className="w-1/2 max-w-4 rounded-t bg-primary"
                style={{ height: height(week.completions) }}
                title={t('today.barDone', { count: week.completions })}
              />
              <div
                className="w-1/2 max-w-4 rounded-t bg-success"
                style={{ height: height(week.checkIns) }}
                title={t('today.barCheckIns', { count: week.checkIns })}
              />
            </div>
          ))}
        </div>
        <div className="flex gap-1 text-center text-[0.7rem] text-muted-foreground sm:gap-2">
          {weeks.map((week) => {
            // "26 Oct"; on a phone the month goes under the day, so no label is cut short.
            const [day, month] = formatLocalDay(week.weekStart, undefined, {
              weekday: false,
            }).split(' ');
            return (
              <span key={week.weekStart} className="flex-1 leading-tight">
                <span className="max-sm:block">{day}</span>{' '}
                <span className="max-sm:block">{month}</span>
              </span>
            );
          })}
        </div>
        <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-primary" /> {t('today.legendDone')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-success" /> {t('today.legendCheckIns')}
          </span>
        </p>
      </div>
      {/* A table ignores a 1 px width, so the wrapper hides it (and keeps it off the layout). */}
      <div className="sr-only">
        <table>
          <caption>{t('today.activityTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('today.weekOf')}</th>
              <th scope="col">{t('today.legendDone')}</th>
              <th scope="col">{t('today.legendCheckIns')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatLocalDay(week.weekStart, today)}</th>
                <td>{week.completions}</td>
                <td>{week.checkIns}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
