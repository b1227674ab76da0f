import type { DayRange } from '../../shared/back-office/zoned-day';
import type { Journal } from '../journal/journal';
import type { OperationIndex } from '../journal/operation-index';
import { reconcileRange } from './back-office-reports';
import type { BackOfficeService } from './back-office-service';
import type { DifferenceExplanations } from './difference-explanations';
import { tillOperations } from './till-operations';

/*
 * The reconciliation of this till against the service, as both the Reconciliation screen and
 * a close (till-closes.ts) read it: the till's operations of 13 months, its id, and the
 * clerks' explanations, so a close lists only the differences no one has explained.
 */

interface TillReconcilerOptions {
  readonly service: () => BackOfficeService;
  readonly journal: Pick<Journal, 'operations'>;
  readonly operationIndex: Pick<OperationIndex, 'read' | 'keptSince'>;
  readonly tillId: string;
  readonly explanations: Pick<DifferenceExplanations, 'all'>;
  readonly timeZone: () => string;
  readonly now: () => Date;
}

export function tillReconciler(options: TillReconcilerOptions) {
  const { journal, operationIndex, explanations } = options;
  return (range: DayRange, signal?: AbortSignal) =>
    reconcileRange(options.service(), range, {
      timeZone: options.timeZone(),
      tillId: options.tillId,
      operations: (query) => tillOperations(journal, operationIndex, query),
      explanations: explanations.all,
      keptSince: operationIndex.keptSince(),
      now: options.now,
      ...(signal !== undefined && { signal }),
    });
}

export type TillReconciler = ReturnType<typeof tillReconciler>;
