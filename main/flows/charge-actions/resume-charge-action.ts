import type { FlowDependencies } from '../engine/flow-definition';
import type { FlowRun } from '../engine/flow-run';
import { idempotencyWindowPassed, review } from '../engine/resume';

/**
 * A capture, cancel or refund after a restart: nothing sent (still at its intent) ends it;
 * otherwise its flow runs again under the same keys and sends the request it recorded before
 * the crash, so a request that reached the service is answered from the service's record
 * instead of acting twice. Past the idempotency window a replay could act twice: a person
 * looks.
 */
export async function resumeChargeAction(
  run: FlowRun,
  dependencies: FlowDependencies,
  runAgain: () => Promise<void>,
): Promise<undefined> {
  const { operation } = run;
  if (operation.state === 'intent') await run.move('abandoned');
  else if (idempotencyWindowPassed(operation, dependencies.now())) {
    await review(run, 'idempotency_window_passed');
  } else await runAgain();
  return undefined;
}

/** The charge an action's operation acts on, as its intent recorded it. */
export function chargeActionIntent(run: FlowRun) {
  const { intent } = run.operation;
  if (!('chargeId' in intent)) throw new Error(`${intent.kind} acts on no charge`);
  return intent;
}
