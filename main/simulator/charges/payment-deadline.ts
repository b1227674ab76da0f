import {
  defaultKonbiniExpirationPeriod,
  durationToMilliseconds,
} from '../../../shared/service/token-expiration';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import type { ChargeKind } from './charge-kind';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * How long a customer has when the token names no period. The spec gives konbini's default
 * (Limits: 30 days); the others are the simulator's choice (docs/simulator.md: Charges): a
 * bank transfer a week, a merchant-presented code five minutes, a wallet page fifteen.
 */
const defaultBankTransferPeriod = 'P7D';
const merchantQrDeadlineMs = 5 * minute;
const onlineDeadlineMs = 15 * minute;

const timeShiftParts = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * Spec: data for konbini and bank_transfer (`expiration_time_shift`): the expiry keeps the
 * date the period reaches, in the shift's zone, and takes the shift's time of day. A shift that
 * would land before the charge began (a bank transfer's period may be under a day) moves a
 * day on.
 */
function applyTimeShift(at: number, shift: string, notBefore: number): number {
  const match = timeShiftParts.exec(shift);
  if (match === null) return at;
  const part = (index: number): number => Number(match[index] ?? 0);
  const sign = match[5] === '-' ? -1 : 1;
  const offsetMs = sign * (part(6) * 60 + part(7)) * minute;
  const timeOfDayMs =
    ((part(1) * 60 + part(2)) * 60 + part(3)) * 1000 + Number((match[4] ?? '').padEnd(3, '0'));
  const localDayStart = Math.floor((at + offsetMs) / day) * day;
  const shifted = localDayStart + timeOfDayMs - offsetMs;
  return shifted > notBefore ? shifted : shifted + day;
}

function fromPeriod(
  createdAt: number,
  period: string,
  shift: string | null | undefined,
): number | null {
  const length = durationToMilliseconds(period);
  if (length === undefined) return null;
  const end = createdAt + length;
  return shift === null || shift === undefined ? end : applyTimeShift(end, shift, createdAt);
}

/**
 * When a waiting charge fails as expired (conventions: Errors 327; the record's `expiry`
 * behind `expiry/latest`), counted from the charge's creation, since that is when the
 * customer is given the slip, account or code. Null for charges that do not wait.
 */
export function paymentDeadline(
  kind: ChargeKind,
  token: TransactionToken,
  createdAt: number,
): number | null {
  switch (kind) {
    case 'konbini': {
      if (!isPaymentType(token, 'konbini')) return null;
      const period = token.data.expiration_period ?? defaultKonbiniExpirationPeriod;
      return fromPeriod(createdAt, period, token.data.expiration_time_shift);
    }
    case 'bank_transfer': {
      if (!isPaymentType(token, 'bank_transfer')) return null;
      const period = token.data.expiration_period;
      // Spec: the time shift is valid only when the period is set.
      if (period === null || period === undefined) {
        return fromPeriod(createdAt, defaultBankTransferPeriod, null);
      }
      return fromPeriod(createdAt, period, token.data.expiration_time_shift);
    }
    case 'merchant_qr':
      return createdAt + merchantQrDeadlineMs;
    case 'online':
      return createdAt + onlineDeadlineMs;
    case 'authorization':
    case 'scanned_qr':
      return null;
  }
}
