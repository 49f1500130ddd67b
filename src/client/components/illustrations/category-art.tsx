import type { CategoryId } from '#shared/categories';
import type { ComponentType } from 'react';
import { Art, Backdrop, FILL, INK } from './art.tsx';

type Drawing = ComponentType<{ className?: string }>;

const Sleep: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop />
    <path d="M58 20a28 28 0 1 0 18 46A24 24 0 0 1 58 20z" className={FILL.sun} />
    <path d="M58 20a28 28 0 1 0 18 46A24 24 0 0 1 58 20z" className={INK} strokeWidth="3" />
    <path d="M70 24v8M66 28h8M26 30v6M23 33h6" className={INK} strokeWidth="2.5" />
  </Art>
);

const Eating: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop tone="sunSoft" />
    <path d="M40 40c-2-12 6-20 18-20-1 12-8 19-18 20z" className={FILL.primary} />
    <circle cx="58" cy="44" r="9" className={FILL.rose} />
    <path d="M18 50h60a30 30 0 0 1-60 0z" className={FILL.paper} strokeWidth="3" />
    <path d="M30 60h36" className={INK} strokeWidth="2.5" />
  </Art>
);

const Calm: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop />
    <circle cx="48" cy="36" r="14" className={FILL.sun} />
    <path
      d="M16 58c8-6 16-6 24 0s16 6 24 0 12-5 16-2M16 70c8-6 16-6 24 0s16 6 24 0 12-5 16-2"
      className="fill-none stroke-art-primary"
      strokeWidth="4"
    />
  </Art>
);

const Active: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop tone="sunSoft" />
    <path d="M12 76l26-40 14 20 10-12 22 32z" className={FILL.primary} />
    <path d="M38 36l-6 10 6-2 6 4z" className="fill-art-paper" />
    <path d="M62 44V18" className={INK} strokeWidth="3" />
    <path d="M62 18h14l-4 5 4 5H62" className={FILL.rose} />
    <path d="M12 76h72" className={INK} strokeWidth="3" />
  </Art>
);

const Social: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop />
    <path
      d="M20 26h48a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6H40l-12 10v-10h-8a6 6 0 0 1-6-6V32a6 6 0 0 1 6-6z"
      className={FILL.paper}
      strokeWidth="3"
    />
    <path
      d="M44 56c-9-6-12-10-12-14a6 6 0 0 1 12-2 6 6 0 0 1 12 2c0 4-3 8-12 14z"
      className={FILL.rose}
    />
    <path d="M22 76L76 18" className={INK} strokeWidth="4" />
  </Art>
);

const Screens: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop tone="sunSoft" />
    <rect x="30" y="18" width="32" height="56" rx="6" className={FILL.paper} strokeWidth="3" />
    <rect x="36" y="26" width="20" height="36" rx="2" className={FILL.sky} />
    <path d="M66 30h10l-10 12h10M72 16h6l-6 8h6" className={INK} strokeWidth="2.5" />
    <circle cx="46" cy="67" r="2" className={FILL.ink} />
  </Art>
);

const Savings: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop />
    <path d="M30 34h36v36a8 8 0 0 1-8 8H38a8 8 0 0 1-8-8z" className={FILL.paper} strokeWidth="3" />
    <path d="M28 28h40v6H28z" className={FILL.primary} />
    <ellipse cx="48" cy="68" rx="10" ry="4" className={FILL.sun} />
    <ellipse cx="48" cy="61" rx="10" ry="4" className={FILL.sun} />
    <ellipse cx="48" cy="54" rx="10" ry="4" className={FILL.sun} />
    <path d="M48 28V16m0 4c4-6 10-6 12-4-2 5-8 6-12 4z" className={INK} strokeWidth="2.5" />
  </Art>
);

const Balance: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop tone="sunSoft" />
    <path d="M48 22v52M36 76h24M18 34h60" className={INK} strokeWidth="3" />
    <path d="M18 34l-8 18h16zM78 34l-8 18h16z" className={INK} strokeWidth="2" />
    <path d="M8 52a10 6 0 0 0 20 0z" className={FILL.primary} />
    <path d="M68 52a10 6 0 0 0 20 0z" className={FILL.rose} />
    <circle cx="48" cy="22" r="5" className={FILL.sun} />
  </Art>
);

const Parenting: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop />
    <circle cx="38" cy="30" r="10" className={FILL.sun} />
    <path d="M22 78V58a16 16 0 0 1 32 0v20z" className={FILL.primary} />
    <circle cx="64" cy="48" r="7" className={FILL.rose} />
    <path d="M53 78V68a11 11 0 0 1 22 0v10z" className={FILL.sky} />
    <path d="M48 62l8 4" className={INK} strokeWidth="3" />
    <path d="M16 78h64" className={INK} strokeWidth="3" />
  </Art>
);

const Relationships: Drawing = ({ className }) => (
  <Art className={className}>
    <Backdrop tone="sunSoft" />
    <path
      d="M38 70C20 58 14 48 14 40a11 11 0 0 1 24-4 11 11 0 0 1 24 4c0 8-6 18-24 30z"
      className={FILL.rose}
    />
    <path
      d="M58 76C44 66 40 58 40 52a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 6-4 14-18 24z"
      className={FILL.primary}
    />
    <path
      d="M58 76C44 66 40 58 40 52a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 6-4 14-18 24z"
      className={INK}
      strokeWidth="3"
    />
  </Art>
);

/** One drawing per Explore category, shown on its card and at the top of its page. */
export const CATEGORY_ART: Record<CategoryId, Drawing> = {
  'better-sleep': Sleep,
  'healthy-eating': Eating,
  'reduce-stress': Calm,
  'be-active': Active,
  'reduce-social-media': Social,
  'less-screentime': Screens,
  'better-savings': Savings,
  'work-life-balance': Balance,
  parenting: Parenting,
  relationships: Relationships,
};
