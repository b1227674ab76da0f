import type { AuthenticationRedirect } from '../security/authentication-flow';
import { AuthenticationEnded, type Authenticator } from '../../flows/engine/flow-definition';

/*
 * How an authentication window (3DS, a wallet page) ends and what it reports back to the
 * flow, apart from Electron so it can be tested without it. The window needs no redirect
 * endpoint to know it is done: the flow's own polling sees the charge or token leave 3DS or
 * `awaiting` and says so through the signal (flow-definition.ts: Authenticator).
 */

export type AuthenticationOutcome =
  | { status: 'redirected'; redirect: AuthenticationRedirect }
  /** The flow saw the authentication or payment end and closed the window. */
  | { status: 'ended-by-flow' }
  | { status: 'closed-by-user' }
  /** The cashier aborted, or the flow stopped following the payment. */
  | { status: 'aborted' }
  | {
      status: 'failed';
      error: { code: 'invalid-request' | 'issuer-url-refused' | 'issuer-load-failed' };
    };

/** Why the flow aborted the window's signal, as the window's outcome. */
export function outcomeOfFlowAbort(reason: unknown): AuthenticationOutcome {
  return reason instanceof AuthenticationEnded
    ? { status: 'ended-by-flow' }
    : { status: 'aborted' };
}

type AuthenticatorAnswer = Awaited<ReturnType<Authenticator['open']>>;

/**
 * What the window reports back to the flow. The answer is a hint only (the flow reads the
 * outcome from the service), but a window that could not show the issuer's page is an error:
 * without it the customer cannot authenticate, and the flow stops and says so.
 */
export function authenticatorAnswerOf(outcome: AuthenticationOutcome): AuthenticatorAnswer {
  switch (outcome.status) {
    case 'redirected':
    case 'ended-by-flow':
      return 'completed';
    case 'closed-by-user':
      return 'closed';
    case 'aborted':
      return 'aborted';
    case 'failed':
      throw new Error(`The authentication window failed: ${outcome.error.code}`);
  }
}
