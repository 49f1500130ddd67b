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
 * A long list shown first in part (docs/decisions/251-progress-shows-what-matters-first.md,
 * 252-today-and-the-review-at-the-limits.md): its first `first` items, and the rest when asked
 * ("Show all"), after them so that the first keep their places. A list of no more than `first`
 * items shows them all with no control. The line above says what shows, and its button is a
 * disclosure: it stays where it is, says whether the rest is shown (`aria-expanded`), names the
 * list it controls (which follows it), and keeps focus (WCAG 2.2: name, role, value; focus never
 * lost). From WINDOWED_FROM items shown, the list renders what is on screen (decision 121), one
 * column, in `windowedClassName`.
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
  children: (item: T, itemProps?: ItemProps) => ReactNode;
}) {
  const [showingAll, setShowingAll] = useState(false);
  const listId = useId();
  const bounded = items.length > first;
  const shown = bounded && !showingAll ? items.slice(0, first) : items;
  const count = formatCount(items.length);
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
            onClick={() => setShowingAll(!showingAll)}
          >
            {showingAll ? words.showFewer(first) : words.showAll(count)}
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
