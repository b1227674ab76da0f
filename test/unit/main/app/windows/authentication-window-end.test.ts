import { describe, expect, it } from 'vitest';
import {
  authenticatorAnswerOf,
  outcomeOfFlowAbort,
} from '../../../../../main/app/windows/authentication-window-end';
import { AuthenticationEnded } from '../../../../../main/flows/engine/flow-definition';

/** The signal's reason as the flow aborts it, through a real AbortController. */
function reasonOf(abort: (controller: AbortController) => void): unknown {
  const controller = new AbortController();
  abort(controller);
  return controller.signal.reason;
}

describe('how an authentication window ends without a redirect endpoint', () => {
  it('closes as done, reported completed, when the flow saw the authentication end', () => {
    const outcome = outcomeOfFlowAbort(reasonOf((c) => c.abort(new AuthenticationEnded())));
    expect(outcome).toEqual({ status: 'ended-by-flow' });
    expect(authenticatorAnswerOf(outcome)).toBe('completed');
  });

  it('closes as aborted when the cashier aborts, or the flow stops without an answer', () => {
    for (const reason of [
      reasonOf((c) => c.abort()),
      reasonOf((c) => c.abort(new Error('gave up'))),
      undefined,
    ]) {
      const outcome = outcomeOfFlowAbort(reason);
      expect(outcome).toEqual({ status: 'aborted' });
      expect(authenticatorAnswerOf(outcome)).toBe('aborted');
    }
  });

  it('still reports the redirect endpoint, and the customer closing the window', () => {
    expect(authenticatorAnswerOf({ status: 'redirected', redirect: { metadata: {} } })).toBe(
      'completed',
    );
    expect(authenticatorAnswerOf({ status: 'closed-by-user' })).toBe('closed');
  });

  it('fails the flow when the issuer page could not be shown', () => {
    expect(() =>
      authenticatorAnswerOf({ status: 'failed', error: { code: 'issuer-load-failed' } }),
    ).toThrow('issuer-load-failed');
  });
});
