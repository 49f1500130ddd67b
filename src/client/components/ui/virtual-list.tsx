import {
  Fragment,
  Suspense,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { lazyChunk } from '../../lib/load-chunk.ts';

/**
 * Lists longer than this render only the items on screen (and a few around them); shorter ones
 * render every item, as a plain list.
 */
export const WINDOWED_FROM = 60;

/** What an item's `li` spreads: its position when the list is windowed, nothing otherwise. */
export interface ItemProps {
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  'data-index'?: number;
  'aria-setsize'?: number;
  'aria-posinset'?: number;
}

export interface ListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The item: an `li` that spreads `itemProps` (its place in a windowed list). */
  children: (item: T, index: number, itemProps: ItemProps) => ReactNode;
  /** A first guess of an item's height in px; each item is measured once shown. */
  estimateSize: number;
  /** Space between items in px (a windowed list cannot use margins between its items). */
  gap: number;
  ordered?: boolean;
  className?: string;
  'aria-label'?: string;
}

// Printing shows every item: the browser announces it before it lays the page out for print,
// and the list renders in full at once (flushSync), before that layout.
let printing = false;
function subscribeToPrinting(listener: () => void) {
  const before = () => {
    printing = true;
    flushSync(listener);
  };
  const after = () => {
    printing = false;
    flushSync(listener);
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
}

/**
 * A list that renders only what is on screen once it is long (TanStack Virtual, scrolling with
 * the page), so a plan of thousands of tactics shows as fast as one of ten. Each item keeps its
 * position in the set for assistive technology; focus moving to an item scrolls it into view and
 * renders its neighbours, so the keyboard reaches every item; printing renders them all.
 */
export function VirtualList<T>(props: ListProps<T>) {
  const isPrinting = useSyncExternalStore(
    subscribeToPrinting,
    () => printing,
    () => false,
  );
  const { items, itemKey, children, gap, ordered, className } = props;
  if (items.length < WINDOWED_FROM || isPrinting) {
    const List = ordered ? 'ol' : 'ul';
    return (
      <List
        className={className}
        aria-label={props['aria-label']}
        style={{ display: 'flex', flexDirection: 'column', gap }}
      >
        {items.map((item, index) => (
          <Fragment key={itemKey(item)}>{children(item, index, {})}</Fragment>
        ))}
      </List>
    );
  }
  return (
    // Until the windowed list's code has loaded, the first items show as a plain list.
    <Suspense fallback={<VirtualList {...props} items={items.slice(0, WINDOWED_FROM - 1)} />}>
      <WindowedList {...props} />
    </Suspense>
  );
}

const WindowedList = lazyChunk(() => import('./windowed-list.tsx')) as <T>(
  props: ListProps<T>,
) => ReactNode;
