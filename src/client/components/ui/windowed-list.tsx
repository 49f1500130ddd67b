import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  windowScroll,
  type Range,
} from '@tanstack/react-virtual';
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
import { flushSync } from 'react-dom';
import { focusAt } from './focus-place.ts';
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
  focusWhileLoading,
  ...rest
}: ListProps<T>) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  // Where the list starts on the page: the window scrolls, the list is somewhere down it. Read
  // when the page is first laid out and again whenever its height changes (a list above this one,
  // as on Today, grows as its items are measured and pushes this one down), always from a resize
  // observer: it runs after the browser's own layout, so reading the place forces none. Until
  // then the list counts as starting at the top of the page, which shows every item it should,
  // and a few more; the change renders before that frame is painted.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      const place = list.getBoundingClientRect().top + window.scrollY;
      flushSync(() => setTop(place));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The item holding focus stays rendered, with one item either side, wherever the page scrolls:
  // the keyboard's place is kept while the page is scrolled away from it, and a Tab pressed
  // before the window catches up still finds the next item (React renders a focus change before
  // the next key is handled).
  // Focus placed in the plain list shown while this code loaded comes back to the same place
  // here: its item counts as focused from the first render, and takes focus once rendered, unless
  // focus has gone elsewhere meanwhile.
  const [focusedKey, setFocusedKey] = useState(() => {
    const item = focusWhileLoading && items[focusWhileLoading.index];
    return item === undefined ? undefined : itemKey(item);
  });
  const focusToGiveBack = useRef(focusWhileLoading);
  useLayoutEffect(() => {
    const place = focusToGiveBack.current;
    const item = place && listRef.current?.querySelector(`:scope > [data-index="${place.index}"]`);
    if (!place || !item) return; // nothing to give back, or not rendered yet (the next render)
    focusToGiveBack.current = undefined;
    const focused = document.activeElement;
    if (!focused || focused === document.body) focusAt(item, place);
  });
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
    // Items are placed (`top`) and the list sized by TanStack Virtual itself, as their sizes are
    // measured, with no React render unless the items shown change
    // (docs/decisions/229-a-long-list-lays-out-once.md).
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    // An item's height is read from its resize observer, after the browser's layout: reading it
    // as the item is added would lay the page out in the middle of React's commit, and again in
    // the frame. Until its first observation an item has the size it had, or its estimate.
    measureElement: sizeFromObserver,
    count: items.length,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    gap,
    overscan,
    rangeExtractor,
    scrollMargin: top,
    // The same function while the items are the same: TanStack Virtual works out every item's
    // place again when it changes.
    getItemKey: useCallback((index: number) => itemKey(items[index]!), [itemKey, items]),
    scrollToFn: scrollUnlessMounting,
  });
  useImperativeHandle(
    handle,
    () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'start' }) }),
    [virtualizer],
  );
  const { containerRef } = virtualizer;
  const listAndSizeRef = useCallback(
    (list: (HTMLOListElement & HTMLUListElement) | null) => {
      listRef.current = list;
      containerRef(list);
    },
    [containerRef],
  );
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      ref={listAndSizeRef}
      className={className}
      aria-label={rest['aria-label']}
      onFocus={onFocus}
      onBlur={onBlur}
      style={LIST_STYLE}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <Fragment key={row.key}>
          {children(items[row.index]!, row.index, {
            ref: virtualizer.measureElement,
            'data-index': row.index,
            'aria-setsize': items.length,
            'aria-posinset': row.index + 1,
            style: ITEM_STYLE,
          })}
        </Fragment>
      ))}
    </List>
  );
}

const sizeFromObserver: typeof measureElement = (element, entry, instance) => {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
};

/**
 * TanStack Virtual scrolls the window to where it already is as a list mounts: window.scrollTo
 * lays the whole page out there and then, inside React's commit, and on Today at the limits that
 * layout made the first showing one task of 363 ms where commit and layout are each under 200
 * (docs/decisions/252). That first write of each list is left out; every later one (a scroll to an
 * item, a correction as items are measured) is made.
 */
const mounted = new WeakSet<object>();
const scrollUnlessMounting: typeof windowScroll = (offset, options, instance) => {
  if (!mounted.has(instance)) {
    mounted.add(instance);
    if (options.adjustments === undefined && options.behavior === undefined) return;
  }
  windowScroll(offset, options, instance);
};

const LIST_STYLE = { position: 'relative' } as const;
// No `top`: TanStack Virtual writes each item's.
const ITEM_STYLE = { position: 'absolute', left: 0, width: '100%' } as const;
