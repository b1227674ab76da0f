import { toMinorUnits } from '../../../../shared/money';
import type { PaymentSlipDocument } from '../../../../shared/printing/payment-slip-document';
import type { ReceiptDocument } from '../../../../shared/printing/receipt-document';

/** Documents as the shared builders make them, for the renderer and print service tests. */

export const chargeId = '0f7b3c2e-1d2a-4b5c-8d9e-0a1b2c3d4e5f';

export function receipt(fields: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    kind: 'receipt',
    store: { name: 'Cafe Minato', timeZone: 'Asia/Tokyo' },
    language: 'en',
    training: false,
    copy: false,
    chargeId,
    operator: null,
    chargedAt: '2025-03-14T05:07:00.000Z',
    payment: { method: 'card', brand: null, card: { brand: 'visa', lastFour: '4242' } },
    amount: toMinorUnits(1000),
    currency: 'JPY',
    asked: null,
    status: { state: 'successful' },
    captures: [],
    refunds: [],
    references: [],
    ...fields,
  };
}

export function konbiniSlip(
  fields: Partial<Extract<PaymentSlipDocument, { method: 'konbini' }>> = {},
): PaymentSlipDocument {
  return {
    kind: 'payment_slip',
    method: 'konbini',
    store: { name: 'Cafe Minato', timeZone: 'Asia/Tokyo' },
    language: 'en',
    training: false,
    copy: false,
    chargeId,
    operator: null,
    amount: toMinorUnits(12800),
    currency: 'JPY',
    expiresAt: '2025-03-21T14:59:00.000Z',
    convenienceStore: 'lawson',
    details: null,
    ...fields,
  };
}

export function bankTransferSlip(
  fields: Partial<Extract<PaymentSlipDocument, { method: 'bank_transfer' }>> = {},
): PaymentSlipDocument {
  return {
    kind: 'payment_slip',
    method: 'bank_transfer',
    store: { name: 'Cafe Minato', timeZone: 'Asia/Tokyo' },
    language: 'en',
    training: false,
    copy: false,
    chargeId,
    operator: null,
    amount: toMinorUnits(12800),
    currency: 'JPY',
    expiresAt: '2025-03-21T14:59:00.000Z',
    account: {
      bankName: 'GMO AOZORA NET',
      bankCode: '0310',
      branchName: 'Business Branch 2',
      branchCode: '102',
      accountNumber: '1234567',
      accountHolderName: 'ﾐﾅﾄｶﾌｪ',
    },
    matchAmount: 'exact',
    ...fields,
  };
}
