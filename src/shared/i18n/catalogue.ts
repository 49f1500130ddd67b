import type en from './en.json';

/**
 * A catalogue: messages in ICU MessageFormat, grouped by the area of the product that shows
 * them. A message's id is `area.name`; each area's messages load with the area's code.
 */
export type Catalogue = Record<string, Record<string, string>>;

type SourceCatalogue = typeof en;
/** Every message id the source catalogue holds: a typo in an id fails the type check. */
export type MessageId = {
  [Area in keyof SourceCatalogue]: `${Area & string}.${keyof SourceCatalogue[Area] & string}`;
}[keyof SourceCatalogue];

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

/** A catalogue's messages keyed by id, for one area or all of them. */
export function flatten(catalogue: Catalogue, area?: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, group] of Object.entries(catalogue)) {
    if (area !== undefined && name !== area) continue;
    for (const [key, message] of Object.entries(group)) messages[`${name}.${key}`] = message;
  }
  return messages;
}

/**
 * Words in one language. Shared code that writes words (a streak, a repeat, an email) takes one,
 * so the browser passes the page's language and the server the recipient's.
 */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * A keyed refusal in words (docs/decisions/024-one-error-shape.md): a value that is itself an
 * `errors` id (an import's reason) is written first, with the same values, then put in its place.
 */
export function refusalText(t: Translate, code: MessageId, values?: MessageValues): string {
  const inner = (value: MessageValues[string]) =>
    typeof value === 'string' && /^errors\.[a-z][A-Za-z0-9]*$/.test(value)
      ? t(value as MessageId, values)
      : value;
  return t(
    code,
    values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, inner(v)])),
  );
}
