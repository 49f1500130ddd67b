import type { MessageId } from '#shared/i18n/catalogue';
import { ApiError, NOT_AUTHENTICATED } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/offline';

/**
 * Words written when they are shown, so they follow the language chosen since the module loaded
 * (a module constant holding `t(...)`'s text would stay in the first language).
 */
export type Words = () => string;

/**
 * The toast text for a failed save, the one place this wording is decided
 * (docs/product.md, Errors): the API's message (the server's words or the call's own
 * fallback), 'User not authenticated' with no signed-in user, otherwise the overall fallback.
 */
export function saveErrorMessage(error: unknown, overallFallback: string | Words): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message === NOT_AUTHENTICATED) return t('common.notSignedIn');
  return typeof overallFallback === 'function' ? overallFallback() : overallFallback;
}

/**
 * A queued write's failure in the person's language. It is a message id since writes carry ids;
 * one queued by an earlier version holds English words, which the catalogue does not know and
 * so shows as they are.
 */
export const failureText = (failure: string): string => t(failure as MessageId);
