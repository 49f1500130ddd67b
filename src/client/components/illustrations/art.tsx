import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The frame every illustration shares (docs/product.md, Look and feel): a 96 px square drawn in
 * the `art-*` colours of styles.css, so each picture is redrawn for the dark theme too. They are
 * decoration: the text beside them says everything, so they are hidden from assistive technology.
 */
export function Art({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
      className={clsx('shrink-0', className)}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-illustration=""
    >
      {children}
    </svg>
  );
}

/** Class names for the drawing colours, so shapes read as what they are. */
export const INK = 'fill-none stroke-art-ink';
export const FILL = {
  ink: 'fill-art-ink',
  paper: 'fill-art-paper stroke-art-ink',
  primary: 'fill-art-primary',
  primarySoft: 'fill-art-primary-soft',
  sun: 'fill-art-sun',
  sunSoft: 'fill-art-sun-soft',
  sky: 'fill-art-sky',
  rose: 'fill-art-rose',
} as const;

/** The soft disc behind every picture. */
export function Backdrop({ tone = 'primarySoft' }: { tone?: 'primarySoft' | 'sunSoft' }) {
  return <circle cx="48" cy="48" r="44" className={FILL[tone]} />;
}

/** The rounded tile behind each kind of resource. */
export function Tile({ tone }: { tone: 'primarySoft' | 'sunSoft' }) {
  return <rect x="4" y="4" width="88" height="88" rx="20" className={FILL[tone]} />;
}
