import type { Charge } from '../../../shared/service/charges';
import { chargeFacts, fetchCharge } from '../engine/charge-tracking';
import type { ChargeRef, FlowDependencies, HandedOnWait } from '../engine/flow-definition';
import type { FlowRun } from '../engine/flow-run';
import { endAfterReplayFailed, idempotencyWindowPassed, review } from '../engine/resume';
import {
  awaitProcessed,
  cancelSale,
  chargeBody,
  hasSaleCancelEnded,
  settleAbortedSale,
  settleSale,
} from './sale-steps';

/** What sets one sale's resume apart from the others'. */
export interface SaleResume {
  /** Konbini and bank transfer: a paid charge can no longer be canceled (conventions: Cancels). */
  readonly paidIsFinal: boolean;
  /**
   * What becomes of a charge still awaiting its customer after the restart; without it the
   * charge goes to a person (settleSale), since nobody was to pay elsewhere.
   */
  readonly awaiting?: (
    run: FlowRun,
    dependencies: FlowDependencies,
    ref: ChargeRef,
    charge: Charge,
  ) => Promise<HandedOnWait | undefined>;
}

/**
 * A sale after a restart: without a charge request recorded, nothing can have been charged (a
 * one-time token charges nobody and expires in 5 minutes); with one but no charge id, the
 * charge create is replayed with the same key and body; with a charge id, the charge is read
 * and followed as the sale's flow would.
 */
export async function resumeSale(
  run: FlowRun,
  dependencies: FlowDependencies,
  method: SaleResume,
): Promise<HandedOnWait | undefined> {
  const { operation } = run;
  const { intent, facts } = operation;
  // Only sale definitions resume here; a bug otherwise, which recovery hands to a person.
  if (!('amount' in intent)) throw new Error(`${intent.kind} is not a sale`);
  const capture = facts.chargeRequest?.capture ?? true;
  let chargeId = facts.chargeId;
  if (chargeId === undefined) {
    const { transactionTokenId, chargeRequest } = facts;
    if (transactionTokenId === undefined || chargeRequest === undefined) {
      await run.move('abandoned');
      return undefined;
    }
    if (idempotencyWindowPassed(operation, dependencies.now())) {
      await review(run, 'idempotency_window_passed');
      return undefined;
    }
    let created: Charge;
    try {
      created = await dependencies.api.charges.createCharge(
        {
          body: chargeBody(
            { amount: intent.amount, currency: intent.currency, capture },
            transactionTokenId,
            chargeRequest,
          ),
        },
        { idempotencyKey: run.idempotencyKey('charge_create') },
      );
    } catch (error) {
      await endAfterReplayFailed(run, error);
      return undefined;
    }
    await run.move('processing', { facts: chargeFacts(created), chargeStatus: created.status });
    chargeId = created.id;
  }
  const ref: ChargeRef = { storeId: intent.storeId, chargeId };
  const charge = await awaitProcessed(
    dependencies,
    ref,
    await fetchCharge(dependencies, ref, run.signal),
  );
  if (operation.state === 'canceling') {
    // The cashier aborted before the crash: the cancel goes on unless the charge already ended.
    const options = { capture, paidIsFinal: method.paidIsFinal };
    if (hasSaleCancelEnded(charge, options)) await settleAbortedSale(run, charge, options);
    else await cancelSale(run, dependencies, ref, options);
    return undefined;
  }
  if (charge.status === 'awaiting' && method.awaiting !== undefined) {
    return method.awaiting(run, dependencies, ref, charge);
  }
  await settleSale(run, charge, capture);
  return undefined;
}
