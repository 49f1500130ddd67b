import { Pause as PauseIcon, Play, Sprout } from 'lucide-react';
import { comebackTitle, needsComeback, pauseOn, twoMinuteVersion } from '#shared/pauses';
import type { LocalDate } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { pauseWeekFrom, useSetPause } from '#client/plan/pauses.ts';
import { ScheduleButton } from '#client/components/schedule/schedule-button.tsx';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { Message, useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import 'virtual:messages/today';
import 'virtual:messages/rhythm';
import 'virtual:messages/schedule';

/**
 * Under a repeat on Today: "Paused until ..." with Resume while paused, else Pause for a week
 * (docs/product.md, "Pauses and the way back"). Needs the tactic's repeat, check-ins, pauses and
 * steps (the plan's tactic as GET /api/outcomes answers it) and today's date.
 */
export function PauseControl({ tactic, today }: { tactic: Tactic; today: LocalDate }) {
  const t = useT();
  const setPause = useSetPause();
  const pause = pauseOn(tactic.pauses, today);
  if (pause) {
    return (
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-medium">
          <PauseIcon aria-hidden className="size-4" />
          {t('today.pausedUntil', { day: formatLocalDay(pause.until, today) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('today.resumeLabel', { title: tactic.title })}
          onClick={() =>
            setPause.mutate({ id: tactic.id, paused: false, from: today, until: today })
          }
        >
          <Play aria-hidden />
          {t('today.resume')}
        </Button>
      </span>
    );
  }
  return <PauseWeekButton tactic={tactic} today={today} variant="ghost" />;
}

/** "Pause for a week": today and the 6 days after it, one tap. */
function PauseWeekButton({
  tactic,
  today,
  variant,
}: {
  tactic: Tactic;
  today: LocalDate;
  variant: 'ghost' | 'outline';
}) {
  const t = useT();
  const setPause = useSetPause();
  return (
    <Button
      variant={variant}
      size="sm"
      aria-label={t('today.pauseWeekLabel', { title: tactic.title })}
      onClick={() => setPause.mutate({ id: tactic.id, paused: true, ...pauseWeekFrom(today) })}
    >
      <PauseIcon aria-hidden />
      {t('today.pauseWeek')}
    </Button>
  );
}

/**
 * The Comeback card (docs/product.md, "Pauses and the way back"): after a repeat's last two
 * periods were missed, a small start, Reschedule (the Schedule panel of the repeat, to choose
 * days that fit: a new first day leaves the missed ones before it) or Pause for a week. Nothing when it
 * does not apply. Needs the same data as PauseControl.
 */
export function ComebackCard({ tactic, today }: { tactic: Tactic; today: LocalDate }) {
  const t = useT();
  const { weekStartsOn } = useDaySettings();
  if (!needsComeback(tactic, today, weekStartsOn)) return null;
  return (
    <section
      aria-label={t('today.comebackLabel', { title: tactic.title })}
      className="w-full space-y-2 rounded-md border border-primary/40 bg-muted/60 p-3"
    >
      <h3 className="inline-flex items-center gap-1.5 font-semibold">
        <Sprout aria-hidden className="size-4" />
        {comebackTitle(t)}
      </h3>
      <p className="text-sm">
        <Message
          id="today.comebackSmallStart"
          values={{ start: twoMinuteVersion(tactic, t) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <div className="flex flex-wrap gap-2">
        <ScheduleButton tactic={tactic} label={t('today.rescheduleLabel', { title: tactic.title })}>
          {t('today.reschedule')}
        </ScheduleButton>
        <PauseWeekButton tactic={tactic} today={today} variant="outline" />
      </div>
    </section>
  );
}
