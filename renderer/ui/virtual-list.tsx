import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Where the page was scrolled to over a list, kept while the list is away (a row's detail,
 * another screen) so it comes back where the clerk left it. One per list, beside its rows.
 */
export interface KeptScroll {
  top: number;
}

/**
 * A long list of which only the rows in view are in the page (a merchant's history runs to
 * hundreds of thousands, a reconciliation to hundreds of differences). Every row is the same
 * height and holds one control, its link: Up and Down move between rows' controls, Home and
 * End to the ends, as a list in the page would let Tab do. The page scrolls, not a box inside
 * it: the whole screen height shows rows.
 */
export function VirtualList<Item>({
  className,
  rowClassName,
  label,
  items,
  rowHeight,
  itemKey,
  focusKey,
  keptScroll,
  row,
}: {
  /** The list's class; it must be positioned, as the rows are placed inside it. */
  className: string;
  /** A row's class; it must be placed absolutely at the top, its height `rowHeight`. */
  rowClassName: string;
  label: string;
  items: readonly Item[];
  /** In pixels, as the screen's CSS sets it. */
  rowHeight: number;
  /** A row's key, unique in the list; the same function from render to render. */
  itemKey: (item: Item) => string;
  /** The row to focus when the list appears: the one the clerk came back from. */
  focusKey: string | null;
  keptScroll: KeptScroll;
  /** A row's content, its control first; the same function from render to render. */
  row: (item: Item) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Where the rows start on the page, read once it is laid out and again when it is resized:
  // reading offsetTop on every scroll frame would force a layout each time.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => setScrollMargin(list.current?.offsetTop ?? 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // Back where the clerk left it, before the virtualizer reads the page's scroll: the page is
  // tall enough for it once the list has its rows' height.
  useLayoutEffect(() => {
    list.current?.style.setProperty('height', `${items.length * rowHeight}px`);
    window.scrollTo(0, keptScroll.top);
    const keep = () => {
      keptScroll.top = window.scrollY;
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      window.removeEventListener('scroll', keep);
      // Read while the rows are still in the page: the scroll event of a move made just
      // before leaving comes with the next frame, after they are gone.
      keep();
    };
  }, [keptScroll]);
  // The virtualizer lays out every row again when these functions change: on 100,000 rows that
  // is most of a frame, so they change only with the rows or their height.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    [items, itemKey],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    overscan: 6,
    scrollMargin: scrollMargin ?? 0,
    getItemKey,
    // The first rendered rows are those the kept scroll shows.
    initialOffset: keptScroll.top,
    // Rows are rendered with the next React update, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    list.current?.style.setProperty('height', `${totalSize}px`);
  }, [totalSize]);

  // A row out of the page is rendered only once the scroll has moved the window over it, some
  // frames later: it is focused by the render that brings it in.
  const pendingFocus = useRef<number | null>(null);
  const focusRendered = (index: number): boolean => {
    const control = list.current?.querySelector<HTMLElement>(
      `[data-index="${index}"] :is(button, a[href])`,
    );
    if (control === null || control === undefined) return false;
    control.focus();
    return true;
  };
  const focusRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'auto' });
    pendingFocus.current = focusRendered(index) ? null : index;
  };
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index !== null && focusRendered(index)) pendingFocus.current = null;
  });

  // Only when the list appears, and once the rows' place on the page is known (a row placed
  // without it is scrolled to as if the list began at the top of the page): the clerk's own
  // moves decide the focus after that.
  const focusedOnAppearing = useRef(false);
  useEffect(() => {
    if (focusedOnAppearing.current || scrollMargin === null) return;
    focusedOnAppearing.current = true;
    if (focusKey === null) return;
    const index = items.findIndex((item) => itemKey(item) === focusKey);
    if (index >= 0) focusRow(index);
  }, [scrollMargin]);

  // The rows' handler stays the same function from frame to frame, reading the latest count
  // and scroller through a ref, so a memoised row that scrolls is not rendered again.
  const latest = useRef({ count: items.length, focusRow });
  latest.current = { count: items.length, focusRow };
  const keyDownRow = useCallback(
    (index: number, event: KeyboardEvent<HTMLLIElement>) =>
      rowKeyDown(index, event, latest.current.count, latest.current.focusRow),
    [],
  );

  return (
    // Positions are set through the CSSOM: the CSP allows no inline style attributes.
    <ul ref={list} className={className} aria-label={label}>
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index];
        if (item === undefined) return null;
        return (
          <VirtualRow
            key={virtual.key}
            className={rowClassName}
            item={item}
            index={virtual.index}
            offset={virtual.start - (scrollMargin ?? 0)}
            row={row}
            onKeyDown={keyDownRow}
          />
        );
      })}
    </ul>
  );
}

/** Up and Down to the next row, Home and End to the ends; other keys are the row's own. */
function rowKeyDown(
  index: number,
  event: KeyboardEvent<HTMLLIElement>,
  count: number,
  focusRow: (index: number) => void,
): void {
  const next =
    event.key === 'ArrowDown'
      ? index + 1
      : event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null;
  if (next === null || next < 0 || next >= count) return;
  event.preventDefault();
  focusRow(next);
}

interface VirtualRowProps<Item> {
  className: string;
  item: Item;
  index: number;
  /** Pixels from the top of the list. */
  offset: number;
  row: (item: Item) => ReactNode;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLLIElement>) => void;
}

/**
 * One row, rendered again only when its item, place or content function change: while the
 * clerk scrolls, the rows already in view keep their markup and only the ones coming in are
 * built. Its control's keys reach it as they bubble.
 */
function VirtualRowOf<Item>({
  className,
  item,
  index,
  offset,
  row,
  onKeyDown,
}: VirtualRowProps<Item>) {
  const element = useRef<HTMLLIElement>(null);
  // Set through the CSSOM, and only when the row moves: the CSP allows no inline styles.
  useLayoutEffect(() => {
    element.current?.style.setProperty('transform', `translateY(${offset}px)`);
  }, [offset]);
  return (
    <li
      ref={element}
      className={className}
      data-index={index}
      onKeyDown={(event) => onKeyDown(index, event)}
    >
      {row(item)}
    </li>
  );
}

// memo() drops the type parameter; the row is as generic as the list.
const VirtualRow = memo(VirtualRowOf) as <Item>(props: VirtualRowProps<Item>) => ReactNode;
