import { describe, expect, it } from 'vitest';
import { cancelInput, saleInput, saleKindOf } from '../../../../shared/flows/flow-input';
import { parseRequest } from '../../../../shared/service/common';
import { createTokenBody } from '../../../../shared/service/token-create';

const card = {
  payment_type: 'card',
  email: 'customer@example.com',
  data: {
    cardholder: 'HANAKO YAMADA',
    card_number: '4000020000000000',
    exp_month: '12',
    exp_year: '2099',
    cvv: '123',
  },
} as const;
const charge = { amount: 1000, currency: 'JPY' };

describe('sale input', () => {
  it('names the flow of each payment type', () => {
    const kinds = [
      card,
      { ...card, payment_type: 'qr_scan', type: 'one_time', data: { scanned_qr: 'PAYPAY-1' } },
      { ...card, payment_type: 'qr_scan', data: { brand: 'pay_pay_merchant' } },
      { ...card, payment_type: 'qr_merchant', data: { brand: 'we_chat_mpm' } },
      { payment_type: 'online', data: { brand: 'pay_pay_online', call_method: 'http_post' } },
    ].map((token) => saleKindOf(createTokenBody.parse(token)));
    expect(kinds).toEqual([
      'card_sale',
      'qr_scan_sale',
      'qr_merchant_sale',
      'qr_merchant_sale',
      'online_sale',
    ]);
  });

  it('accepts a card sale and defaults to capture', () => {
    const parsed = parseRequest(saleInput, { token: card, charge });
    expect(parsed.success && parsed.data.charge.capture).toBe(true);
  });

  it('reports the token request errors under token', () => {
    const parsed = parseRequest(saleInput, {
      token: { ...card, data: { ...card.data, card_number: '4000020000000001' } },
      charge,
    });
    expect(parsed).toEqual({
      success: false,
      errors: [{ field: 'token.data.card_number', reason: 'INVALID_CARD_NUMBER' }],
    });
  });

  it('refuses authorize-only for a method that cannot be captured later', () => {
    const parsed = parseRequest(saleInput, {
      token: { ...card, payment_type: 'qr_scan', data: { scanned_qr: 'PAYPAY-1' } },
      charge: { ...charge, capture: false },
    });
    expect(parsed).toEqual({
      success: false,
      errors: [{ field: 'charge.capture', reason: 'DEPENDS_ON_OTHER_FIELD' }],
    });
  });

  it('refuses a recurring token as a sale', () => {
    const parsed = parseRequest(saleInput, {
      token: { ...card, type: 'recurring', usage_limit: 'monthly' },
      charge,
    });
    expect(parsed).toEqual({
      success: false,
      errors: [{ field: 'token.type', reason: 'DEPENDS_ON_OTHER_FIELD' }],
    });
  });

  it('refuses a fractional amount as INVALID_AMOUNT', () => {
    const parsed = parseRequest(saleInput, { token: card, charge: { ...charge, amount: 10.5 } });
    expect(parsed).toEqual({
      success: false,
      errors: [{ field: 'charge.amount', reason: 'INVALID_AMOUNT' }],
    });
  });

  it('refuses a card number or a credential in the metadata or descriptor the journal keeps', () => {
    const parsed = parseRequest(saleInput, {
      token: card,
      charge: {
        ...charge,
        metadata: { memo: 'paid with 4242 4242 4242 4242', order_number: 'A-12' },
        descriptor: 'key eyJhbGciOi.eyJzdWIiOi',
      },
    });
    expect(parsed).toEqual({
      success: false,
      errors: [
        { field: 'charge.metadata.memo', reason: 'CARD_NUMBER_NOT_ALLOWED' },
        { field: 'charge.descriptor', reason: 'SECRET_NOT_ALLOWED' },
      ],
    });
    expect(
      parseRequest(cancelInput, {
        chargeId: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
        metadata: { note: 'order 12345' },
      }).success,
    ).toBe(true);
  });
});
