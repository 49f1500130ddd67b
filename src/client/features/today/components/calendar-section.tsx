import { CalendarPlus, Copy, Download, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import {
  fetchCalendarFile,
  rememberedCalendarUrl,
  useCalendarStatus,
  useCreateCalendarLink,
} from '#client/plan/calendar.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { Section } from './section.tsx';
import { Message, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';

/**
 * A private subscription URL for calendar apps (docs/decisions/014-calendar-subscription.md).
 * The server keeps only a hash of its secret, so only the browser that made the link can show
 * it again; elsewhere the user is offered a new link, which replaces the old one.
 */
export function CalendarSection({ uid }: { uid: string }) {
  const t = useT();
  const status = useCalendarStatus();
  const createLink = useCreateCalendarLink(uid);
  const [url, setUrl] = useState(() => rememberedCalendarUrl(uid));
  const [confirmingReset, setConfirmingReset] = useState(false);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The confirmation replaces Reset link: focus goes into it (on Cancel, the safe answer) and
  // back to Reset link when it closes, so a keyboard user never lands on the page's body.
  const resetButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmationShown = useRef(false);
  useEffect(() => {
    if (confirmingReset) cancelButton.current?.focus();
    else if (confirmationShown.current) resetButton.current?.focus();
    confirmationShown.current = confirmingReset;
  }, [confirmingReset]);
  const active = status.data?.active ?? false;
  const knownUrl = active ? url : null;

  const makeLink = async () => {
    try {
      const { url: made } = await createLink.mutateAsync();
      setUrl(made);
      return made;
    } catch (error) {
      toastError(saveErrorMessage(error, t('today.calendarLinkFailed')));
      return null;
    }
  };

  const copy = async () => {
    const link = knownUrl ?? (status.data && !active ? await makeLink() : null);
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('today.success'), description: t('today.calendarLinkCopied') });
    } catch {
      field.current?.select();
      toastError(t('today.calendarCopyFailed'));
    }
  };

  const download = async () => {
    const link = knownUrl ?? (status.data && !active ? await makeLink() : null);
    if (!link) return;
    try {
      const file = await fetchCalendarFile(link);
      const objectUrl = URL.createObjectURL(file);
      const anchor = document.createElement('a');
      anchor.href = objectUrl;
      anchor.download = 'momentum.ics';
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
    } catch (error) {
      toastError(t('today.calendarDownloadFailed', { error: (error as Error).message }));
    }
  };

  const reset = async () => {
    setConfirmingReset(false);
    if (await makeLink()) {
      toast({
        title: t('today.success'),
        description: t('today.calendarLinkRenewed'),
      });
    }
  };

  const busy = createLink.isPending || undefined;
  return (
    <Section title={t('today.calendar')} description={t('today.calendarDescription')}>
      <div className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-card">
        {status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('today.calendarLoadFailed', { error: status.error.message })}
          </p>
        ) : !status.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('today.calendarLoading')}
          </p>
        ) : active && !knownUrl ? (
          <div className="space-y-3 text-sm">
            <p>{t('today.calendarLinkElsewhere')}</p>
            <Button variant="outline" aria-disabled={busy} onClick={() => void reset()}>
              <RefreshCw aria-hidden />
              {t('today.calendarMakeNewLink')}
            </Button>
          </div>
        ) : (
          <>
            {knownUrl && (
              <div className="space-y-1.5">
                <label htmlFor={fieldId} className="block text-sm font-medium">
                  {t('today.calendarPrivateLink')}
                </label>
                <input
                  ref={field}
                  id={fieldId}
                  readOnly
                  value={knownUrl}
                  onFocus={(event) => event.target.select()}
                  className="min-h-10 w-full min-w-0 rounded-md border border-input bg-muted/60 px-3 font-mono text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <p className="text-xs text-muted-foreground">{t('today.calendarShareWithNoOne')}</p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button aria-disabled={busy} onClick={() => void copy()}>
                {knownUrl ? <Copy aria-hidden /> : <CalendarPlus aria-hidden />}
                {t('today.calendarCopyLink')}
              </Button>
              <Button variant="outline" aria-disabled={busy} onClick={() => void download()}>
                <Download aria-hidden />
                {t('today.calendarDownload')}
              </Button>
              {knownUrl && !confirmingReset && (
                <Button
                  ref={resetButton}
                  variant="outline"
                  onClick={() => setConfirmingReset(true)}
                >
                  <RefreshCw aria-hidden />
                  {t('today.calendarResetLink')}
                </Button>
              )}
            </div>
            {confirmingReset && (
              <div
                role="group"
                aria-label={t('today.calendarResetGroup')}
                className="space-y-2 rounded-md border border-destructive p-3 text-sm"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setConfirmingReset(false);
                }}
              >
                <p>{t('today.calendarResetConfirm')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    className="border-destructive text-destructive"
                    aria-disabled={busy}
                    onClick={() => void reset()}
                  >
                    {t('today.calendarResetYes')}
                  </Button>
                  <Button
                    ref={cancelButton}
                    variant="ghost"
                    onClick={() => setConfirmingReset(false)}
                  >
                    {t('today.cancel')}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            {t('today.calendarHowToSubscribe')}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            {(
              [
                'today.calendarHowGoogle',
                'today.calendarHowApple',
                'today.calendarHowOutlook',
              ] as const
            ).map((id) => (
              <li key={id}>
                <Message id={id} components={{ 0: <strong className="text-foreground" /> }} />
              </li>
            ))}
          </ul>
          <p className="mt-2 text-muted-foreground">{t('today.calendarFetchNote')}</p>
        </details>
      </div>
    </Section>
  );
}
