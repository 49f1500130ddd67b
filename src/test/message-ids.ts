import en from '../shared/i18n/en.json' with { type: 'json' };

/**
 * A message id showing where its words should be (an area of the catalogue, a dot, a name): its
 * area's words never loaded with the code that shows them, or the id is unknown.
 */
export const MESSAGE_ID = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[a-z][A-Za-z0-9]+\\b`);
