import * as Slider from '@radix-ui/react-slider';
import { useId, useState, type FormEvent } from 'react';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import type { Outcomes, Tactic } from '#shared/schemas';
import { ratingOrDefault } from '#shared/scoring';
import { SAVE_TACTICS_FAILED, useSaveRatings, type Rating } from '../../../plan/tactics.ts';
import { STEPS } from '../steps.ts';
import { ContinueButton, EmptyState, StepActions, StepFrame } from './step-frame.tsx';
import { useSaveAndContinue } from './use-save-and-continue.ts';

const STEP = STEPS[2];
const TITLE = 'Prioritize Tactics';
const DESCRIPTION = 'Rate each tactic based on effort required (1-5) and potential impact (1-5).';

type Ratings = Map<string, Rating>;

const RATINGS = [
  { name: 'effort', label: 'Effort', hint: '1 is easy, 5 is hard' },
  { name: 'impact', label: 'Impact', hint: '1 is small, 5 is big' },
] as const;

const ratingOf = (tactic: Tactic): Rating => ({
  id: tactic.id,
  effort: ratingOrDefault(tactic.effort),
  impact: ratingOrDefault(tactic.impact),
});

/** Step 3: an effort and an impact slider per tactic. */
export function PrioritizeStep({ outcomes }: { outcomes: Outcomes }) {
  if (!outcomes.goals.some((goal) => goal.tactics.length > 0)) {
    return (
      <StepFrame step={STEP} title={TITLE} description={DESCRIPTION}>
        <EmptyState step={STEPS[1]}>
          There is nothing to rate yet. Brainstorm a few tactics for your goals first.
        </EmptyState>
        <StepActions step={STEP} />
      </StepFrame>
    );
  }
  return <RatingsForm outcomes={outcomes} />;
}

function RatingsForm({ outcomes }: { outcomes: Outcomes }) {
  const save = useSaveRatings();
  const saveAndContinue = useSaveAndContinue(STEP, {
    fallback: SAVE_TACTICS_FAILED,
    success: 'Priorities have been saved.',
  });
  const tactics = outcomes.goals.flatMap((goal) => goal.tactics);
  const [ratings, setRatings] = useState<Ratings>(
    () => new Map(tactics.map((tactic) => [tactic.id, ratingOf(tactic)])),
  );
  const ratingFor = (tactic: Tactic) => ratings.get(tactic.id) ?? ratingOf(tactic);

  function rate(tactic: Tactic, change: Partial<Rating>) {
    setRatings((current) => new Map(current).set(tactic.id, { ...ratingFor(tactic), ...change }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    // What the server lacks: changed ratings, and unrated tactics (saved as the 1 they show).
    const changed = tactics.map(ratingFor).filter((rating, index) => {
      const saved = tactics[index]!;
      return saved.effort !== rating.effort || saved.impact !== rating.impact;
    });
    await saveAndContinue(() => save.mutateAsync(changed));
  }

  return (
    <StepFrame step={STEP} title={TITLE} description={DESCRIPTION}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {outcomes.goals
          .filter((goal) => goal.tactics.length > 0)
          .map((goal) => (
            <section key={goal.id} className="space-y-3">
              <h2 className="text-lg font-semibold break-words">{goal.title}</h2>
              <ul className="grid gap-3 lg:grid-cols-2">
                {goal.tactics.map((tactic) => {
                  const rating = ratingFor(tactic);
                  return (
                    <li
                      key={tactic.id}
                      className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-card"
                    >
                      <h3 className="font-medium break-words">{tactic.title}</h3>
                      {RATINGS.map(({ name, label, hint }) => (
                        <RatingSlider
                          key={name}
                          label={label}
                          hint={hint}
                          tactic={tactic.title}
                          value={rating[name]}
                          onChange={(value) => rate(tactic, { [name]: value })}
                        />
                      ))}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        <StepActions step={STEP}>
          <ContinueButton pending={save.isPending} />
        </StepActions>
      </form>
    </StepFrame>
  );
}

/**
 * A 1-5 slider. Radix gives it the keyboard: arrows by one, Home and End to the ends, and
 * PageUp/PageDown or Shift with an arrow by ten steps (docs/product.md, Limits), so to an end here.
 */
function RatingSlider(props: {
  label: string;
  hint: string;
  tactic: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{props.label}</span>
        <span aria-hidden className="text-base font-semibold tabular-nums">
          {props.value}
        </span>
      </div>
      <Slider.Root
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        value={[props.value]}
        onValueChange={([value]) => value !== undefined && props.onChange(value)}
        className="relative flex h-8 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
          <Slider.Range className="absolute h-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={`${props.label} for ${props.tactic}`}
          aria-valuetext={`${props.value} of ${RATING_MAX}`}
          aria-describedby={hintId}
          className="block size-6 rounded-full border-2 border-primary bg-card shadow-card transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </Slider.Root>
      <p id={hintId} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
    </div>
  );
}
