import { checkCode } from '#shared/check-codes';
import { apiWords } from './i18n.tsx';

/**
 * A form check's message (in the API's English words) in the page's language; any other text,
 * such as a message the page already wrote in that language, is shown as it is.
 */
export function checkWords(message: string): string {
  const code = checkCode(message);
  return code ? apiWords(message, code) : message;
}
