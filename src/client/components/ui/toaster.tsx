import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from './toast-store.ts';

/** Swipe right at least this far to dismiss (SPEC.md section 9). */
const SWIPE_THRESHOLD_PX = 50;

/** The notification region: F8 moves focus here (Radix's default hotkey). */
export function Toaster() {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:hidden data-[state=closed]:hidden',
            message.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {message.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
