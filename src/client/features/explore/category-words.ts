import type { CategoryId } from '#shared/categories';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/explore';

/** Each life area's name in the person's language (CATEGORY_LABELS is the English). */
export const CATEGORY_LABEL_IDS: Record<CategoryId, MessageId> = {
  'better-sleep': 'explore.betterSleepLabel',
  'healthy-eating': 'explore.healthyEatingLabel',
  'reduce-stress': 'explore.reduceStressLabel',
  'be-active': 'explore.beActiveLabel',
  'reduce-social-media': 'explore.reduceSocialMediaLabel',
  'less-screentime': 'explore.lessScreentimeLabel',
  'better-savings': 'explore.betterSavingsLabel',
  'work-life-balance': 'explore.workLifeBalanceLabel',
  parenting: 'explore.parentingLabel',
  relationships: 'explore.relationshipsLabel',
};
