import { useId, useState } from 'react';
import { useQuery, type FetchStatus } from '@tanstack/react-query';
import {
  inTheWeekFirst,
  loggedInWeek,
  REFLECTION_MAX_LENGTH,
  REFLECTION_PROMPTS,
  REVIEW_SHOWN_FIRST,
  reviewedWeek,
  weekHeldSomething,
  withKept,
  namesItsGoals,
  weekNotes,
  type Review,
  type WeekFigures,
} from '#shared/review';
import { addDays } from '#shared/schedule';
import { usePersonToday } from '#client/plan/day-settings.ts';
import type { ReviewPlan } from '#shared/review-schemas';
import { nextWeekTactics, withFigures } from '#shared/review-plan';
import { Button } from '#client/components/ui/button.tsx';
import {
  ShownFirstList,
  type ShownFirstRest,
  type ShownFirstWords,
} from '#client/components/ui/shown-first.tsx';
import type { ItemProps } from '#client/components/ui/virtual-list.tsx';

import { GoalProgress } from '#client/components/goal-progress/goal-progress.tsx';
import { useReviewPlan } from '#client/plan/review-read.ts';
import { reviewKey, useReviews } from '#client/plan/reviews.ts';
import { useSaveReview } from '#client/plan/save-review.ts';
import { useSetSchedule } from '#client/plan/schedule.ts';
import { SlippedSection } from './slipped-section.tsx';
import { ReviewSection } from './review-section.tsx';
import { formatNumber, useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import 'virtual:messages/review';
import 'virtual:messages/schedule';

type Answers = Record<keyof typeof REFLECTION_PROMPTS, string>;
const NO_ANSWERS: Answers = { wentWell: '', gotInTheWay: '', changeNext: '' };

/** `/review`: the weekly review (docs/product.md, "Weekly review"). */
export function ReviewPage() {
  const t = useT();
  // The person's day and week (docs/decisions/262): a Sunday week is keyed by its Sunday.
  const { today, weekStartsOn } = usePersonToday();
  // The review's own read: what it shows, not the whole plan (docs/decisions/250).
  const outcomes = useReviewPlan(today, weekStartsOn);
  return (
    <main className="mx-auto max-w-3xl space-y-6">
      <title>{t('review.documentTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('review.title')}</h1>
      {outcomes.data ? (
        <ReviewView outcomes={outcomes.data} />
      ) : outcomes.isError ? (
        <p role="alert">{outcomes.error.message}</p>
      ) : (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('review.loadingPlan')}
        </p>
      )}
    </main>
  );
}

/**
 * The page once the review's read is loaded. The read holds what the page shows first and the
 * week's figures of every goal; "Show all" on What slipped or Measures reads everything
 * (shown=all), and the page shows that read from then on (docs/decisions/256, as Today's, 253).
 */
function ReviewView({ outcomes: firstRead }: { outcomes: ReviewPlan }) {
  const t = useT();
  const { today, weekStartsOn } = usePersonToday();
  const week = reviewedWeek(today, weekStartsOn);
  const reviews = useReviews();
  const saved = reviews.data?.reviews.find((review) => review.weekStart === week);
  const first = withFigures(firstRead, weekStartsOn);
  const [wantsAll, setWantsAll] = useState(false);
  const full = useReviewPlan(first.today, weekStartsOn, 'all', wantsAll && !first.shown.all);
  const outcomes = wantsAll && full.data?.today === first.today ? full.data : first;
  // The figures as they were before a Reschedule on this page: the server counts the week with
  // the schedules it reads, so a read after the change would rewrite it. A saved week keeps the
  // figures saved with it (docs/decisions/101-reviews-keep-their-figures.md).
  const [before, setBefore] = useState<WeekFigures>();
  // The answers as typed, kept above the form it remounts: a save the server refuses (a body over
  // its limit, decision 254) reloads the list without the review, and nothing typed is lost.
  const [typed, setTyped] = useState<Answers>();
  const { shown } = outcomes;
  // Until the server's answer to a save, the list holds what the page sent (named by id).
  const savedWhole = saved && !namesItsGoals(saved.figures) ? saved : undefined;
  const figures = withKept(outcomes.figures, before);
  const restOf = (count: number): ShownFirstRest | undefined =>
    shown.all ? undefined : readsTheRest(t, count, () => setWantsAll(true), full.fetchStatus);
  // Goals with a value logged in the week first, when there are many (docs/decisions/254).
  const measured = inTheWeekFirst(
    outcomes.goals.filter((goal) => goal.measure),
    (goal) => loggedInWeek(goal, week),
    shown.measured,
  );
  const notes = weekNotes(
    outcomes.goals.flatMap((goal) => goal.tactics),
    week,
    today,
  );
  return (
    <>
      <p className="text-muted-foreground">
        {t('review.weekRange', {
          from: formatLocalDay(week, today),
          to: formatLocalDay(addDays(week, 6), today),
        })}
      </p>
      <ReviewSection id="review-last-week" title={t('review.lastWeek')}>
        {savedWhole ? (
          <SavedFigures review={savedWhole} />
        ) : (
          <FiguresList figures={figures} rest={restOf(shown.goals)} />
        )}
        {measured.length > 0 && (
          <>
            <h3 className="pt-2 font-semibold">{t('review.measures')}</h3>
            {/* At the limits a hundred charts: a screenful first (docs/decisions/254). */}
            <GoalsShownFirst
              list="measures"
              items={measured}
              rest={restOf(shown.measured)}
              className="space-y-4"
              itemKey={(goal) => goal.id}
              estimateSize={(goal) => (goal.measurements.length > 0 ? 220 : 48)}
              gap={16}
            >
              {(goal, itemProps: ItemProps = {}) => (
                <li key={goal.id} {...itemProps}>
                  <GoalProgress
                    title={goal.title}
                    measure={goal.measure!}
                    measurements={goal.measurements}
                    targetDate={goal.targetDate}
                    today={today}
                  />
                </li>
              )}
            </GoalsShownFirst>
          </>
        )}
        <h3 className="pt-2 font-semibold">{t('review.notes')}</h3>
        {notes.length === 0 ? (
          <p className="text-sm">{t('review.noNotes')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {notes.map((note, index) => (
              <li key={index}>
                <span className="text-muted-foreground">{formatLocalDay(note.date, today)}</span> ·{' '}
                <span className="font-medium">{note.tactic}</span>: {note.note}
              </li>
            ))}
          </ul>
        )}
      </ReviewSection>
      <SlippedSection
        outcomes={outcomes}
        today={today}
        restOf={restOf}
        onReschedule={() => setBefore((now) => now ?? outcomes.figures)}
      />
      {/* Keyed by the saved review: the form starts from it once the list has loaded. */}
      <ReflectForm
        key={saved?.savedAt ?? (reviews.isPending ? 'loading' : 'new')}
        week={week}
        figures={figures}
        saved={saved}
        typed={typed}
        onType={setTyped}
      />
      <NextWeekSection outcomes={outcomes} today={today} />
      <PastReviews reviews={reviews.data?.reviews ?? []} />
    </>
  );
}

/**
 * A long list of goals, Last week's figures or Measures: the first REVIEW_SHOWN_FIRST, the rest
 * on request (docs/decisions/254). Its words say the count with its plural, so they take the
 * list's own count rather than the formatted one.
 */
function GoalsShownFirst<T>({
  list,
  ...props
}: { list: 'figures' | 'measures' } & Omit<
  Parameters<typeof ShownFirstList<T>>[0],
  'first' | 'words' | 'formatCount'
>) {
  const t = useT();
  const count = Math.max(props.rest?.count ?? 0, props.items.length);
  const words: ShownFirstWords = {
    showingFirst: (shown) => t(`review.${list}ShowingFirst`, { shown, count }),
    showingAll: () => t(`review.${list}ShowingAll`, { count }),
    showAll: () => t(`review.${list}ShowAll`, { count }),
    showFewer: (shown) => t('review.goalsShowFewer', { shown }),
  };
  return (
    <ShownFirstList
      {...props}
      first={REVIEW_SHOWN_FIRST}
      words={words}
      formatCount={formatNumber}
    />
  );
}

/** What a Show all that reads the rest says and does: `fetchStatus` is the read's. */
function readsTheRest(
  t: ReturnType<typeof useT>,
  count: number,
  load: () => void,
  fetchStatus: FetchStatus,
): ShownFirstRest {
  return {
    count,
    load,
    state: fetchStatus === 'paused' ? 'offline' : fetchStatus === 'fetching' ? 'loading' : 'idle',
    words: {
      loading: (total) => t('review.showAllLoading', { count: total }),
      offline: t('review.showAllOffline'),
    },
  };
}

/**
 * A saved review's figures: listed, the first goals of many (`goalCount`), whose Show all reads
 * the review whole (docs/decisions/257).
 */
function SavedFigures({ review }: { review: Review }) {
  const t = useT();
  const [wantsAll, setWantsAll] = useState(false);
  const whole = useQuery<Review>({
    queryKey: reviewKey(review.weekStart),
    enabled: wantsAll && review.goalCount !== undefined,
  });
  const all = whole.data?.savedAt === review.savedAt ? whole.data : undefined;
  return (
    <FiguresList
      figures={all?.figures ?? review.figures}
      rest={
        review.goalCount === undefined || all
          ? undefined
          : readsTheRest(t, review.goalCount, () => setWantsAll(true), whole.fetchStatus)
      }
    />
  );
}

/**
 * A week's figures per goal, as saved or worked out: every goal is kept in them (decision 101);
 * at the limits a thousand, so those with something in the week show first (decision 254).
 */
function FiguresList({ figures, rest }: { figures: WeekFigures; rest?: ShownFirstRest }) {
  const t = useT();
  if (figures.goals.length === 0) return <p className="text-sm">{t('review.noGoals')}</p>;
  // Keyed by their place in the figures: a goal's title need not be unique.
  const goals = inTheWeekFirst(
    figures.goals.map((goal, index) => ({ goal, key: goal.id ?? String(index) })),
    ({ goal }) => weekHeldSomething(goal),
    rest?.count,
  );
  return (
    <GoalsShownFirst
      list="figures"
      items={goals}
      rest={rest}
      className="space-y-3"
      itemKey={({ key }) => key}
      estimateSize={({ goal }) => 48 + 20 * goal.repeats.length}
      gap={12}
    >
      {({ goal, key }, itemProps: ItemProps = {}) => (
        <li key={key} {...itemProps} className="space-y-1">
          <p className="font-medium">{goal.title}</p>
          <p className="text-sm">{t('review.oneOffsDone', { count: goal.done })}</p>
          {goal.repeats.length > 0 && (
            <ul className="space-y-0.5 text-sm">
              {goal.repeats.map((repeat, i) => (
                <li key={i}>
                  {t('review.repeatRun', {
                    title: repeat.title,
                    checkIns: repeat.checkIns,
                    scheduled: repeat.scheduled,
                  })}
                  {repeat.scheduled > 0 &&
                    ` · ${t(repeat.checkIns === repeat.scheduled ? 'review.streakWon' : 'review.streakLost')}`}
                </li>
              ))}
            </ul>
          )}
        </li>
      )}
    </GoalsShownFirst>
  );
}

function ReflectForm({
  week,
  figures,
  saved,
  typed,
  onType,
}: {
  week: string;
  figures: WeekFigures;
  saved: Review | undefined;
  typed: Answers | undefined;
  onType: (answers: Answers) => void;
}) {
  const t = useT();
  const save = useSaveReview();
  const [answers, setAnswers] = useState<Answers>(
    typed ??
      (saved
        ? { wentWell: saved.wentWell, gotInTheWay: saved.gotInTheWay, changeNext: saved.changeNext }
        : NO_ANSWERS),
  );
  const baseId = useId();
  return (
    <ReviewSection id="review-reflect" title={t('review.reflect')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          // Saved again, the review keeps the figures it was first saved with (decision 101).
          save.mutate({ weekStart: week, review: saved ? answers : { ...answers, figures } });
        }}
      >
        {(Object.keys(REFLECTION_PROMPTS) as (keyof Answers)[]).map((key) => (
          <div key={key} className="space-y-1.5">
            <label htmlFor={`${baseId}-${key}`} className="block text-sm font-medium">
              {t(REFLECTION_PROMPTS[key])}
            </label>
            <textarea
              id={`${baseId}-${key}`}
              value={answers[key]}
              maxLength={REFLECTION_MAX_LENGTH}
              rows={3}
              aria-describedby={`${baseId}-${key}-count`}
              onChange={(event) => {
                const next = { ...answers, [key]: event.target.value };
                setAnswers(next);
                onType(next);
              }}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <p id={`${baseId}-${key}-count`} className="text-xs text-muted-foreground">
              {t('review.characters', {
                count: formatNumber(answers[key].length),
                max: formatNumber(REFLECTION_MAX_LENGTH),
              })}
            </p>
          </div>
        ))}
        <Button type="submit" disabled={save.isPending}>
          {t('review.saveReview')}
        </Button>
      </form>
    </ReviewSection>
  );
}

/**
 * The top open one-off tactics by score, each one tap from being due on a chosen day: open work as
 * the action plan ranks it (docs/product.md, "What leaves the ranking"), so none of an achieved goal.
 */
function NextWeekSection({ outcomes, today }: { outcomes: ReviewPlan; today: string }) {
  const t = useT();
  const setSchedule = useSetSchedule();
  const open = nextWeekTactics(outcomes.goals);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i + 1));
  return (
    <ReviewSection id="review-next-week" title={t('review.nextWeek')}>
      {open.length === 0 ? (
        <p className="text-sm">{t('review.noOpenOneOffs')}</p>
      ) : (
        <ol className="space-y-2">
          {open.map((tactic) => (
            <li key={tactic.id} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 font-medium">{tactic.title}</span>
              <label className="sr-only" htmlFor={`next-${tactic.id}`}>
                {t('review.dayFor', { title: tactic.title })}
              </label>
              <select
                id={`next-${tactic.id}`}
                value={tactic.dueDate && days.includes(tactic.dueDate) ? tactic.dueDate : ''}
                onChange={(event) =>
                  setSchedule.mutate({
                    id: tactic.id,
                    dueDate: event.target.value || null,
                    repeat: null,
                  })
                }
                className="min-h-10 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <option value="">
                  {tactic.dueDate
                    ? t('review.dueOn', { day: formatLocalDay(tactic.dueDate, today) })
                    : t('review.noDay')}
                </option>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {formatLocalDay(day, today)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      )}
    </ReviewSection>
  );
}

/** Earlier reviews, newest first, read-only with their figures as saved. */
function PastReviews({ reviews }: { reviews: readonly Review[] }) {
  const t = useT();
  return (
    <ReviewSection id="review-past" title={t('review.pastReviews')} plain>
      {reviews.length === 0 ? (
        <p className="text-sm">{t('review.noReviews')}</p>
      ) : (
        <ul className="space-y-2">
          {reviews.map((review) => (
            <li key={review.weekStart}>
              <details className="rounded-lg border border-border bg-card p-3">
                <summary className="cursor-pointer font-medium">
                  {t('review.pastWeekOf', {
                    day: formatLocalDay(review.weekStart),
                    year: review.weekStart.slice(0, 4),
                  })}
                </summary>
                <div className="mt-3 space-y-3">
                  <SavedFigures review={review} />
                  <dl className="space-y-2 text-sm">
                    {(Object.keys(REFLECTION_PROMPTS) as (keyof Answers)[]).map((key) => (
                      <div key={key}>
                        <dt className="font-medium">{t(REFLECTION_PROMPTS[key])}</dt>
                        <dd className="whitespace-pre-wrap">{review[key] || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}
