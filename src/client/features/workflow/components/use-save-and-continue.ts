import { useLocation } from 'wouter';
import { toast, toastError } from '../../../components/ui/toast-store.ts';
import { saveErrorMessage } from '../../../plan/error-message.ts';
import { nextPath, type Step } from '../steps.ts';

export interface SaveMessages {
  /** The 'Success!' toast's text once everything is saved. */
  success: string;
  /** The toast text when a failure carries no message of its own. */
  fallback: string;
}

/**
 * How every step's Continue ends: run the save, then a 'Success!' toast and the next step from the
 * step table, or an error toast (docs/product.md, Errors) and the user stays to retry. `onSettled`
 * sees every answer, partial ones included, so rows saved before a failure keep their ids.
 */
export function useSaveAndContinue(step: Step, messages: SaveMessages) {
  const [, navigate] = useLocation();
  return async function saveAndContinue<R extends { error?: unknown }>(
    save: () => Promise<R>,
    onSettled?: (result: R) => void,
  ): Promise<void> {
    try {
      const result = await save();
      onSettled?.(result);
      if (result.error) {
        toastError(saveErrorMessage(result.error, messages.fallback));
        return;
      }
      toast({ title: 'Success!', description: messages.success });
      navigate(nextPath(step));
    } catch (error) {
      toastError(saveErrorMessage(error, messages.fallback));
    }
  };
}
