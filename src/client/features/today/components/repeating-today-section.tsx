import { Check, Flame } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { describeScheduleAt, isPausedOn, repeatingToday, type LocalDate } from '#shared/schedule';
import { describeRhythm } from '#shared/rhythm';
import type { Outcomes, Tactic } from '#shared/schemas';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import { VirtualList } from '#client/components/ui/virtual-list.tsx';
import { afterNextPaint } from '#client/lib/after-paint.ts';
import { findCachedTactic } from '#client/plan/outcomes.ts';
import { useSetCheckIn } from '#client/plan/schedule.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { needsComeback } from '#shared/pauses';
import { CheckInNote } from './check-in-note.tsx';
import { ComebackCard, PauseControl } from './comeback.tsx';
import { LastTwelveWeeks } from '#client/components/heat-map.tsx';
import { itemClass, Nothing, Section, tacticsWithGoals, useOrderOfTheDay } from './section.tsx';
import { SnoozeControl, snoozedWords } from './snooze.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import 'virtual:messages/rhythm';
import 'virtual:messages/schedule';

/**
 * Repeating tactics scheduled today, in the order of the day (timed ones by their time, a
 * snoozed one at its snooze, then untimed; checked in ones sink on the next visit,
 * `useOrderOfTheDay`): a Check in toggle each, the current streak and, beside it,
 * this week's count, consistency, the best streak and rest days (docs/product.md, "Streaks"). A long list
 * renders what is on screen (docs/decisions/225-today-at-any-size.md).
 */
export function RepeatingTodaySection({
  outcomes,
  today,
}: {
  outcomes: Outcomes;
  today: LocalDate;
}) {
  const t = useT();
  const { weekStartsOn } = useDaySettings();
  const items = useOrderOfTheDay(
    repeatingToday(tacticsWithGoals(outcomes), today),
    today,
    (tactic) => tactic,
    (tactic) => tactic.checkIns.includes(today),
  );
  return (
    <Section title={t('today.repeatingToday')}>
      {items.length === 0 ? (
        <Nothing>{t('today.noRepeating')}</Nothing>
      ) : (
        <VirtualList items={items} itemKey={(tactic) => tactic.id} estimateSize={96} gap={8}>
          {(tactic, _index, itemProps) => {
            const checkedIn = tactic.checkIns.includes(today);
            const words = describeRhythm(tactic, today, weekStartsOn, t);
            const paused = isPausedOn(tactic.pauses, today);
            const snoozed = snoozedWords(tactic, today);
            return (
              <li {...itemProps} className={clsx(itemClass, 'flex flex-wrap items-center gap-3')}>
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium">{tactic.title}</p>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span>{tactic.goalTitle}</span>
                    <span>{describeScheduleAt(t, tactic)}</span>
                    {snoozed && <span className="font-medium text-foreground">{snoozed}</span>}
                    <span className="inline-flex items-center gap-1 font-medium text-foreground">
                      <Flame aria-hidden className="size-4" />
                      {words.streak ?? t('today.noStreak')}
                    </span>
                    {[words.thisWeek, words.consistency, words.best, words.rest].map(
                      (text) => text && <span key={text}>{text}</span>,
                    )}
                    <OpenResourceLink link={tactic.link} title={tactic.title} />
                  </p>
                </div>
                {/* A paused day asks for no check-in: Resume takes its place. */}
                {!paused && <CheckInButton tactic={tactic} today={today} checkedIn={checkedIn} />}
                {!paused && !checkedIn && <SnoozeControl tactic={tactic} today={today} />}
                {needsComeback(tactic, today, weekStartsOn) ? (
                  <ComebackCard tactic={tactic} today={today} />
                ) : (
                  <PauseControl tactic={tactic} today={today} />
                )}
                {checkedIn && <CheckInNote tactic={tactic} today={today} />}
                <LastTwelveWeeks tactic={tactic} today={today} />
              </li>
            );
          }}
        </VirtualList>
      )}
    </Section>
  );
}

/**
 * A repeat's Check in toggle. The click renders this button alone, pressed; the check-in itself,
 * which renders every reader of Today's plan, is saved once the frame that shows it is painted,
 * as a tick on the action plan is (docs/decisions/205-a-tick-paints-first.md, 206).
 */
function CheckInButton({
  tactic,
  today,
  checkedIn,
}: {
  tactic: Tactic;
  today: LocalDate;
  checkedIn: boolean;
}) {
  const t = useT();
  const setCheckIn = useSetCheckIn();
  const queryClient = useQueryClient();
  const [pressing, setPressing] = useState<{ checkedIn: boolean } | null>(null);
  // Adjusting state during render: the cache now shows the check-in itself.
  if (pressing && pressing.checkedIn === checkedIn) setPressing(null);
  const pressed = pressing?.checkedIn ?? checkedIn;
  const toggle = () => {
    const press = { checkedIn: !pressed };
    setPressing(press);
    // A save refused at once leaves the cache as it was: the button shows it again.
    const settled = () =>
      setPressing((now) =>
        now === press &&
        findCachedTactic(queryClient, tactic.id)?.checkIns.includes(today) !== press.checkedIn
          ? null
          : now,
      );
    afterNextPaint(() =>
      setCheckIn.mutate(
        { id: tactic.id, date: today, checkedIn: press.checkedIn },
        { onSettled: settled },
      ),
    );
  };
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('today.checkInLabel', { title: tactic.title })}
      onClick={toggle}
      className={clsx(
        // The tick sits in the left padding, so the words stay centred with or without it.
        'relative inline-flex min-h-10 items-center justify-center rounded-md border-2 px-8 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-primary bg-card text-primary hover:bg-muted',
      )}
    >
      {pressed && <Check aria-hidden className="absolute left-2.5 size-4" />}
      {t('today.checkIn')}
    </button>
  );
}
