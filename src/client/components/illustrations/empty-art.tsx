import { Art, Backdrop, FILL, INK } from './art.tsx';

/** Empty states: a seedling in a pot under the sun, a plan waiting to grow. */
export function EmptyArt({ className }: { className?: string }) {
  return (
    <Art className={className}>
      <Backdrop tone="sunSoft" />
      <circle cx="70" cy="26" r="9" className={FILL.sun} />
      <path d="M48 58V36" className={INK} strokeWidth="3" />
      <path d="M48 44c-2-10-10-14-18-12 1 9 8 14 18 12z" className={FILL.primary} />
      <path d="M48 40c2-9 9-13 17-11-1 8-8 12-17 11z" className={FILL.primary} />
      <path d="M32 58h32l-4 22H36z" className={FILL.rose} />
      <path d="M28 58h40" className={INK} strokeWidth="3" />
    </Art>
  );
}
