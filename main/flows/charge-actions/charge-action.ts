import type { z } from 'zod';
import type { FlowKind, FlowStep } from '../../../shared/flows/flow-progress';
import type { ChargeRef, FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import { abandon } from '../engine/flow-failure';
import { defineFlowMachine, type FlowMachine } from '../engine/flow-machine';
import type { FlowRun } from '../engine/flow-run';
import { idempotencyWindowPassed, review } from '../engine/resume';

/*
 * What capture, cancel and refund of an existing charge share: one request, so one machine
 * shape, and the same resume.
 */

/**
 * One request that acts on the charge (`acting`: capturing, canceling, refunding), which ends
 * it; before it is sent or while it runs the cashier may abort.
 */
export function chargeActionMachine(kind: FlowKind, acting: FlowStep): FlowMachine {
  return defineFlowMachine(kind, {
    started: [acting, 'failed', 'abandoned'],
    [acting]: ['succeeded', 'failed', 'abandoned'],
  });
}

/**
 * A charge action's run: `act` with the charge the input names in the operation's store, unless
 * the cashier aborted before anything was sent, which abandons it.
 */
export function chargeActionRun<Input extends { readonly chargeId: string }>(
  act: (
    run: FlowRun,
    input: Input,
    dependencies: FlowDependencies,
    ref: ChargeRef,
  ) => Promise<void>,
) {
  return (run: FlowRun, input: Input, dependencies: FlowDependencies): Promise<void> => {
    if (run.signal.aborted) return abandon(run);
    const ref: ChargeRef = { storeId: run.operation.intent.storeId, chargeId: input.chargeId };
    return act(run, input, dependencies, ref);
  };
}

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

/**
 * A capture's or cancel's definition: one request (`acting`) on its machine, and after a
 * restart the same run again with the input its intent recorded (`inputOf`), as
 * resumeChargeAction allows.
 */
export function chargeActionFlow<Input extends z.ZodType>({
  kind,
  acting,
  input,
  run,
  inputOf,
}: Pick<FlowDefinition<Input>, 'kind' | 'input' | 'run'> & {
  acting: FlowStep;
  inputOf: (intent: ReturnType<typeof chargeActionIntent>) => z.input<Input>;
}): FlowDefinition<Input> {
  return {
    kind,
    input,
    machine: chargeActionMachine(kind, acting),
    run,
    resume: (flowRun, dependencies) =>
      resumeChargeAction(flowRun, dependencies, () =>
        run(flowRun, input.parse(inputOf(chargeActionIntent(flowRun))), dependencies),
      ),
  };
}
