import { describe, expect, it } from 'vitest';
import type { SimulatorStore } from '../../../../../main/simulator/accounts';
import { newTokenRecord } from '../../../../../main/simulator/tokens/new-token-record';
import type { CreateTokenBody } from '../../../../../shared/service/token-create';

const store: SimulatorStore = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Training store',
  settings: { infiniteRecurringAllowed: true, threeDsConfigured: true, baseCurrency: 'JPY' },
};
const now = Date.UTC(2030, 0, 15, 12);
const context = {
  store,
  merchantId: '00000000-0000-4000-8000-000000000002',
  mode: 'test' as const,
  now,
};

function card(number: string, type: 'one_time' | 'recurring' = 'one_time'): CreateTokenBody {
  return {
    payment_type: 'card',
    type,
    email: 'taro@example.com',
    data: {
      cardholder: 'TARO YAMADA',
      card_number: number,
      exp_month: '12',
      exp_year: '2099',
      cvv: '123',
    },
  };
}

const outcomes = (body: CreateTokenBody) => {
  const { chargeFailure, refundFails, cancelFails } = newTokenRecord(body, context);
  return { chargeFailure, refundFails, cancelFails };
};

describe('the record of a new token', () => {
  it('records what payments with a test card do (conventions: Test mode)', () => {
    expect(outcomes(card('4111111111111111'))).toEqual({
      chargeFailure: 306,
      refundFails: false,
      cancelFails: false,
    });
    expect(outcomes(card('4242424242424242'))).toMatchObject({ refundFails: true });
    expect(outcomes(card('4012888888881881'))).toMatchObject({ cancelFails: true });
    expect(outcomes(card('4556737586899855'))).toEqual({
      chargeFailure: null,
      refundFails: false,
      cancelFails: false,
    });
  });

  it('records the failure a scanned code asks for, and 322 for an unrecognised code', () => {
    const qr = (code: string): CreateTokenBody => ({
      payment_type: 'qr_scan',
      email: 'qr@example.com',
      data: { scanned_qr: code },
    });
    expect(outcomes(qr('line_pay:123456:324')).chargeFailure).toBe(324);
    expect(outcomes(qr('line_pay:123456')).chargeFailure).toBeNull();
    expect(outcomes(qr('???')).chargeFailure).toBe(322);
  });

  it('lets one_time tokens expire 5 minutes after creation and recurring ones never', () => {
    expect(newTokenRecord(card('4556737586899855'), context).expiresAt).toBe(now + 5 * 60_000);
    expect(newTokenRecord(card('4556737586899855', 'recurring'), context).expiresAt).toBeNull();
  });

  it('starts unused and keeps the creation metadata for the 3DS redirect', () => {
    const body = { ...card('4556737586899855'), metadata: { order: 'A-1' } };
    const record = newTokenRecord(body, context);
    expect(record.usedAt).toBeNull();
    expect(record.creationMetadata).toEqual({ order: 'A-1' });
    expect(record.token.created_on).toBe(new Date(now).toISOString());
  });

  it('keeps neither the card number nor the CVV', () => {
    const text = JSON.stringify(newTokenRecord(card('4556737586899855'), context));
    expect(text).not.toContain('4556737586899855');
    expect(text).not.toContain('"cvv"');
    expect(text).not.toContain('card_number');
  });
});
