import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceErrorBody } from '../../../../../shared/service/errors';
import type { TestSimulator } from '../simulator-fixture';
import {
  advanceClock,
  type Caller,
  cardBody,
  cardNumber,
  createdToken,
} from '../tokens/token-test-kit';
import {
  applePayBody,
  caller,
  getCharge,
  getThreeDsIssuerToken,
  newCharge,
  processCharges,
  readCharge,
  readThreeDsIssuerToken,
  startChargeSimulator,
  triggerCharge,
  trigger,
} from './charge-test-kit';

let sim: TestSimulator;
let store1: Caller;

beforeAll(async () => {
  // Held polling requests end on a state change, not on this bound.
  sim = await startChargeSimulator({ pollingHoldMs: 10_000 });
  store1 = caller(sim, 'store1Test');
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

/** Conventions: Test mode, a card number ending 1111 fails the charge. */
const failingCard = cardNumber('411111111111111');
/** docs/simulator.md: Charges, a card ending 3220 asks for 3DS. */
const threeDsCard = '4000000000003220';

describe('card and Apple Pay charges (conventions: Charges, Statuses)', () => {
  it('stays pending until processed, then is successful with the charged amount', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id, { amount: 3350, currency: 'USD' });
    expect((await readCharge(store1, created.id)).status).toBe('pending');
    await processCharges(sim);
    const done = await readCharge(store1, created.id);
    expect(done).toMatchObject({
      status: 'successful',
      error: null,
      charged_amount: 3350,
      charged_currency: 'USD',
      charged_amount_formatted: 33.5,
    });
    expect(done.updated_on).not.toBe(created.updated_on);
  });

  it('holds a polling=true get until the status leaves pending', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id);
    const held = readCharge(store1, created.id, '?polling=true');
    await processCharges(sim);
    expect((await held).status).toBe('successful');
  });

  it('answers a charge that is no longer pending at once, polling or not', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect((await readCharge(store1, created.id, '?polling=true')).status).toBe('successful');
  });

  it('fails a test card ending 1111 with a declined payment error, as a 200', async () => {
    const token = await createdToken(store1, cardBody({ card_number: failingCard }));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const failed = await readCharge(store1, created.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: { code: 306, message: 'DECLINED' },
      charged_amount: null,
    });
  });

  it('authorizes only when capture is false, holding the amount', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id, { capture: false });
    await processCharges(sim);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'authorized',
      charged_amount: 1000,
      charged_currency: 'JPY',
    });
  });

  it('charges and authorizes Apple Pay like a card', async () => {
    const charged = await newCharge(store1, (await createdToken(store1, applePayBody())).id);
    const authorized = await newCharge(store1, (await createdToken(store1, applePayBody())).id, {
      amount: 2000,
      capture: false,
    });
    await processCharges(sim);
    expect((await readCharge(store1, charged.id)).status).toBe('successful');
    expect((await readCharge(store1, authorized.id)).status).toBe('authorized');
  });

  it('answers 404 for a charge of another store and PROCESSING_MODE_MISMATCH across modes', async () => {
    const token = await createdToken(store1, cardBody());
    const created = await newCharge(store1, token.id);
    const otherStore = await getCharge(caller(sim, 'store2Test'), created.id);
    expect(otherStore.status).toBe(404);
    const live = await getCharge(caller(sim, 'store1Live'), created.id);
    expect(serviceErrorBody.parse(live.json()).code).toBe('PROCESSING_MODE_MISMATCH');
  });
});

/** The customer's answer on the issuer page, through the trigger that stands in for it. */
const authenticate = (chargeId: string, outcome: 'success' | 'failure') =>
  triggerCharge(sim, 'three_ds.complete', { resource: 'charge', id: chargeId, outcome });

describe('charge 3DS (spec: Get the 3DS issuer token, rules 2 and 4)', () => {
  it('takes a card ending 3220 to awaiting, serving the 3DS issuer token only then', async () => {
    const token = await createdToken(store1, cardBody({ card_number: threeDsCard }));
    const created = await newCharge(store1, token.id);
    expect(created.three_ds?.mode).toBe('normal');
    const early = await getThreeDsIssuerToken(store1, created.id);
    expect(early.status).toBe(400);
    expect(serviceErrorBody.parse(early.json()).code).toBe('INVALID_THREE_DS_STATUS');

    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    const issuer = await readThreeDsIssuerToken(store1, created.id);
    expect(issuer).toEqual({
      payment_type: 'card',
      issuer_token: `${sim.baseUrl}/stores/${store1.token.storeId ?? ''}/three_ds/issuer_token/test/response`,
      payload: { resource_id: created.id, resource_type: 'charge' },
      content_type: 'application/x-www-form-urlencoded; charset=UTF-8',
      call_method: 'http_post',
    });
  });

  it('goes on to successful once authenticated, and serves no 3DS issuer token after', async () => {
    const token = await createdToken(store1, cardBody({ card_number: threeDsCard }));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const done = await authenticate(created.id, 'success');
    expect(done).toMatchObject({ status: 'successful', charged_amount: 1000 });
    expect((await getThreeDsIssuerToken(store1, created.id)).status).toBe(400);
  });

  it('authorizes after 3DS when capture is false', async () => {
    const token = await createdToken(store1, cardBody({ card_number: threeDsCard }));
    const created = await newCharge(store1, token.id, { capture: false });
    await processCharges(sim);
    const done = await authenticate(created.id, 'success');
    expect(done.status).toBe('authorized');
  });

  it('fails with 358 when authentication fails', async () => {
    const token = await createdToken(store1, cardBody({ card_number: threeDsCard }));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const done = await authenticate(created.id, 'failure');
    expect(done).toMatchObject({ status: 'failed', error: { code: 358 } });
  });

  it('still fails a card ending 1111 after a successful authentication', async () => {
    const token = await createdToken(store1, cardBody({ card_number: failingCard }));
    const created = await newCharge(store1, token.id, { three_ds: { mode: 'force' } });
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    const done = await authenticate(created.id, 'success');
    expect(done).toMatchObject({ status: 'failed', error: { code: 306 } });
  });

  it('authenticates any card when forced or required, and no card when skipped', async () => {
    const forced = await newCharge(store1, (await createdToken(store1, cardBody())).id, {
      three_ds_mode: 'require',
    });
    const skipped = await newCharge(
      store1,
      (await createdToken(store1, cardBody({ card_number: threeDsCard }))).id,
      { three_ds: { mode: 'skip' } },
    );
    await processCharges(sim);
    expect((await readCharge(store1, forced.id)).status).toBe('awaiting');
    expect((await readCharge(store1, skipped.id)).status).toBe('successful');
  });

  it('does not authenticate again a recurring token whose own 3DS succeeded', async () => {
    const token = await createdToken(
      store1,
      cardBody({ card_number: threeDsCard, three_ds: { enabled: true } }, { type: 'recurring' }),
    );
    await advanceClock(sim, 2000);
    const completed = await trigger(sim, 'three_ds.complete', {
      resource: 'transaction_token',
      id: token.id,
      outcome: 'success',
    });
    expect(completed.status, completed.text).toBe(200);
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('successful');
  });

  it('refuses the trigger for a charge that awaits no 3DS', async () => {
    const created = await newCharge(store1, (await createdToken(store1, cardBody())).id);
    const answer = await trigger(sim, 'three_ds.complete', {
      resource: 'charge',
      id: created.id,
      outcome: 'success',
    });
    expect(serviceErrorBody.parse(answer.json()).code).toBe('INVALID_THREE_DS_STATUS');
  });
});
