import type { qrMerchantBrands } from '../../../shared/service/token-options';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { checkSaleInput, type FormWide, type SaleEntryCheck } from '../sale-entry/sale-entry-check';

/*
 * The merchant-presented QR sale as plain values, and the one function that turns it into the
 * flow's input (spec: data for qr_scan, merchant-presented variant: the wallet's brand),
 * checked by the flow's own schema so a mistake never leaves the renderer.
 */

type QrMerchantBrand = (typeof qrMerchantBrands)[number];

export interface QrMerchantForm {
  brand: QrMerchantBrand | null;
  /** Spec: Create a transaction token, `email` is required for a QR payment too. */
  email: string;
}

export const emptyQrMerchantForm: QrMerchantForm = { brand: null, email: '' };

export function qrMerchantSaleRequest(
  form: QrMerchantForm,
  charge: SaleChargeDraft,
): SaleEntryCheck {
  return checkSaleInput({
    token: {
      payment_type: 'qr_scan',
      email: form.email.trim(),
      data: form.brand === null ? {} : { brand: form.brand },
    },
    charge,
  });
}

/** Where on the screen a field error shows. */
export type QrMerchantFormField = 'brand' | 'email';

/**
 * A qr_scan token without data is refused at `data.scanned_qr` (the customer-presented
 * variant's field); on this screen the only data is the brand, so every data error is its.
 */
export function qrMerchantFormFieldOf(path: string): QrMerchantFormField | FormWide {
  if (path === 'token.email') return 'email';
  if (path.startsWith('token.data')) return 'brand';
  return 'form';
}
