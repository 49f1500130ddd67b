import type { ComponentType } from 'react';
import { Art, FILL, INK, Tile } from './art.tsx';

type Drawing = ComponentType<{ className?: string }>;
export type ResourceKind = 'experts' | 'videos' | 'articles' | 'tools' | 'podcasts';

const Expert: Drawing = ({ className }) => (
  <Art className={className}>
    <Tile tone="primarySoft" />
    <circle cx="40" cy="40" r="13" className={FILL.sun} />
    <path d="M16 84a24 24 0 0 1 48 0z" className={FILL.primary} />
    <path
      d="M58 18h24a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4h-14l-8 6V22a4 4 0 0 1 4-4z"
      className={FILL.paper}
      strokeWidth="2.5"
    />
    <path d="M66 26h12M66 31h8" className={INK} strokeWidth="2.5" />
  </Art>
);

const Video: Drawing = ({ className }) => (
  <Art className={className}>
    <Tile tone="sunSoft" />
    <rect x="14" y="22" width="68" height="46" rx="6" className={FILL.paper} strokeWidth="3" />
    <path d="M42 35v20l17-10z" className={FILL.rose} />
    <path d="M36 78h24" className={INK} strokeWidth="3" />
  </Art>
);

const ArticleArt: Drawing = ({ className }) => (
  <Art className={className}>
    <Tile tone="primarySoft" />
    <path d="M24 14h34l14 14v54H24z" className={FILL.paper} strokeWidth="3" />
    <path d="M58 14v14h14" className={INK} strokeWidth="3" />
    <rect x="32" y="32" width="20" height="8" rx="2" className={FILL.primary} />
    <path d="M32 50h32M32 59h32M32 68h20" className={INK} strokeWidth="2.5" />
  </Art>
);

const ToolArt: Drawing = ({ className }) => (
  <Art className={className}>
    <Tile tone="sunSoft" />
    <rect x="18" y="18" width="60" height="60" rx="12" className={FILL.paper} strokeWidth="3" />
    <path d="M30 36h36M30 60h36" className={INK} strokeWidth="3" />
    <circle cx="56" cy="36" r="6" className={FILL.primary} />
    <circle cx="40" cy="60" r="6" className={FILL.rose} />
  </Art>
);

const PodcastArt: Drawing = ({ className }) => (
  <Art className={className}>
    <Tile tone="primarySoft" />
    <rect x="38" y="16" width="20" height="38" rx="10" className={FILL.primary} />
    <path d="M28 46a20 20 0 0 0 40 0M48 66v12M38 80h20" className={INK} strokeWidth="3" />
    <path
      d="M18 32a30 30 0 0 0 0 26M78 32a30 30 0 0 1 0 26"
      className="fill-none stroke-art-sun"
      strokeWidth="4"
    />
  </Art>
);

/** One drawing per kind of resource, shown on every card of that kind. */
export const RESOURCE_ART: Record<ResourceKind, Drawing> = {
  experts: Expert,
  videos: Video,
  articles: ArticleArt,
  tools: ToolArt,
  podcasts: PodcastArt,
};
