import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useT } from '#client/lib/i18n.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal panel over a dimmed page. Radix keeps focus inside, closes it on Escape and gives focus
 * back to the button that opened it (WCAG 2.2: 2.1.2, 2.4.3): its `Trigger`, or `returnFocusTo`
 * when the dialog was loaded after its button. It scrolls on its own on small screens, so nothing
 * runs off a 360 px phone.
 */
export function DialogContent({
  title,
  description,
  returnFocusTo,
  children,
}: {
  title: string;
  description?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        {...(description === undefined && { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo) return;
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-5 text-card-foreground shadow-raised sm:p-6"
      >
        <div className="pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description !== undefined && (
            <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label={t('common.close')}
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
