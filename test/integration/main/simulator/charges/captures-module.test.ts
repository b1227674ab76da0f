import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationValidMs,
  capturesModule,
} from '../../../../../main/simulator/charges/captures-module';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';
import { chargeSeedModule, seedCharge, type Seeded } from './charge-seed-module';

let sim: TestSimulator;
let store1: string;
let auth: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({ modules: [chargeSeedModule, capturesModule], clock: 'frozen' });
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

interface StoredCharge {
  charge: { status: string; charged_amount: number | null; error: { code: number } | null };
}

async function chargeOf(seeded: Seeded): Promise<StoredCharge['charge']> {
  const answer = await sim.call('GET', `/_sim/test/charges/${seeded.chargeId}`);
  return (answer.json() as StoredCharge).charge;
}

function capture(seeded: Seeded, amount: number, currency = 'JPY') {
  return sim.call('POST', `${seeded.path}/capture`, { headers: auth, body: { amount, currency } });
}

const refusal = (code: string) => ({ status: 'error', code, errors: [] });

async function authorized(amount = 1000, paymentType: 'card' | 'qr_scan' = 'card') {
  return seedCharge(sim, { storeId: store1, status: 'authorized', amount, paymentType });
}

describe('capturing a charge (spec: Capture a charge)', () => {
  it('captures the whole authorized amount, answering an empty object', async () => {
    const seeded = await authorized(1000);
    const answer = await capture(seeded, 1000);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({});
    expect(await chargeOf(seeded)).toMatchObject({ status: 'successful', charged_amount: 1000 });
  });

  it('captures less than the authorized amount of a card charge, charging what was captured', async () => {
    const seeded = await authorized(1000);
    expect((await capture(seeded, 600)).status).toBe(200);
    expect(await chargeOf(seeded)).toMatchObject({ status: 'successful', charged_amount: 600 });
  });

  it('refuses more than the authorized amount with CAPTURE_AMOUNT_TOO_LARGE', async () => {
    const seeded = await authorized(1000);
    const answer = await capture(seeded, 1001);
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual(refusal('CAPTURE_AMOUNT_TOO_LARGE'));
    expect((await chargeOf(seeded)).status).toBe('authorized');
  });

  it('refuses another currency than the authorization’s with CURRENCY_MUST_MATCH_CHARGE', async () => {
    const seeded = await authorized(1000);
    const answer = await capture(seeded, 1000, 'USD');
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual(refusal('CURRENCY_MUST_MATCH_CHARGE'));
  });

  it('refuses a second capture with ALREADY_CAPTURED', async () => {
    const seeded = await authorized(1000);
    await capture(seeded, 1000);
    const again = await capture(seeded, 1000);
    expect(again.status).toBe(400);
    expect(again.json()).toEqual(refusal('ALREADY_CAPTURED'));
  });

  it('refuses a charge that is not authorized with INVALID_CHARGE_STATUS', async () => {
    for (const status of ['pending', 'awaiting', 'failed', 'canceled']) {
      const seeded = await seedCharge(sim, { storeId: store1, status });
      const answer = await capture(seeded, 1000);
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual(refusal('INVALID_CHARGE_STATUS'));
    }
  });

  it('fails a partial capture of a payment type without partial capture with 317', async () => {
    const seeded = await authorized(1000, 'qr_scan');
    expect((await capture(seeded, 600)).status).toBe(200);
    expect(await chargeOf(seeded)).toMatchObject({
      status: 'failed',
      error: { code: 317, message: 'PARTIAL_CAPTURE_NOT_SUPPORTED' },
    });
  });

  it('answers a missing capture amount with the field named', async () => {
    const seeded = await authorized(1000);
    const answer = await sim.call('POST', `${seeded.path}/capture`, {
      headers: auth,
      body: { currency: 'JPY' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'amount', reason: 'REQUIRED_VALUE' }],
    });
  });
});

describe('authorization expiry (conventions: Errors, 313)', () => {
  it('fails an authorization not captured within the period, and not before', async () => {
    const seeded = await authorized(1000);
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: authorizationValidMs - 1 } });
    expect((await chargeOf(seeded)).status).toBe('authorized');
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1 } });
    expect(await chargeOf(seeded)).toMatchObject({
      status: 'failed',
      error: { code: 313, message: 'AUTHORIZATION_EXPIRED' },
    });
    const late = await capture(seeded, 1000);
    expect(late.json()).toEqual(refusal('INVALID_CHARGE_STATUS'));
  });

  it('leaves a captured charge successful when the period ends', async () => {
    const seeded = await authorized(1000);
    await capture(seeded, 1000);
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: authorizationValidMs } });
    expect((await chargeOf(seeded)).status).toBe('successful');
  });
});
