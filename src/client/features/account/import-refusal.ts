import { IMPORT_MESSAGE_CODES, IMPORT_MESSAGES, type ImportRefusal } from '#shared/export-file';
import { apiWords } from '#client/lib/i18n.tsx';

/**
 * A refusal the page makes before sending a file (docs/product.md, Your data) in the page's
 * language; the server refuses such a file in the same English words.
 */
export const importRefusalText = (kind: ImportRefusal) =>
  apiWords(IMPORT_MESSAGES[kind], IMPORT_MESSAGE_CODES[kind]);

/** Which of those refusals an English `message` is, if any. */
export const importRefusalOf = (message: string) =>
  (Object.keys(IMPORT_MESSAGES) as ImportRefusal[]).find(
    (kind) => IMPORT_MESSAGES[kind] === message,
  );
