import type { CustomerAction } from '../../../../shared/flows/flow-progress';
import {
  encodeThreeDsPayload,
  type ThreeDsIssuerToken,
} from '../../../../shared/service/issuer-tokens';
import { pollUntil, type PollSchedule } from '../../../service/polling';
import type { Sleep } from '../../../service/sleep';
import {
  AuthenticationEnded,
  type AuthenticatedResource,
  type FlowDependencies,
} from '../../engine/flow-definition';
import { keepCustomerPageOpen } from '../../engine/customer-page';
import type { FlowRun } from '../../engine/flow-run';

/** What the customer is shown and the authenticator posts (spec: Get the 3DS issuer token, rule 3). */
export function threeDsAction(
  token: ThreeDsIssuerToken,
): Extract<CustomerAction, { type: 'three_ds' }> {
  return {
    type: 'three_ds',
    url: token.issuer_token,
    contentType: token.content_type,
    body: encodeThreeDsPayload(token),
  };
}

interface ThreeDsAuthentication<Value> {
  readonly run: FlowRun;
  readonly dependencies: FlowDependencies;
  readonly action: Extract<CustomerAction, { type: 'three_ds' }>;
  readonly redirectEndpoint: string | undefined;
  /** The charge or token authenticated, which the customer's return names. */
  readonly resource: AuthenticatedResource;
  /** Reads the token or charge being authenticated. */
  readonly fetch: (signal: AbortSignal | undefined) => Promise<Value>;
  /** Spec rule 5: successful, failed or error. */
  readonly isDone: (value: Value) => boolean;
  /** How long the customer has: the iframe schedule, or what a restart left of it. */
  readonly schedule: PollSchedule;
}

type ThreeDsResult<Value> =
  { readonly aborted: false; readonly value: Value } | { readonly aborted: true };

/**
 * A sleep that `wake` cuts short once: the sleep under way ends at once, or the next one
 * when none is, and the ones after last as long as asked again.
 */
function wakeableSleep(sleep: Sleep): { readonly sleep: Sleep; readonly wake: () => void } {
  let wakeSleeping: (() => void) | undefined;
  let woken = false;
  return {
    sleep: (ms, signal) => {
      if (woken) {
        woken = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        wakeSleeping = resolve;
        sleep(ms, signal).then(resolve, reject);
      }).finally(() => {
        wakeSleeping = undefined;
      });
    },
    wake: () => {
      if (wakeSleeping === undefined) woken = true;
      else wakeSleeping();
    },
  };
}

/**
 * Opens the issuer's page and polls the token or charge every 3 s until it is final, then
 * closes the page as ended (spec: Get the 3DS issuer token, rule 5). The outcome comes from the
 * service only: the page may be closed, or report completion, before the issuer decides. A
 * page that reached the redirect endpoint means the customer is done there, so the next read
 * is made at once rather than at the end of the interval. When the cashier aborts, the page
 * closes and polling stops; the caller decides what that means for the payment.
 */
export async function authenticateThreeDs<Value>(
  authentication: ThreeDsAuthentication<Value>,
): Promise<ThreeDsResult<Value>> {
  const { run, dependencies, action, redirectEndpoint, resource } = authentication;
  const page = new AbortController();
  const closePage = () => page.abort();
  run.signal.addEventListener('abort', closePage, { once: true });
  if (run.signal.aborted) page.abort();
  let pageFailure: { readonly error: unknown } | undefined;
  const request = {
    operationId: run.id,
    url: action.url,
    method: 'POST' as const,
    contentType: action.contentType,
    body: action.body,
    ...(redirectEndpoint !== undefined && { redirectEndpoint }),
    resource,
  };
  const polling = wakeableSleep(dependencies.sleep);
  // How the page ended does not decide the payment (rule 5): polling goes on regardless.
  const pageOpen = keepCustomerPageOpen({
    run,
    authenticator: dependencies.authenticator,
    request,
    shown: { action, abortable: true },
    signal: page.signal,
    onFailure: (error) => {
      // Without its page the customer cannot authenticate: stop polling and report it.
      pageFailure = { error };
      page.abort();
    },
    // The flow has not closed the page, so it came back on its own: from the redirect endpoint.
    onCompleted: () => polling.wake(),
  });
  try {
    const value = await pollUntil(
      authentication.fetch,
      authentication.isDone,
      authentication.schedule,
      { signal: page.signal, sleep: polling.sleep },
    );
    // The page closes as done, not as abandoned: the authenticator reports it completed.
    page.abort(new AuthenticationEnded());
    return { aborted: false, value };
  } catch (error) {
    // The page's own failure is what stopped polling, so it is what goes up.
    if (pageFailure !== undefined) throw pageFailure.error;
    if (run.signal.aborted) return { aborted: true };
    throw error;
  } finally {
    page.abort();
    run.signal.removeEventListener('abort', closePage);
    await pageOpen;
  }
}
