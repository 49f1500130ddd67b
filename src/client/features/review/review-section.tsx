import type { ReactNode } from 'react';

/** One part of the review: a card named by its heading. */
export function ReviewSection({
  id,
  title,
  plain = false,
  children,
}: {
  id: string;
  title: string;
  /** Without the card's border, for the list of past reviews. */
  plain?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={
        plain ? 'space-y-3' : 'space-y-3 rounded-lg border border-border bg-card p-4 sm:p-6'
      }
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
