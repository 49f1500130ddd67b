import { useSyncExternalStore } from 'react';
import { t } from '#client/lib/i18n.tsx';

/** docs/product.md, Limits: one toast at a time, 5000 ms unless said otherwise. */
export const TOAST_DURATION_MS = 5000;

/** A button in the toast (such as Undo); `altText` says how to do the same without the toast. */
export interface ToastAction {
  label: string;
  altText: string;
  run: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
  action?: ToastAction;
  /**
   * Runs once when the toast goes without its action taken: timed out, closed, swiped or replaced
   * by the next toast (docs/product.md, Limits: Undo).
   */
  onClose?: () => void;
}

let nextId = 1;
let current: ToastMessage | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The toast's `onClose`, at most once: the toast is settled either by its action or by closing. */
function settle(message: ToastMessage | undefined, actionTaken: boolean) {
  if (!message?.open) return;
  const { onClose } = message;
  message.onClose = undefined;
  if (!actionTaken) onClose?.();
}

/**
 * Shows a toast, replacing the one on screen (only one is ever visible); returns its id, for a
 * page that offers the same action itself (takeToastAction).
 */
export function toast(message: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ToastAction;
  onClose?: () => void;
}) {
  settle(current, false);
  current = { variant: 'default', ...message, id: nextId++, open: true };
  emit();
  return current.id;
}

/** Every failure: a destructive toast titled 'Error' (docs/product.md, Errors). */
export function toastError(description: string) {
  toast({ title: t('common.error'), description, variant: 'destructive' });
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  settle(current, false);
  current = { ...current, open: false };
  emit();
}

/** The toast's action was chosen: it runs instead of `onClose`, and the toast closes. */
export function takeToastAction(id: number) {
  if (current?.id !== id || !current.open) return;
  const { action } = current;
  settle(current, true);
  current = { ...current, open: false };
  emit();
  action?.run();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/** Removes the current toast at once (no toast on screen afterwards). */
export function clearToasts() {
  settle(current, false);
  current = undefined;
  emit();
}
