import { useSyncExternalStore } from 'react';

/** docs/product.md, Limits: one toast at a time, 5000 ms unless said otherwise. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
}

let nextId = 1;
let current: ToastMessage | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen (only one is ever visible). */
export function toast(message: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}) {
  current = { variant: 'default', ...message, id: nextId++, open: true };
  emit();
}

/** Every failure: a destructive toast titled 'Error' (docs/product.md, Errors). */
export function toastError(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
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
  current = undefined;
  emit();
}
