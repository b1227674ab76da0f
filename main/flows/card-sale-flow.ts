import { saleInput, type SaleInput } from '../../shared/flows/flow-input';
import type { Cancel } from '../../shared/service/cancels';
import type { Charge, CreateChargeBody } from '../../shared/service/charges';
import type { TransactionToken } from '../../shared/service/tokens';
import type { OperationFacts } from '../journal/operation';
import { ServiceClientError } from '../service/service-client-error';
import { cancelFacts, hasCancelEnded, hasCancelFailed } from './charge-cancel';
import {
  chargeDetails,
  chargeFacts,
  fetchCharge,
  pollCharge,
  type ChargeRef,
} from './charge-tracking';
import type { FlowDefinition, FlowDependencies } from './flow-definition';
import { abandon, endAfterRequestFailed, isRefusal } from './flow-failure';
import { defineFlowMachine } from './flow-machine';
import type { FlowRun } from './flow-run';
import { withOperationId } from './operation-metadata';
import { authenticateThreeDs, threeDsAction } from './three-ds-authentication';
import { tokenFacts } from './token-facts';

/*
 * A card or Apple Pay sale (DESIGN.md: Flows): create the transaction token, charge it, wait
 * while the service processes the charge, let the customer authenticate when the charge asks
 * for 3DS (spec: Get the 3DS issuer token, rules 2, 3 and 5), and report how it ended.
 *
 * The cashier may abort until the charge request goes out, and again while the customer is
 * at the 3DS page, where the charge is canceled (spec: Create a cancel). While the service
 * processes a card charge there is nothing to abort, and the progress says so.
 */

export const cardSaleMachine = defineFlowMachine('card_sale', {
  started: ['creating_token', 'abandoned'],
  creating_token: ['creating_charge', 'failed', 'abandoned'],
  creating_charge: ['processing', 'failed', 'abandoned'],
  processing: ['authenticating', 'succeeded', 'failed'],
  authenticating: ['canceling', 'succeeded', 'failed'],
  canceling: ['abandoned', 'succeeded', 'failed'],
});

/** How a sale stands given its charge's status (conventions: Charges, Statuses). */
type Standing = 'succeeded' | 'failed' | 'waiting' | 'unknown';

function standingOf(status: string, capture: boolean): Standing {
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

/** Spec: Get the 3DS issuer token, rule 2 (normal or force; conventions add require). */
function asksForThreeDs(charge: Charge): boolean {
  const mode = charge.three_ds?.mode ?? charge.three_ds_mode;
  return mode === 'normal' || mode === 'force' || mode === 'require';
}

/**
 * The charge request, from the sale and the journal's facts only, so a replay after a crash
 * sends the same request under the same key. 3DS goes in the spec's form (DESIGN.md: Where
 * the spec is silent).
 */
function chargeBody(
  input: SaleInput,
  transactionTokenId: string,
  request: NonNullable<OperationFacts['chargeRequest']>,
): CreateChargeBody {
  const { threeDsMode, redirectEndpoint, descriptor, metadata, capture } = request;
  return {
    transaction_token_id: transactionTokenId,
    amount: input.charge.amount,
    currency: input.charge.currency,
    capture,
    ...(descriptor !== undefined && { descriptor }),
    ...(metadata !== undefined && { metadata }),
    ...(threeDsMode !== undefined && { three_ds_mode: threeDsMode }),
    ...(redirectEndpoint !== undefined && { redirect_three_ds: { endpoint: redirectEndpoint } }),
  };
}

function chargeRequestOf(
  input: SaleInput,
  operationId: string,
): NonNullable<OperationFacts['chargeRequest']> {
  const { capture, descriptor, metadata, threeDs } = input.charge;
  return {
    capture,
    metadata: withOperationId(metadata, operationId),
    ...(descriptor !== undefined && { descriptor }),
    ...(threeDs?.mode !== undefined && { threeDsMode: threeDs.mode }),
    ...(threeDs?.redirect_endpoint !== undefined && {
      redirectEndpoint: threeDs.redirect_endpoint,
    }),
  };
}

async function runCardSale(
  run: FlowRun,
  input: SaleInput,
  dependencies: FlowDependencies,
): Promise<void> {
  const { api } = dependencies;
  if (run.signal.aborted) return abandon(run);
  await run.move('creating_token', { abortable: true });
  let token: TransactionToken;
  try {
    token = await api.tokens.createToken(
      { body: input.token },
      { idempotencyKey: run.idempotencyKey('token_create'), signal: run.signal },
    );
  } catch (error) {
    // A one-time token charges nothing and expires by itself (conventions: Transaction tokens).
    if (run.signal.aborted) return abandon(run);
    throw error;
  }
  const learnt = tokenFacts(token);
  if (run.signal.aborted) return abandon(run, learnt);

  const chargeRequest = chargeRequestOf(input, run.id);
  await run.move('creating_charge', { facts: { ...learnt, chargeRequest } });
  // The last moment nothing is charged: past it the request is sent and its answer awaited.
  if (run.signal.aborted) return abandon(run);
  let charge: Charge;
  try {
    charge = await api.charges.createCharge(
      { body: chargeBody(input, token.id, chargeRequest) },
      { idempotencyKey: run.idempotencyKey('charge_create') },
    );
  } catch (error) {
    return endAfterRequestFailed(run, error);
  }
  await run.move('processing', { facts: chargeFacts(charge), chargeStatus: charge.status });

  const ref: ChargeRef = { storeId: run.operation.intent.storeId, chargeId: charge.id };
  const { capture } = input.charge;
  const isProcessed = (current: Charge) =>
    current.status === 'awaiting' || standingOf(current.status, capture) !== 'waiting';
  if (!isProcessed(charge)) charge = await pollCharge(dependencies, ref, isProcessed);

  if (charge.status === 'awaiting') {
    if (!asksForThreeDs(charge)) return settle(run, charge, capture);
    const issuerToken = await api.charges.getChargeThreeDsIssuerToken({ params: ref });
    const action = threeDsAction(issuerToken);
    await run.move('authenticating', {
      facts: chargeFacts(charge),
      chargeStatus: charge.status,
      action,
      abortable: true,
    });
    const authenticated = await authenticateThreeDs({
      run,
      dependencies,
      action,
      redirectEndpoint: input.charge.threeDs?.redirect_endpoint,
      fetch: (signal) => fetchCharge(dependencies, ref, signal),
      isDone: (current) => standingOf(current.status, capture) !== 'waiting',
    });
    if (authenticated.aborted) return cancelSale(run, dependencies, ref, capture);
    charge = authenticated.value;
  }
  return settle(run, charge, capture);
}

/** Ends the sale as its charge stands; a charge in a state the sale cannot end in goes to a person. */
async function settle(
  run: FlowRun,
  charge: Charge,
  capture: boolean,
  facts: OperationFacts = {},
): Promise<void> {
  const details = chargeDetails(charge);
  const withFacts = { ...details, facts: { ...details.facts, ...facts } };
  switch (standingOf(charge.status, capture)) {
    case 'succeeded':
      return run.move('succeeded', withFacts);
    case 'failed':
      return run.move('failed', withFacts);
    case 'waiting':
    case 'unknown':
      return run.move('needs_review', {
        ...withFacts,
        reviewReason: 'unexpected_service_state',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
  }
}

/**
 * The cashier aborted while the customer was at the 3DS page: cancel the awaiting charge and
 * follow it until it is canceled, or until it ended otherwise because the customer finished
 * first (then the sale ends as the charge did).
 */
async function cancelSale(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  capture: boolean,
): Promise<void> {
  await run.move('canceling', { chargeStatus: 'awaiting' });
  let cancel: Cancel | null;
  try {
    // card_sale's journal intent holds no cancel key (requestsOf); the client's own key covers
    // its retries, and a repeated cancel moves no money: it fails with 345, already canceled.
    cancel = await dependencies.api.cancels.createCancel({
      params: ref,
      body: { metadata: withOperationId(undefined, run.id) },
    });
  } catch (error) {
    // Refused (CANCEL_NOT_ALLOWED: the charge ended meanwhile): the charge tells how.
    if (!(error instanceof ServiceClientError && isRefusal(error))) throw error;
    cancel = null;
  }
  const ended =
    cancel === null || hasCancelFailed(cancel)
      ? await fetchCharge(dependencies, ref)
      : await pollCharge(dependencies, ref, hasCancelEnded);
  const learnt = cancel === null ? {} : cancelFacts(cancel);
  if (ended.status !== 'canceled') return settle(run, ended, capture, learnt);
  const details = chargeDetails(ended);
  return run.move('abandoned', {
    ...details,
    facts: { ...details.facts, ...learnt },
    problem: { type: 'aborted' },
  });
}

export const cardSaleFlow: FlowDefinition<typeof saleInput> = {
  kind: 'card_sale',
  input: saleInput,
  machine: cardSaleMachine,
  run: runCardSale,
};
