import { clsx } from 'clsx';

/** One labelled number, e.g. 'Impact: 4' (phrasing content only: it also sits inside a label). */
export function Figure({
  label,
  value,
  strong,
}: {
  label: string;
  value: number;
  strong?: boolean;
}) {
  return (
    <span className="inline-flex gap-1">
      <span className="opacity-80">{label}:</span>
      <span className={clsx('tabular-nums', strong ? 'font-bold' : 'font-medium')}>{value}</span>
    </span>
  );
}
