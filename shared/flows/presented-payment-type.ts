import { qrMerchantBrands } from '../service/token-options';

const merchantBrands: readonly string[] = qrMerchantBrands;

/**
 * The payment type as a clerk tells payments apart: a qr_scan charge with a
 * merchant-presented brand is the counter's own code (spec: data for qr_scan, merchant-presented
 * variant), which the conventions name qr_merchant; every other type as the service sent it.
 */
export function presentedPaymentType(
  paymentType: string | null,
  brand: string | null,
): string | null {
  return paymentType === 'qr_scan' && brand !== null && merchantBrands.includes(brand)
    ? 'qr_merchant'
    : paymentType;
}
