import { clsx } from 'clsx';
import { comingUp, withReminderTime, type LocalDate } from '#shared/schedule';
import type { Outcomes } from '#shared/schemas';
import { COMING_UP_SHOWN_FIRST } from '#shared/today-plan';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import { ShownFirstList, type ShownFirstRest } from '#client/components/ui/shown-first.tsx';
import { Nothing, Section, tacticsWithGoals } from './section.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import { formatNumber, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import 'virtual:messages/schedule';

/**
 * The next 7 days, day by day: one-offs due and repeating occurrences. One list of occurrences,
 * each day's heading above its first, so that a long week (a daily tactic shows seven times)
 * renders only what is on screen (docs/decisions/225-today-at-any-size.md). Its first
 * COMING_UP_SHOWN_FIRST show, the rest on request; Today's read carries only the first, `rest`
 * reads the others (docs/decisions/253-today-reads-what-it-shows-first.md).
 */
export function ComingUpSection({
  outcomes,
  today,
  rest,
}: {
  outcomes: Outcomes;
  today: LocalDate;
  rest?: ShownFirstRest;
}) {
  const t = useT();
  const occurrences = comingUp(tacticsWithGoals(outcomes), today)
    .flatMap(({ date, items }) =>
      items.map((item, index) => ({
        ...item,
        date,
        firstOfDay: index === 0,
        lastOfDay: index === items.length - 1,
      })),
    )
    .map((occurrence, index) => ({ ...occurrence, index }));
  const n = Math.max(rest?.count ?? 0, occurrences.length);
  return (
    <Section title={t('today.comingUp')} description={t('today.next7Days')}>
      {occurrences.length === 0 ? (
        <Nothing>{t('today.nothingNext7Days')}</Nothing>
      ) : (
        <ShownFirstList
          items={occurrences}
          first={COMING_UP_SHOWN_FIRST}
          words={{
            showingFirst: (shown, count) => t('today.comingUpShowingFirst', { shown, count, n }),
            showingAll: (count) => t('today.comingUpShowingAll', { count, n }),
            showAll: (count) => t('today.comingUpShowAll', { count, n }),
            showFewer: (shown) => t('today.comingUpShowFewer', { shown }),
          }}
          formatCount={formatNumber}
          rest={rest}
          className="rounded-lg border border-border bg-card text-sm shadow-card"
          windowedClassName="rounded-lg border border-border bg-card text-sm shadow-card"
          itemKey={({ date, tactic }) => `${date} ${tactic.id}`}
          estimateSize={({ firstOfDay }) => (firstOfDay ? 58 : 24)}
          gap={0}
        >
          {({ date, tactic, kind, firstOfDay, lastOfDay, index }, itemProps) => (
            <li
              key={`${date} ${tactic.id}`}
              {...itemProps}
              className={clsx(
                'px-4 pt-1',
                firstOfDay && 'pt-3',
                firstOfDay && index > 0 && 'border-t border-border',
                lastOfDay && 'pb-3',
              )}
            >
              {firstOfDay && (
                <h3 className="mb-1.5 font-semibold">{formatLocalDay(date, today)}</h3>
              )}
              <p className="flex flex-wrap items-center gap-x-2">
                <span className="min-w-0">{tactic.title}</span>
                <span className="text-muted-foreground">
                  {withReminderTime(
                    t,
                    t(kind === 'due' ? 'today.kindDue' : 'today.kindRepeats'),
                    tactic.remindAt,
                  )}
                </span>
                <OpenResourceLink link={tactic.link} title={tactic.title} />
              </p>
            </li>
          )}
        </ShownFirstList>
      )}
    </Section>
  );
}
