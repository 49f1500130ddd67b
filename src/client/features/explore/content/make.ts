/**
 * Builders for resource entries: each names the kind of resource an entry is, so the content
 * file reads as a typed list of facts and words.
 */
import type { Article, Expert, Podcast, Tool, Video } from '../types.ts';

export const expert = (entry: Expert): Expert => entry;
export const video = (entry: Video): Video => entry;
export const article = (entry: Article): Article => entry;
export const tool = (entry: Tool): Tool => entry;
export const podcast = (entry: Podcast): Podcast => entry;
