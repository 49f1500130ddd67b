import * as Slider from '@radix-ui/react-slider';
import { clsx } from 'clsx';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import type { Outcomes, Tactic } from '#shared/schemas';
import { isRating, ratingOrDefault } from '#shared/scoring';
import { SAVE_TACTICS_FAILED, useSaveRatings, type Rating } from '#client/plan/tactics.ts';
import { SuggestionLine, SuggestionsIntro, useSuggestions } from '../insight/suggestions.tsx';
import { STEPS } from '../steps.ts';
import { ContinueButton, EmptyState, StepActions, StepFrame } from './step-frame.tsx';
import { UnsavedNote } from './unsaved-note.tsx';
import { useSaveAndContinue } from './use-save-and-continue.ts';
import { useKeepDraft, useStepDraft } from './use-step-draft.ts';
import { GoalMeasureLine } from '#client/components/goal-progress/goal-measure-line.tsx';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import { VirtualList, WINDOWED_FROM } from '#client/components/ui/virtual-list.tsx';
import { Message, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

const STEP = STEPS[2];
const TITLE = 'workflow.prioritizeTitle';
/** A range such as '(1-5)' never breaks across lines on a phone. */
const RANGE = <span className="whitespace-nowrap" />;
const Description = () => (
  <Message
    id="workflow.prioritizeDescription"
    values={{ min: RATING_MIN, max: RATING_MAX }}
    components={{ 0: RANGE }}
  />
);

type Ratings = Map<string, Rating>;

const CARD = 'space-y-4 rounded-lg border border-border bg-card p-4 shadow-card';

function GoalHeading({ goal }: { goal: Outcomes['goals'][number] }) {
  return (
    <>
      <h2 className="text-lg font-semibold">{goal.title}</h2>
      <GoalMeasureLine goal={goal} />
    </>
  );
}

const RATINGS = [
  { name: 'effort', label: 'workflow.effort', hint: 'workflow.effortHint' },
  { name: 'impact', label: 'workflow.impact', hint: 'workflow.impactHint' },
] as const;

const ratingOf = (tactic: Tactic): Rating => ({
  id: tactic.id,
  effort: ratingOrDefault(tactic.effort),
  impact: ratingOrDefault(tactic.impact),
});

/** Step 3: an effort and an impact slider per tactic. */
export function PrioritizeStep({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  if (!outcomes.goals.some((goal) => goal.tactics.length > 0)) {
    return (
      <StepFrame step={STEP} title={t(TITLE)} description={<Description />}>
        <EmptyState step={STEPS[1]}>{t('workflow.prioritizeEmpty')}</EmptyState>
        <StepActions step={STEP} />
      </StepFrame>
    );
  }
  return <RatingsForm outcomes={outcomes} />;
}

/** A rating moved and not saved yet, with the saved values it was moved from. */
interface KeptRating extends Rating {
  savedEffort: number | null;
  savedImpact: number | null;
}

const changedFrom = (tactic: Tactic, rating: Rating) => {
  const shown = ratingOf(tactic);
  return shown.effort !== rating.effort || shown.impact !== rating.impact;
};

/**
 * The ratings of a kept draft (docs/product.md, Unsaved changes); every other slider shows the
 * saved plan as it is now, so one not moved follows the server's answer after a reload's saved
 * copy (docs/offline.md). A kept rating applies only while its tactic is there with the saved
 * values it was moved from: a rating changed or a tactic removed elsewhere wins.
 */
function startRatings(tactics: readonly Tactic[], stored: unknown): Ratings {
  const ratings: Ratings = new Map();
  if (!Array.isArray(stored)) return ratings;
  const byId = new Map(tactics.map((tactic) => [tactic.id, tactic]));
  for (const kept of stored as Partial<KeptRating>[]) {
    const tactic = byId.get(kept.id ?? '');
    if (
      tactic &&
      tactic.effort === kept.savedEffort &&
      tactic.impact === kept.savedImpact &&
      isRating(kept.effort) &&
      isRating(kept.impact)
    ) {
      ratings.set(tactic.id, { id: tactic.id, effort: kept.effort, impact: kept.impact });
    }
  }
  return ratings;
}

function RatingsForm({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  const save = useSaveRatings();
  const draft = useStepDraft(STEP);
  const saveAndContinue = useSaveAndContinue(
    STEP,
    { fallback: SAVE_TACTICS_FAILED, success: t('workflow.prioritiesSaved') },
    draft.forget,
  );
  const tactics = outcomes.goals.flatMap((goal) => goal.tactics);
  const [ratings, setRatings] = useState(() => startRatings(tactics, draft.stored));
  const ratingFor = (tactic: Tactic) => ratings.get(tactic.id) ?? ratingOf(tactic);
  // The moved sliders, kept as the step's draft until Continue saves them.
  const kept = useMemo(
    () =>
      outcomes.goals.flatMap((goal) =>
        goal.tactics.flatMap((tactic): KeptRating[] => {
          const rating = ratings.get(tactic.id);
          return rating && changedFrom(tactic, rating)
            ? [{ ...rating, savedEffort: tactic.effort, savedImpact: tactic.impact }]
            : [];
        }),
      ),
    [outcomes, ratings],
  );
  useKeepDraft(draft, kept, kept.length > 0);
  const hintIds = { effort: useId(), impact: useId() };
  const { estimates, suggestions } = useSuggestions(outcomes);

  // In a long plan, the goal whose heading shows above each goal's first tactic.
  const goalOf = useMemo(
    () =>
      new Map(
        outcomes.goals.flatMap((goal) => (goal.tactics[0] ? [[goal.tactics[0].id, goal]] : [])),
      ),
    [outcomes],
  );

  function rate(tactic: Tactic, change: Partial<Rating>) {
    setRatings((current) => new Map(current).set(tactic.id, { ...ratingFor(tactic), ...change }));
  }

  function card(tactic: Tactic) {
    const rating = ratingFor(tactic);
    return (
      <>
        <h3 className="font-medium">{tactic.title}</h3>
        <OpenResourceLink link={tactic.link} title={tactic.title} />
        <SuggestionLine
          tactic={tactic}
          suggestion={suggestions.get(tactic.id)}
          current={rating}
          onUse={(suggested) => rate(tactic, suggested)}
        />
        {RATINGS.map(({ name, label }) => (
          <RatingSlider
            key={name}
            label={t(label)}
            hintId={hintIds[name]}
            tactic={tactic.title}
            value={rating[name]}
            onChange={(value) => rate(tactic, { [name]: value })}
          />
        ))}
      </>
    );
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
    <StepFrame step={STEP} title={t(TITLE)} description={<Description />}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        <RatingScale hintIds={hintIds} />
        {estimates && (
          <SuggestionsIntro
            estimates={estimates}
            onApplyAll={() =>
              tactics.forEach((tactic) => {
                const suggested = suggestions.get(tactic.id);
                if (suggested) rate(tactic, suggested);
              })
            }
          />
        )}
        {tactics.length < WINDOWED_FROM ? (
          outcomes.goals
            .filter((goal) => goal.tactics.length > 0)
            .map((goal) => (
              <section key={goal.id} className="space-y-3">
                <GoalHeading goal={goal} />
                <ul className="grid gap-3 lg:grid-cols-2">
                  {goal.tactics.map((tactic) => (
                    <li key={tactic.id} className={CARD}>
                      {card(tactic)}
                    </li>
                  ))}
                </ul>
              </section>
            ))
        ) : (
          // A long plan is one list that renders only what is on screen (decision 121): each
          // goal's heading opens the item of its first tactic.
          <VirtualList
            aria-label={t('workflow.tacticsToRate')}
            items={tactics}
            itemKey={(tactic) => tactic.id}
            estimateSize={260}
            gap={12}
          >
            {(tactic, index, itemProps) => {
              const goal = goalOf.get(tactic.id);
              return (
                <li {...itemProps}>
                  {goal && (
                    <div className={clsx('space-y-3 pb-3', index > 0 && 'pt-3')}>
                      <GoalHeading goal={goal} />
                    </div>
                  )}
                  <div className={CARD}>{card(tactic)}</div>
                </li>
              );
            }}
          </VirtualList>
        )}
        <UnsavedNote unsaved={kept.length > 0} onDiscard={() => setRatings(new Map())} />
        <StepActions step={STEP} pending={save.isPending}>
          <ContinueButton pending={save.isPending} />
        </StepActions>
      </form>
    </StepFrame>
  );
}

/**
 * What 1 and 5 mean, said once for the page rather than under every slider; each slider points to
 * its line with aria-describedby.
 */
function RatingScale({ hintIds }: { hintIds: Record<(typeof RATINGS)[number]['name'], string> }) {
  const t = useT();
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1 rounded-md bg-muted px-4 py-2 text-sm">
      {RATINGS.map(({ name, label, hint }) => (
        <span key={name} id={hintIds[name]}>
          <span className="font-medium">{t(label)}:</span> {t(hint)}
        </span>
      ))}
    </p>
  );
}

const TICKS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * A 1-5 slider with a mark for each value (1 and 5 labelled) and the value beside its label. Radix
 * gives it the keyboard: arrows by one, Home and End to the ends, and PageUp/PageDown or Shift with
 * an arrow by ten steps (docs/product.md, Limits), so to an end here.
 */
function RatingSlider(props: {
  label: string;
  hintId: string;
  tactic: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useT();
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
          aria-label={t('workflow.ratingFor', { rating: props.label, title: props.tactic })}
          aria-valuetext={t('workflow.valueOf', { value: props.value, max: RATING_MAX })}
          aria-describedby={props.hintId}
          className="block size-6 rounded-full border-2 border-primary bg-card shadow-card transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </Slider.Root>
      {/* Inset by half the thumb (12 px), where Radix puts the thumb's centre at 1 and at 5. */}
      <div aria-hidden data-testid="rating-ticks" className="flex justify-between px-3">
        {TICKS.map((tick) => (
          <span key={tick} className="flex w-0 flex-col items-center">
            <span className="h-1.5 w-px bg-muted-foreground" />
            <span
              className={clsx(
                'text-xs text-muted-foreground tabular-nums',
                tick !== RATING_MIN && tick !== RATING_MAX && 'invisible',
              )}
            >
              {tick}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
