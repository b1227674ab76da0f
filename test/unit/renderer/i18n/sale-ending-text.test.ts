import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { OperationSummary } from '../../../../shared/ipc/ipc-payloads';
import { toMinorUnits } from '../../../../shared/money';
import { resources } from '../../../../renderer/i18n/resources';
import { saleEndingText } from '../../../../renderer/i18n/sale-ending-text';

const updatedAt = '2026-12-01T03:03:00.000Z';

/** A ¥4,321 sale as the journal has it once paid, before its method is named. */
const sale: OperationSummary = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  kind: 'card_sale',
  profileId: 'training',
  storeId: '11efdfaf-1e1d-899c-9c99-8718c995d6c0',
  mode: 'test',
  training: true,
  amount: toMinorUnits(4321),
  currency: 'JPY',
  state: 'succeeded',
  terminal: true,
  review: null,
  resolution: null,
  createdAt: updatedAt,
  updatedAt,
};
const paid: OperationSummary = { ...sale, card: { brand: 'mastercard', lastFour: '4444' } };

async function endingIn(language: 'ja' | 'en', sale: OperationSummary, timeZone = 'Asia/Tokyo') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources, ns: ['operations', 'brands'] });
  return saleEndingText(
    instance.getFixedT(language, 'operations'),
    instance.getFixedT(language, 'brands'),
    sale,
    language,
    timeZone,
  );
}

describe('sale ending text', () => {
  it('names the amount, the time it was paid on the store’s clock and the card', async () => {
    expect(await endingIn('en', paid)).toBe('¥4,321 was paid at 12:03 PM by Mastercard ••4444');
    expect(await endingIn('ja', paid)).toMatch(
      /^[¥￥]4,321 は 12:03 に Mastercard ••4444 で支払い済みです$/,
    );
    expect(await endingIn('en', paid, 'America/New_York')).toMatch(/ at 10:03 PM /);
  });

  it('names the brand of a sale paid without a card, and says a failed one charged nothing', async () => {
    const konbini = { ...sale, kind: 'konbini_sale' as const, brand: 'lawson' };
    expect(await endingIn('en', konbini)).toMatch(/ by Lawson$/);
    expect(await endingIn('en', { ...paid, state: 'failed' })).toMatch(/nothing was charged$/);
  });

  it('says a sale in review may have been paid', async () => {
    const inReview = { ...paid, state: 'needs_review', terminal: false };
    expect(await endingIn('ja', inReview)).toMatch(/支払われた可能性があります/);
    expect(await endingIn('en', inReview)).toMatch(/it may have been paid$/);
  });
});
