import type { CustomerAction } from '../../../../shared/flows/flow-progress';
import type { Charge } from '../../../../shared/service/charges';
import { passedPollBound, pollUntil } from '../../../service/polling';
import { ServiceClientError } from '../../../service/service-client-error';
import { chargeDetails, fetchCharge } from '../../engine/charge-tracking';
import {
  AuthenticationEnded,
  type Authenticator,
  type ChargeRef,
  type FlowDependencies,
} from '../../engine/flow-definition';
import { keepCustomerPageOpen } from '../../engine/customer-page';
import type { FlowRun } from '../../engine/flow-run';
import type { MoveDetails } from '../../engine/flow-progress';
import { isTransient } from '../../engine/resume';
import { cancelSale, settleSale } from '../sale-steps';

/*
 * Waiting while the customer pays elsewhere: at the konbini, with their wallet app, on the
 * wallet's page, by bank transfer (DESIGN.md: Flows). The flow shows what the customer must
 * do and follows the awaiting charge until it ends, the cashier aborts, or the wait's bound
 * passes. A konbini or bank-transfer payment can take days, longer than any till should keep
 * polling, so at the bound the operation is left open at `awaiting_customer` rather than
 * ended (docs/reliability.md: Long waits).
 */

/** The page the customer pays on, opened through the authenticator (spec: Issuer token object). */
export type CustomerPage = Omit<Parameters<Authenticator['open']>[0], 'operationId'>;

interface CustomerWait {
  readonly run: FlowRun;
  readonly dependencies: FlowDependencies;
  readonly ref: ChargeRef;
  /** The charge, awaiting the customer. */
  readonly charge: Charge;
  readonly action: CustomerAction;
  /** Konbini and bank transfer: a paid charge can no longer be canceled (conventions: Cancels). */
  readonly paidIsFinal: boolean;
  /** Online http_get and http_post: the wallet page, open while the charge is followed. */
  readonly page?: CustomerPage;
}

type Watched =
  | { readonly kind: 'ended'; readonly charge: Charge }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'unanswered' };

/**
 * Whether following the charge stopped without learning anything about the payment: the
 * wait's bound passed, or reads failed in a way a later read may not (`isTransient`: a lost
 * connection, a timeout, 429, 5xx, the keychain not answering). The charge is still out there
 * either way.
 */
function isUnanswered(error: unknown): boolean {
  return passedPollBound(error) || (error instanceof ServiceClientError && isTransient(error));
}

/**
 * Polls the awaiting charge on the awaiting-customer schedule until it leaves awaiting, with
 * the customer's page open meanwhile. The page's outcome does not decide the payment, the
 * service does (spec: Get the 3DS issuer token, rule 5, applied to the wallet's page alike):
 * polling goes on after the page closes, and the page closes when the charge ends.
 */
async function watch(wait: CustomerWait, shown: MoveDetails): Promise<Watched> {
  const { run, dependencies, ref, page, action } = wait;
  const watching = new AbortController();
  const stop = () => watching.abort();
  run.signal.addEventListener('abort', stop, { once: true });
  if (run.signal.aborted) stop();
  let pageFailure: { readonly error: unknown } | undefined;
  // Only a wallet's action comes with a page.
  const pageOpen =
    page === undefined || action.type !== 'wallet'
      ? undefined
      : keepCustomerPageOpen({
          run,
          authenticator: dependencies.authenticator,
          request: { operationId: run.id, ...page },
          shown: { ...shown, action },
          signal: watching.signal,
          onFailure: (error) => {
            // Without its page the customer cannot pay here: stop and report why.
            pageFailure = { error };
            watching.abort();
          },
        });
  try {
    const charge = await pollUntil(
      (signal) => fetchCharge(dependencies, ref, signal),
      (current) => current.status !== 'awaiting',
      dependencies.schedules.awaitingCustomer,
      { signal: watching.signal, sleep: dependencies.sleep },
    );
    // The customer's page closes as done, not as abandoned (flow-definition.ts: Authenticator).
    watching.abort(new AuthenticationEnded());
    return { kind: 'ended', charge };
  } catch (error) {
    if (pageFailure !== undefined) throw pageFailure.error;
    if (run.signal.aborted) return { kind: 'aborted' };
    if (isUnanswered(error)) return { kind: 'unanswered' };
    throw error;
  } finally {
    watching.abort();
    run.signal.removeEventListener('abort', stop);
    await pageOpen;
  }
}

/**
 * Shows the customer's action and follows the charge: a charge that ends ends the sale; an
 * abort cancels it (cancelSale); a wait that ends unanswered leaves the operation open at
 * `awaiting_customer` for the live board and the next start to pick up, and says so with a
 * last progress that no longer offers to abort (docs/reliability.md: Long waits).
 */
export async function awaitCustomer(wait: CustomerWait): Promise<void> {
  const { run, dependencies, ref, charge, action, paidIsFinal } = wait;
  const shown = { ...chargeDetails(charge), action, abortable: true };
  await run.move('awaiting_customer', shown);
  const watched = await watch(wait, shown);
  switch (watched.kind) {
    case 'ended':
      return settleSale(run, watched.charge, true);
    case 'aborted':
      return cancelSale(run, dependencies, ref, { capture: true, paidIsFinal });
    case 'unanswered':
      return run.move('awaiting_customer', { chargeStatus: charge.status, action });
  }
}
