import type { CategoryId } from '#shared/categories';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/explore';

/** Each life area's name and blurb in the person's language (CATEGORY_LABELS is the English). */
export const CATEGORY_WORDS: Record<CategoryId, { label: MessageId; summary: MessageId }> = {
  'better-sleep': { label: 'explore.betterSleepLabel', summary: 'explore.betterSleepSummary' },
  'healthy-eating': {
    label: 'explore.healthyEatingLabel',
    summary: 'explore.healthyEatingSummary',
  },
  'reduce-stress': { label: 'explore.reduceStressLabel', summary: 'explore.reduceStressSummary' },
  'be-active': { label: 'explore.beActiveLabel', summary: 'explore.beActiveSummary' },
  'reduce-social-media': {
    label: 'explore.reduceSocialMediaLabel',
    summary: 'explore.reduceSocialMediaSummary',
  },
  'less-screentime': {
    label: 'explore.lessScreentimeLabel',
    summary: 'explore.lessScreentimeSummary',
  },
  'better-savings': {
    label: 'explore.betterSavingsLabel',
    summary: 'explore.betterSavingsSummary',
  },
  'work-life-balance': {
    label: 'explore.workLifeBalanceLabel',
    summary: 'explore.workLifeBalanceSummary',
  },
  parenting: { label: 'explore.parentingLabel', summary: 'explore.parentingSummary' },
  relationships: { label: 'explore.relationshipsLabel', summary: 'explore.relationshipsSummary' },
};
