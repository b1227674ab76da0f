import type { CreateTokenBody } from '../../../shared/service/token-create';
import type { TransactionToken } from '../../../shared/service/tokens';
import type { FlowDependencies } from '../engine/flow-definition';
import { abandon } from '../engine/flow-failure';
import type { FlowRun } from '../engine/flow-run';

/**
 * Moves to `creating_token` and creates the transaction token under the key the journal chose
 * with the intent; undefined once the run has ended abandoned, the cashier having aborted
 * before or during the request: a token charges nothing (conventions: Transaction tokens).
 */
export async function createToken(
  run: FlowRun,
  body: CreateTokenBody,
  dependencies: FlowDependencies,
): Promise<TransactionToken | undefined> {
  if (run.signal.aborted) {
    await abandon(run);
    return undefined;
  }
  await run.move('creating_token', { abortable: true });
  try {
    return await dependencies.api.tokens.createToken(
      { body },
      { idempotencyKey: run.idempotencyKey('token_create'), signal: run.signal },
    );
  } catch (error) {
    if (!run.signal.aborted) throw error;
    await abandon(run);
    return undefined;
  }
}
