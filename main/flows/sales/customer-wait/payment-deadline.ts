import { timestampToDate } from '../../../../shared/service/common';
import type { Charge } from '../../../../shared/service/charges';
import { durationToMilliseconds } from '../../../../shared/service/token-expiration';
import type { OperationFacts } from '../../../journal/operation';
import { ServiceClientError } from '../../../service/service-client-error';
import type { ChargeRef, FlowDependencies } from '../../engine/flow-definition';

/** The token's expiration settings, as its sale recorded them (operation.ts: expiration). */
export type PaymentExpiration = NonNullable<OperationFacts['expiration']>;

/** A token's expiration settings as the journal keeps them: a field the token left out stays out. */
export function tokenExpiration(
  period: string | undefined,
  timeShift: string | undefined,
): PaymentExpiration {
  return {
    ...(period !== undefined && { period }),
    ...(timeShift !== undefined && { timeShift }),
  };
}

/**
 * The period counted from the charge's creation, when the customer is handed the slip or the
 * account. A time shift moves the expiry to a time of day in its own zone; only the service
 * resolves that, so the deadline is then left unknown rather than guessed.
 */
function expiryFromPeriod(charge: Charge, expiration: PaymentExpiration): string | null {
  const { period, timeShift } = expiration;
  if (period === undefined || timeShift !== undefined || charge.created_on === null) return null;
  const length = durationToMilliseconds(period);
  if (length === undefined) return null;
  return new Date(timestampToDate(charge.created_on).getTime() + length).toISOString();
}

/**
 * When an awaiting charge expires and fails with 327 (conventions: Errors): the service's
 * latest expiry, which counts extensions (conventions: Charges, expiry/latest), else what the
 * token's recorded settings give. The one derivation of a customer's deadline: the live
 * flow, a resumed one, the open-payments board and so the printed slip all ask here with the
 * journal's facts, so they cannot disagree. The deadline is only shown to the customer, so a
 * read that fails falls back instead of ending the sale.
 */
export async function paymentDeadline(
  dependencies: FlowDependencies,
  ref: ChargeRef,
  charge: Charge,
  facts: OperationFacts,
): Promise<string | null> {
  try {
    const expiry = await dependencies.api.charges.getChargeExpiry({ params: ref });
    return timestampToDate(expiry.expiration_date).toISOString();
  } catch (error) {
    if (!(error instanceof ServiceClientError)) throw error;
    return facts.expiration === undefined ? null : expiryFromPeriod(charge, facts.expiration);
  }
}
