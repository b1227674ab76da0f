import type { z } from 'zod';
import { saleInput } from '../../../shared/flows/flow-input';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import type { qrMerchantBrands } from '../../../shared/service/token-options';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { firstErrorPerField } from '../sale/first-error-per-field';

/*
 * The merchant-presented QR sale as plain values, and the one function that turns it into the
 * flow's input (spec: data for qr_scan, merchant-presented variant: the wallet's brand),
 * checked by the flow's own schema so a mistake never leaves the renderer.
 */

export type QrMerchantBrand = (typeof qrMerchantBrands)[number];

export interface QrMerchantForm {
  brand: QrMerchantBrand | null;
  /** Spec: Create a transaction token, `email` is required for a QR payment too. */
  email: string;
}

export const emptyQrMerchantForm: QrMerchantForm = { brand: null, email: '' };

export type QrMerchantSaleRequest =
  { ok: true; input: z.output<typeof saleInput> } | { ok: false; errors: FieldError[] };

export function qrMerchantSaleRequest(
  form: QrMerchantForm,
  charge: SaleChargeDraft,
): QrMerchantSaleRequest {
  const parsed = parseRequest(saleInput, {
    token: {
      payment_type: 'qr_scan',
      email: form.email.trim(),
      data: form.brand === null ? {} : { brand: form.brand },
    },
    charge,
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: parsed.errors };
}

/** Where on the screen a field error shows. */
export type QrMerchantFormField =
  | 'brand'
  | 'email'
  /** Anything the screen has no field for (the charge, for one): shown by the start button. */
  | 'form';

/**
 * A qr_scan token without data is refused at `data.scanned_qr` (the customer-presented
 * variant's field); on this screen the only data is the brand, so every data error is its.
 */
export function qrMerchantFormFieldOf(path: string): QrMerchantFormField {
  if (path === 'token.email') return 'email';
  if (path.startsWith('token.data')) return 'brand';
  return 'form';
}

/** The first error of each field, in the order reported (by the schema, or by main). */
export function qrMerchantErrorsByField<Error extends { field: string; reason: string }>(
  errors: readonly Error[],
): Partial<Record<QrMerchantFormField, Error>> {
  return firstErrorPerField(errors, qrMerchantFormFieldOf);
}
