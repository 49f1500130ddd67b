import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { browserTimeZone, useMe, useSetTimeZone } from '#client/plan/time-zone.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/account';
import 'virtual:messages/toasts';

/**
 * Zones browsers still list under an older spelling (Intl keeps the CLDR names), offered under the
 * name people search for today. The server accepts both (docs/product.md, "Reminders").
 */
const CURRENT_NAMES: Record<string, string> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};
const currentName = (zone: string) => CURRENT_NAMES[zone] ?? zone;

/** How a zone reads on this page, in the list and in the text alike: "America/New York". */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/**
 * UTC (which Intl leaves out) and every zone this browser knows under its current name, with the
 * saved and chosen ones kept first when the list lacks them (a zone saved under an older name
 * stays selectable).
 */
function zoneChoices(kept: Array<string | null>): string[] {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').map(currentName).sort()];
  const missing = kept.filter((zone): zone is string => zone !== null && !zones.includes(zone));
  return [...new Set([...missing, ...zones])];
}

/**
 * Account: the time zone reminders at a time of day are read in. Taken from the browser at sign-in
 * while none is stored; changed here (docs/product.md, "Reminders").
 */
export function TimeZoneSection() {
  const t = useT();
  const me = useMe();
  const setTimeZone = useSetTimeZone();
  const selectId = useId();
  const stored = me.data?.timeZone ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const shown = choice ?? stored ?? currentName(browserTimeZone());

  const save = () =>
    setTimeZone.mutate(shown, {
      onSuccess: () =>
        toast({
          title: t('common.success'),
          description: t('account.timeZoneSet', { zone: zoneLabel(shown) }),
        }),
      onError: (error) => toastError(saveErrorMessage(error, t('toasts.timeZoneFailed'))),
    });

  return (
    <section aria-labelledby="account-time-zone" className="space-y-3">
      <h2 id="account-time-zone" className="text-lg font-semibold">
        {t('account.timeZoneTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('account.timeZoneText')}{' '}
        {stored
          ? t('account.timeZoneSaved', { zone: zoneLabel(stored) })
          : t('account.timeZoneNone')}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium">
            {t('account.yourTimeZone')}
          </label>
          <select
            id={selectId}
            value={shown}
            onChange={(event) => setChoice(event.target.value)}
            className="min-h-10 w-full max-w-sm rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {zoneChoices([stored, shown]).map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={save} disabled={setTimeZone.isPending || me.isPending}>
          {setTimeZone.isPending ? t('account.saving') : t('account.saveTimeZone')}
        </Button>
      </div>
    </section>
  );
}
