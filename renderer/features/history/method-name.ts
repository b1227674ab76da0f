import type { TFunction } from 'i18next';
import { presentedPaymentType } from '../../../shared/flows/presented-payment-type';
import { knownPaymentType } from '../charge-detail/charge-status';

/**
 * A payment method's name, told by its brand where the service names two methods alike (a
 * merchant-presented qr_scan reads as the store's QR code); one this version does not know
 * reads as the service sent it.
 */
export function methodName(
  t: TFunction<'payments'>,
  paymentType: string | null | undefined,
  brand: string | null = null,
): string {
  const presented = presentedPaymentType(paymentType ?? null, brand);
  const known = knownPaymentType(presented);
  if (known !== 'unknown') return t(`method.${known}`);
  return presented ?? t('method.unknown');
}
