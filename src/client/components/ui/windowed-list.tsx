import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ListProps } from './virtual-list.tsx';

/**
 * The windowed form of VirtualList (TanStack Virtual, scrolling with the page): only the items on
 * screen and a few around them are rendered. Loaded with the first long list, so short plans
 * never download it.
 */
export default function WindowedList<T>({
  items,
  itemKey,
  children,
  estimateSize,
  gap,
  ordered,
  className,
  handle,
  overscan = 6,
  ...rest
}: ListProps<T>) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  // Where the list starts on the page: the window scrolls, the list is somewhere down it. Read
  // again whenever the page's height changes: a list above this one (Today has three) grows as
  // its items are measured, and pushes this one down.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setTop(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    gap,
    overscan,
    scrollMargin: top,
    // The same function while the items are the same: TanStack Virtual works out every item's
    // place again when it changes.
    getItemKey: useCallback((index: number) => itemKey(items[index]!), [itemKey, items]),
  });
  useImperativeHandle(
    handle,
    () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'start' }) }),
    [virtualizer],
  );
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      ref={listRef}
      className={className}
      aria-label={rest['aria-label']}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <Fragment key={row.key}>
          {children(items[row.index]!, row.index, {
            ref: virtualizer.measureElement,
            'data-index': row.index,
            'aria-setsize': items.length,
            'aria-posinset': row.index + 1,
            style: {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - top}px)`,
            },
          })}
        </Fragment>
      ))}
    </List>
  );
}
