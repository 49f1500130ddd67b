import { ApiError, NOT_AUTHENTICATED } from '../lib/api.ts';

/**
 * The toast text for a failed save, the one place this wording is decided
 * (docs/product.md, Errors): the API's message (the server's words or the call's own
 * fallback), 'User not authenticated' with no signed-in user, otherwise the overall fallback.
 */
export function saveErrorMessage(error: unknown, overallFallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message === NOT_AUTHENTICATED) return NOT_AUTHENTICATED;
  return overallFallback;
}
