import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { awaitsHowItWent } from '#shared/estimates';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import { afterNextPaint } from '#client/lib/after-paint.ts';
import { useT } from '#client/lib/i18n.tsx';
import { Button } from './button.tsx';

const STEPS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

export interface ActualRatings {
  actualEffort: number;
  actualImpact: number;
}

/**
 * The small question after a one-off tactic is ticked done (docs/decisions/016-learning-ratings.md):
 * the effort it took and the impact it had, 1 to 5 each. It never blocks: Skip, or just carry on.
 * Any screen that ticks tactics done can show it (the action plan, Today).
 */
export function HowDidItGo({
  tacticTitle,
  onSave,
  onSkip,
}: {
  tacticTitle: string;
  onSave: (ratings: ActualRatings) => void;
  onSkip: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const [effort, setEffort] = useState<number>();
  const [impact, setImpact] = useState<number>();
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (effort === undefined || impact === undefined) return setMissing(true);
    onSave({ actualEffort: effort, actualImpact: impact });
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="w-full basis-full space-y-3 rounded-md bg-muted/60 p-3 text-sm"
    >
      <p id={headingId} className="font-semibold">
        {t('common.howDidItGo')} <span className="sr-only">{tacticTitle}</span>
      </p>
      <RatingChoice
        legend={t('common.effortItTook')}
        hint={t('common.effortHint')}
        value={effort}
        onChange={setEffort}
      />
      <RatingChoice
        legend={t('common.impactItHad')}
        hint={t('common.impactHint')}
        value={impact}
        onChange={setImpact}
      />
      {missing && (effort === undefined || impact === undefined) && (
        <p role="alert" className="text-destructive">
          {t('common.chooseBoth')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {t('common.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onSkip}>
          {t('common.skip')}
        </Button>
      </div>
    </form>
  );
}

/** What the question needs to know of a tactic. */
export interface AskedTactic {
  title: string;
  completed: boolean;
  repeat: unknown;
  actualEffort: number | null;
  actualImpact: number | null;
}

/**
 * The one flow every screen that ticks tactics done shares (the action plan, Today, Done): asks
 * once when the screen sees a one-off tactic go from open to done, in the frame after the one that
 * shows the tick, so the tick is painted without waiting for it. With `answerLater`, a done
 * tactic not yet rated (skipped, or ticked elsewhere) offers **How did it go?**, which asks again.
 * Once answered, focus goes to what `focusAfter` finds from the control pressed; after Skip, to
 * the How did it go? button where there is one. Stays mounted while it shows nothing, so focus can
 * still be moved after the answer.
 */
export function AskHowItWent({
  tactic,
  onSave,
  focusAfter,
  answerLater = false,
}: {
  tactic: AskedTactic;
  onSave: (ratings: ActualRatings) => void;
  focusAfter: (pressed: Element | null) => HTMLElement | null;
  answerLater?: boolean;
}) {
  const t = useT();
  const [wasCompleted, setWasCompleted] = useState(tactic.completed);
  // 'soon' from the tick until its frame is painted, then 'yes': the question is laid out in the
  // frame after the one that shows the tick (docs/decisions/230-the-question-follows-the-tick.md).
  const [asking, setAsking] = useState<'no' | 'soon' | 'yes'>('no');
  const returnFocusRef = useReturnFocus();
  const laterButtonRef = useRef<HTMLButtonElement>(null);
  // Adjusting state during render (React's pattern for reacting to a changed prop).
  if (wasCompleted !== tactic.completed) {
    setWasCompleted(tactic.completed);
    setAsking(tactic.completed && tactic.repeat === null ? 'soon' : 'no');
  }
  useEffect(() => {
    if (asking !== 'soon') return;
    let current = true;
    afterNextPaint(() => {
      if (current) setAsking('yes');
    });
    return () => {
      current = false;
    };
  }, [asking]);
  if (asking === 'yes' && tactic.completed) {
    return (
      <HowDidItGo
        tacticTitle={tactic.title}
        onSave={(actual) => {
          returnFocusRef.current = focusAfter(document.activeElement);
          onSave(actual);
          setAsking('no');
        }}
        onSkip={() => {
          returnFocusRef.current = answerLater
            ? laterButtonRef
            : focusAfter(document.activeElement);
          setAsking('no');
        }}
      />
    );
  }
  if (asking === 'soon' || !answerLater || !awaitsHowItWent(tactic)) return null;
  return (
    <Button
      ref={laterButtonRef}
      variant="outline"
      size="sm"
      className="min-h-11"
      aria-label={t('common.howDidItGoFor', { title: tactic.title })}
      onClick={() => setAsking('yes')}
    >
      {t('common.howDidItGo')}
    </Button>
  );
}

/**
 * Where focus goes after the next render (an element, or a ref to one rendered then); cleared
 * once used.
 */
function useReturnFocus() {
  const returnFocusRef = useRef<HTMLElement | RefObject<HTMLElement | null> | null>(undefined);
  useEffect(() => {
    const target = returnFocusRef.current;
    (target && 'current' in target ? target.current : target)?.focus();
    returnFocusRef.current = undefined;
  });
  return returnFocusRef;
}

function RatingChoice({
  legend,
  hint,
  value,
  onChange,
}: {
  legend: string;
  hint: string;
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="float-left mr-3 font-medium">
        {legend} <span className="font-normal text-muted-foreground">({hint})</span>
      </legend>
      <span className="flex gap-1">
        {STEPS.map((step) => (
          <label
            key={step}
            className="grid size-8 cursor-pointer place-items-center rounded-md border border-input/60 bg-card font-medium tabular-nums has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={step}
              checked={value === step}
              onChange={() => onChange(step)}
              className="sr-only"
            />
            {step}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
