import type { SaleChargeDraft } from '../sale/sale-draft';
import { checkSaleInput, type FormWide, type SaleEntryCheck } from '../sale-entry/sale-entry-check';

/*
 * The customer-presented QR sale as plain values, and the one function that turns it into the
 * flow's input (spec: data for qr_scan, customer-presented variant), checked by the flow's own
 * schema so each field shows the service's reason and an input that fails never leaves the
 * renderer (docs/architecture.md: Validation reasons).
 */

export interface QrScanForm {
  /** The code the scanner read, or the cashier typed from the customer's screen. */
  code: string;
  /** How the code came: a scanned one is shown masked, a typed one is in its field. */
  source: 'scanned' | 'typed';
  /** Spec: Create a transaction token, `email` is required for a QR payment too. */
  email: string;
}

export const emptyQrScanForm: QrScanForm = { code: '', source: 'typed', email: '' };

/** A typed or pasted code may carry spaces or a line end at its ends; a code has none. */
export function qrScanSaleRequest(form: QrScanForm, charge: SaleChargeDraft): SaleEntryCheck {
  return checkSaleInput({
    token: {
      payment_type: 'qr_scan',
      email: form.email.trim(),
      data: { scanned_qr: form.code.trim() },
    },
    charge,
  });
}

/** Where on the screen a field error shows. */
export type QrScanFormField = 'code' | 'email';

export function qrScanFormFieldOf(path: string): QrScanFormField | FormWide {
  if (path === 'token.email') return 'email';
  if (path.startsWith('token.data')) return 'code';
  return 'form';
}

/** Codes up to this long are shown whole; a longer one is a bearer credential worth hiding. */
const maxUnmaskedLength = 12;
const maskedEndLength = 4;

/**
 * A scanned code as the counter shows it: its first and last characters, enough to compare
 * with the customer's screen, not enough to be read over a shoulder and paid with.
 */
export function maskScannedCode(code: string): string {
  const characters = [...code];
  if (characters.length <= maxUnmaskedLength) return code;
  const start = characters.slice(0, maskedEndLength).join('');
  const end = characters.slice(-maskedEndLength).join('');
  return `${start}••••${end}`;
}
