import type { Refusal } from '#server/db/access.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import { OUTCOME_MESSAGES } from '#shared/schemas';
import { SHARING_MESSAGES } from '#shared/sharing';

/** The answer to a refused call (docs/decisions/060-the-outcome-is-the-scope.md). */
export function refused(refusal: Refusal): HttpError {
  if (refusal === 'forbidden') return new HttpError(403, SHARING_MESSAGES.partnerWrite);
  if (refusal === 'read-only') return new HttpError(409, OUTCOME_MESSAGES.readOnly);
  return notFound();
}
