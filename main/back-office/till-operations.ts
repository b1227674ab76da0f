import type { ReconciliationOperation } from '../../shared/back-office/reconciliation';
import { zonedDate } from '../../shared/back-office/zoned-day';
import type { Journal } from '../journal/journal';
import type { OperationView } from '../journal/operation-view';
import type { IndexedOperation, OperationIndex } from '../journal/operation-index';

/*
 * The till's operations as the back office reads them: the journal's (every open one, and the
 * ended ones of the last days) and the operation index's (every ended one of 13 months),
 * which the journal feeds as operations end.
 */

/** A journal operation as reconciliation compares it. */
function reconciliationOperationOf(view: OperationView): ReconciliationOperation {
  const { intent, facts } = view;
  const chargeId = 'chargeId' in intent ? intent.chargeId : facts.chargeId;
  const outcome = view.resolution?.outcome ?? (view.terminal ? terminalOutcome(view.state) : null);
  return {
    operationId: view.id,
    kind: intent.kind,
    ...(chargeId !== undefined && { chargeId }),
    ...(facts.refundId !== undefined && { refundId: facts.refundId }),
    ...('amount' in intent && { amount: intent.amount, currency: intent.currency }),
    ...(facts.chargeStatus !== undefined && { chargeStatus: facts.chargeStatus }),
    outcome,
    review:
      view.review !== null && !view.terminal
        ? { reason: view.review.reason, since: view.review.since }
        : null,
    createdAt: view.createdAt,
  };
}

function terminalOutcome(state: string): ReconciliationOperation['outcome'] {
  return state === 'succeeded' || state === 'failed' || state === 'abandoned' ? state : null;
}

/**
 * An ended operation as the index keeps it, with the store's day it was made on; undefined
 * for one still open, and for a card registration, which moves no money.
 */
function indexedOperationOf(view: OperationView, timeZone: string): IndexedOperation | undefined {
  if (!view.terminal || view.intent.kind === 'card_registration') return undefined;
  return {
    operation: reconciliationOperationOf(view),
    storeId: view.intent.storeId,
    mode: view.intent.mode,
    training: view.intent.training,
    storeDay: zonedDate(Date.parse(view.createdAt), timeZone),
    endedAt: view.updatedAt,
  };
}

/**
 * Feeds the index from the journal: first every ended operation the journal still holds (one
 * that ended while the index could not write is written now), then each as it ends.
 * Returns the unsubscribe function.
 */
export async function feedOperationIndex(
  journal: Pick<Journal, 'operations' | 'subscribe'>,
  index: OperationIndex,
  options: { readonly timeZone: () => string; readonly onError: (error: unknown) => void },
): Promise<() => void> {
  const record = (view: OperationView) => {
    const operation = indexedOperationOf(view, options.timeZone());
    if (operation !== undefined) index.record(operation).catch(options.onError);
  };
  const unsubscribe = journal.subscribe((event) => {
    if (event.type === 'operation-changed') record(event.operation);
  });
  const ended = journal
    .operations()
    .map((view) => indexedOperationOf(view, options.timeZone()))
    .filter((operation) => operation !== undefined);
  await index.learn(ended);
  for (const operation of ended) await index.record(operation);
  return unsubscribe;
}

/**
 * The store's operations for a reconciliation from `from` on: the index's ended ones (up to
 * now, so a later capture or refund of a sale of the range is understood) and the journal's,
 * which win where both hold one: the journal's is the newer word.
 */
export async function tillOperations(
  journal: Pick<Journal, 'operations'>,
  index: Pick<OperationIndex, 'read'>,
  query: { readonly storeId: string; readonly from: string; readonly to: string },
): Promise<ReconciliationOperation[]> {
  const indexed = await index.read({ from: query.from, to: query.to });
  // Read after the index, so an operation that ends meanwhile is compared in its new state.
  const byId = new Map<string, ReconciliationOperation>();
  for (const { storeId, operation } of indexed) {
    if (storeId === query.storeId) byId.set(operation.operationId.toLowerCase(), operation);
  }
  for (const view of journal.operations()) {
    if (view.intent.storeId !== query.storeId || view.intent.kind === 'card_registration') continue;
    byId.set(view.id.toLowerCase(), reconciliationOperationOf(view));
  }
  return [...byId.values()];
}
