import { toMinorUnits } from '../money';
import { unexplainedDifferences, type ReconciliationDifference } from './reconciliation-difference';
import type {
  CloseLine,
  CloseOperation,
  CloseSnapshot,
  LateChange,
  StillOpen,
  TillClose,
} from './till-close';

/*
 * The figures of a close, pure so the rules are tested without a journal or a service: lines
 * per currency, mode, kind, brand, status and operator (never summed across currencies or
 * modes), the changes that reached a closed day since, and the next number.
 */

function lineKey(operation: CloseOperation): string {
  const { currency, mode, kind, brand, status, operator } = operation;
  return JSON.stringify([currency, mode, kind, brand, status, operator]);
}

/** The lines of `operations`, in a stable order. */
export function closeLines(operations: Iterable<CloseOperation>): CloseLine[] {
  const lines = new Map<string, CloseLine>();
  for (const operation of operations) {
    const key = lineKey(operation);
    const line = lines.get(key);
    if (line === undefined) {
      const { currency, mode, kind, brand, status, operator, amount } = operation;
      lines.set(key, { currency, mode, kind, brand, status, operator, count: 1, amount });
    } else {
      line.count += 1;
      // toMinorUnits refuses a sum past the safe integers instead of rounding it.
      line.amount = toMinorUnits(line.amount + operation.amount);
    }
  }
  return [...lines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line);
}

/** The number this till's next close of `storeId` takes. */
export function nextCloseNumber(closes: readonly TillClose[], storeId: string): number {
  return closes.filter((close) => close.storeId === storeId).length + 1;
}

export function closeOf(
  closes: readonly TillClose[],
  storeId: string,
  day: string,
): TillClose | undefined {
  return closes.find((close) => close.storeId === storeId && close.day === day);
}

function snapshotOf(operation: CloseOperation): CloseSnapshot {
  const { operationId, day, status, amount } = operation;
  return { operationId, day, status, amount };
}

/** What the store's closes last saw of each operation, the latest close winning. */
function lastSeen(closes: readonly TillClose[]): Map<string, CloseSnapshot> {
  const seen = new Map<string, CloseSnapshot>();
  const ordered = [...closes].sort((a, b) => a.number - b.number);
  for (const close of ordered)
    for (const snapshot of close.seen) seen.set(snapshot.operationId, snapshot);
  return seen;
}

/**
 * The changes that reached the store's closed days since their closes, for the close of
 * `day`: an operation of a closed day that no close saw, or whose status or amount moved
 * since one did, and a first capture, cancel or refund of a closed day's sale.
 */
export function lateChanges(
  operations: readonly CloseOperation[],
  closes: readonly TillClose[],
  day: string,
): LateChange[] {
  const closedDays = new Set(closes.map((close) => close.day));
  const seen = lastSeen(closes);
  const changes: LateChange[] = [];
  for (const operation of operations) {
    const was = seen.get(operation.operationId);
    const closedDay =
      operation.day !== day && closedDays.has(operation.day)
        ? operation.day
        : operation.saleDay !== null &&
            operation.saleDay !== operation.day &&
            closedDays.has(operation.saleDay)
          ? operation.saleDay
          : null;
    if (closedDay === null) continue;
    if (was !== undefined && was.status === operation.status && was.amount === operation.amount)
      continue;
    changes.push({
      closedDay,
      operation,
      was: was === undefined ? null : { status: was.status, amount: was.amount },
    });
  }
  return changes;
}

/** Everything a close of `day` records but when and who: what the person decides on. */
export function closeFigures(input: {
  readonly storeId: string;
  readonly day: string;
  readonly operations: readonly CloseOperation[];
  readonly closes: readonly TillClose[];
  readonly differences: readonly ReconciliationDifference[];
}): Pick<TillClose, 'number' | 'lines' | 'lateChanges' | 'stillOpen' | 'seen'> {
  const { storeId, day, operations, closes, differences } = input;
  const ofDay = operations.filter((operation) => operation.day === day);
  const late = lateChanges(operations, closes, day);
  const stillOpen: StillOpen = {
    awaitingCustomers: ofDay.filter((operation) => operation.status === 'open'),
    reviews: ofDay.filter((operation) => operation.status === 'in_review'),
    unexplainedDifferences: unexplainedDifferences({ differences }),
  };
  return {
    number: nextCloseNumber(closes, storeId),
    lines: closeLines(ofDay),
    lateChanges: late,
    stillOpen,
    seen: [...ofDay, ...late.map((change) => change.operation)].map(snapshotOf),
  };
}
