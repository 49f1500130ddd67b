import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  EARLIEST_PLAN_DATE,
  formatDay,
  isPlanDate,
  LATEST_PLAN_DATE,
  REPEAT_LIMITS,
  todayLocal,
  weekdayLabel,
  weekdayOf,
  WEEKDAYS,
  type Repeat,
  type Weekday,
} from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useSetRemindAt, useSetSchedule } from '#client/plan/schedule.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { ensureTimeZone } from '#client/plan/time-zone.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/schedule';

const DAY_NAMES = {
  mon: 'schedule.nameMon',
  tue: 'schedule.nameTue',
  wed: 'schedule.nameWed',
  thu: 'schedule.nameThu',
  fri: 'schedule.nameFri',
  sat: 'schedule.nameSat',
  sun: 'schedule.nameSun',
} as const;

/** The repeat choices, in the order the panel offers them. */
const REPEAT_CHOICES = [
  ['never', 'schedule.never'],
  ['daily', 'schedule.everyDay'],
  ['weekly', 'schedule.everyWeekOn'],
  ['timesPerWeek', 'schedule.timesAWeekChoice'],
  ['everyNDays', 'schedule.everyFewDays'],
  ['monthly', 'schedule.monthlyChoice'],
] as const;

type RepeatChoice = 'never' | Repeat['frequency'];

/** The flexible repeats' numbers, as their selects offer them (docs/product.md, "Scheduling"). */
const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);
const TIMES_A_WEEK = range(REPEAT_LIMITS.timesPerWeek);
const EVERY_N_DAYS = range(REPEAT_LIMITS.everyNDays);
const DAYS_OF_MONTH = range(REPEAT_LIMITS.monthly);
/** What a new flexible repeat starts with, before the person picks a number. */
const DEFAULT_TIMES_A_WEEK = 3;
const DEFAULT_INTERVAL = 2;

/**
 * The Schedule panel, in its own chunk: Radix Popover and its positioning code load when someone
 * first reaches for a Schedule button, not with the action plan (docs/decisions/034-lean-client-bundles.md).
 * `anchor` is the button that opened it. Not modal: a modal panel hides the rest of the page from
 * screen readers, toasts included, so a refused save would go unheard
 * (docs/decisions/046-what-waits-for-the-network.md). Focus moves in on opening and back to the
 * button on Escape or Close; leaving the panel closes it.
 */
export function SchedulePanel({
  tactic,
  anchor,
  onClose,
}: {
  tactic: Tactic;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const titleId = useId();
  const t = useT();
  // Focus goes back to the button unless the panel closed because the user went elsewhere.
  const leftForElsewhere = useRef(false);
  // The panel opens below its button, never over the card above (docs/product.md, Today and
  // scheduling on screen): it never flips, and when it would not fit below, the page first scrolls
  // the button up just enough (never under the sticky bar), with room made under the page when
  // it ends too soon (docs/decisions/190-long-words-and-a-panel-that-stays-below.md). Measured on
  // the panel itself, which the portal mounts after this component.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const button = anchor.current;
    if (!panel || !button) return;
    const giveBack = scrollRoomBelow(button, panel);
    keepInsideSideways(button, panel);
    return giveBack;
  }, [anchor, panel]);
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          ref={setPanel}
          side="bottom"
          align="start"
          sideOffset={PANEL_GAP}
          // No flipping above and no sliding over the button: the panel stays below, and a window
          // too short for it lets the panel scroll inside (max-height below) or the page scroll.
          avoidCollisions={false}
          collisionPadding={edgePadding()}
          onInteractOutside={(event) => {
            // The button itself closes the panel (it toggles); anything else leaves it.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else leftForElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leftForElsewhere.current) anchor.current?.focus();
          }}
          className="z-50 max-h-(--radix-popover-content-available-height) w-[min(22rem,calc(100vw-1rem))] space-y-4 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-raised"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="font-semibold">
              {t('schedule.title')} <span className="sr-only">{tactic.title}</span>
            </h2>
            <Popover.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('schedule.close')}
                className="-mt-2 -mr-2"
              >
                <X aria-hidden />
              </Button>
            </Popover.Close>
          </div>
          <ScheduleForm tactic={tactic} />
          <RemindAtField tactic={tactic} />
          <p className="text-xs text-muted-foreground">{t('schedule.savedAtOnce')}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const PANEL_GAP = 6;
const EDGE = 8;

/** The window's edges the panel keeps clear of: on a phone, the bottom tab bar too. */
function edgePadding() {
  const root = getComputedStyle(document.documentElement);
  return {
    top: EDGE + (parseFloat(root.scrollPaddingTop) || 0),
    bottom: EDGE + (parseFloat(root.scrollPaddingBottom) || 0),
    left: EDGE,
    right: EDGE,
  };
}

/**
 * The panel starts at its button's left edge; near the right edge of a narrow window it moves
 * left just enough to stay whole (it is never wider than the window less 1 rem). With collisions
 * off, Radix no longer does this itself.
 */
function keepInsideSideways(button: HTMLElement, panel: HTMLElement) {
  const overflow =
    button.getBoundingClientRect().left + panel.offsetWidth - (window.innerWidth - EDGE);
  panel.style.translate = overflow > 0 ? `${-overflow}px 0` : '';
}

/**
 * Scrolls the page so the panel fits under its button, as far as the sticky bar allows. A button
 * near the end of the page first gets the room to scroll into (space under the page, while the
 * panel is open). Returns what gives that room back.
 */
function scrollRoomBelow(button: HTMLElement, panel: HTMLElement) {
  const edges = edgePadding();
  const box = button.getBoundingClientRect();
  const lacking = box.bottom + PANEL_GAP + panel.offsetHeight + edges.bottom - window.innerHeight;
  const wanted = Math.min(lacking, box.top - edges.top);
  if (wanted <= 0) return () => {};
  const page = document.documentElement;
  const scrollable = page.scrollHeight - window.innerHeight - window.scrollY;
  const body = document.body;
  const before = body.style.paddingBottom;
  if (wanted > scrollable)
    body.style.paddingBottom = `${parseFloat(getComputedStyle(body).paddingBottom) + wanted - scrollable}px`;
  window.scrollBy({ top: wanted, behavior: 'instant' });
  return () => {
    body.style.paddingBottom = before;
  };
}

/**
 * The due dates this panel gave new repeats (today, their first day), by tactic, while the page
 * is open: Never takes such a date away again, unless the date was changed since
 * (docs/product.md, "Today and scheduling on screen").
 */
const datesGivenToRepeats = new Map<string, string>();

/** Every change is saved as it is made; nothing waits for a Save button. */
function ScheduleForm({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const { dayStartsAt } = useDaySettings();
  const setSchedule = useSetSchedule();
  const dateId = useId();
  const hintId = useId();
  const [dateText, setDateText] = useState(tactic.dueDate ?? '');
  const [dayHint, setDayHint] = useState(false);
  // The panel shows each choice at once; when the saved schedule changes (a refetch, or a failed
  // save rolled back) the panel follows it.
  const saved = JSON.stringify([tactic.dueDate, tactic.repeat]);
  const [shown, setShown] = useState({ saved, repeat: tactic.repeat });
  if (shown.saved !== saved) {
    setShown({ saved, repeat: tactic.repeat });
    setDateText(tactic.dueDate ?? '');
  }
  const repeat = shown.saved === saved ? shown.repeat : tactic.repeat;
  const repeatChoice: RepeatChoice = repeat?.frequency ?? 'never';
  const weeklyDays = repeat?.frequency === 'weekly' ? repeat.days : [];

  const save = (change: { dueDate?: string | null; repeat?: Repeat | null }) => {
    if (change.repeat !== undefined) setShown((now) => ({ ...now, repeat: change.repeat! }));
    // A date the person chose (or cleared) is theirs: Never keeps it.
    if (change.dueDate !== undefined) datesGivenToRepeats.delete(tactic.id);
    setSchedule.mutate({
      id: tactic.id,
      dueDate: tactic.dueDate,
      repeat,
      ...change,
    });
  };

  const chooseRepeat = (choice: RepeatChoice) => {
    setDayHint(false);
    if (choice === 'never') {
      // The tactic goes back to the date it had before the repeat: none, if the panel gave it one.
      if (tactic.dueDate !== null && datesGivenToRepeats.get(tactic.id) === tactic.dueDate) {
        setDateText('');
        return save({ repeat: null, dueDate: null });
      }
      return save({ repeat: null });
    }
    // The person's today, their day start applied (docs/decisions/262-your-day-your-week.md).
    const today = todayLocal(new Date(), dayStartsAt);
    // A new repeat without a first day starts today (docs/product.md, "Tactics"): the days before
    // it existed are never missed.
    const start = repeat === null && tactic.dueDate === null ? { dueDate: today } : {};
    if (start.dueDate) setDateText(start.dueDate);
    // Every N days counts from the repeat's first day; monthly starts on that day's date.
    const first = start.dueDate ?? tactic.dueDate ?? today;
    if (choice === 'daily') save({ ...start, repeat: { frequency: 'daily' } });
    else if (choice === 'timesPerWeek')
      save({ ...start, repeat: { frequency: 'timesPerWeek', times: DEFAULT_TIMES_A_WEEK } });
    else if (choice === 'everyNDays')
      save({
        ...start,
        repeat: { frequency: 'everyNDays', interval: DEFAULT_INTERVAL, anchor: first },
      });
    else if (choice === 'monthly')
      save({ ...start, repeat: { frequency: 'monthly', day: Number(first.slice(8, 10)) } });
    // A weekly repeat needs a day: start from today's, the one the user most likely means.
    else save({ ...start, repeat: { frequency: 'weekly', days: [weekdayOf(today)] } });
    if (start.dueDate) datesGivenToRepeats.set(tactic.id, start.dueDate);
  };

  const toggleDay = (day: Weekday) => {
    const days = weeklyDays.includes(day)
      ? weeklyDays.filter((chosen) => chosen !== day)
      : [...weeklyDays, day];
    if (days.length === 0) {
      setDayHint(true);
      return;
    }
    setDayHint(false);
    save({ repeat: { frequency: 'weekly', days: WEEKDAYS.filter((d) => days.includes(d)) } });
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={dateId} className="block text-sm font-medium">
          {t('schedule.dueDate')}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={dateId}
            type="date"
            min={EARLIEST_PLAN_DATE}
            max={LATEST_PLAN_DATE}
            value={dateText}
            onChange={(event) => {
              const value = event.target.value;
              setDateText(value);
              if (value === '') save({ dueDate: null });
              // The API's date range (docs/product.md); a half-typed year is not saved.
              else if (isPlanDate(value)) save({ dueDate: value });
            }}
            className="min-h-10 min-w-0 flex-1 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <Button
            variant="outline"
            size="sm"
            aria-disabled={tactic.dueDate === null || undefined}
            onClick={() => {
              if (tactic.dueDate === null) return;
              setDateText('');
              save({ dueDate: null });
            }}
          >
            {t('schedule.noDate')}
          </Button>
        </div>
        {tactic.repeat && (
          <p className="text-xs text-muted-foreground">{t('schedule.dueDateIsFirstDay')}</p>
        )}
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('schedule.repeat')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {REPEAT_CHOICES.map(([choice, label]) => (
            <label key={choice} className="inline-flex min-h-8 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`repeat-${tactic.id}`}
                value={choice}
                checked={repeatChoice === choice}
                onChange={() => chooseRepeat(choice)}
                className="size-4 accent-primary"
              />
              {t(label)}
            </label>
          ))}
        </div>
        {repeatChoice === 'weekly' && (
          <div
            role="group"
            aria-label={t('schedule.daysOfWeek')}
            aria-describedby={dayHint ? hintId : undefined}
            className="flex flex-wrap gap-1.5"
          >
            {WEEKDAYS.map((day) => {
              const chosen = weeklyDays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={chosen}
                  title={t(DAY_NAMES[day])}
                  onClick={() => toggleDay(day)}
                  className={clsx(
                    'min-h-8 min-w-10 rounded-md border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    chosen
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-card hover:bg-muted',
                  )}
                >
                  {weekdayLabel(t, day)}
                </button>
              );
            })}
          </div>
        )}
        {dayHint && (
          <p id={hintId} role="alert" className="text-sm text-destructive">
            {t('schedule.chooseADay')}
          </p>
        )}
        {repeat?.frequency === 'timesPerWeek' && (
          <NumberChoice
            label={t('schedule.howManyTimes')}
            before=""
            after={t('schedule.timesAfter')}
            options={TIMES_A_WEEK}
            value={repeat.times}
            onChange={(times) => save({ repeat: { frequency: 'timesPerWeek', times } })}
            hint={t('schedule.timesHint')}
          />
        )}
        {repeat?.frequency === 'everyNDays' && (
          <NumberChoice
            label={t('schedule.howManyDays')}
            before={t('schedule.intervalBefore')}
            after={t('schedule.intervalAfter')}
            options={EVERY_N_DAYS}
            value={repeat.interval}
            onChange={(interval) => save({ repeat: { ...repeat, interval } })}
            hint={t('schedule.countedFrom', { date: formatDay(t, repeat.anchor) })}
          />
        )}
        {repeat?.frequency === 'monthly' && (
          <NumberChoice
            label={t('schedule.dayOfMonth')}
            before={t('schedule.dayBefore')}
            after={t('schedule.dayAfter')}
            options={DAYS_OF_MONTH}
            value={repeat.day}
            onChange={(day) => save({ repeat: { frequency: 'monthly', day } })}
            hint={repeat.day > 28 ? t('schedule.shorterMonths') : undefined}
          />
        )}
      </fieldset>
    </div>
  );
}

/** A number for a flexible repeat, chosen from a list: no half-typed value is ever saved. */
function NumberChoice({
  label,
  before,
  after,
  options,
  value,
  onChange,
  hint,
}: {
  label: string;
  before: string;
  after: string;
  options: number[];
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {before && <span aria-hidden>{before}</span>}
        <select
          id={id}
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="min-h-10 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {after && <span aria-hidden>{after}</span>}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Remind me at: a time of day in the person's time zone, or none. The calendar feed times the
 * tactic's event then, with its alarm (docs/product.md, "Reminders"). A one-off without a due date
 * has no day to remind on, so its time waits, disabled, until it gets a date or a repeat.
 */
function RemindAtField({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const setRemindAt = useSetRemindAt();
  const queryClient = useQueryClient();
  const timeId = useId();
  const hintId = useId();
  const [timeText, setTimeText] = useState(tactic.remindAt ?? '');
  const undated = tactic.dueDate === null && tactic.repeat === null;

  const save = (remindAt: string | null) => {
    if (remindAt !== null) void ensureTimeZone(queryClient);
    setRemindAt.mutate({ id: tactic.id, remindAt });
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={timeId} className="block text-sm font-medium">
        {t('schedule.remindMeAt')}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={timeId}
          type="time"
          aria-describedby={hintId}
          disabled={undated}
          value={timeText}
          onChange={(event) => {
            const value = event.target.value;
            setTimeText(value);
            // A half-typed time is not saved; clearing the field removes the reminder.
            if (value === '') save(null);
            else if (/^\d{2}:\d{2}$/.test(value)) save(value);
          }}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:bg-muted"
        />
        <Button
          variant="outline"
          size="sm"
          aria-disabled={tactic.remindAt === null || undefined}
          onClick={() => {
            if (tactic.remindAt === null) return;
            setTimeText('');
            save(null);
          }}
        >
          {t('schedule.noReminder')}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {undated
          ? t(tactic.remindAt ? 'schedule.reminderKept' : 'schedule.reminderUndated')
          : t(tactic.remindAt ? 'schedule.reminderAtTime' : 'schedule.reminderAllDay')}
      </p>
    </div>
  );
}
