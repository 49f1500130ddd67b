import {
  BookOpen,
  Clock,
  ExternalLink,
  MonitorPlay,
  Newspaper,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { RESOURCE_ART } from '#client/components/illustrations/resource-art.tsx';
import { ACTION_LABELS, resourceName, tacticTitleFor, type ResourceEntry } from '../resources.ts';
import { AddToPlanButton } from './add-to-plan.tsx';
import { t, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/explore';

interface Detail {
  /** Read by screen readers only: the visible value and icon speak for themselves. */
  label: string;
  value: string;
  icon: LucideIcon;
}

/** The extra facts each kind of card shows under its title (the fields docs/product.md lists for that type). */
function detailsOf(entry: ResourceEntry): {
  subtitle?: string;
  details: Detail[];
  description: string;
} {
  switch (entry.type) {
    case 'experts':
      return { subtitle: entry.item.title, details: [], description: entry.item.description };
    case 'videos':
      return {
        details: [
          { label: t('explore.speaker'), value: entry.item.author, icon: UserRound },
          { label: t('explore.platform'), value: entry.item.platform, icon: MonitorPlay },
          { label: t('explore.length'), value: entry.item.duration, icon: Clock },
        ],
        description: entry.item.description,
      };
    case 'articles':
      return {
        details: [
          { label: t('explore.source'), value: entry.item.source, icon: Newspaper },
          { label: t('explore.readingTime'), value: entry.item.readTime, icon: BookOpen },
        ],
        description: entry.item.description,
      };
    case 'tools':
      return { details: [], description: entry.item.description };
    case 'podcasts':
      return {
        subtitle: t('explore.hostedBy', { host: entry.item.host }),
        details: [],
        description: entry.item.description,
      };
  }
}

/** One resource: its type's drawing, title, its type's fields, a description and one action link. */
export function ResourceCard({ entry }: { entry: ResourceEntry }) {
  useT();
  const name = resourceName(entry.type, entry.item);
  const { subtitle, details, description } = detailsOf(entry);
  const Art = RESOURCE_ART[entry.type];

  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-card">
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex items-center gap-4">
          <Art className="size-14" />
          <div className="min-w-0">
            <h3 className="text-base leading-snug font-semibold text-card-foreground">{name}</h3>
            {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
          </div>
        </div>
        {details.length > 0 ? <DetailList details={details} /> : null}
        <p className="text-sm leading-relaxed">{description}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ActionLink href={entry.item.link} label={ACTION_LABELS[entry.type]} name={name} />
          <AddToPlanButton
            source={{
              name,
              title: tacticTitleFor(entry),
              link: entry.item.link,
              resourceId: entry.item.id,
            }}
          />
        </div>
      </div>
    </article>
  );
}

function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {details.map(({ label, value, icon: Icon }) => (
        <div key={label}>
          <dt className="sr-only">{label}</dt>
          <dd className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 shrink-0" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Opens the resource in a new tab; the accessible name says what opens, and where. */
function ActionLink({ href, label, name }: { href: string; label: string; name: string }) {
  const t = useT();
  return (
    <Button asChild variant="secondary">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('explore.opensInNewTab', { action: label, name })}
      >
        {label}
        <ExternalLink aria-hidden className="size-4" />
      </a>
    </Button>
  );
}
