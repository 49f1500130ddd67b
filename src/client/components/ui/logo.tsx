import { clsx } from 'clsx';

/** The Momentum mark and name. The mark is decorative; the name is the text beside it. */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span
      className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="size-7 shrink-0 rounded-lg bg-primary text-primary-foreground"
      >
        <path d="M7 22 13 12l5 7 3-4 4 7z" fill="currentColor" />
      </svg>
      <span className={nameClassName}>Momentum</span>
    </span>
  );
}
