import { useCallback, useRef, type ReactNode } from 'react';
import type { HistoryItem } from '../../../shared/service/history';
import { VirtualList, type KeptScroll } from '../../ui/virtual-list';
import '../../ui/row-button.css';
import './charge-list.css';

const resourceIdOf = (item: HistoryItem): string => item.resource_id;

/**
 * Loaded charges (or refunds), one button per row, newest first. Only the rows in view are in
 * the page (ui/virtual-list.tsx); Up and Down move between rows, Home and End to the ends,
 * Enter opens the row.
 */
export function ChargeListTable({
  className,
  label,
  columns,
  items,
  rowHeight,
  focusResourceId,
  keptScroll,
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
  keptScroll: KeptScroll;
  /** A row's cells; the same function from render to render, or every row is built again. */
  cells: (item: HistoryItem) => ReactNode;
  onOpen: (item: HistoryItem) => void;
}) {
  // The row stays the same function from frame to frame, reading the latest callback through
  // a ref, so a memoised row that scrolls is not rendered again.
  const latest = useRef(onOpen);
  latest.current = onOpen;
  const row = useCallback(
    (item: HistoryItem) => (
      <button
        type="button"
        className="row-button charge-list-row charge-list-grid"
        data-type={item.type}
        onClick={() => latest.current(item)}
      >
        {cells(item)}
      </button>
    ),
    [cells],
  );

  return (
    <div className={`charge-list-table ${className}`}>
      <div className="charge-list-table__header charge-list-grid" aria-hidden="true">
        {columns}
      </div>
      <VirtualList
        className="charge-list-table__rows"
        rowClassName="charge-list-table__row"
        label={label}
        items={items}
        rowHeight={rowHeight}
        itemKey={resourceIdOf}
        focusKey={focusResourceId}
        keptScroll={keptScroll}
        row={row}
      />
    </div>
  );
}
