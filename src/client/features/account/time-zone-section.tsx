import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast, toastError } from '../../components/ui/toast-store.ts';
import { saveErrorMessage } from '../../plan/error-message.ts';
import { browserTimeZone, useMe, useSetTimeZone } from '../../plan/time-zone.ts';

/** Every zone this browser knows, with the chosen one kept even if the list lacks it. */
function zoneChoices(chosen: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(chosen) ? zones : [chosen, ...zones];
}

/**
 * Account: the time zone reminders at a time of day are read in. Taken from the browser at sign-in
 * while none is stored; changed here (docs/product.md, "Reminders").
 */
export function TimeZoneSection() {
  const me = useMe();
  const setTimeZone = useSetTimeZone();
  const selectId = useId();
  const stored = me.data?.timeZone ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const shown = choice ?? stored ?? browserTimeZone();

  const save = () =>
    setTimeZone.mutate(shown, {
      onSuccess: () => toast({ title: 'Success', description: `Time zone set to ${shown}` }),
      onError: (error) => toastError(saveErrorMessage(error, 'Failed to save your time zone')),
    });

  return (
    <section aria-labelledby="account-time-zone" className="space-y-3">
      <h2 id="account-time-zone" className="text-lg font-semibold">
        Time zone
      </h2>
      <p className="text-sm text-muted-foreground">
        Reminders at a time of day (Remind me at, on a tactic’s Schedule) follow this zone, summer
        time included. {stored ? `Saved: ${stored}.` : 'None saved yet.'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium">
            Your time zone
          </label>
          <select
            id={selectId}
            value={shown}
            onChange={(event) => setChoice(event.target.value)}
            className="min-h-10 w-full max-w-sm rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {zoneChoices(shown).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={save} disabled={setTimeZone.isPending || me.isPending}>
          {setTimeZone.isPending ? 'Saving...' : 'Save time zone'}
        </Button>
      </div>
    </section>
  );
}
