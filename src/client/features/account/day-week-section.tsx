import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import {
  DAY_SETTINGS_FAILED,
  useDaySettings,
  useSaveDaySettings,
} from '#client/plan/day-settings.ts';
import { useMe } from '#client/plan/time-zone.ts';
import { DAY_SETTINGS_MESSAGES, isDayStart, isWeekStartsOn } from '#shared/day-settings';
import type { DaySettings, WeekStart } from '#shared/schedule';
import type { MessageId } from '#shared/i18n/catalogue';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/account';
import 'virtual:messages/toasts';

/** Whole and half hours from midnight to 05:00: the times a day may start at. */
const DAY_STARTS = Array.from({ length: 11 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}:${i % 2 === 0 ? '00' : '30'}`;
});
const WEEK_LABELS: Record<WeekStart, MessageId> = {
  monday: 'account.monday',
  sunday: 'account.sunday',
};
const selectClass =
  'min-h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Account: when the person's day starts (for night owls: a check-in at 01:30 with the day starting
 * at 03:00 counts for the day before) and the first day of their week. Today, streaks, the heat
 * map, the review, reminders and the digest follow both (docs/product.md, "Your day, your week").
 */
export function DayWeekSection() {
  const t = useT();
  const me = useMe();
  const saved = useDaySettings();
  const save = useSaveDaySettings();
  const [choice, setChoice] = useState<Partial<DaySettings>>({});
  const dayId = useId();
  const weekId = useId();
  const shown = { ...saved, ...choice };
  // A stored time between the half hours (set through the API) stays selectable.
  const dayStarts = [...new Set([...DAY_STARTS, saved.dayStartsAt])].sort();

  const submit = () => {
    // The check the API makes (the same code), so a mistake is told here first.
    if (!isDayStart(shown.dayStartsAt)) return toastError(DAY_SETTINGS_MESSAGES.dayStartsAt);
    if (!isWeekStartsOn(shown.weekStartsOn)) return toastError(DAY_SETTINGS_MESSAGES.weekStartsOn);
    save.mutate(shown, {
      onSuccess: (user) => {
        setChoice({});
        toast({
          title: t('common.success'),
          description: t('account.dayWeekSaved', {
            time: user.dayStartsAt,
            weekday: t(WEEK_LABELS[user.weekStartsOn]),
          }),
        });
      },
      onError: (error) => toastError(saveErrorMessage(error, t(DAY_SETTINGS_FAILED))),
    });
  };

  return (
    <section aria-labelledby="account-day-week" className="space-y-3">
      <h2 id="account-day-week" className="text-lg font-semibold">
        {t('account.dayWeekTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('account.dayWeekText')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-36 space-y-1.5">
          <label htmlFor={dayId} className="block text-sm font-medium">
            {t('account.dayStartsAt')}
          </label>
          <select
            id={dayId}
            value={shown.dayStartsAt}
            onChange={(event) => setChoice({ ...choice, dayStartsAt: event.target.value })}
            className={selectClass}
          >
            {dayStarts.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-36 space-y-1.5">
          <label htmlFor={weekId} className="block text-sm font-medium">
            {t('account.weekStartsOn')}
          </label>
          <select
            id={weekId}
            value={shown.weekStartsOn}
            onChange={(event) =>
              setChoice({ ...choice, weekStartsOn: event.target.value as WeekStart })
            }
            className={selectClass}
          >
            {Object.entries(WEEK_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={submit} disabled={save.isPending || me.isPending}>
          {save.isPending ? t('account.saving') : t('account.saveDayWeek')}
        </Button>
      </div>
    </section>
  );
}
