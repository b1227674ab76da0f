import { describe, expect, it } from 'vitest';
import {
  applePayBody,
  bankTransferBody,
  onlineBody,
} from '../integration/main/simulator/charges/charge-test-kit';
import {
  cardBody,
  cardNumber,
  konbiniBody,
  scannedQrBody,
} from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

const conformance = useConformance();

const recurringFields = { type: 'recurring', usage_limit: 'monthly' } as const;

/** A body of each payment type; the SDK requires `type`, which the spec lets default. */
const bodies = {
  card: cardBody(),
  apple_pay: { type: 'one_time', ...applePayBody() },
  qr_scan: { type: 'one_time', ...scannedQrBody('pay_pay:281234567890123456') },
  konbini: { type: 'one_time', ...konbiniBody() },
  online: { type: 'one_time', ...onlineBody() },
  bank_transfer: { type: 'one_time', ...bankTransferBody() },
};

describe('transaction tokens through the SDK', () => {
  it.each(Object.entries(bodies))('creates a %s token and reads it back', async (type, body) => {
    const { withSecret, storeId } = conformance();
    const created = await withSecret.transactionTokens.create(sdkSpelling(body));
    expect(created).toMatchObject({ paymentType: type, storeId });
    const read = await withSecret.transactionTokens.get(storeId, created.id ?? '');
    expect(read).toMatchObject({ id: created.id, paymentType: type });
  });

  it('lists the store’s tokens and the merchant’s', async () => {
    const { withSecret, storeId } = conformance();
    const recurring = await withSecret.transactionTokens.create(
      sdkSpelling(cardBody({ card_number: cardNumber('411111000000000') }, recurringFields)),
    );
    const store = await withSecret.transactionTokens.list({ limit: 100 }, undefined, storeId);
    const merchant = await withSecret.transactionTokens.list({ limit: 100 });
    for (const page of [store, merchant]) {
      expect(page.items.map((token) => token.id)).toContain(recurring.id);
    }
  });

  it('reads a token by alias with the JWT alone', async () => {
    const { sim, withSecret, withJwt, storeId, send } = conformance();
    const token = await withSecret.transactionTokens.create(sdkSpelling(cardBody()));
    const made = await sim.call('POST', `/_sim/stores/${storeId}/tokens/${token.id}/aliases`, {
      body: { amount: 1200, currency: 'JPY' },
    });
    const { alias } = made.json() as { alias: string };
    // TemporaryTokenAlias.get asks for `media`; the path is the one the spec names.
    const read = await send<{ id: string }>(
      withJwt,
      'GET',
      `/stores/${storeId}/tokens/alias/${alias}`,
    );
    expect(read.id).toBe(token.id);
  });
});
