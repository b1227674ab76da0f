import { z } from 'zod';
import { saleInput, type SaleInput } from '../../../shared/flows/flow-input';
import type { FlowProblem } from '../../../shared/flows/flow-progress';
import { paymentBrandOf } from '../../../shared/flows/payment-methods';
import type { Cancel } from '../../../shared/service/cancels';
import type { Charge, CreateChargeBody } from '../../../shared/service/charges';
import type { TransactionToken } from '../../../shared/service/tokens';
import { operationFacts, type OperationFacts } from '../../journal/operation';
import { pollUntil } from '../../service/polling';
import { ServiceClientError } from '../../service/service-client-error';
import {
  cancelFacts,
  cancelRequestOf,
  followCancel,
  hasCancelEnded,
  sendCancel,
} from '../charge-actions/charge-cancel';
import {
  chargeDetails,
  chargeFacts,
  fetchCharge,
  heldReadTimeouts,
  paymentProblem,
} from '../engine/charge-tracking';
import type { ChargeRef, FlowDependencies } from '../engine/flow-definition';
import {
  abandon,
  endAfterRequestFailed,
  isRefusal,
  problemOf,
  serviceErrorFacts,
} from '../engine/flow-failure';
import type { FlowRun } from '../engine/flow-run';
import { review } from '../engine/resume';
import { withChargeOrigin } from '../engine/operation-metadata';
import { createToken } from './create-token';
import { tokenFacts } from './token-facts';

/*
 * The steps every sale takes (DESIGN.md: Flows): create the transaction token, charge it,
 * wait while the service processes the charge, and end as the charge ends, canceling it when
 * the cashier aborts while the customer still has to act. Each sale's own flow adds what its
 * payment method needs in between (3DS, a konbini slip, a QR code, a wallet, a bank account).
 */

/**
 * A sale's input for one flow: `saleInput`, narrowed to the token requests that flow sells
 * with, so the flow reads its payment type's data without checking it again.
 */
export function saleInputFor<Token extends SaleInput['token']>(
  isToken: (token: SaleInput['token']) => token is Token,
) {
  return saleInput.transform((sale, ctx): Omit<SaleInput, 'token'> & { readonly token: Token } => {
    if (isToken(sale.token)) return { ...sale, token: sale.token };
    ctx.addIssue({
      code: 'custom',
      path: ['token', 'payment_type'],
      message: 'NOT_SUPPORTED_BY_BRAND',
      input: sale.token.payment_type,
    });
    return z.NEVER;
  });
}

type ChargeRequest = NonNullable<OperationFacts['chargeRequest']>;

/**
 * The non-secret parts of the charge request, recorded before it is sent so a replay after a
 * crash is the same request; the operation's id goes in the metadata so the charge can be
 * found at the service even if the answer to its creation was lost, and the till's so a
 * reconciliation knows which till made it.
 */
function chargeRequestOf(
  charge: SaleInput['charge'],
  origin: { readonly operationId: string; readonly tillId: string },
): ChargeRequest {
  const { capture, descriptor, metadata, threeDs } = charge;
  return {
    capture,
    metadata: withChargeOrigin(metadata, origin),
    ...(descriptor !== undefined && { descriptor }),
    ...(threeDs?.mode !== undefined && { threeDsMode: threeDs.mode }),
    ...(threeDs?.redirect_endpoint !== undefined && {
      redirectEndpoint: threeDs.redirect_endpoint,
    }),
  };
}

/**
 * The charge request from the sale and the journal's facts only. 3DS goes in the spec's form
 * (DESIGN.md: Where the spec is silent).
 */
export function chargeBody(
  charge: SaleInput['charge'],
  transactionTokenId: string,
  request: ChargeRequest,
): CreateChargeBody {
  const { threeDsMode, redirectEndpoint, descriptor, metadata, capture } = request;
  return {
    transaction_token_id: transactionTokenId,
    amount: charge.amount,
    currency: charge.currency,
    capture,
    ...(descriptor !== undefined && { descriptor }),
    ...(metadata !== undefined && { metadata }),
    ...(threeDsMode !== undefined && { three_ds_mode: threeDsMode }),
    ...(redirectEndpoint !== undefined && { redirect_three_ds: { endpoint: redirectEndpoint } }),
  };
}

/** What the journal keeps of a sale's token: its id, the card's brand and last four, the brand. */
function saleTokenFacts(token: TransactionToken): OperationFacts {
  const brand = operationFacts.shape.brand.safeParse(paymentBrandOf(token));
  return {
    ...tokenFacts(token),
    ...(brand.success && brand.data !== undefined && { brand: brand.data }),
  };
}

interface CreatedSale {
  readonly token: TransactionToken;
  readonly charge: Charge;
  readonly ref: ChargeRef;
}

/**
 * Creates the transaction token, then the charge, under the keys the journal chose with the
 * intent; resolves at `processing` with both, or undefined once the run has ended (aborted
 * before the charge went out, or the service refused a request).
 *
 * The cashier may abort until the charge request goes out: a one-time token charges nothing
 * and expires by itself (conventions: Transaction tokens).
 */
export async function createSale(
  run: FlowRun,
  input: Pick<SaleInput, 'token' | 'charge'>,
  dependencies: FlowDependencies,
  /** What the sale's method records with the charge request (its token's expiration). */
  methodFacts: OperationFacts = {},
): Promise<CreatedSale | undefined> {
  const token = await createToken(run, input.token, dependencies);
  if (token === undefined) return undefined;
  const learnt = saleTokenFacts(token);
  if (run.signal.aborted) {
    await abandon(run, learnt);
    return undefined;
  }

  const chargeRequest = chargeRequestOf(input.charge, {
    operationId: run.id,
    tillId: dependencies.tillId,
  });
  await run.move('creating_charge', { facts: { ...learnt, ...methodFacts, chargeRequest } });
  // The last moment nothing is charged: past it the request is sent and its answer awaited.
  if (run.signal.aborted) {
    await abandon(run);
    return undefined;
  }
  let charge: Charge;
  try {
    charge = await dependencies.api.charges.createCharge(
      { body: chargeBody(input.charge, token.id, chargeRequest) },
      { idempotencyKey: run.idempotencyKey('charge_create') },
    );
  } catch (error) {
    await endAfterRequestFailed(run, error);
    return undefined;
  }
  await run.move('processing', { facts: chargeFacts(charge), chargeStatus: charge.status });
  return { token, charge, ref: { storeId: run.operation.intent.storeId, chargeId: charge.id } };
}

/**
 * Waits until the service has processed a new charge: it leaves `pending` (conventions:
 * Charges, Statuses). Each read is held by the service until then (`polling=true`), on the
 * spec's schedule for a charge leaving a passing state (Limits: from 1 s, growing).
 */
export async function awaitProcessed(
  dependencies: FlowDependencies,
  ref: ChargeRef,
  charge: Charge,
): Promise<Charge> {
  if (charge.status !== 'pending') return charge;
  return pollUntil(
    () =>
      dependencies.api.charges.getCharge(
        { params: ref, query: { polling: true } },
        { timeouts: heldReadTimeouts },
      ),
    (current) => current.status !== 'pending',
    dependencies.schedules.threeDs,
    { sleep: dependencies.sleep },
  );
}

/** How a sale stands given its charge's status (conventions: Charges, Statuses). */
type SaleStanding = 'succeeded' | 'failed' | 'waiting' | 'unknown';

function saleStanding(status: string, capture: boolean): SaleStanding {
  switch (status) {
    case 'successful':
      return 'succeeded';
    // An authorize-only sale ends at authorized; a captured one goes on to successful.
    case 'authorized':
      return capture ? 'waiting' : 'succeeded';
    case 'failed':
    case 'error':
    case 'canceled':
      return 'failed';
    case 'pending':
    case 'awaiting':
      return 'waiting';
    default:
      return 'unknown';
  }
}

/** Besides the charge itself: what else the sale learnt, and why it did not go as asked. */
interface SettleDetails {
  readonly facts?: OperationFacts;
  readonly problem?: FlowProblem;
}

/**
 * Ends the sale as its charge stands; the charge's own failure is the problem shown, else the
 * one given. A charge in a state the sale cannot end in goes to a person.
 */
export async function settleSale(
  run: FlowRun,
  charge: Charge,
  capture: boolean,
  extra: SettleDetails = {},
): Promise<void> {
  const details = chargeDetails(charge);
  const problem = details.problem ?? extra.problem;
  const withExtra = {
    ...details,
    facts: { ...details.facts, ...extra.facts },
    ...(problem !== undefined && { problem }),
  };
  switch (saleStanding(charge.status, capture)) {
    case 'succeeded':
      return run.move('succeeded', withExtra);
    case 'failed':
      return run.move('failed', withExtra);
    case 'waiting':
    case 'unknown':
      return run.move('needs_review', {
        ...withExtra,
        reviewReason: 'unexpected_service_state',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
  }
}

interface SaleCancel {
  readonly capture: boolean;
  /**
   * Konbini and bank transfer: once paid the charge can no longer be canceled (conventions:
   * Charges, Cancels), so a payment arriving meanwhile is how the sale ends.
   */
  readonly paidIsFinal: boolean;
  /** Why the charge is canceled, when it is not the cashier's abort (a wait's bound passed). */
  readonly reason?: FlowProblem;
}

/** Whether a sale's charge under cancel has stopped moving, so no cancel can change it. */
export function hasSaleCancelEnded(charge: Charge, { paidIsFinal }: SaleCancel): boolean {
  return hasCancelEnded(charge) || (paidIsFinal && charge.status === 'successful');
}

/**
 * Ends a sale the cashier aborted (or whose wait's bound passed), as its charge ended:
 * canceled is the abort done; otherwise
 * the sale ends as the charge did (settleSale), with why the cancel did not go through.
 */
export function settleAbortedSale(
  run: FlowRun,
  charge: Charge,
  { capture, reason }: SaleCancel,
  extra: SettleDetails = {},
): Promise<void> {
  if (charge.status === 'canceled') {
    const details = chargeDetails(charge);
    return run.move('abandoned', {
      ...details,
      facts: { ...details.facts, ...extra.facts },
      problem: reason ?? { type: 'aborted' },
    });
  }
  return settleSale(run, charge, capture, extra);
}

/**
 * The cashier aborted while the customer still had to act, or the customer did not act within
 * the flow's bound (`reason`): cancel the awaiting charge and learn the cancel's outcome from
 * the cancel itself (followCancel), the one path the cancel flow takes too. A successful
 * cancel abandons the sale with its charge canceled. A failed one, or the service's refusal
 * (CANCEL_NOT_ALLOWED for a paid konbini or bank-transfer charge), says the customer finished
 * first: the sale ends as the charge did, with why the cancel did not go through. A cancel
 * still pending at the polling bound may yet go through or the customer pay, so a person
 * looks: nothing is charged again and nothing is guessed.
 */
export async function cancelSale(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  options: SaleCancel,
): Promise<void> {
  const cancelRequest = cancelRequestOf(run, undefined);
  await run.move('canceling', { chargeStatus: 'awaiting', facts: { cancelRequest } });
  let created: Cancel;
  try {
    created = await sendCancel(run, dependencies, ref, cancelRequest);
  } catch (error) {
    // Refused: the charge ended meanwhile, and tells how.
    if (!(error instanceof ServiceClientError && isRefusal(error))) throw error;
    return settleAbortedSale(run, await fetchCharge(dependencies, ref), options, {
      facts: serviceErrorFacts(error),
      problem: problemOf(error),
    });
  }
  const cancel = await followCancel(dependencies, ref, created);
  const facts = cancelFacts(cancel);
  switch (cancel.status) {
    case 'successful': {
      const charge = await fetchCharge(dependencies, ref);
      // A successful cancel turns the charge canceled; a charge saying otherwise is no state
      // the sale can end in.
      if (charge.status !== 'canceled') {
        const details = chargeDetails(charge);
        return review(run, 'unexpected_service_state', {
          ...details,
          facts: { ...details.facts, ...facts },
        });
      }
      return settleAbortedSale(run, charge, options, { facts });
    }
    case 'failed':
    case 'error':
      return settleAbortedSale(run, await fetchCharge(dependencies, ref), options, {
        facts,
        ...paymentProblem(cancel.error),
      });
    case 'pending':
      return review(run, 'outcome_unknown', { facts });
    default:
      return review(run, 'unexpected_service_state', { facts });
  }
}
