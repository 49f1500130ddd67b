import { clsx } from 'clsx';
import { useT } from '#client/lib/i18n.tsx';
import { RESOURCE_FILTERS, type ResourceFilter } from '../resources.ts';
import 'virtual:messages/explore';

/** A toggle group: one chip is pressed at a time (aria-pressed), and pressing one shows that group. */
export function FilterChips({
  value,
  onChange,
}: {
  value: ResourceFilter;
  onChange: (filter: ResourceFilter) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('explore.filterLabel')} className="flex flex-wrap gap-2">
      {RESOURCE_FILTERS.map((filter) => {
        const pressed = filter.id === value;
        return (
          <button
            key={filter.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.id)}
            className={clsx(
              'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-card-foreground hover:bg-muted',
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
