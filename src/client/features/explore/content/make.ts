/**
 * Builders for resource entries: each adds the entry's bundled drawing, so the content files
 * hold only facts and words.
 */
import { articleImage, podcastCover, portraitImage, toolLogo, videoThumbnail } from '../images.ts';
import type { Article, Expert, Podcast, Tool, Video } from '../types.ts';

export const expert = (entry: Omit<Expert, 'image'>): Expert => ({
  ...entry,
  image: portraitImage(entry.name),
});

export const video = (entry: Omit<Video, 'thumbnail'>): Video => ({
  ...entry,
  thumbnail: videoThumbnail(entry.title),
});

export const article = (entry: Omit<Article, 'image'>): Article => ({
  ...entry,
  image: articleImage(entry.title, entry.source),
});

export const tool = (entry: Omit<Tool, 'logo'>): Tool => ({
  ...entry,
  logo: toolLogo(entry.name),
});

export const podcast = (entry: Omit<Podcast, 'image'>): Podcast => ({
  ...entry,
  image: podcastCover(entry.name),
});
