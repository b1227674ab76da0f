import { describe, expect, it } from 'vitest';
import {
  customerInstructionOf,
  customerSaleOf,
  followedSaleAfter,
} from '../../../../main/core/customer-sale-view';
import { minorUnits } from '../../../../shared/money';
import {
  type CustomerAction,
  type FlowProgress,
  type FlowStep,
} from '../../../../shared/flows/flow-progress';

const saleId = '0190d5a4-7b3c-7def-8abc-000000000001';
const nextSaleId = '0190d5a4-7b3c-7def-8abc-000000000002';
const expiresAt = '2026-11-25T23:59:00+09:00';

/** Not parsed: the tests plant fields the contract's strict schema would refuse. */
function progress(
  fields: Omit<Partial<FlowProgress>, 'amount'> & { step: FlowStep; amount?: number },
): FlowProgress {
  const { amount = 1200, ...rest } = fields;
  return {
    operationId: saleId,
    kind: 'konbini_sale',
    at: '2026-11-22T10:00:00Z',
    amount: minorUnits.parse(amount),
    currency: 'JPY',
    abortable: false,
    ...rest,
  };
}

const konbini: CustomerAction = {
  type: 'konbini_payment',
  convenienceStore: 'lawson',
  expiresAt,
};
const merchantQr: CustomerAction = {
  type: 'qr_code',
  brand: 'pay_pay_merchant',
  content: 'https://qr.example/pay/123',
  expiresAt,
};
const bankTransfer: CustomerAction = {
  type: 'bank_transfer',
  bankName: 'Aozora Bank',
  bankCode: '0398',
  branchName: 'Head office',
  branchCode: '100',
  accountHolderName: 'Counter Shop',
  accountNumber: '1234567',
  matchAmount: 'exact',
  expiresAt,
};
const wallet = (callMethod: string, issuerToken: string): CustomerAction => ({
  type: 'wallet',
  brand: 'alipay_online',
  callMethod,
  issuerToken,
  payload: { buyer_email: 'taro@example.com' },
  expiresAt,
});

describe('customerInstructionOf', () => {
  it('shows a konbini sale the chain and the deadline', () => {
    expect(customerInstructionOf(konbini)).toEqual({
      type: 'konbini',
      convenienceStore: 'lawson',
      expiresAt,
    });
  });

  it('shows a merchant QR sale the code to scan, its brand and the deadline', () => {
    expect(customerInstructionOf(merchantQr)).toEqual({
      type: 'merchant_qr',
      brand: 'pay_pay_merchant',
      content: 'https://qr.example/pay/123',
      expiresAt,
    });
  });

  it('keeps the code of a merchant QR whose brand the spec does not list, without the brand', () => {
    expect(customerInstructionOf({ ...merchantQr, brand: 'unknown_pay' })).toMatchObject({
      type: 'merchant_qr',
      brand: null,
      content: 'https://qr.example/pay/123',
    });
  });

  it('shows a bank-transfer sale the receiving account and the deadline', () => {
    expect(customerInstructionOf(bankTransfer)).toEqual({
      type: 'bank_transfer',
      bankName: 'Aozora Bank',
      bankCode: '0398',
      branchName: 'Head office',
      branchCode: '100',
      accountNumber: '1234567',
      accountHolderName: 'Counter Shop',
      matchAmount: 'exact',
      expiresAt,
    });
  });

  it.each(['http_get', 'http_get_mobile'])(
    'shows a %s wallet page as a URL to scan with its deadline, without its payload',
    (callMethod) => {
      expect(customerInstructionOf(wallet(callMethod, 'https://wallet.example/pay?t=abc'))).toEqual(
        {
          type: 'wallet_url',
          brand: 'alipay_online',
          url: 'https://wallet.example/pay?t=abc',
          expiresAt,
        },
      );
    },
  );

  it.each([
    ['a POST page, which needs its payload', wallet('http_post', 'https://wallet.example/pay')],
    ['an SDK token', wallet('sdk', 'tok_123')],
    ['an app token', wallet('app', 'https://wallet.example/pay')],
    ['a page URL that is no http(s) page', wallet('http_get', 'javascript:alert(1)')],
    ['a page URL with a password in it', wallet('http_get', 'https://u:p@wallet.example/')],
    [
      'a wallet the spec does not list',
      { ...wallet('http_get', 'https://w.example/'), brand: 'x' },
    ],
  ] as const)('shows nothing to scan for %s', (_case, action) => {
    expect(customerInstructionOf(action)).toBeNull();
  });

  it('never shows the 3DS form: the customer authenticates at the counter', () => {
    expect(
      customerInstructionOf({
        type: 'three_ds',
        url: 'https://issuer.example/3ds',
        contentType: 'application/x-www-form-urlencoded',
        body: 'PaReq=secret',
      }),
    ).toBeNull();
  });

  it('shows nothing for a konbini chain outside the spec or a QR code too long to scan', () => {
    expect(customerInstructionOf({ ...konbini, convenienceStore: '090-1234-5678' })).toBeNull();
    expect(customerInstructionOf({ ...merchantQr, content: 'x'.repeat(5000) })).toBeNull();
  });
});

describe('customerSaleOf', () => {
  it.each([
    ['started', 'in_progress'],
    ['creating_token', 'in_progress'],
    ['creating_charge', 'in_progress'],
    ['processing', 'in_progress'],
    ['authenticating', 'in_progress'],
    ['canceling', 'in_progress'],
    ['succeeded', 'paid'],
    ['failed', 'failed'],
    ['abandoned', 'cancelled'],
    ['needs_review', 'unresolved'],
  ] as const)('shows the step %s as %s, with the amount', (step, status) => {
    expect(customerSaleOf(progress({ step }))).toEqual({ status, amount: 1200, currency: 'JPY' });
  });

  it('shows a paid sale what the service charged, with the amount asked where they differ', () => {
    const received = (amount: number) => ({ amount: minorUnits.parse(amount), currency: 'JPY' });
    expect(
      customerSaleOf(progress({ step: 'succeeded', amount: 20000, charged: received(5) })),
    ).toEqual({
      status: 'paid',
      amount: 5,
      currency: 'JPY',
      asked: { amount: 20000, currency: 'JPY' },
    });
    expect(
      customerSaleOf(progress({ step: 'succeeded', amount: 20000, charged: received(20000) })),
    ).toEqual({ status: 'paid', amount: 20000, currency: 'JPY' });
  });

  it('shows a sale the cashier aborted, or whose charge was canceled, as cancelled', () => {
    expect(customerSaleOf(progress({ step: 'failed', problem: { type: 'aborted' } }))).toEqual({
      status: 'cancelled',
      amount: 1200,
      currency: 'JPY',
    });
    expect(customerSaleOf(progress({ step: 'failed', chargeStatus: 'canceled' }))?.status).toBe(
      'cancelled',
    );
  });

  it('shows a refused payment as failed, without the payment error in words', () => {
    const refused = customerSaleOf(
      progress({
        step: 'failed',
        problem: { type: 'payment', code: 402, message: 'Card of Taro Yamada declined' },
      }),
    );
    expect(refused).toEqual({ status: 'failed', amount: 1200, currency: 'JPY' });
  });

  it('shows a waiting sale what the customer must do', () => {
    expect(customerSaleOf(progress({ step: 'awaiting_customer', action: konbini }))).toEqual({
      status: 'awaiting_payment',
      amount: 1200,
      currency: 'JPY',
      instruction: { type: 'konbini', convenienceStore: 'lawson', expiresAt },
    });
  });

  it('shows a waiting sale with nothing to show the customer as awaiting, without instruction', () => {
    expect(
      customerSaleOf(progress({ step: 'awaiting_customer', action: wallet('sdk', 'tok') })),
    ).toEqual({ status: 'awaiting_payment', amount: 1200, currency: 'JPY', instruction: null });
  });

  it.each(['capture', 'cancel', 'refund', 'card_registration'] as const)(
    'shows nothing of a %s, which is no sale in front of a customer',
    (kind) => {
      expect(customerSaleOf(progress({ kind, step: 'started' }))).toBeNull();
    },
  );

  it('never lets personal data planted in the progress through', () => {
    const planted = {
      ...progress({
        step: 'awaiting_customer',
        action: Object.assign({}, bankTransfer, {
          customerName: 'Taro Yamada',
          phone: '090-1234-5678',
        }),
        problem: { type: 'payment', code: 1, message: 'taro@example.com' },
      }),
      customerName: 'Taro Yamada',
      email: 'taro@example.com',
      cardNumber: '4242424242424242',
      metadata: { phone: '090-1234-5678' },
    } as FlowProgress;
    const shown = JSON.stringify(customerSaleOf(planted));
    for (const personal of ['Taro', 'taro@example.com', '090-1234-5678', '4242', 'phone']) {
      expect(shown).not.toContain(personal);
    }
    expect(shown).toContain('Aozora Bank');
  });

  it('never lets personal data planted in a wallet action or QR action through', () => {
    for (const action of [
      wallet('http_get', 'https://wallet.example/pay'),
      Object.assign({}, merchantQr, { email: 'taro@example.com' }),
    ]) {
      const shown = JSON.stringify(customerSaleOf(progress({ step: 'awaiting_customer', action })));
      expect(shown).not.toContain('taro@example.com');
    }
  });
});

describe('followedSaleAfter', () => {
  it('follows a sale from its start to its end', () => {
    const started = followedSaleAfter(null, progress({ step: 'started' }));
    expect(started).toEqual({
      operationId: saleId,
      sale: { status: 'in_progress', amount: 1200, currency: 'JPY' },
    });
    const paid = followedSaleAfter(started, progress({ step: 'succeeded' }));
    expect(paid?.sale.status).toBe('paid');
  });

  it('lets the next sale the counter starts take the screen', () => {
    const waiting = customerSaleOf(progress({ step: 'awaiting_customer', action: konbini }));
    const next = followedSaleAfter(
      { operationId: saleId, sale: waiting ?? fail() },
      progress({ operationId: nextSaleId, kind: 'card_sale', step: 'started', amount: 500 }),
    );
    expect(next).toEqual({
      operationId: nextSaleId,
      sale: { status: 'in_progress', amount: 500, currency: 'JPY' },
    });
  });

  it('leaves the screen to the followed sale when another operation moves', () => {
    const followed = followedSaleAfter(null, progress({ step: 'started' }));
    for (const other of [
      progress({ operationId: nextSaleId, step: 'recovering' }),
      progress({ operationId: nextSaleId, step: 'succeeded' }),
      progress({ operationId: nextSaleId, kind: 'refund', step: 'started' }),
    ]) {
      expect(followedSaleAfter(followed, other)).toBe(followed);
    }
    expect(followedSaleAfter(null, progress({ step: 'recovering' }))).toBeNull();
  });
});

function fail(): never {
  throw new Error('expected a followed sale');
}
