import { useId, useState } from 'react';
import type { MailSettingsBody, ReminderChannel } from '#shared/mail';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { useMailSettings, useSaveMailSettings } from '#client/plan/mail.ts';

const CHANNELS: Array<{ value: ReminderChannel; label: string }> = [
  { value: 'push', label: 'Notifications on my devices' },
  { value: 'email', label: 'Email' },
  { value: 'both', label: 'Both' },
  { value: 'off', label: 'No reminders' },
];

/**
 * Account: how reminders reach the person (push, email, both or neither) and the weekly digest
 * by email on the first day of their week (docs/email.md). Every email also carries a one-click
 * unsubscribe link.
 */
export function EmailSection({ email }: { email: string | undefined }) {
  // The digest goes on the first day of the person's week (docs/decisions/262).
  const firstDay = useDaySettings().weekStartsOn === 'sunday' ? 'Sunday' : 'Monday';
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const [choice, setChoice] = useState<MailSettingsBody | null>(null);
  const legendId = useId();
  const digestId = useId();
  const helpId = useId();
  if (!settings.data) {
    return settings.isError ? null : (
      <p className="text-sm text-muted-foreground">Loading your email choices...</p>
    );
  }
  const shown = choice ?? {
    reminders: settings.data.reminders,
    weeklyDigest: settings.data.weeklyDigest,
  };
  const unavailable = !settings.data.emailAvailable;

  const submit = () =>
    save.mutate(shown, {
      onSuccess: () => {
        setChoice(null);
        toast({ title: 'Success', description: 'Your email choices are saved' });
      },
      onError: (error) => toastError(saveErrorMessage(error, 'Failed to save your email choices')),
    });

  return (
    <form
      className="space-y-3"
      aria-describedby={helpId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p id={helpId} className="text-sm text-muted-foreground">
        {unavailable
          ? 'This server has no email set up, so reminders and the digest cannot be sent by email.'
          : `Emails go to ${email || 'your sign-in address'}. Each one has a link to stop it.`}
      </p>
      <fieldset className="space-y-1.5" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium">
          Send reminders by
        </legend>
        {CHANNELS.map(({ value, label }) => (
          <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              name="reminder-channel"
              value={value}
              checked={shown.reminders === value}
              disabled={unavailable && value !== 'push' && value !== 'off'}
              onChange={() => setChoice({ ...shown, reminders: value })}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={digestId} className="flex min-h-10 items-center gap-2 text-sm">
        <input
          id={digestId}
          type="checkbox"
          checked={shown.weeklyDigest}
          disabled={unavailable}
          onChange={(event) => setChoice({ ...shown, weeklyDigest: event.target.checked })}
          className="size-4 accent-primary"
        />
        Weekly digest by email on {firstDay} morning: what is due, last week, and your review
      </label>
      <Button type="submit" disabled={save.isPending || choice === null}>
        {save.isPending ? 'Saving...' : 'Save email choices'}
      </Button>
    </form>
  );
}
