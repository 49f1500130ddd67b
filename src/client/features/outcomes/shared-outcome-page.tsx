import { useId, useState, type FormEvent } from 'react';
import { LastTwelveWeeks } from '#client/components/heat-map.tsx';
import { useLocation } from 'wouter';
import { rankForActionPlan, score, splitOpenWork } from '#shared/scoring';
import { addDays, localDateOf, startOfWeek, todayLocal, type LocalDate } from '#shared/schedule';
import { describeRhythm } from '#shared/rhythm';
import { CHEER_MAX_LENGTH, cheerTextProblem, type LoopChannel } from '#shared/sharing';
import { CHEER_PHRASES } from '#shared/sharing-words';
import type { SharedOutcome, SharedTactic } from '#shared/sharing-schemas';
import { GoalMeasureLine } from '#client/components/goal-progress/goal-measure-line.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { VirtualList } from '#client/components/ui/virtual-list.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { PATHS } from '#client/lib/paths.ts';
import {
  useRemovePartner,
  useSendCheer,
  useSetLoop,
  useSharedOutcome,
} from '#client/plan/partners.ts';
import { useDaySettings, usePersonToday } from '#client/plan/day-settings.ts';
import { LoadState } from './load-state.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/partner';
import 'virtual:messages/rhythm';
import 'virtual:messages/schedule';
import { checkWords } from '#client/lib/check-words.ts';

/**
 * '/shared/{outcomeId}': a partner's read-only view of an outcome they follow (docs/product.md,
 * Partners). No edit controls at all: only Cheer and Stop following, which are the partner's own.
 */
export function SharedOutcomePage({ outcomeId }: { outcomeId: string }) {
  const t = useT();
  const query = useSharedOutcome(outcomeId);
  // A removed partner sees that at once, not the copy kept from an earlier visit.
  const ended = query.error instanceof ApiError && query.error.status === 404;
  return (
    <main className="mx-auto max-w-3xl space-y-8">
      {ended ? (
        <div role="alert" className="rounded-lg border border-border bg-card p-6">
          <h1 className="text-lg font-semibold">{t('partner.noLongerFollowing')}</h1>
          <p className="mt-2 text-muted-foreground">{t('partner.stoppedSharing')}</p>
        </div>
      ) : (
        <LoadState query={query}>{(shared) => <SharedView shared={shared} />}</LoadState>
      )}
    </main>
  );
}

function SharedView({ shared }: { shared: SharedOutcome }) {
  const t = useT();
  // Read with the viewer's day and week, as their own Today is (docs/decisions/262).
  const { today } = usePersonToday();
  const { open, achievedGoals, doneTactics } = splitOpenWork(shared.goals);
  const goalTitle = new Map(shared.goals.map((goal) => [goal.id, goal.title]));
  const ranked = rankForActionPlan(open.flatMap((goal) => goal.tactics));
  const repeating = shared.goals.flatMap((goal) => goal.tactics).filter((tactic) => tactic.repeat);
  const [doneOpen, setDoneOpen] = useState(false);
  const done = [
    ...achievedGoals.map((goal) => ({
      id: goal.id,
      words: t('partner.goalAchieved', { title: goal.title }),
    })),
    ...doneTactics.map(({ tactic }) => ({
      id: tactic.id,
      words: tactic.completedAt
        ? `${tactic.title} (${t('partner.doneOn', { day: formatLocalDay(localDateOf(tactic.completedAt), todayLocal()) })})`
        : tactic.title,
    })),
  ];
  return (
    <>
      <title>{`${shared.title} · Momentum`}</title>
      <header className="space-y-1">
        <p className="text-sm font-semibold text-primary">
          {t('partner.ownersOutcome', { name: shared.ownerName })}
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shared.title}</h1>
        <p className="text-muted-foreground">{t('partner.readOnly')}</p>
      </header>
      <Goals shared={shared} />
      <section aria-labelledby="shared-ranking" className="space-y-3">
        <h2 id="shared-ranking" className="text-lg font-semibold">
          {t('partner.openRanked')}
        </h2>
        {ranked.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('partner.noOpenTactics')}</p>
        ) : (
          // A long plan renders the tactics on screen only (docs/decisions/121).
          <VirtualList items={ranked} itemKey={idOf} estimateSize={66} gap={8} ordered>
            {(tactic, index, itemProps) => (
              <li
                {...itemProps}
                className="flex items-baseline gap-3 rounded-lg border border-border bg-card p-3 shadow-card"
              >
                <span className="w-8 shrink-0 text-right font-semibold tabular-nums">
                  #{index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{tactic.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {goalTitle.get(tactic.goalId)}
                  </span>
                </span>
                <span className="shrink-0 text-sm">
                  {t('partner.score', { score: score(tactic) })}
                </span>
              </li>
            )}
          </VirtualList>
        )}
      </section>
      <ThisWeek tactics={repeating} today={today} />
      <details
        className="rounded-lg border border-border bg-card p-4 shadow-card"
        onToggle={(event) => setDoneOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer font-semibold">
          {t('partner.done', { count: done.length })}
        </summary>
        {/* Rendered once opened, and then only what is on screen. */}
        {doneOpen && (
          <VirtualList
            items={done}
            itemKey={(item) => item.id}
            estimateSize={20}
            gap={4}
            className="mt-3 text-sm"
          >
            {(item, _index, itemProps) => <li {...itemProps}>{item.words}</li>}
          </VirtualList>
        )}
      </details>
      <CheerForm outcomeId={shared.outcomeId} ownerName={shared.ownerName} />
      <SentCheers shared={shared} />
      <StayInTheLoop shared={shared} />
      <StopFollowing outcomeId={shared.outcomeId} partnerId={shared.partnerId} />
    </>
  );
}

/** The partner's own cheers, newest first, with the owner's one-line replies. */
function SentCheers({ shared }: { shared: SharedOutcome }) {
  const t = useT();
  if (shared.cheers.length === 0) return null;
  return (
    <section aria-labelledby="shared-sent-cheers" className="space-y-2">
      <h2 id="shared-sent-cheers" className="text-lg font-semibold">
        {t('partner.yourCheers')}
      </h2>
      <ul className="space-y-2 text-sm">
        {shared.cheers.map((cheer) => (
          <li key={cheer.id}>
            <p>{cheer.text}</p>
            {cheer.reply && (
              <p className="text-muted-foreground">
                {t('partner.replied', { name: shared.ownerName, reply: cheer.reply })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const idOf = (tactic: SharedTactic) => tactic.id;

function Goals({ shared }: { shared: SharedOutcome }) {
  const t = useT();
  return (
    <section aria-labelledby="shared-goals" className="space-y-2">
      <h2 id="shared-goals" className="text-lg font-semibold">
        {t('partner.goals')}
      </h2>
      <ul className="space-y-3">
        {shared.goals.map((goal) => (
          <li key={goal.id} className="space-y-1">
            <p>
              <span className="font-medium">{goal.title}</span>
              {goal.status === 'achieved' && ` · ${t('partner.achieved')}`}
              {goal.targetDate &&
                ` · ${t('partner.target', { day: formatLocalDay(goal.targetDate, todayLocal()) })}`}
            </p>
            <GoalMeasureLine goal={goal} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ThisWeek({ tactics, today }: { tactics: SharedTactic[]; today: LocalDate }) {
  const t = useT();
  const { weekStartsOn } = useDaySettings();
  const monday = startOfWeek(today, weekStartsOn);
  const weekEnd = addDays(monday, 6);
  if (tactics.length === 0) return null;
  return (
    <section aria-labelledby="shared-week" className="space-y-2">
      <h2 id="shared-week" className="text-lg font-semibold">
        {t('partner.thisWeeksCheckIns')}
      </h2>
      <VirtualList items={tactics} itemKey={idOf} estimateSize={120} gap={4}>
        {(tactic, _index, itemProps) => {
          const thisWeek = tactic.checkIns.filter((date) => date >= monday && date <= weekEnd);
          // The owner's rhythm, as their Today words it (docs/product.md, "Streaks").
          const words = describeRhythm(tactic, today, weekStartsOn, t);
          const run = [words.streak, words.thisWeek, words.consistency, words.rest]
            .filter(Boolean)
            .join(' · ');
          return (
            <li {...itemProps}>
              <span className="font-medium">{tactic.title}</span>:{' '}
              {t('partner.checkIns', { count: thisWeek.length })}
              {run && ` · ${run}`}
              {tactic.repeat && <LastTwelveWeeks tactic={tactic} today={today} />}
            </li>
          );
        }}
      </VirtualList>
    </section>
  );
}

function CheerForm({ outcomeId, ownerName }: { outcomeId: string; ownerName: string }) {
  const t = useT();
  const send = useSendCheer();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = useId();
  const cheer = (words: string) => {
    const problem = cheerTextProblem(words);
    setError(problem);
    if (problem) return;
    send.mutate(
      { outcomeId, text: words.trim() },
      {
        onSuccess: () => {
          setText('');
          toast({
            title: t('partner.cheerSent'),
            description: t('partner.cheerWillSee', { name: ownerName }),
          });
        },
      },
    );
  };
  return (
    <section aria-labelledby="shared-cheer" className="space-y-3">
      <h2 id="shared-cheer" className="text-lg font-semibold">
        {t('partner.cheerOn', { name: ownerName })}
      </h2>
      <div className="flex flex-wrap gap-2">
        {CHEER_PHRASES.map((id) => t(id)).map((phrase) => (
          <Button
            key={phrase}
            variant="outline"
            size="sm"
            disabled={send.isPending}
            onClick={() => cheer(phrase)}
          >
            {phrase}
          </Button>
        ))}
      </div>
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          cheer(text);
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('partner.ownWords')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            value={text}
            maxLength={CHEER_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={textFieldClass(Boolean(error)) + ' flex-1 basis-56'}
          />
          <Button type="submit" disabled={send.isPending}>
            {t('partner.cheer')}
          </Button>
        </div>
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {checkWords(error)}
          </p>
        )}
      </form>
    </section>
  );
}

const LOOP_CHOICES: Array<{ value: LoopChannel; label: MessageId }> = [
  { value: 'off', label: 'partner.loopOff' },
  { value: 'email', label: 'partner.loopEmail' },
  { value: 'push', label: 'partner.loopPush' },
];

/**
 * The partner's own choices of the partner loop (docs/decisions/281): the owner's week on
 * Monday morning, and a nudge when the owner checks in (and misses twice, when they allow it).
 * Each choice is saved as it is made.
 */
function StayInTheLoop({ shared }: { shared: SharedOutcome }) {
  const t = useT();
  const save = useSetLoop();
  // The week comes on the first day of the partner's own week (docs/decisions/262).
  const firstDay = useDaySettings().weekStartsOn;
  const weeklyId = useId();
  const nudgesId = useId();
  const change = (field: 'weekly' | 'nudges', value: LoopChannel) =>
    save.mutate(
      // The partner's two choices only: `misses` is the owner's and the route refuses it.
      {
        outcomeId: shared.outcomeId,
        weekly: shared.loop.weekly,
        nudges: shared.loop.nudges,
        [field]: value,
      },
      {
        onSuccess: () =>
          toast({ title: t('partner.saved'), description: t('partner.choiceSaved') }),
      },
    );
  const fields = [
    {
      id: weeklyId,
      field: 'weekly' as const,
      label: t('partner.weeklyLabel', { name: shared.ownerName, firstDay }),
    },
    {
      id: nudgesId,
      field: 'nudges' as const,
      label: t(shared.loop.misses ? 'partner.nudgeMissesLabel' : 'partner.nudgeLabel', {
        name: shared.ownerName,
      }),
    },
  ];
  return (
    <section aria-labelledby="shared-loop" className="space-y-3">
      <h2 id="shared-loop" className="text-lg font-semibold">
        {t('partner.stayInTheLoop')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('partner.loopNote')}</p>
      {fields.map(({ id, field, label }) => (
        <div key={field} className="grid gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <select
            id={id}
            value={shared.loop[field]}
            disabled={save.isPending}
            onChange={(event) => change(field, event.target.value as LoopChannel)}
            className={textFieldClass(false) + ' w-fit'}
          >
            {LOOP_CHOICES.map(({ value, label: choice }) => (
              <option key={value} value={value}>
                {t(choice)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </section>
  );
}

function StopFollowing({ outcomeId, partnerId }: { outcomeId: string; partnerId: string }) {
  const t = useT();
  const remove = useRemovePartner();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(
          { outcomeId, id: partnerId },
          {
            onSuccess: () => {
              toast({ title: t('partner.noLongerFollowing') });
              navigate(PATHS.outcomes);
            },
          },
        )
      }
    >
      {t('partner.stopFollowing')}
    </Button>
  );
}
