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

/**
 * A private subscription URL for calendar apps (docs/decisions/014-calendar-subscription.md).
 * The server keeps only a hash of its secret, so only the browser that made the link can show
 * it again; elsewhere the user is offered a new link, which replaces the old one.
 */
export function CalendarSection({ uid }: { uid: string }) {
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
      toastError(saveErrorMessage(error, 'Failed to create calendar link'));
      return null;
    }
  };

  const copy = async () => {
    const link = knownUrl ?? (status.data && !active ? await makeLink() : null);
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Success', description: 'Calendar link copied' });
    } catch {
      field.current?.select();
      toastError('Could not copy the link: select it in the field and copy it yourself.');
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
      toastError(`Failed to download the calendar: ${(error as Error).message}`);
    }
  };

  const reset = async () => {
    setConfirmingReset(false);
    if (await makeLink()) {
      toast({
        title: 'Success',
        description: 'New calendar link made; the old one no longer works',
      });
    }
  };

  const busy = createLink.isPending || undefined;
  return (
    <Section
      title="Calendar"
      description="See your due dates and repeats in the calendar you already use."
    >
      <div className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-card">
        {status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your calendar link could not be loaded: {status.error.message}
          </p>
        ) : !status.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your calendar link...
          </p>
        ) : active && !knownUrl ? (
          <div className="space-y-3 text-sm">
            <p>
              You made a calendar link in another browser (or this one has forgotten it). It is kept
              secret, so Momentum cannot show it again. Calendars subscribed to it keep working. To
              use a link here, make a new one: the old link stops working.
            </p>
            <Button variant="outline" aria-disabled={busy} onClick={() => void reset()}>
              <RefreshCw aria-hidden />
              Make a new link
            </Button>
          </div>
        ) : (
          <>
            {knownUrl && (
              <div className="space-y-1.5">
                <label htmlFor={fieldId} className="block text-sm font-medium">
                  Your private calendar link
                </label>
                <input
                  ref={field}
                  id={fieldId}
                  readOnly
                  value={knownUrl}
                  onFocus={(event) => event.target.select()}
                  className="min-h-10 w-full min-w-0 rounded-md border border-input bg-muted/60 px-3 font-mono text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <p className="text-xs text-muted-foreground">
                  Anyone with this link can see your scheduled tactics: share it with no one.
                </p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button aria-disabled={busy} onClick={() => void copy()}>
                {knownUrl ? <Copy aria-hidden /> : <CalendarPlus aria-hidden />}
                Copy calendar link
              </Button>
              <Button variant="outline" aria-disabled={busy} onClick={() => void download()}>
                <Download aria-hidden />
                Download .ics
              </Button>
              {knownUrl && !confirmingReset && (
                <Button
                  ref={resetButton}
                  variant="outline"
                  onClick={() => setConfirmingReset(true)}
                >
                  <RefreshCw aria-hidden />
                  Reset link
                </Button>
              )}
            </div>
            {confirmingReset && (
              <div
                role="group"
                aria-label="Reset the calendar link"
                className="space-y-2 rounded-md border border-destructive p-3 text-sm"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setConfirmingReset(false);
                }}
              >
                <p>
                  Reset the link? Calendars subscribed to the current one stop updating; you
                  subscribe them again with the new link.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    className="border-destructive text-destructive"
                    aria-disabled={busy}
                    onClick={() => void reset()}
                  >
                    Yes, reset the link
                  </Button>
                  <Button
                    ref={cancelButton}
                    variant="ghost"
                    onClick={() => setConfirmingReset(false)}
                  >
                    Cancel
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">How to subscribe</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            <li>
              <strong className="text-foreground">Google Calendar</strong> (on a computer): Other
              calendars, +, From URL, paste the link.
            </li>
            <li>
              <strong className="text-foreground">Apple Calendar</strong>: File, New Calendar
              Subscription (on iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar).
            </li>
            <li>
              <strong className="text-foreground">Outlook</strong>: Add calendar, Subscribe from
              web, paste the link.
            </li>
          </ul>
          <p className="mt-2 text-muted-foreground">
            Calendar apps fetch the link every few hours, so changes may take a while to show.
            Download .ics gives a one-time copy that does not update.
          </p>
        </details>
      </div>
    </Section>
  );
}
