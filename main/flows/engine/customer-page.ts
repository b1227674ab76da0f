import type { CustomerAction } from '../../../shared/flows/flow-progress';
import type { Authenticator } from './flow-definition';
import type { FlowRun } from './flow-run';
import type { MoveDetails } from './flow-progress';

/** The actions whose customer acts on a page the counter opens: the issuer's, the wallet's. */
type PageAction = Extract<CustomerAction, { type: 'three_ds' | 'wallet' }>;

interface CustomerPage {
  readonly run: FlowRun;
  readonly authenticator: Authenticator;
  readonly request: Parameters<Authenticator['open']>[0];
  /** What the counter shows while the page is open, the step's other details with it. */
  readonly shown: MoveDetails & { readonly action: PageAction };
  /** Aborted when the payment ended or the cashier aborted: the page closes and stays closed. */
  readonly signal: AbortSignal;
  /** The page could not be shown: without it the customer cannot go on here. */
  readonly onFailure: (error: unknown) => void;
  /** The page reached the redirect endpoint before the flow closed it. */
  readonly onCompleted?: () => void;
}

/**
 * Keeps the customer's page open while the flow follows the payment. A page the customer
 * closes by hand before the payment ended is said on the counter (the action's
 * `windowClosed`), with the offer to open it again (flows:reopen-customer-page) or to abort;
 * the payment is followed meanwhile, since the customer may have finished before closing it
 * (spec: Get the 3DS issuer token, rule 5). Resolves once the last page has settled.
 */
export async function keepCustomerPageOpen(page: CustomerPage): Promise<void> {
  const { run, authenticator, request, shown, signal } = page;
  while (!signal.aborted) {
    let outcome: Awaited<ReturnType<Authenticator['open']>>;
    try {
      outcome = await authenticator.open(request, signal);
    } catch (error) {
      page.onFailure(error);
      return;
    }
    if (outcome === 'completed' && !signal.aborted) page.onCompleted?.();
    if (outcome !== 'closed' || signal.aborted) return;
    run.show(run.step, { ...shown, action: { ...shown.action, windowClosed: true } });
    await run.reopenRequested(signal);
    if (signal.aborted) return;
    run.show(run.step, shown);
  }
}
