import type { FlowProblem } from '../../../shared/flows/flow-progress';
import { captureInput, type CaptureInput } from '../../../shared/flows/flow-input';
import type { Charge } from '../../../shared/service/charges';
import { statusForErrorCode } from '../../../shared/service/errors';
import { chargeDetails, chargeFacts, fetchCharge, pollCharge } from '../engine/charge-tracking';
import type { FlowDefinition } from '../engine/flow-definition';
import { abandon, endAfterRequestFailed } from '../engine/flow-failure';
import { chargeActionFlow, chargeActionRun } from './charge-action';

/*
 * Capture of an authorized charge (spec: Capture a charge). The charge is read first so a
 * capture the service would refuse is refused here, before anything is sent; the capture's
 * answer is an empty object, so the outcome is read from the charge after (conventions:
 * Charges).
 */

/**
 * Spec: Capture a charge ("must be lower than the authorized amount", read as not more, as
 * the service does for a full capture; "must equal the authorization currency"). Refused with
 * the code, status and field the service would answer, so the cashier reads the same message
 * whichever side refused (docs/architecture.md: Validation reasons).
 */
function captureRefusal(charge: Charge, input: CaptureInput): FlowProblem | undefined {
  const authorizedCurrency = charge.charged_currency ?? charge.requested_currency;
  if (input.currency !== authorizedCurrency) {
    return {
      type: 'service',
      status: statusForErrorCode('CURRENCY_MUST_MATCH_CHARGE'),
      code: 'CURRENCY_MUST_MATCH_CHARGE',
      fields: [{ field: 'currency', reason: 'INVALID_CURRENCY' }],
    };
  }
  if (input.amount > (charge.charged_amount ?? charge.requested_amount)) {
    return {
      type: 'service',
      status: statusForErrorCode('CAPTURE_AMOUNT_TOO_LARGE'),
      code: 'CAPTURE_AMOUNT_TOO_LARGE',
      fields: [{ field: 'amount', reason: 'OUT_OF_RANGE' }],
    };
  }
  return undefined;
}

/** A captured charge leaves authorized (conventions: Charges, authorized -> successful). */
function hasLeftAuthorized(charge: Charge): boolean {
  return charge.status !== 'authorized' && charge.status !== 'pending';
}

const runCapture = chargeActionRun<CaptureInput>(async (run, input, dependencies, ref) => {
  let charge: Charge;
  try {
    charge = await fetchCharge(dependencies, ref, run.signal);
  } catch (error) {
    if (run.signal.aborted) return abandon(run);
    throw error;
  }
  const refusal = captureRefusal(charge, input);
  if (refusal !== undefined) {
    return run.move('failed', {
      facts: chargeFacts(charge),
      chargeStatus: charge.status,
      problem: refusal,
    });
  }
  if (run.signal.aborted) return abandon(run);
  await run.move('capturing', { facts: chargeFacts(charge), chargeStatus: charge.status });
  if (run.signal.aborted) return abandon(run);
  try {
    await dependencies.api.captures.captureCharge(
      { params: ref, body: { amount: input.amount, currency: input.currency } },
      { idempotencyKey: run.idempotencyKey('capture') },
    );
  } catch (error) {
    return endAfterRequestFailed(run, error);
  }
  const captured = await pollCharge(dependencies, ref, hasLeftAuthorized);
  switch (captured.status) {
    case 'successful':
      return run.move('succeeded', chargeDetails(captured));
    // Conventions: Errors, a capture that fails turns the charge failed (313, 317).
    case 'failed':
    case 'error':
      return run.move('failed', chargeDetails(captured));
    default:
      return run.move('needs_review', {
        ...chargeDetails(captured),
        reviewReason: 'unexpected_service_state',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
  }
});

export const captureFlow: FlowDefinition<typeof captureInput> = chargeActionFlow({
  kind: 'capture',
  acting: 'capturing',
  input: captureInput,
  run: runCapture,
  inputOf: ({ chargeId, amount, currency }) => ({ chargeId, amount, currency }),
});
