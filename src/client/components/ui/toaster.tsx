import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useT } from '#client/lib/i18n.tsx';
import {
  dismissToast,
  takeToastAction,
  TOAST_DURATION_MS,
  useCurrentToast,
} from './toast-store.ts';

/** Swipe right at least this far to dismiss (docs/product.md, Limits). */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The notification region, bottom right (full width on phones). It shows the store's one current
 * toast; F8 moves focus to it (Radix's default hotkey), and the region is named for it.
 * `duration` is for tests; the app uses the 5000 ms default.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: { duration?: number }) {
  const t = useT();
  const message = useCurrentToast();
  const destructive = message?.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Provider
      duration={duration}
      label={t('common.notification')}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          // Errors interrupt a screen reader (assertive); everything else waits its turn.
          type={destructive ? 'foreground' : 'background'}
          className={clsx(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-11 shadow-raised',
            'data-[state=open]:animate-fade-in data-[state=closed]:hidden',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:hidden',
            destructive
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <Icon
            aria-hidden="true"
            className={clsx('mt-0.5 size-5 shrink-0', !destructive && 'text-success')}
          />
          <div className="grid min-w-0 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {message.title}
            </ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="text-sm">
                {message.description}
              </ToastPrimitive.Description>
            )}
            {message.action && (
              <ToastPrimitive.Action
                altText={message.action.altText}
                onClick={() => takeToastAction(message.id)}
                className="mt-1 inline-flex min-h-9 w-fit items-center rounded-md border border-border bg-background px-3 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {message.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.closeNotification')}
            className="absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        // Radix puts the key that moves focus here (F8) in place of {hotkey}.
        label={t('common.notifications', { hotkey: '{hotkey}' })}
        className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 focus-visible:has-[li]:outline-2 focus-visible:has-[li]:-outline-offset-2 focus-visible:has-[li]:outline-ring sm:p-6"
      />
    </ToastPrimitive.Provider>
  );
}
