import { CirclePlay, FileText, Mic, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import type { ResourceType } from '../types.ts';

/** Decorative icons (always aria-hidden): the text beside them carries the meaning. */
export const RESOURCE_TYPE_ICONS: Record<ResourceType, LucideIcon> = {
  experts: UserRound,
  videos: CirclePlay,
  articles: FileText,
  tools: Wrench,
  podcasts: Mic,
};
