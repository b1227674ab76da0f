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
import type { HistoryItem } from '../../../shared/service/history';
import '../../ui/row-button.css';
import './charge-list.css';

/**
 * Loaded charges (or refunds), one button per row, newest first. Only the rows in view are in
 * the page (a merchant's history runs to hundreds of thousands); Up and Down move between
 * rows, Home and End to the ends, Enter opens the row. The page scrolls, not a box inside it:
 * the whole screen height shows rows.
 */
export function ChargeListTable({
  className,
  label,
  columns,
  items,
  rowHeight,
  focusResourceId,
  cells,
  onOpen,
}: {
  /** The screen's class: its columns and row height. */
  className: string;
  label: string;
  /** The column headings, one element per column. */
  columns: ReactNode;
  items: readonly HistoryItem[];
  /** In pixels, as the screen's CSS sets it. */
  rowHeight: number;
  /** The row to focus when the table appears: the one the clerk came back from. */
  focusResourceId: string | null;
  /** A row's cells; the same function from render to render, or every row is built again. */
  cells: (item: HistoryItem) => ReactNode;
  onOpen: (item: HistoryItem) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Where the rows start on the page, read once it is laid out and again when it is resized:
  // reading offsetTop on every scroll frame would force a layout each time.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setScrollMargin(list.current?.offsetTop ?? 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // The virtualizer lays out every row again when these functions change: on 100,000 rows that
  // is most of a frame, so they change only with the rows or their height.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => items[index]?.resource_id ?? index, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey,
    // Rows are rendered with the next React update, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    list.current?.style.setProperty('height', `${totalSize}px`);
  }, [totalSize]);

  const focusRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'auto' });
    // The row may be rendered only after the scroll; look for it on the next frame.
    requestAnimationFrame(() => {
      list.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus();
    });
  };

  useEffect(() => {
    if (focusResourceId === null) return;
    const index = items.findIndex((item) => item.resource_id === focusResourceId);
    if (index >= 0) focusRow(index);
    // Only when the table appears: the clerk's own moves decide the focus after that.
  }, []);

  // The rows' handlers stay the same functions from frame to frame, reading the latest items
  // and callback through refs, so a memoised row that scrolls is not rendered again.
  const latest = useRef({ items, onOpen, focusRow });
  latest.current = { items, onOpen, focusRow };
  const openRow = useCallback((item: HistoryItem) => latest.current.onOpen(item), []);
  const keyDownRow = useCallback(
    (index: number, event: KeyboardEvent<HTMLButtonElement>) =>
      rowKeyDown(index, event, latest.current.items.length, latest.current.focusRow),
    [],
  );

  return (
    <div className={`charge-list-table ${className}`}>
      <div className="charge-list-table__header charge-list-grid" aria-hidden="true">
        {columns}
      </div>
      {/* Positions are set through the CSSOM: the CSP allows no inline style attributes. */}
      <ul ref={list} className="charge-list-table__rows" aria-label={label}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <ChargeListRow
              key={row.key}
              item={item}
              index={row.index}
              offset={row.start - scrollMargin}
              cells={cells}
              onOpen={openRow}
              onKeyDown={keyDownRow}
            />
          );
        })}
      </ul>
    </div>
  );
}

/** Up and Down to the next row, Home and End to the ends; other keys are the row's own. */
function rowKeyDown(
  index: number,
  event: KeyboardEvent<HTMLButtonElement>,
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

/**
 * One row, rendered again only when its item, place or cells change: while the clerk scrolls,
 * the rows already in view keep their markup and only the ones coming in are built.
 */
const ChargeListRow = memo(function ChargeListRow({
  item,
  index,
  offset,
  cells,
  onOpen,
  onKeyDown,
}: {
  item: HistoryItem;
  index: number;
  /** Pixels from the top of the list. */
  offset: number;
  cells: (item: HistoryItem) => ReactNode;
  onOpen: (item: HistoryItem) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const element = useRef<HTMLLIElement>(null);
  // Set through the CSSOM, and only when the row moves: the CSP allows no inline styles.
  useLayoutEffect(() => {
    element.current?.style.setProperty('transform', `translateY(${offset}px)`);
  }, [offset]);
  return (
    <li ref={element} className="charge-list-table__row">
      <button
        type="button"
        className="row-button charge-list-row charge-list-grid"
        data-index={index}
        data-type={item.type}
        onClick={() => onOpen(item)}
        onKeyDown={(event) => onKeyDown(index, event)}
      >
        {cells(item)}
      </button>
    </li>
  );
});
