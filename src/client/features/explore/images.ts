/**
 * Our own drawings for the resource cards (docs/decisions/011-explore-images-are-bundled.md): small SVGs built here and handed to
 * <img> as data URIs, so nothing is fetched from another site and the page works offline.
 * Colours are derived from the item's name, so each card keeps the same look between visits.
 */
import {
  readPerType,
  type PerType,
  type ResourceItems,
  type ResourceType,
  type VideoPlatform,
} from './types.ts';

/** Pixel sizes of each drawing; the cards pass them to <img width height> to avoid layout shift. */
export const IMAGE_SIZES = {
  experts: { width: 96, height: 96 },
  videos: { width: 320, height: 180 },
  articles: { width: 320, height: 160 },
  tools: { width: 96, height: 96 },
  podcasts: { width: 96, height: 96 },
} as const satisfies Record<ResourceType, { width: number; height: number }>;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A hue taken from the text. Dark shades (lightness at most 32%) keep white text above 4.5:1. */
export function hueFor(text: string): number {
  return hash(text) % 360;
}

function shade(hue: number, saturation: number, lightness: number): string {
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function svgDataUri(width: number, height: number, body: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function gradient(id: string, hue: number): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(hue, 55, 32)}"/>` +
    `<stop offset="1" stop-color="${shade((hue + 40) % 360, 60, 22)}"/>` +
    `</linearGradient></defs>`
  );
}

/** Up to two capitals: the first letters of the first and last words ('Daniel J. Siegel' gives 'DS'). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr|Prof)\.?\s+/i, '')
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function centredText(text: string, x: number, y: number, size: number, fill = '#fff'): string {
  return (
    `<text x="${x}" y="${y}" fill="${fill}" font-family="${FONT}" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`
  );
}

/** An expert: their initials on a circle of their own colour. */
export function portraitImage(name: string): string {
  const { width, height } = IMAGE_SIZES.experts;
  const hue = hueFor(name);
  const body =
    gradient('g', hue) +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<circle cx="48" cy="48" r="44" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>` +
    centredText(initialsOf(name), 48, 50, 34);
  return svgDataUri(width, height, body, `Initials of ${name}`);
}

/** A video: a play button on a coloured screen, with the platform and running time as labels. */
export function videoThumbnail(title: string, platform: VideoPlatform, duration: string): string {
  const { width, height } = IMAGE_SIZES.videos;
  const hue = hueFor(title);
  const body =
    gradient('g', hue) +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="270" cy="30" r="70" fill="#fff" fill-opacity="0.06"/>` +
    `<circle cx="40" cy="170" r="90" fill="#fff" fill-opacity="0.05"/>` +
    `<circle cx="160" cy="86" r="32" fill="#fff" fill-opacity="0.95"/>` +
    `<path d="M150 70 L176 86 L150 102 Z" fill="${shade(hue, 55, 28)}"/>` +
    `<rect x="12" y="144" width="${platform.length * 11 + 20}" height="24" rx="12" fill="#000" fill-opacity="0.55"/>` +
    `<text x="22" y="156" fill="#fff" font-family="${FONT}" font-size="13" font-weight="700" dominant-baseline="central">${escapeXml(platform)}</text>` +
    `<rect x="${width - 20 - duration.length * 8}" y="144" width="${duration.length * 8 + 8}" height="24" rx="6" fill="#000" fill-opacity="0.7"/>` +
    `<text x="${width - 16}" y="156" fill="#fff" font-family="${FONT}" font-size="13" font-weight="600" text-anchor="end" dominant-baseline="central">${escapeXml(duration)}</text>`;
  return svgDataUri(width, height, body, `Video: ${title}`);
}

/** An article: a sheet of paper with a headline bar and text lines, over a tinted desk. */
export function articleImage(title: string, source: string): string {
  const { width, height } = IMAGE_SIZES.articles;
  const hue = hueFor(source);
  const lines = [52, 64, 76, 88, 100, 112]
    .map(
      (y, index) =>
        `<rect x="128" y="${y}" width="${index % 3 === 2 ? 70 : 104}" height="5" rx="2.5" fill="${shade(hue, 15, 78)}"/>`,
    )
    .join('');
  const body =
    `<rect width="${width}" height="${height}" fill="${shade(hue, 45, 93)}"/>` +
    `<circle cx="290" cy="20" r="60" fill="${shade(hue, 50, 86)}"/>` +
    `<rect x="112" y="18" width="136" height="132" rx="6" fill="#000" fill-opacity="0.08" transform="translate(4 4)"/>` +
    `<rect x="112" y="18" width="136" height="132" rx="6" fill="#fff"/>` +
    `<rect x="128" y="30" width="80" height="10" rx="3" fill="${shade(hue, 55, 32)}"/>` +
    lines +
    `<rect x="216" y="30" width="18" height="18" rx="3" fill="${shade((hue + 40) % 360, 55, 60)}"/>`;
  return svgDataUri(width, height, body, `Article: ${title} (${source})`);
}

/** A tool: an app-style tile with the tool's initials. */
export function toolLogo(name: string): string {
  const { width, height } = IMAGE_SIZES.tools;
  const hue = hueFor(name);
  const body =
    gradient('g', hue) +
    `<rect width="96" height="96" rx="22" fill="url(#g)"/>` +
    `<path d="M0 70 Q48 52 96 70 V74 Q96 96 74 96 H22 Q0 96 0 74 Z" fill="#fff" fill-opacity="0.08"/>` +
    centredText(initialsOf(name), 48, 46, 32);
  return svgDataUri(width, height, body, `${name} tile`);
}

/** A podcast: a studio microphone with sound waves on a coloured tile. */
export function podcastCover(name: string): string {
  const { width, height } = IMAGE_SIZES.podcasts;
  const hue = hueFor(name);
  const stroke = `fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"`;
  const body =
    gradient('g', hue) +
    `<rect width="96" height="96" rx="16" fill="url(#g)"/>` +
    `<rect x="38" y="18" width="20" height="36" rx="10" fill="#fff"/>` +
    `<path d="M30 44 a18 18 0 0 0 36 0" ${stroke}/>` +
    `<path d="M48 62 V74 M38 76 H58" ${stroke}/>` +
    `<path d="M20 30 a30 30 0 0 0 0 28 M76 30 a30 30 0 0 1 0 28" ${stroke} stroke-opacity="0.55"/>`;
  return svgDataUri(width, height, body, `${name} podcast`);
}

/**
 * Alt text for every image, derived from the item it shows. The drawings carry no information
 * beyond the card's text, so the alt text says what the picture is and whom it stands for.
 */
const ALT_TEXT: PerType<string> = {
  experts: (expert) => `Initials avatar for ${expert.name}`,
  videos: (video) => `Thumbnail for the ${video.platform} video “${video.title}”`,
  articles: (article) => `Illustration for the ${article.source} article “${article.title}”`,
  tools: (tool) => `App tile for ${tool.name}`,
  podcasts: (podcast) => `Cover tile for the podcast ${podcast.name}`,
};

export function imageAlt<T extends ResourceType>(type: T, item: ResourceItems[T]): string {
  return readPerType(ALT_TEXT, type, item);
}
