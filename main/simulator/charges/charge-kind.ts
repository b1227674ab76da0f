import { presentedPaymentType } from '../../../shared/flows/presented-payment-type';

/**
 * How a charge proceeds after `pending`, decided by its token's payment type and brand:
 * - `authorization`: the issuer answers at once (card, apple_pay, paidy); may authorize only.
 * - `scanned_qr`: the customer showed their wallet's code (qr_scan); answers at once.
 * - `merchant_qr`: the counter shows a code the customer pays with their wallet (qr_merchant,
 *   or qr_scan with a merchant-presented brand: spec, data for qr_scan, merchant-presented).
 * - `online`, `konbini`, `bank_transfer`: the customer pays elsewhere, later.
 */
export type ChargeKind =
  'authorization' | 'scanned_qr' | 'merchant_qr' | 'online' | 'konbini' | 'bank_transfer';

export function chargeKind(record: {
  readonly paymentType: string;
  readonly brand: string | null;
}): ChargeKind {
  const paymentType = presentedPaymentType(record.paymentType, record.brand);
  switch (paymentType) {
    case 'qr_scan':
      return 'scanned_qr';
    case 'qr_merchant':
      return 'merchant_qr';
    case 'online':
    case 'konbini':
    case 'bank_transfer':
      return paymentType;
    default:
      return 'authorization';
  }
}

/** The kinds where the customer acts after the charge is created, so it waits in `awaiting`. */
export function waitsForCustomer(kind: ChargeKind): boolean {
  return kind !== 'authorization' && kind !== 'scanned_qr';
}
