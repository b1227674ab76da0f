import type { z } from 'zod';
import type { SaleInput } from '../../../../shared/flows/flow-input';
import type { FlowProblem } from '../../../../shared/flows/flow-progress';
import { paymentMethods } from '../../../../shared/flows/payment-methods';
import type { Charge } from '../../../../shared/service/charges';
import { passedPollBound, type PollSchedule } from '../../../service/polling';
import { chargeFacts, fetchCharge } from '../../engine/charge-tracking';
import type {
  Authenticator,
  ChargeRef,
  FlowDefinition,
  FlowDependencies,
  HandedOnWait,
} from '../../engine/flow-definition';
import { defineFlowMachine } from '../../engine/flow-machine';
import type { FlowRun } from '../../engine/flow-run';
import { restOfWait } from '../../engine/resume';
import { resumeSale } from '../resume-sale';
import { awaitProcessed, cancelSale, createSale, saleInputFor, settleSale } from '../sale-steps';
import { authenticateThreeDs, threeDsAction } from './three-ds-authentication';

/*
 * A card or Apple Pay sale (DESIGN.md: Flows): create the transaction token, charge it, wait
 * while the service processes the charge, let the customer authenticate when the charge asks
 * for 3DS (spec: Get the 3DS issuer token, rules 2, 3 and 5), and end as the charge ends.
 *
 * The cashier may abort until the charge request goes out, and again while the customer is
 * at the 3DS page, where the charge is canceled (spec: Create a cancel), as it is when the
 * customer has not authenticated by the flow's bound. While the service processes a card
 * charge there is nothing to abort, and the progress says so.
 */

type CardToken = Extract<SaleInput['token'], { payment_type: 'card' | 'apple_pay' }>;

const cardSaleInput = saleInputFor(
  (token): token is CardToken =>
    token.payment_type === 'card' || token.payment_type === 'apple_pay',
);

const { paidIsFinal } = paymentMethods.card_sale;

const cardSaleMachine = defineFlowMachine('card_sale', {
  started: ['creating_token', 'abandoned'],
  creating_token: ['creating_charge', 'failed', 'abandoned'],
  creating_charge: ['processing', 'failed', 'abandoned'],
  processing: ['authenticating', 'succeeded', 'failed'],
  authenticating: ['canceling', 'succeeded', 'failed'],
  canceling: ['abandoned', 'succeeded', 'failed'],
});

/** Spec: Get the 3DS issuer token, rule 2 (normal or force; the conventions add require). */
function asksForThreeDs(charge: Charge): boolean {
  const mode = charge.three_ds?.mode ?? charge.three_ds_mode;
  return mode === 'normal' || mode === 'force' || mode === 'require';
}

/** A card charge awaiting 3DS, and what its customer is given to authenticate. */
interface ThreeDsCharge {
  readonly ref: ChargeRef;
  readonly charge: Charge;
  readonly capture: boolean;
  readonly redirectEndpoint: string | undefined;
  /** How long the customer has: the iframe schedule, or what a restart left of it. */
  readonly schedule: PollSchedule;
}

/**
 * A customer who has not authenticated when the flow's bound passes is taken to have left the
 * counter: the charge is canceled as an abort would cancel it, so no charge stays open for an
 * authentication nobody watches (spec rule 5 polls until the charge is final; the bound is
 * this app's, DESIGN.md: Flows: every loop is bounded).
 */
const timedOut: FlowProblem = { type: 'timed_out' };

/**
 * Offers the issuer's page for an awaiting 3DS charge and follows the charge until it is
 * final (spec: Get the 3DS issuer token, rules 2, 3 and 5), the cashier aborts, or the
 * schedule's bound passes; the last two cancel it. A live sale and a resumed one alike.
 */
async function followThreeDs(
  run: FlowRun,
  dependencies: FlowDependencies,
  sale: ThreeDsCharge,
): Promise<void> {
  const { ref, charge, capture } = sale;
  const issuerToken = await dependencies.api.charges.getChargeThreeDsIssuerToken({ params: ref });
  const action = threeDsAction(issuerToken);
  await run.move('authenticating', {
    facts: chargeFacts(charge),
    chargeStatus: charge.status,
    action,
    abortable: true,
  });
  let authenticated;
  try {
    authenticated = await authenticateThreeDs({
      run,
      dependencies,
      action,
      redirectEndpoint: sale.redirectEndpoint,
      resource: { chargeId: ref.chargeId },
      fetch: (signal) => fetchCharge(dependencies, ref, signal),
      // Rule 5: until successful, failed or error (or authorized, for an authorize-only sale).
      isDone: (current) => current.status !== 'awaiting' && current.status !== 'pending',
      schedule: sale.schedule,
    });
  } catch (error) {
    if (!passedPollBound(error)) throw error;
    return cancelSale(run, dependencies, ref, { capture, paidIsFinal, reason: timedOut });
  }
  if (authenticated.aborted) {
    return cancelSale(run, dependencies, ref, { capture, paidIsFinal });
  }
  return settleSale(run, authenticated.value, capture);
}

type CardSaleInput = z.output<typeof cardSaleInput>;

/**
 * The sale's charge with the authenticator's return endpoint when the sale names none, so the
 * customer's return from 3DS comes where the authenticator sees it (the browser host's page;
 * spec: Get the 3DS issuer token, rule 4).
 */
function withReturnEndpoint(
  charge: CardSaleInput['charge'],
  authenticator: Authenticator,
): CardSaleInput['charge'] {
  const endpoint = authenticator.returnEndpoint?.();
  if (endpoint === undefined || charge.threeDs?.redirect_endpoint !== undefined) return charge;
  return { ...charge, threeDs: { ...charge.threeDs, redirect_endpoint: endpoint } };
}

async function runCardSale(
  run: FlowRun,
  sold: CardSaleInput,
  dependencies: FlowDependencies,
): Promise<void> {
  const input = { ...sold, charge: withReturnEndpoint(sold.charge, dependencies.authenticator) };
  const sale = await createSale(run, input, dependencies);
  if (sale === undefined) return;
  const { ref } = sale;
  const { capture } = input.charge;
  const charge = await awaitProcessed(dependencies, ref, sale.charge);
  // Awaiting without 3DS is no state a card sale can end in: settleSale hands it to a person.
  if (charge.status !== 'awaiting' || !asksForThreeDs(charge)) {
    return settleSale(run, charge, capture);
  }
  return followThreeDs(run, dependencies, {
    ref,
    charge,
    capture,
    redirectEndpoint: input.charge.threeDs?.redirect_endpoint,
    schedule: dependencies.schedules.iframe,
  });
}

/**
 * A charge still awaiting 3DS after a restart: its customer may still be at the counter, so
 * the issuer's page is offered again for what is left of the time the live flow gives
 * (restOfWait, counted from the first `authenticating` the journal holds), and the charge is
 * canceled once that time is past, as the live flow would at its bound.
 */
async function resumeThreeDs(
  run: FlowRun,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  charge: Charge,
): Promise<HandedOnWait | undefined> {
  const capture = run.facts.chargeRequest?.capture ?? true;
  if (!asksForThreeDs(charge)) {
    await settleSale(run, charge, capture);
    return undefined;
  }
  const schedule = restOfWait(
    dependencies.schedules.iframe,
    run.firstRecordedAt('authenticating'),
    dependencies.now(),
  );
  if (schedule === undefined) {
    await cancelSale(run, dependencies, ref, { capture, paidIsFinal, reason: timedOut });
    return undefined;
  }
  const redirectEndpoint = run.facts.chargeRequest?.redirectEndpoint;
  return {
    wait: followThreeDs(run, dependencies, { ref, charge, capture, redirectEndpoint, schedule }),
  };
}

export const cardSaleFlow: FlowDefinition<typeof cardSaleInput> = {
  kind: 'card_sale',
  input: cardSaleInput,
  machine: cardSaleMachine,
  run: runCardSale,
  resume: (run, dependencies) =>
    resumeSale(run, dependencies, { paidIsFinal, awaiting: resumeThreeDs }),
};
