import { AlarmClock, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  shownAt,
  SNOOZE_CHOICES,
  SNOOZE_LABELS,
  snoozeUntil,
  type ShownAt,
  type SnoozeChoice,
} from '#shared/snooze';
import { addDays, type LocalDate } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { browserTimeZone } from '#client/plan/time-zone.ts';
import { useSetSnooze } from '#client/plan/snooze.ts';
import { t, useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import 'virtual:messages/today';
import 'virtual:messages/schedule';

/** "Snoozed until 19:00", "Snoozed until tomorrow 07:30"; null when not snoozed today. */
export function snoozedWords(tactic: Tactic, today: LocalDate): string | null {
  if (tactic.snooze?.date !== today) return null;
  const shown = shownAt(tactic, today, browserTimeZone());
  return shown && t('today.snoozedUntil', { when: when(shown, today) });
}

function when({ date, time }: ShownAt, today: LocalDate): string {
  if (date === today) return time;
  if (date === addDays(today, 1)) return t('today.snoozeTomorrowAt', { time });
  return t('today.snoozeDayAt', { day: formatLocalDay(date, today), time });
}

/**
 * Snooze on a Today item with a reminder time (docs/product.md, "Snooze and the order of the
 * day"): a disclosure of 1 hour, This evening (while 19:00 is an hour away or more) and
 * Tomorrow; once snoozed, when it comes and Undo snooze. Nothing for an item without a time.
 */
export function SnoozeControl({ tactic, today }: { tactic: Tactic; today: LocalDate }) {
  const t = useT();
  const setSnooze = useSetSnooze();
  // When the choices were opened: "This evening" is offered only while an hour away.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [justSnoozed, setJustSnoozed] = useState(false);
  const choicesId = useId();
  const undo = useRef<HTMLButtonElement>(null);
  const snoozed = tactic.snooze?.date === today;
  // The button that replaced the one pressed takes the focus, so the keyboard is not lost.
  useEffect(() => {
    if (justSnoozed && snoozed) undo.current?.focus();
  }, [justSnoozed, snoozed]);
  if (tactic.remindAt === null) return null;
  if (snoozed) {
    return (
      <Button
        ref={undo}
        variant="ghost"
        size="sm"
        aria-label={t('today.undoSnoozeLabel', { title: tactic.title })}
        onClick={() => {
          setJustSnoozed(false);
          setSnooze.mutate({ id: tactic.id, date: today, until: null });
        }}
      >
        <Undo2 aria-hidden />
        {t('today.undoSnooze')}
      </Button>
    );
  }
  const remindAt = tactic.remindAt;
  const until = (choice: SnoozeChoice, now: number) =>
    snoozeUntil(choice, { now, zone: browserTimeZone(), remindAt });
  const open = openedAt !== null;
  const choices = open ? SNOOZE_CHOICES.filter((choice) => until(choice, openedAt) !== null) : [];
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? choicesId : undefined}
        aria-label={t('today.snoozeLabel', { title: tactic.title })}
        onClick={() => setOpenedAt(open ? null : Date.now())}
      >
        <AlarmClock aria-hidden />
        {t('today.snooze')}
      </Button>
      {open && (
        <span
          id={choicesId}
          role="group"
          aria-label={t('today.snoozeUntilLabel', { title: tactic.title })}
          className="flex flex-wrap gap-2"
        >
          {choices.map((choice) => (
            <Button
              key={choice}
              variant="outline"
              size="sm"
              onClick={() => {
                // Read when pressed: the choices may have stood open a while.
                const at = until(choice, Date.now()) ?? until('hour', Date.now())!;
                setOpenedAt(null);
                setJustSnoozed(true);
                setSnooze.mutate({ id: tactic.id, date: today, until: new Date(at).toISOString() });
              }}
            >
              {t(SNOOZE_LABELS[choice])}
            </Button>
          ))}
        </span>
      )}
    </span>
  );
}
