import { useId, useState } from 'react';
import type { MailSettingsBody, ReminderChannel } from '#shared/mail';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { useMailSettings, useSaveMailSettings } from '#client/plan/mail.ts';
import { useT } from '#client/lib/i18n.tsx';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/account';
import 'virtual:messages/toasts';

const CHANNELS: Array<{ value: ReminderChannel; label: MessageId }> = [
  { value: 'push', label: 'account.channelPush' },
  { value: 'email', label: 'account.channelEmail' },
  { value: 'both', label: 'account.channelBoth' },
  { value: 'off', label: 'account.channelOff' },
];

/**
 * Account: how reminders reach the person (push, email, both or neither) and the weekly digest
 * by email on the first day of their week (docs/email.md). Every email also carries a one-click
 * unsubscribe link.
 */
export function EmailSection({ email }: { email: string | undefined }) {
  const t = useT();
  // The digest goes on the first day of the person's week (docs/decisions/262).
  const firstDay = t(
    useDaySettings().weekStartsOn === 'sunday' ? 'account.sunday' : 'account.monday',
  );
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const [choice, setChoice] = useState<MailSettingsBody | null>(null);
  const legendId = useId();
  const digestId = useId();
  const helpId = useId();
  if (!settings.data) {
    return settings.isError ? null : (
      <p className="text-sm text-muted-foreground">{t('account.loadingEmail')}</p>
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
        toast({ title: t('common.success'), description: t('account.emailSaved') });
      },
      onError: (error) => toastError(saveErrorMessage(error, t('toasts.emailFailed'))),
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
          ? t('account.emailUnavailable')
          : t('account.emailsGoTo', { address: email || t('account.signInAddress') })}
      </p>
      <fieldset className="space-y-1.5" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium">
          {t('account.sendRemindersBy')}
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
            {t(label)}
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
        {t('account.weeklyDigest', { weekday: firstDay })}
      </label>
      <Button type="submit" disabled={save.isPending || choice === null}>
        {save.isPending ? t('account.saving') : t('account.saveEmail')}
      </Button>
    </form>
  );
}
