import {
  trainingCustomerAction,
  type TrainingCustomerAction,
  type TrainingCustomerActionName,
} from '../../../shared/ipc/training-customer-action';
import { parseMajorUnits, type CurrencyCode } from '../../../shared/money';
import { err, ok, type Result } from '../../../shared/result';
import { parseRequest } from '../../../shared/service/common';

/*
 * What the trainee asks the simulated customer to do, checked by the channel's own schema
 * before it leaves the renderer. The transfer amount is typed in major units ("1,200") and
 * read without floats; a refused amount names its reason for the message under the field.
 */

/** Which input a refused request names, and why, as a reason code. */
interface RequestProblem {
  field: 'amount' | 'chargeId';
  reason: string;
}

export function trainingCustomerRequest(
  action: TrainingCustomerActionName,
  chargeId: string,
  typedAmount: string,
  currency: CurrencyCode,
): Result<TrainingCustomerAction, RequestProblem> {
  let input: unknown = { action, chargeId };
  if (action === 'receive_bank_transfer') {
    const amount = parseMajorUnits(typedAmount, currency);
    if (!amount.ok) return err({ field: 'amount', reason: amount.error });
    input = { action, chargeId, amount: amount.amount };
  }
  const parsed = parseRequest(trainingCustomerAction, input);
  if (parsed.success) return ok(parsed.data);
  const amountIssue = parsed.errors.find((error) => error.field === 'amount');
  if (amountIssue !== undefined) return err({ field: 'amount', reason: amountIssue.reason });
  // The charge id comes from main's own progress; a view that passes anything else is wrong.
  return err({ field: 'chargeId', reason: parsed.errors[0]?.reason ?? 'INVALID_FORMAT' });
}
