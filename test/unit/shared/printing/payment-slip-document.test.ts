import { describe, expect, it } from 'vitest';
import type { CustomerAction } from '../../../../shared/flows/flow-progress';
import { storeFacts } from '../../../../shared/printing/document-header';
import { buildPaymentSlipDocument } from '../../../../shared/printing/payment-slip-document';
import { charge } from '../../../../shared/service/charges';

const chargeId = '0f7b3c2e-1d2a-4b5c-8d9e-0a1b2c3d4e5f';
const store = storeFacts.parse({
  name: 'Cafe Minato',
  timeZone: 'Asia/Tokyo',
  language: 'ja',
  training: false,
});
const awaiting = charge.parse({
  id: chargeId,
  store_id: '11111111-2222-4333-8444-555555555555',
  requested_amount: 12800,
  requested_currency: 'JPY',
  charged_amount: null,
  charged_currency: null,
  status: 'awaiting',
  error: null,
  metadata: {},
  created_on: '2025-03-14T05:07:00.000Z',
});
const expiresAt = '2025-03-21T14:59:00.000Z';
const account = {
  type: 'bank_transfer',
  bankName: 'Aozora Bank',
  bankCode: '0398',
  branchName: 'Business Branch 2',
  branchCode: '102',
  accountHolderName: 'MINATO CAFE',
  accountNumber: '1234567',
  matchAmount: 'exact',
  expiresAt,
} as const satisfies CustomerAction;

describe('buildPaymentSlipDocument', () => {
  it('tells a konbini customer the store, the amount and the deadline', () => {
    const result = buildPaymentSlipDocument({
      charge: awaiting,
      store,
      action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt },
    });
    expect(result).toEqual({
      ok: true,
      document: {
        kind: 'payment_slip',
        method: 'konbini',
        store: { name: 'Cafe Minato', timeZone: 'Asia/Tokyo' },
        language: 'ja',
        training: false,
        copy: false,
        chargeId,
        operator: null,
        amount: 12800,
        currency: 'JPY',
        expiresAt,
        convenienceStore: 'lawson',
        details: null,
      },
    });
  });

  it('carries the numbers to pay with that the sale showed', () => {
    const details = {
      paymentNumber: '12345678901',
      confirmationNumber: '4321',
      institutionNumber: null,
    };
    const result = buildPaymentSlipDocument({
      charge: awaiting,
      store,
      action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt, details },
    });
    expect(result.ok && result.document).toMatchObject({ method: 'konbini', details });
  });

  it('gives a bank-transfer customer the account and the amount-matching rule', () => {
    const result = buildPaymentSlipDocument({
      charge: awaiting,
      store,
      action: account,
      matchAmount: 'exact',
    });
    expect(result.ok && result.document).toMatchObject({
      method: 'bank_transfer',
      amount: 12800,
      expiresAt,
      matchAmount: 'exact',
      account: {
        bankName: 'Aozora Bank',
        bankCode: '0398',
        branchName: 'Business Branch 2',
        branchCode: '102',
        accountNumber: '1234567',
        accountHolderName: 'MINATO CAFE',
      },
    });
  });

  it('leaves the matching rule out when the sale did not name it', () => {
    const result = buildPaymentSlipDocument({ charge: awaiting, store, action: account });
    expect(result.ok && result.document).toMatchObject({ matchAmount: null });
  });

  it('refuses a bank-transfer slip without the account number', () => {
    const result = buildPaymentSlipDocument({
      charge: awaiting,
      store,
      action: { ...account, accountNumber: null },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_DOCUMENT',
        fields: [{ field: 'account.accountNumber', reason: 'INVALID_FORMAT' }],
      },
    });
  });

  it('refuses a convenience store the spec does not name', () => {
    const result = buildPaymentSlipDocument({
      charge: awaiting,
      store,
      action: { type: 'konbini_payment', convenienceStore: 'corner_shop', expiresAt },
    });
    expect(result.ok).toBe(false);
  });

  it('has no slip for a charge that no longer waits for the customer', () => {
    const paid = { ...awaiting, status: 'successful' };
    expect(
      buildPaymentSlipDocument({
        charge: paid,
        store,
        action: { type: 'konbini_payment', convenienceStore: 'lawson', expiresAt },
      }),
    ).toEqual({ ok: false, error: { code: 'CHARGE_NOT_AWAITING', status: 'successful' } });
  });
});
