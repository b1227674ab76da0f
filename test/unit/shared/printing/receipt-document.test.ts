import { describe, expect, it } from 'vitest';
import { storeFacts } from '../../../../shared/printing/document-header';
import {
  buildReceiptDocument,
  receiptDocument,
  type ReceiptFacts,
} from '../../../../shared/printing/receipt-document';
import { charge, type Charge } from '../../../../shared/service/charges';
import { refund } from '../../../../shared/service/refunds';

const chargeId = '0f7b3c2e-1d2a-4b5c-8d9e-0a1b2c3d4e5f';
const storeId = '11111111-2222-4333-8444-555555555555';
const store = storeFacts.parse({
  name: 'Cafe Minato',
  timeZone: 'Asia/Tokyo',
  language: 'en',
  training: false,
});
const card = { method: 'card', brand: null, card: { brand: 'visa', lastFour: '4242' } } as const;

function chargeWith(fields: Record<string, unknown> = {}): Charge {
  return charge.parse({
    id: chargeId,
    store_id: storeId,
    requested_amount: 1000,
    requested_currency: 'JPY',
    charged_amount: 1000,
    charged_currency: 'JPY',
    status: 'successful',
    error: null,
    metadata: {},
    created_on: '2025-03-14T05:07:00.000Z',
    ...fields,
  });
}

function refundOf(amount: number, status: string) {
  return refund.parse({
    id: '22222222-3333-4444-8555-666666666666',
    store_id: storeId,
    charge_id: chargeId,
    status,
    amount,
    currency: 'JPY',
    mode: 'test',
    created_on: '2025-03-15T01:00:00.000Z',
  });
}

function build(facts: Partial<ReceiptFacts> = {}) {
  return buildReceiptDocument({ charge: chargeWith(), store, payment: card, ...facts });
}

function documentOf(result: ReturnType<typeof build>) {
  if (!result.ok) throw new Error(`not built: ${JSON.stringify(result.error)}`);
  return result.document;
}

describe('buildReceiptDocument', () => {
  it('prints a card as its brand and last four digits, and the amount with its currency', () => {
    const document = documentOf(build());
    expect(document.payment.card).toEqual({ brand: 'visa', lastFour: '4242' });
    expect(document).toMatchObject({
      kind: 'receipt',
      chargeId,
      amount: 1000,
      currency: 'JPY',
      status: { state: 'successful' },
      chargedAt: '2025-03-14T05:07:00.000Z',
      copy: false,
      store: { name: 'Cafe Minato', timeZone: 'Asia/Tokyo' },
    });
  });

  it('refuses a card number where the last four digits go', () => {
    const result = build({
      payment: { ...card, card: { brand: 'visa', lastFour: '4242424242424242' } },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_DOCUMENT',
        fields: [{ field: 'payment.card.lastFour', reason: 'INVALID_FORMAT' }],
      },
    });
  });

  it('has no place for any other card detail', () => {
    const document = documentOf(build());
    const withNumber = {
      ...document,
      payment: {
        ...document.payment,
        card: { brand: 'visa', lastFour: '4242', number: '4242424242424242' },
      },
    };
    expect(receiptDocument.safeParse(withNumber).success).toBe(false);
    expect(receiptDocument.safeParse({ ...document, cardNumber: '4242424242424242' }).success).toBe(
      false,
    );
  });

  it('refuses card digits on a payment that was not made by card', () => {
    const result = build({
      payment: { method: 'konbini', brand: 'lawson', card: { brand: 'visa', lastFour: '4242' } },
    });
    expect(result.ok).toBe(false);
  });

  it("keeps a failed charge's payment error code", () => {
    const failed = chargeWith({
      status: 'failed',
      charged_amount: null,
      charged_currency: null,
      error: { code: 306, message: 'declined' },
    });
    expect(documentOf(build({ charge: failed })).status).toEqual({ state: 'failed', code: 306 });
  });

  it('prints a charge in error without a code as failed', () => {
    const errored = chargeWith({ status: 'error', error: null });
    expect(documentOf(build({ charge: errored })).status).toEqual({ state: 'failed', code: null });
  });

  it('shows an authorization and a cancel as such', () => {
    expect(documentOf(build({ charge: chargeWith({ status: 'authorized' }) })).status).toEqual({
      state: 'authorized',
    });
    expect(documentOf(build({ charge: chargeWith({ status: 'canceled' }) })).status).toEqual({
      state: 'canceled',
    });
  });

  it('lists successful refunds only, and calls a charge refunded once they add up to it', () => {
    const partly = documentOf(
      build({ refunds: [refundOf(300, 'successful'), refundOf(700, 'failed')] }),
    );
    expect(partly.status).toEqual({ state: 'successful' });
    expect(partly.refunds).toEqual([
      { amount: 300, currency: 'JPY', at: '2025-03-15T01:00:00.000Z' },
    ]);
    const fully = documentOf(
      build({ refunds: [refundOf(300, 'successful'), refundOf(700, 'successful')] }),
    );
    expect(fully.status).toEqual({ state: 'refunded' });
  });

  it('prints the capture at the amount the service charged, at the time the journal saw it', () => {
    const captured = chargeWith({ requested_amount: 1000, charged_amount: 800 });
    const capturedAt = '2025-03-14T06:00:00.000Z';
    expect(documentOf(build({ charge: captured, capturedAt })).captures).toEqual([
      { amount: 800, currency: 'JPY', at: capturedAt },
    ]);
    expect(documentOf(build({ capturedAt: null })).captures).toEqual([]);
  });

  it('totals what was captured, not what was authorized, and names the authorization', () => {
    const captured = chargeWith({ requested_amount: 12000, charged_amount: 9800 });
    const capturedAt = '2025-03-14T06:00:00.000Z';
    expect(documentOf(build({ charge: captured, capturedAt }))).toMatchObject({
      amount: 9800,
      currency: 'JPY',
      asked: { amount: 12000, currency: 'JPY' },
      status: { state: 'successful' },
    });
    expect(documentOf(build()).asked).toBeNull();
  });

  it('totals the amount asked while the service has charged nothing yet', () => {
    const authorized = chargeWith({
      status: 'authorized',
      charged_amount: null,
      charged_currency: null,
    });
    expect(documentOf(build({ charge: authorized }))).toMatchObject({
      amount: 1000,
      currency: 'JPY',
      asked: null,
    });
  });

  it('has no receipt for a charge that still waits', () => {
    expect(build({ charge: chargeWith({ status: 'awaiting' }) })).toEqual({
      ok: false,
      error: { code: 'CHARGE_NOT_SETTLED', status: 'awaiting' },
    });
  });

  it("prints the merchant's metadata but not the service's or Counter's own keys", () => {
    const document = documentOf(
      build({
        charge: chargeWith({
          metadata: {
            order: 'A-1029',
            table: 12,
            'univapay-customer-id': '33333333-4444-4555-8666-777777777777',
            'svc-customer-id': '33333333-4444-4555-8666-777777777777',
            'counter-operation-id': '44444444-5555-4666-8777-888888888888',
            items: ['tea', 'cake'],
          },
        }),
      }),
    );
    expect(document.references).toEqual([
      { label: 'order', value: 'A-1029' },
      { label: 'table', value: '12' },
    ]);
  });

  it('dates a charge created with an epoch-milliseconds timestamp', () => {
    const document = documentOf(build({ charge: chargeWith({ created_on: 1741928820000 }) }));
    expect(document.chargedAt).toBe('2025-03-14T05:07:00.000Z');
  });

  it('carries the store, language and training mode it was built for', () => {
    const training = { ...store, language: 'ja' as const, training: true };
    expect(documentOf(build({ store: training }))).toMatchObject({
      language: 'ja',
      training: true,
    });
  });
});

describe('storeFacts', () => {
  it('refuses a time zone Intl does not know', () => {
    expect(storeFacts.safeParse({ ...store, timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
});
