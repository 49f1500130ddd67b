import { useId, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { VirtualList, WINDOWED_FROM, type ItemProps } from './virtual-list.tsx';

/** What the line and the button above a list shown first in part say. */
export interface ShownFirstWords {
  /** The line while the first `shown` of `count` show. */
  showingFirst: (shown: number, count: string) => string;
  showingAll: (count: string) => string;
  showAll: (count: string) => string;
  showFewer: (first: number) => string;
}

/**
 * The rest of a list whose `items` hold only its first (docs/decisions/253-today-reads-what-it-
 * shows-first.md): how many there are in all, and how to read them.
 */
export interface ShownFirstRest {
  count: number;
  /** Reads the rest; the list shows them once they are among its items. */
  load: () => void;
  /** Being read (the button says so, `aria-busy`), or waiting for the connection. */
  state: 'idle' | 'loading' | 'offline';
  words: { loading: (count: string) => string; offline: string };
}

/**
 * A long list shown first in part (docs/decisions/251-progress-shows-what-matters-first.md,
 * 252-today-and-the-review-at-the-limits.md): its first `first` items, and the rest when asked
 * ("Show all"), after them so that the first keep their places. A list of no more than `first`
 * items shows them all with no control. The line above says what shows, and its button is a
 * disclosure: it stays where it is, says whether the rest is shown (`aria-expanded`), names the
 * list it controls (which follows it), and keeps focus (WCAG 2.2: name, role, value; focus never
 * lost). From WINDOWED_FROM items shown, the list renders what is on screen (decision 121), one
 * column, in `windowedClassName`. With `rest`, the items hold only the first of the list: "Show
 * all" reads the rest, and the first stay on screen until it lands.
 */
export function ShownFirstList<T>({
  items,
  first,
  words,
  formatCount,
  className,
  windowedClassName,
  itemKey,
  estimateSize,
  gap,
  rest,
  children,
}: {
  items: readonly T[];
  first: number;
  words: ShownFirstWords;
  formatCount: (count: number) => string;
  className: string;
  windowedClassName?: string;
  itemKey: (item: T) => string;
  /** A first guess of item `item`'s height in px, windowed. */
  estimateSize: (item: T) => number;
  gap: number;
  rest?: ShownFirstRest;
  children: (item: T, itemProps?: ItemProps) => ReactNode;
}) {
  const [askedForAll, setAskedForAll] = useState(false);
  const listId = useId();
  const total = Math.max(rest?.count ?? 0, items.length);
  const bounded = total > first;
  const held = items.length >= total;
  const showingAll = askedForAll && held;
  const shown = bounded && !showingAll ? items.slice(0, first) : items;
  const count = formatCount(total);
  const waiting = askedForAll && !held ? rest?.state : undefined;
  const label = showingAll
    ? words.showFewer(first)
    : waiting === 'offline'
      ? rest!.words.offline
      : waiting
        ? rest!.words.loading(count)
        : words.showAll(count);
  return (
    <>
      {bounded && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-sm text-muted-foreground">
            {showingAll ? words.showingAll(count) : words.showingFirst(shown.length, count)}
          </p>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showingAll}
            aria-controls={listId}
            aria-busy={waiting === 'loading'}
            onClick={() => {
              if (!askedForAll && !held) rest?.load();
              setAskedForAll(!askedForAll);
            }}
          >
            {label}
          </Button>
        </div>
      )}
      {shown.length < WINDOWED_FROM ? (
        <ul id={listId} className={className}>
          {shown.map((item) => children(item))}
        </ul>
      ) : (
        <div id={listId}>
          <VirtualList
            className={windowedClassName}
            items={shown}
            itemKey={itemKey}
            estimateSize={(index) => estimateSize(shown[index]!)}
            gap={gap}
          >
            {(item, _index, itemProps) => children(item, itemProps)}
          </VirtualList>
        </div>
      )}
    </>
  );
}
