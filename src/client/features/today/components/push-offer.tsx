import { BellRing, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { pushHelp, usePushDevice } from '#client/components/push-switch.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { PUSH_TEXTS, settlePushOffer } from '#client/lib/push-device.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';

/**
 * Today's one-time offer of reminders as notifications (docs/product.md, "Reminders"): shown while
 * this device has them off and was never offered them to the end; once turned on here or on
 * Account, or dismissed, it never shows again on this device.
 */
export default function PushOffer() {
  const t = useT();
  const { state, busy, error, turnOn } = usePushDevice();
  const [dismissed, setDismissed] = useState(false);

  // Asked here: a refusal is explained on the card rather than the card vanishing.
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (state === 'on') settlePushOffer(); // Turned on elsewhere (Account, another tab).
  }, [state]);

  if (dismissed || state === 'loading' || state === 'unsupported' || state === 'on') return null;
  if (state === 'denied' && !asked) return null;

  const dismiss = () => {
    settlePushOffer();
    setDismissed(true);
  };
  const accept = async () => {
    setAsked(true);
    if ((await turnOn()) === 'on') {
      toast({ title: t('today.notificationsOn'), description: PUSH_TEXTS.on });
    }
  };

  return (
    <section
      aria-labelledby="today-push-offer"
      className="relative rounded-lg border border-border bg-card p-4 pr-12"
    >
      <h2 id="today-push-offer" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden className="size-5 shrink-0" />
        {PUSH_TEXTS.offer}
      </h2>
      <p className="mt-1 text-muted-foreground">{pushHelp(state)}</p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
      {state === 'off' && (
        <Button className="mt-3" onClick={() => void accept()} disabled={busy}>
          {busy ? t('today.turningOn') : PUSH_TEXTS.turnOn}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        aria-label={t('today.dismissPushOffer')}
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
