import type { Translate } from '#shared/i18n/catalogue';
import { tieNotes } from '#shared/quadrants';
import { AskHowItWent } from '#client/components/ui/how-did-it-go.tsx';
import { useSetActualRatings } from '#client/plan/patch-tactic.ts';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';
import { tickBoxOf } from '#client/components/ui/tick-box.tsx';
import { IfThenPlanEditor } from './if-then-plan.tsx';
import 'virtual:messages/quadrants';

/** If-then plans are offered on this many open tactics, best first (docs/product.md, If-then plans). */
const PLANS_OFFERED = 3;

/** Open one-off tactics: not done and not repeating (a repeating tactic is never done). */
const isOpenOneOff = (tactic: PlanTactic) => !tactic.completed && tactic.repeat === null;

export interface CardNotes {
  /** Per card, in action-plan order: why it sits above a tie, or null. */
  tieNotes: Array<string | null>;
  /** The tactics offered an if-then plan. */
  offered: ReadonlySet<string>;
}

/**
 * What the cards' insights need from the whole plan, worked out once per ranking: a card only
 * looks up its own entry, so a plan of thousands of cards is walked once, not once per card.
 */
export function cardNotes(t: Translate, ranked: readonly PlanTactic[]): CardNotes {
  const offered = new Set<string>();
  for (const tactic of ranked) {
    if (offered.size === PLANS_OFFERED) break;
    if (isOpenOneOff(tactic)) offered.add(tactic.id);
  }
  return { tieNotes: tieNotes(t, ranked), offered };
}

/**
 * What an action-plan card adds below its figures: why it sits above a tie, its if-then plan
 * (offered on the top three open tactics), and "How did it go?" right after it is ticked done.
 */
export function CardInsight({
  tactic,
  note,
  offer,
}: {
  tactic: PlanTactic;
  /** The card's entry of `CardNotes`: its tie note, and whether it is offered an if-then plan. */
  note: string | null | undefined;
  offer: boolean;
}) {
  return (
    <>
      {note && <p className="w-full basis-full text-sm text-muted-foreground">{note}</p>}
      <IfThenPlanEditor tactic={tactic} offer={offer} />
      <AskHowItWentOnCard tactic={tactic} />
    </>
  );
}

/**
 * "How did it go?" once this card's one-off tactic is ticked done; focus then goes to its tick
 * box. A skipped one is answered later from Done.
 */
function AskHowItWentOnCard({ tactic }: { tactic: PlanTactic }) {
  const setActualRatings = useSetActualRatings();
  return (
    <AskHowItWent
      tactic={tactic}
      onSave={(actual) => setActualRatings.mutate({ id: tactic.id, ...actual })}
      focusAfter={tickBoxOf}
    />
  );
}
