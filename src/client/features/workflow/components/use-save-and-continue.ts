import { useLocation } from 'wouter';
import { toast, toastError, type ToastAction } from '#client/components/ui/toast-store.ts';
import { saveErrorMessage, type Words } from '#client/plan/error-message.ts';
import { nextPath, type Step } from '../steps.ts';
import { t } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

export interface SaveMessages {
  /** The 'Success!' toast's text once everything is saved. */
  success: string;
  /** The toast text when a failure carries no message of its own. */
  fallback: string | Words;
}

/**
 * How every step's Continue ends: run the save, then a 'Success!' toast and the next step from the
 * step table, or an error toast (docs/product.md, Errors) and the user stays to retry. `onSettled`
 * sees every answer, partial ones included, so rows saved before a failure keep their ids.
 */
/** What a success toast may add: an action such as Undo, and what happens if it is not taken. */
export interface SuccessExtras {
  action: ToastAction;
  onClose: () => void;
}

/** `onSaved` runs once everything is saved, before the toast and the next step (a draft is dropped). */
export function useSaveAndContinue(step: Step, messages: SaveMessages, onSaved?: () => void) {
  const [, navigate] = useLocation();
  return async function saveAndContinue<R extends { error?: unknown }>(
    save: () => Promise<R>,
    onSettled?: (result: R) => void,
    successExtras?: () => SuccessExtras,
  ): Promise<void> {
    try {
      const result = await save();
      onSettled?.(result);
      if (result.error) {
        toastError(saveErrorMessage(result.error, messages.fallback));
        return;
      }
      onSaved?.();
      toast({ title: t('workflow.success'), description: messages.success, ...successExtras?.() });
      navigate(nextPath(step));
    } catch (error) {
      toastError(saveErrorMessage(error, messages.fallback));
    }
  };
}
