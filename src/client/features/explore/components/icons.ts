import {
  Apple,
  Baby,
  CirclePlay,
  FileText,
  Footprints,
  HeartHandshake,
  Leaf,
  MessageSquareOff,
  Mic,
  MonitorOff,
  Moon,
  PiggyBank,
  Scale,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryId, ResourceType } from '../types.ts';

/** Decorative icons (always aria-hidden): the text beside them carries the meaning. */
export const CATEGORY_ICONS: Record<CategoryId, LucideIcon> = {
  'better-sleep': Moon,
  'healthy-eating': Apple,
  'reduce-stress': Leaf,
  'be-active': Footprints,
  'reduce-social-media': MessageSquareOff,
  'less-screentime': MonitorOff,
  'better-savings': PiggyBank,
  'work-life-balance': Scale,
  parenting: Baby,
  relationships: HeartHandshake,
};

export const RESOURCE_TYPE_ICONS: Record<ResourceType, LucideIcon> = {
  experts: UserRound,
  videos: CirclePlay,
  articles: FileText,
  tools: Wrench,
  podcasts: Mic,
};
