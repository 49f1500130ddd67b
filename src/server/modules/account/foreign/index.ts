import type { ForeignSource } from '#shared/foreign-import';
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import type { Translate } from '#shared/i18n/catalogue';
import { translator } from '#server/i18n.ts';
import { refuse, type ConvertContext, type Conversion } from './common.ts';
import { convertHabitica } from './habitica.ts';
import { convertLoop } from './loop.ts';
import { convertTodoist } from './todoist.ts';

export type { Conversion } from './common.ts';

/**
 * The file's body as the route received it: bytes, or for a JSON request the parsed value
 * (only Habitica's file is JSON; the others then refuse it as not theirs). The words Momentum
 * writes are in `t`'s language, English when not given.
 */
export function convertForeign(
  source: ForeignSource,
  body: unknown,
  { t = translator(null), ...rest }: Omit<ConvertContext, 't'> & { t?: Translate },
): Conversion {
  const context: ConvertContext = { ...rest, t };
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  try {
    switch (source) {
      case 'habitica':
        return convertHabitica(body, context);
      case 'loop':
        return convertLoop(bytes, context);
      case 'todoist':
        return convertTodoist(bytes, context);
    }
  } catch {
    // A file damaged past what the converter foresaw is still bad input: 400, never a 500
    // (docs/product.md, Your data). Tests cover the damage that is known.
    return refuse(FOREIGN_MESSAGES.notThisApp(source));
  }
}
