import type { TFunction } from 'i18next';
import { knownPaymentType } from '../charge-detail/charge-status';

/** A payment method's name; one this version does not know reads as the service sent it. */
export function methodName(
  t: TFunction<'payments'>,
  paymentType: string | null | undefined,
): string {
  const known = knownPaymentType(paymentType);
  if (known !== 'unknown') return t(`method.${known}`);
  return paymentType ?? t('method.unknown');
}
