import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { dueToday, type LocalDate } from '#shared/schedule';
import { doneToday } from '#shared/today-plan';
import type { Outcomes } from '#shared/schemas';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import { TickBox } from '#client/components/ui/tick-box.tsx';
import { VirtualList } from '#client/components/ui/virtual-list.tsx';
import { useSetCompleted } from '#client/plan/completion.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { HowItWent } from './how-it-went.tsx';
import { itemClass, Nothing, Section, tacticsWithGoals, useOrderOfTheDay } from './section.tsx';
import { SnoozeControl, snoozedWords } from './snooze.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import 'virtual:messages/schedule';

/**
 * One-off tactics due today or earlier and not done, in the order of the day (timed ones by
 * their time, then the rest oldest first), earlier ones marked Overdue. Those ticked today stay
 * listed (ticked, at the end), so a slip of the finger can be undone. While the page is open, a
 * tick moves nothing: the item stays where it was, struck through, and takes its place among the
 * done ones next time (docs/product.md, Today). A long list renders what is on screen
 * (docs/decisions/225-today-at-any-size.md).
 */
export function DueTodaySection({ outcomes, today }: { outcomes: Outcomes; today: LocalDate }) {
  const t = useT();
  const setCompleted = useSetCompleted();
  const { dayStartsAt } = useDaySettings();
  const tactics = tacticsWithGoals(outcomes);
  const open = dueToday(tactics, today);
  const items = useOrderOfTheDay(
    [
      ...open,
      ...doneToday(tactics, today, dayStartsAt).map((tactic) => ({ tactic, overdue: false })),
    ],
    today,
    (item) => item.tactic,
    (item) => item.tactic.completed,
  );
  return (
    <Section title={t('today.dueToday')}>
      {items.length === 0 ? (
        <Nothing>{t('today.nothingDue')}</Nothing>
      ) : (
        <VirtualList items={items} itemKey={({ tactic }) => tactic.id} estimateSize={96} gap={8}>
          {({ tactic, overdue }, _index, itemProps) => (
            <li {...itemProps}>
              <DueItem
                title={tactic.title}
                goalTitle={tactic.goalTitle}
                time={
                  tactic.remindAt === null
                    ? null
                    : (snoozedWords(tactic, today) ?? t('today.atTime', { time: tactic.remindAt }))
                }
                link={tactic.link}
                completed={tactic.completed}
                overdueSince={overdue ? tactic.dueDate : null}
                onToggle={(completed) => setCompleted.mutate({ id: tactic.id, completed })}
              >
                {!tactic.completed && <SnoozeControl tactic={tactic} today={today} />}
                <HowItWent tactic={tactic} />
              </DueItem>
            </li>
          )}
        </VirtualList>
      )}
    </Section>
  );
}

function DueItem({
  title,
  goalTitle,
  time,
  link,
  completed,
  overdueSince,
  onToggle,
  children,
}: {
  title: string;
  goalTitle: string;
  /** "At 07:30", or where a snooze moved it. */
  time: string | null;
  link: string | null;
  completed: boolean;
  overdueSince: LocalDate | null;
  onToggle: (completed: boolean) => void;
  /** What the item asks once ticked (How did it go?). */
  children?: ReactNode;
}) {
  const t = useT();
  const checkboxId = useId();
  return (
    <div className={clsx(itemClass, 'flex items-start gap-3', completed && 'bg-muted/60')}>
      <TickBox
        id={checkboxId}
        checked={completed}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label
          htmlFor={checkboxId}
          className={clsx(
            'block cursor-pointer font-medium',
            completed && 'text-muted-foreground line-through',
          )}
        >
          {title}
        </label>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{goalTitle}</span>
          {time && <span>{time}</span>}
          {overdueSince && (
            <span className="font-semibold text-destructive">
              {t('today.overdueSince', { day: formatLocalDay(overdueSince) })}
            </span>
          )}
          <OpenResourceLink link={link} title={title} />
        </p>
        {children}
      </div>
    </div>
  );
}
