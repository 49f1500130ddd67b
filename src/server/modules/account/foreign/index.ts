import type { ForeignSource } from '#shared/foreign-import';
import type { ConvertContext, Conversion } from './common.ts';
import { convertHabitica } from './habitica.ts';
import { convertLoop } from './loop.ts';
import { convertTodoist } from './todoist.ts';

export type { Conversion } from './common.ts';

/**
 * The file's body as the route received it: bytes, or for a JSON request the parsed value
 * (only Habitica's file is JSON; the others then refuse it as not theirs).
 */
export function convertForeign(
  source: ForeignSource,
  body: unknown,
  context: ConvertContext,
): Conversion {
  const bytes = Buffer.isBuffer(body) ? body : null;
  switch (source) {
    case 'habitica':
      return convertHabitica(body, context);
    case 'loop':
      return convertLoop(bytes ?? Buffer.alloc(0), context);
    case 'todoist':
      return convertTodoist(bytes ?? Buffer.alloc(0), context);
  }
}
