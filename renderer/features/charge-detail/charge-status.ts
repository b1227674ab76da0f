import { chargeStatus, type ChargeStatus } from '../../../shared/service/charges';
import { paymentTypes, type PaymentType } from '../../../shared/service/token-options';
import type { StatusTone } from '../../ui/status-badge';

/*
 * How a charge's status and method read in the list and the detail. The tone only repeats
 * what the words say (renderer/ui/status-badge.tsx).
 */

const tones: Readonly<Record<ChargeStatus, StatusTone>> = {
  pending: 'neutral',
  awaiting: 'warning',
  authorized: 'info',
  successful: 'positive',
  failed: 'danger',
  error: 'danger',
  canceled: 'neutral',
};

/** A status this version does not know reads as unknown rather than as a raw code. */
export function knownChargeStatus(status: string): ChargeStatus | 'unknown' {
  const parsed = chargeStatus.safeParse(status);
  return parsed.success ? parsed.data : 'unknown';
}

export function chargeStatusTone(status: string): StatusTone {
  const known = knownChargeStatus(status);
  return known === 'unknown' ? 'warning' : tones[known];
}

export function knownPaymentType(paymentType: string | null | undefined): PaymentType | 'unknown' {
  const found = paymentTypes.find((type) => type === paymentType);
  return found ?? 'unknown';
}
