import type { Tactic } from '#shared/schemas';
import { AskHowItWent } from '#client/components/ui/how-did-it-go.tsx';
import { tickBoxOf } from '#client/components/ui/tick-box.tsx';
import { useSetActualRatings } from '#client/plan/patch-tactic.ts';

/**
 * "How did it go?" on a Today item, as on the action plan: asked right after the tick; skipped, it
 * stays offered on the done item until answered (docs/product.md, Prioritizing with insight).
 */
export function HowItWent({ tactic }: { tactic: Tactic }) {
  const setActualRatings = useSetActualRatings();
  return (
    <AskHowItWent
      tactic={tactic}
      answerLater
      onSave={(actual) => setActualRatings.mutate({ id: tactic.id, ...actual })}
      focusAfter={tickBoxOf}
    />
  );
}
