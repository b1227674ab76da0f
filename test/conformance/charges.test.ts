import { describe, expect, it } from 'vitest';
import {
  bankTransferBody,
  onlineBody,
  processCharges,
} from '../integration/main/simulator/charges/charge-test-kit';
import { cardBody, konbiniBody } from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance, type Conformance } from './sdk-harness';

const conformance = useConformance();

/** Each charge its own amount: the same card and amount within 30 s is CHARGE_TOO_QUICK. */
let nextAmount = 1500;

/** A charge of a new one-time token made from `body`, as the SDK creates both. */
async function chargeOf(
  { withSecret }: Conformance,
  body: object,
  fields: Record<string, unknown> = {},
) {
  const token = await withSecret.transactionTokens.create(
    sdkSpelling({ type: 'one_time', ...body }),
  );
  const amount = (nextAmount += 10);
  return withSecret.charges.create(
    sdkSpelling({ transaction_token_id: token.id, amount, currency: 'JPY', ...fields }),
  );
}

describe('charges through the SDK', () => {
  it('creates a card charge and reads it once processed, with polling', async () => {
    const run = conformance();
    const created = await chargeOf(run, cardBody());
    expect(created).toMatchObject({ status: 'pending', requestedCurrency: 'JPY' });
    await processCharges(run.sim);
    const read = await run.withSecret.charges.get(run.storeId, created.id ?? '', { polling: true });
    expect(read).toMatchObject({ id: created.id, status: 'successful' });
  });

  it('lists the store’s charges and the merchant’s', async () => {
    const run = conformance();
    const created = await chargeOf(run, cardBody());
    const store = await run.withSecret.charges.list({ limit: 100 }, undefined, run.storeId);
    const merchant = await run.withSecret.charges.list({ limit: 100 });
    expect(store.items.map((charge) => charge.id)).toContain(created.id);
    expect(merchant.items.map((charge) => charge.id)).toContain(created.id);
  });

  it('captures an authorization', async () => {
    const run = conformance();
    const created = await chargeOf(run, cardBody(), { capture: false });
    await processCharges(run.sim);
    await run.withSecret.captures.create(
      run.storeId,
      created.id ?? '',
      sdkSpelling({ amount: created.requestedAmount, currency: 'JPY' }),
    );
    const read = await run.withSecret.charges.get(run.storeId, created.id ?? '');
    expect(read.status).toBe('successful');
  });

  it.each([
    ['online', onlineBody()],
    ['bank_transfer', bankTransferBody()],
  ])('reads the issuer token of an awaiting %s charge', async (paymentType, body) => {
    const run = conformance();
    const created = await chargeOf(run, body);
    await processCharges(run.sim);
    const issuer = await run.withJwt.charges.getIssuerToken(run.storeId, created.id ?? '');
    expect(issuer).toMatchObject({ paymentType });
  });

  it('reads the 3-D Secure issuer token of a charge awaiting it', async () => {
    const run = conformance();
    const created = await chargeOf(run, cardBody({ card_number: '4000000000003220' }));
    await processCharges(run.sim);
    const issuer = await run.withJwt.charges.threeDsIssuerToken(run.storeId, created.id ?? '');
    expect(issuer).toMatchObject({ paymentType: 'card', callMethod: 'http_post' });
  });

  it('reads the expiry of an awaiting konbini charge', async () => {
    const run = conformance();
    const created = await chargeOf(run, konbiniBody());
    await processCharges(run.sim);
    const expiry = await run.withSecret.charges.expiry(
      created.id ?? '',
      undefined,
      undefined,
      run.storeId,
    );
    expect(expiry).toMatchObject({ chargeId: created.id });
  });
});
