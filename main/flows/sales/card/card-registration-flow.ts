import {
  cardRegistrationInput,
  type CardRegistrationInput,
} from '../../../../shared/flows/flow-input';
import { isPaymentType, type TransactionToken } from '../../../../shared/service/tokens';
import { pollUntil } from '../../../service/polling';
import { paymentProblem } from '../../engine/charge-tracking';
import type { FlowDefinition, FlowDependencies } from '../../engine/flow-definition';
import { abandon } from '../../engine/flow-failure';
import { defineFlowMachine } from '../../engine/flow-machine';
import type { FlowRun } from '../../engine/flow-run';
import { authenticateThreeDs, threeDsAction } from './three-ds-authentication';
import { createToken } from '../create-token';
import { tokenFacts } from '../token-facts';

/*
 * Registering a card for later charges: a recurring transaction token, authenticated with 3DS
 * when the token asks for it (spec: Get the 3DS issuer token, rules 1, 3 and 5). Nothing is
 * charged, so the cashier may abort at every step.
 */

const cardRegistrationMachine = defineFlowMachine('card_registration', {
  started: ['creating_token', 'abandoned'],
  creating_token: ['authenticating_token', 'succeeded', 'failed', 'abandoned'],
  authenticating_token: ['succeeded', 'failed', 'abandoned'],
});

function threeDsOf(token: TransactionToken) {
  return isPaymentType(token, 'card') ? token.data.three_ds : undefined;
}

function threeDsStatus(token: TransactionToken): string | null | undefined {
  return threeDsOf(token)?.status;
}

async function runCardRegistration(
  run: FlowRun,
  input: CardRegistrationInput,
  dependencies: FlowDependencies,
): Promise<void> {
  const { api } = dependencies;
  let token = await createToken(run, input.token, dependencies);
  if (token === undefined) return;
  const learnt = tokenFacts(token);
  if (threeDsOf(token)?.enabled !== true) return run.move('succeeded', { facts: learnt });

  const params = { storeId: run.operation.intent.storeId, tokenId: token.id };
  const fetchToken = (signal: AbortSignal | undefined) =>
    api.tokens.getToken({ params }, signal === undefined ? {} : { signal });
  try {
    // Rule 1: pending in the create response; poll from 1 s, exponentially, until awaiting.
    if (threeDsStatus(token) === 'pending') {
      token = await pollUntil(
        fetchToken,
        (current) => threeDsStatus(current) !== 'pending',
        dependencies.schedules.threeDs,
        { signal: run.signal, sleep: dependencies.sleep },
      );
    }
    if (threeDsStatus(token) === 'awaiting') {
      const issuerToken = await api.tokens.getTokenThreeDsIssuerToken(
        { params },
        { signal: run.signal },
      );
      const action = threeDsAction(issuerToken);
      await run.move('authenticating_token', { facts: learnt, action, abortable: true });
      const authenticated = await authenticateThreeDs({
        run,
        dependencies,
        action,
        redirectEndpoint:
          input.token.payment_type === 'card'
            ? input.token.data.three_ds?.redirect_endpoint
            : undefined,
        resource: { tokenId: token.id },
        fetch: fetchToken,
        schedule: dependencies.schedules.iframe,
        isDone: (current) => {
          const status = threeDsStatus(current);
          return status === 'successful' || status === 'failed' || status === 'error';
        },
      });
      if (authenticated.aborted) return abandon(run, learnt);
      token = authenticated.value;
    }
  } catch (error) {
    if (run.signal.aborted) return abandon(run, learnt);
    throw error;
  }
  switch (threeDsStatus(token)) {
    case 'successful':
      return run.move('succeeded', { facts: learnt });
    case 'failed':
    case 'error':
      return run.move('failed', { facts: learnt, ...paymentProblem(threeDsOf(token)?.error) });
    default:
      return run.move('needs_review', {
        facts: learnt,
        reviewReason: 'unexpected_service_state',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
  }
}

/**
 * After a restart: the token, once known, tells how 3DS ended; a token still waiting for a
 * customer who is gone, or one whose answer was lost, ends abandoned: the card number is never
 * recorded (DESIGN.md: Security), so the token cannot be asked for again.
 */
async function resumeCardRegistration(
  run: FlowRun,
  dependencies: FlowDependencies,
): Promise<undefined> {
  const tokenId = run.operation.facts.transactionTokenId;
  if (tokenId === undefined) {
    await run.move('abandoned');
    return undefined;
  }
  const token = await dependencies.api.tokens.getToken({
    params: { storeId: run.operation.intent.storeId, tokenId },
  });
  const threeDs = threeDsOf(token);
  if (threeDs?.enabled !== true || threeDs.status === 'successful') {
    await run.move('succeeded');
  } else if (threeDs.status === 'failed' || threeDs.status === 'error') {
    await run.move('failed', paymentProblem(threeDs.error));
  } else {
    await run.move('abandoned');
  }
  return undefined;
}

export const cardRegistrationFlow: FlowDefinition<typeof cardRegistrationInput> = {
  kind: 'card_registration',
  input: cardRegistrationInput,
  machine: cardRegistrationMachine,
  run: runCardRegistration,
  resume: resumeCardRegistration,
};
