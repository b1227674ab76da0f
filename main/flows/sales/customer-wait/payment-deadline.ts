import { timestampToDate } from '../../../../shared/service/common';
import type { Charge } from '../../../../shared/service/charges';
import { durationToMilliseconds } from '../../../../shared/service/token-expiration';
import { ServiceClientError } from '../../../service/service-client-error';
import type { ChargeRef } from '../../engine/charge-tracking';
import type { FlowDependencies } from '../../engine/flow-definition';

/** The token's expiration settings (spec: data for konbini and bank_transfer). */
interface ExpirationSettings {
  readonly period: string | undefined;
  readonly timeShift: string | undefined;
}

/**
 * The period counted from the charge's creation, when the customer is handed the slip or the
 * account. A time shift moves the expiry to a time of day in its own zone; only the service
 * resolves that, so the deadline is then left unknown rather than guessed.
 */
function expiryFromPeriod(charge: Charge, settings: ExpirationSettings): string | null {
  const { period, timeShift } = settings;
  if (period === undefined || timeShift !== undefined || charge.created_on === null) return null;
  const length = durationToMilliseconds(period);
  if (length === undefined) return null;
  return new Date(timestampToDate(charge.created_on).getTime() + length).toISOString();
}

/**
 * When an awaiting charge expires and fails with 327 (conventions: Errors): the service's
 * latest expiry, which counts extensions (conventions: Charges, expiry/latest), else what the
 * token's settings give. The deadline is only shown to the customer, so a read that fails
 * falls back instead of ending the sale.
 */
export async function chargeExpiresAt(
  dependencies: FlowDependencies,
  ref: ChargeRef,
  charge: Charge,
  settings: ExpirationSettings,
): Promise<string | null> {
  try {
    const expiry = await dependencies.api.charges.getChargeExpiry({ params: ref });
    return timestampToDate(expiry.expiration_date).toISOString();
  } catch (error) {
    if (!(error instanceof ServiceClientError)) throw error;
    return expiryFromPeriod(charge, settings);
  }
}
