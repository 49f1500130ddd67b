import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
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
  // The item holding focus stays rendered, with one item either side, wherever the page scrolls:
  // the keyboard's place is kept while the page is scrolled away from it, and a Tab pressed
  // before the window catches up still finds the next item (React renders a focus change before
  // the next key is handled).
  const [focusedKey, setFocusedKey] = useState<string>();
  const focusedIndex = useMemo(
    () => (focusedKey === undefined ? -1 : items.findIndex((item) => itemKey(item) === focusedKey)),
    [items, itemKey, focusedKey],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (focusedIndex < 0) return shown;
      const kept = [focusedIndex - 1, focusedIndex, focusedIndex + 1].filter(
        (index) => index >= 0 && index < range.count && !shown.includes(index),
      );
      return kept.length ? [...shown, ...kept].sort((a, b) => a - b) : shown;
    },
    [focusedIndex],
  );
  const onFocus = (event: FocusEvent) => {
    const item = event.target.closest('[data-index]');
    if (item?.parentElement === listRef.current) {
      setFocusedKey(itemKey(items[Number(item.getAttribute('data-index'))]!));
    }
  };
  // Focus leaving the list lets its item go. Focus moving within the list keeps it until the
  // next item's focus event names that one: letting go in between would render the list without
  // the item focus is moving to, when only the kept place had it rendered (a Tab pressed before
  // the window followed the scroll), and the focus would be lost. Any other blur is checked once
  // the focus has settled, in a later task: a blur with focus still on the item (the window lost
  // focus) keeps it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && listRef.current?.contains(next)) return;
    setTimeout(() => {
      if (!listRef.current?.contains(document.activeElement)) setFocusedKey(undefined);
    });
  };
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    gap,
    overscan,
    rangeExtractor,
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
      onFocus={onFocus}
      onBlur={onBlur}
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
