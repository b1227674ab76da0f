import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceErrorBody } from '../../../../../shared/service/errors';
import { serviceMetadataKeys } from '../../../../../shared/service/identifiers';
import type { TestSimulator } from '../simulator-fixture';
import { advanceClock, type Caller, createdToken, konbiniBody } from '../tokens/token-test-kit';
import {
  caller,
  getIssuerToken,
  newCharge,
  processCharges,
  readCharge,
  startChargeSimulator,
  trigger,
  triggerCharge,
} from './charge-test-kit';

let sim: TestSimulator;
let store1: Caller;

beforeAll(async () => {
  sim = await startChargeSimulator();
  store1 = caller(sim, 'store1Test');
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

const hour = 3_600_000;
const day = 24 * hour;

/** A konbini token for a store that allows a time shift, with the given expiry fields. */
function konbini(data: { expiration_period?: string; expiration_time_shift?: string } = {}) {
  const body = konbiniBody();
  return { ...body, data: { ...body.data, convenience_store: 'lawson' as const, ...data } };
}

describe('konbini charges (spec: data for konbini; Limits)', () => {
  it('awaits payment at the store, then is successful when paid', async () => {
    const created = await newCharge(store1, (await createdToken(store1, konbiniBody())).id);
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    const answer = await getIssuerToken(store1, created.id);
    expect(serviceErrorBody.parse(answer.json()).code).toBe('NOT_ONLINE_CHARGE');
    const paid = await triggerCharge(sim, 'konbini.pay', { chargeId: created.id });
    expect(paid).toMatchObject({ status: 'successful', charged_amount: 1000 });
  });

  it('issues the numbers to pay with in the awaiting charge’s metadata, per chain', async () => {
    const keys = serviceMetadataKeys;
    const chargeOf = async (store: 'lawson' | 'seven_eleven' | 'pay_easy') => {
      const body = konbiniBody();
      const token = await createdToken(store1, {
        ...body,
        data: { ...body.data, convenience_store: store },
      });
      const created = await newCharge(store1, token.id);
      await processCharges(sim);
      return readCharge(store1, created.id);
    };
    const lawson = await chargeOf('lawson');
    expect(lawson.metadata).toMatchObject({
      [keys.konbiniPaymentNumber]: expect.stringMatching(/^\d{11}$/) as unknown,
      [keys.konbiniConfirmationNumber]: expect.stringMatching(/^\d{4}$/) as unknown,
    });
    expect(lawson.metadata).not.toHaveProperty(keys.konbiniInstitutionNumber);
    const seven = await chargeOf('seven_eleven');
    expect(seven.metadata).toEqual({
      [keys.konbiniPaymentNumber]: expect.stringMatching(/^\d{13}$/) as unknown,
    });
    const payEasy = await chargeOf('pay_easy');
    expect(payEasy.metadata).toMatchObject({
      [keys.konbiniInstitutionNumber]: expect.stringMatching(/^\d{5}$/) as unknown,
    });
  });

  it('fails with 327 thirty days after creation by default, not before', async () => {
    const created = await newCharge(store1, (await createdToken(store1, konbiniBody())).id);
    await advanceClock(sim, 30 * day - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 327, message: 'PAYMENT_DEADLINE_EXPIRED' },
    });
    const late = await trigger(sim, 'konbini.pay', { chargeId: created.id });
    expect(serviceErrorBody.parse(late.json()).errors).toEqual([
      { field: 'chargeId', reason: 'INVALID_CHARGE_STATUS' },
    ]);
  });

  it('expires after the token’s expiration_period', async () => {
    const token = await createdToken(store1, konbini({ expiration_period: 'PT30M' }));
    const created = await newCharge(store1, token.id);
    await advanceClock(sim, 30 * 60_000 - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect((await readCharge(store1, created.id)).status).toBe('failed');
  });

  it('expires at the time of day expiration_time_shift names, on the date the period reaches', async () => {
    const token = await createdToken(
      store1,
      konbini({ expiration_period: 'P2D', expiration_time_shift: '09:00:00.000+09:00' }),
    );
    const created = await newCharge(store1, token.id);
    const start = Date.parse(created.created_on as string);
    // 09:00 in +09:00 is midnight UTC: the UTC start of the +09:00 date two days on.
    const deadline = Math.floor((start + 2 * day + 9 * hour) / day) * day;
    await advanceClock(sim, deadline - start - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 327 },
    });
  });

  it('expires at once by the charge.expire trigger', async () => {
    const created = await newCharge(store1, (await createdToken(store1, konbiniBody())).id);
    await processCharges(sim);
    const expired = await triggerCharge(sim, 'charge.expire', { chargeId: created.id });
    expect(expired).toMatchObject({ status: 'failed', error: { code: 327 } });
  });
});
