import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { localDateOf, type LocalDate } from '#shared/schedule';
import { isOpenGoal } from '#shared/scoring';
import type { TodayPlan } from '#shared/schemas';
import { PROGRESS_SHOWN_FIRST, progressOrder, type GoalFigures } from '#shared/today-plan';
import { ShownFirstList, type ShownFirstRest } from '#client/components/ui/shown-first.tsx';
import type { ItemProps } from '#client/components/ui/virtual-list.tsx';
import { currentOutcomeOf, useChosenOutcomeId } from '#client/plan/current-outcome.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { GoalMeasure } from './goal-measure.tsx';
import { Section } from './section.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import { formatNumber, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import 'virtual:messages/schedule';

/**
 * Per goal: one-offs done of total and check-ins in 4 weeks; then 8 weeks of activity. Achieved
 * goals come last, marked as the Done list marks them, with nothing left to add (docs/product.md,
 * "Goals that finish"). A plan of many goals shows those worked on first, a screenful, and the
 * rest on request, rendered as they come on screen (docs/decisions/251).
 */
export function ProgressSection({ plan, rest }: { plan: TodayPlan; rest?: ShownFirstRest }) {
  const t = useT();
  const { today } = plan;
  const chosenId = useChosenOutcomeId();
  const { dayStartsAt } = useDaySettings();
  // The figures come with Today's read, worked out from every tactic (docs/decisions/250).
  const goals = progressOrder(plan, currentOutcomeOf(plan.outcomes, chosenId)?.id, dayStartsAt);
  const card = ({ goal, done, total, checkIns }: GoalFigures, itemProps: ItemProps = {}) => (
    <li
      key={goal.id}
      {...itemProps}
      className="rounded-lg border border-border bg-card p-4 shadow-card"
    >
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
  );
  return (
    <Section title={t('today.progress')}>
      {/* Hundreds of goals render as they come on screen, one column (docs/decisions/121). */}
      <ShownFirstList
        items={goals}
        first={PROGRESS_SHOWN_FIRST}
        words={{
          showingFirst: (shown, count) => t('today.progressShowingFirst', { shown, count }),
          showingAll: (count) => t('today.progressShowingAll', { count }),
          showAll: (count) => t('today.progressShowAll', { count }),
          showFewer: (shown) => t('today.progressShowFewer', { shown }),
        }}
        formatCount={formatNumber}
        rest={rest}
        className="grid gap-2 sm:grid-cols-2"
        itemKey={({ goal }) => goal.id}
        estimateSize={({ goal }) => (goal.measure ? 320 : 110)}
        gap={8}
      >
        {card}
      </ShownFirstList>
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
