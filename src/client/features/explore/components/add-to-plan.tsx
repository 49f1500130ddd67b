import { Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useOpenOnDemand } from '#client/components/ui/open-on-demand.ts';
import type { PlanSource } from './plan-source.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/explore';

export type { PlanSource } from './plan-source.ts';

const loadDialog = () => import('./add-to-plan-dialog.tsx');
const AddToPlanDialog = lazyChunk(async () => ({ default: (await loadDialog()).AddToPlanDialog }));

/** 'Add to plan' and its dialog, loaded on first use (docs/decisions/017-explore-items-become-tactics.md). */
export function AddToPlanButton({ source }: { source: PlanSource }) {
  const t = useT();
  const dialog = useOpenOnDemand(loadDialog);
  return (
    <>
      <Button
        variant="outline"
        aria-label={t('explore.addToPlanLabel', { name: source.name })}
        {...dialog.buttonProps}
      >
        <Plus aria-hidden className="size-4" />
        {t('explore.addToPlan')}
      </Button>
      {dialog.open && (
        <Suspense fallback={null}>
          <AddToPlanDialog
            source={source}
            returnFocusTo={dialog.returnFocusTo}
            onClose={dialog.close}
          />
        </Suspense>
      )}
    </>
  );
}
