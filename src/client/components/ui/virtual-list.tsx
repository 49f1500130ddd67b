import {
  Fragment,
  Suspense,
  use,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { clsx } from 'clsx';
import { flushSync } from 'react-dom';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { focusPlaceIn, type FocusPlace } from './focus-place.ts';

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
  /** A first guess of an item's height in px (or of item `index`'s); each is measured once shown. */
  estimateSize: number | ((index: number) => number);
  /** Space between items in px (a windowed list cannot use margins between its items). */
  gap: number;
  ordered?: boolean;
  className?: string;
  'aria-label'?: string;
  /**
   * Whether to render only what is on screen; by default, from WINDOWED_FROM items on. A list of
   * a few large items (a goal card of 50 rows each) says so itself.
   */
  windowed?: boolean;
  /** Items rendered beyond each edge of the screen (default 6; fewer for large items). */
  overscan?: number;
  /** Brings item `index` on screen (rendering it): for focus moving to an item not yet shown. */
  handle?: Ref<ListHandle>;
  /**
   * VirtualList's own, between its two forms: the plain list shown while the windowed list's code
   * loads reports where focus is in it, and the windowed list that replaces it gives focus back
   * to the same place (a person may click into an item before that code has arrived).
   */
  onFocusWhileLoading?: (place: FocusPlace | undefined) => void;
  focusWhileLoading?: FocusPlace;
  /** VirtualList's own: the plain list shown while the windowed list's code loads was pressed. */
  onPressWhileLoading?: (event: SyntheticEvent<HTMLElement>) => void;
}

export interface ListHandle {
  scrollToIndex(index: number): void;
}

// Printing shows every item: the browser announces it before it lays the page out for print,
// and every list renders in full at once (flushSync), before that layout. The page listens once,
// from the start, so a list that mounts while printing (its data arrived late) is in full too.
let printing = false;
const printingListeners = new Set<() => void>();
function setPrinting(value: boolean) {
  printing = value;
  flushSync(() => printingListeners.forEach((listener) => listener()));
}
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => setPrinting(true));
  window.addEventListener('afterprint', () => setPrinting(false));
}
function subscribeToPrinting(listener: () => void) {
  printingListeners.add(listener);
  return () => void printingListeners.delete(listener);
}

/** Whether the page is being printed (from `beforeprint` to `afterprint`). */
export const usePrinting = () =>
  useSyncExternalStore(
    subscribeToPrinting,
    () => printing,
    () => false,
  );

/**
 * A list that renders only what is on screen once it is long (TanStack Virtual, scrolling with
 * the page), so a plan of thousands of tactics shows as fast as one of ten. Each item keeps its
 * position in the set for assistive technology; focus moving to an item scrolls it into view and
 * renders its neighbours, so the keyboard reaches every item; printing renders them all.
 */
export function VirtualList<T>(props: ListProps<T>) {
  const isPrinting = usePrinting();
  const [focusWhileLoading, setFocusWhileLoading] = useState<FocusPlace>();
  const [press] = useState<PressWhileLoading>({});
  const { items, itemKey, children, gap, ordered, className, onFocusWhileLoading } = props;
  const { onPressWhileLoading } = props;
  if (!(props.windowed ?? items.length >= WINDOWED_FROM) || isPrinting) {
    const List = ordered ? 'ol' : 'ul';
    const report = (event: SyntheticEvent<HTMLElement>) =>
      onFocusWhileLoading!(focusPlaceIn(event.currentTarget, event.target as Element));
    const reporting = onFocusWhileLoading && {
      onFocus: report,
      onSelect: report,
      // Focus leaving for good is reported once it has settled, and only while this list is on
      // the page: the blur of its own removal (the windowed list replacing it) is not a leaving.
      onBlur: (event: SyntheticEvent<HTMLElement>) => {
        const list = event.currentTarget;
        setTimeout(() => {
          if (list.isConnected && !list.contains(document.activeElement)) {
            onFocusWhileLoading(undefined);
          }
        });
      },
    };
    return (
      <List
        // A class, not an inline style: a list's own `print:hidden` must still hide it on paper.
        className={clsx('flex flex-col', className)}
        aria-label={props['aria-label']}
        style={{ gap }}
        {...reporting}
        onPointerDown={onPressWhileLoading}
        onKeyDown={onPressWhileLoading}
      >
        {items.map((item, index) => (
          <Fragment key={itemKey(item)}>{children(item, index, {})}</Fragment>
        ))}
      </List>
    );
  }
  // Until the windowed list's code has loaded, the first items show as a plain list: as many as
  // the estimates put in two screens, never all of a long list.
  const estimate = props.estimateSize;
  const sizeOf = typeof estimate === 'number' ? () => estimate : estimate;
  let first = 0;
  const most = Math.min(items.length, WINDOWED_FROM - 1);
  for (let height = 0; first < most && height < 2 * window.innerHeight; first += 1) {
    height += sizeOf(first);
  }
  return (
    <Suspense
      fallback={
        <VirtualList
          {...props}
          windowed={false}
          items={items.slice(0, first)}
          onFocusWhileLoading={setFocusWhileLoading}
          onPressWhileLoading={(event) => startPress(press, event)}
        />
      }
    >
      <AfterPress press={press}>
        <WindowedList {...props} focusWhileLoading={focusWhileLoading} />
      </AfterPress>
    </Suspense>
  );
}

/**
 * A press begun in the plain list while the windowed list's code loads: a pointer held down, or
 * Space held on a control (a button acts on its release). The windowed list takes the plain
 * one's place only once the press is over: the release would otherwise land on a new element that
 * saw no press, and its click (a tick, a check-in tapped as the page opens) would be lost.
 * `over` settles a task after the release, once its click has gone to the element pressed.
 */
interface PressWhileLoading {
  over?: Promise<void>;
}

/** Keys other than Space neither start nor end a press; pointer events have no key. */
const isOtherKey = (event: Event) => ((event as KeyboardEvent).key ?? ' ') !== ' ';

function startPress(press: PressWhileLoading, event: SyntheticEvent) {
  if (press.over || isOtherKey(event.nativeEvent)) return;
  press.over = new Promise((resolve) => {
    const end = (ending: Event) => {
      // An element's blur passes the window too; only the window's own ends a press.
      if (isOtherKey(ending) || (ending.type === 'blur' && ending.target !== window)) return;
      for (const type of ENDS_OF_A_PRESS) removeEventListener(type, end, true);
      setTimeout(() => resolve((press.over = undefined)), 0);
    };
    // The window losing focus ends a press too: no release may ever reach the page.
    for (const type of ENDS_OF_A_PRESS) addEventListener(type, end, true);
  });
}

/** Caught on the window before anything else sees them. */
const ENDS_OF_A_PRESS = ['pointerup', 'pointercancel', 'keyup', 'blur'];

/** Renders `children` once no press is under way in the plain list. */
function AfterPress({ press, children }: { press: PressWhileLoading; children: ReactNode }) {
  if (press.over) use(press.over);
  return children;
}

const WindowedList = lazyChunk(() => import('./windowed-list.tsx')) as <T>(
  props: ListProps<T>,
) => ReactNode;
