import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processingDelayMs } from '../../../../../main/simulator/charges/charges-module';
import { charge } from '../../../../../shared/service/charges';
import { isPaymentType } from '../../../../../shared/service/tokens';
import type { TestSimulator } from '../simulator-fixture';
import {
  bankTransferBody,
  caller,
  newCharge,
  processCharges,
  readCharge,
  readIssuerToken,
  startChargeSimulator,
  trigger,
} from './charge-test-kit';
import { advanceClock, createdToken, readToken, type Caller } from '../tokens/token-test-kit';

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

const day = 86_400_000;

/** An awaiting bank-transfer charge of ¥1,000 whose token matches amounts as `matchAmount` says. */
async function awaitingTransfer(matchAmount?: 'exact' | 'minimum' | 'maximum' | 'disabled') {
  const token = await createdToken(
    store1,
    bankTransferBody(matchAmount === undefined ? {} : { match_amount: matchAmount }),
  );
  const created = await newCharge(store1, token.id);
  await processCharges(sim);
  return created;
}

/** The transfer trigger's answer: whether the bank took the transfer, and the charge after it. */
async function transfer(chargeId: string, amount: number) {
  const answer = await trigger(sim, 'bank_transfer.receive', { chargeId, amount });
  expect(answer.status, answer.text).toBe(200);
  const body = answer.json() as { transfer: string; charge: unknown };
  return { transfer: body.transfer, charge: charge.parse(body.charge) };
}

describe('bank-transfer charges (spec: data for bank_transfer; Get the issuer token of a charge)', () => {
  it('awaits the transfer, its issuer token naming the token’s account', async () => {
    const token = await createdToken(store1, bankTransferBody());
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    const data = await readToken(store1, token.id);
    if (!isPaymentType(data, 'bank_transfer')) throw new Error('not a bank-transfer token');
    const account = await readIssuerToken(store1, created.id);
    expect(account).toEqual({
      payment_type: 'bank_transfer',
      account_id: token.id,
      bank_code: data.data.bank_code,
      bank_name: data.data.bank_name,
      branch_code: data.data.branch_code,
      branch_name: data.data.branch_name,
      account_holder_name: data.data.account_holder_name,
      account_number: data.data.account_number,
    });
    expect(account.account_number).toMatch(/^\d{7}$/);
  });

  it('matches exactly when the token names no match_amount: another amount is sent back', async () => {
    const created = await awaitingTransfer();
    const short = await transfer(created.id, 999);
    expect(short.transfer).toBe('rejected');
    expect(short.charge.status).toBe('awaiting');
    const exact = await transfer(created.id, 1000);
    expect(exact.transfer).toBe('accepted');
    expect(exact.charge).toMatchObject({ status: 'successful', charged_amount: 1000 });
  });

  it('takes at least the amount with minimum, charging what arrived', async () => {
    const created = await awaitingTransfer('minimum');
    expect((await transfer(created.id, 999)).transfer).toBe('rejected');
    const more = await transfer(created.id, 1500);
    expect(more.charge).toMatchObject({ status: 'successful', charged_amount: 1500 });
  });

  it('takes at most the amount with maximum', async () => {
    const created = await awaitingTransfer('maximum');
    expect((await transfer(created.id, 1001)).transfer).toBe('rejected');
    const less = await transfer(created.id, 800);
    expect(less.charge).toMatchObject({ status: 'successful', charged_amount: 800 });
  });

  it('takes any amount when matching is disabled', async () => {
    const created = await awaitingTransfer('disabled');
    const any = await transfer(created.id, 1);
    expect(any).toMatchObject({ transfer: 'accepted', charge: { charged_amount: 1 } });
  });

  it('fails with 327 a week after creation when the token names no period', async () => {
    const created = await awaitingTransfer();
    // awaitingTransfer already moved the clock by the processing delay.
    await advanceClock(sim, 7 * day - processingDelayMs - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 327 },
    });
    const late = await trigger(sim, 'bank_transfer.receive', {
      chargeId: created.id,
      amount: 1000,
    });
    expect(late.status).toBe(400);
  });

  it('expires at the time of day expiration_time_shift names, after expiration_period', async () => {
    const token = await createdToken(
      store1,
      bankTransferBody({ expiration_period: 'P1D', expiration_time_shift: '09:00:00.000+09:00' }),
    );
    const created = await newCharge(store1, token.id);
    const start = Date.parse(created.created_on as string);
    // 09:00 in +09:00 is midnight UTC: the UTC start of the +09:00 date one day on.
    const deadline = Math.floor((start + day + 9 * 3_600_000) / day) * day;
    await advanceClock(sim, deadline - start - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect((await readCharge(store1, created.id)).status).toBe('failed');
  });
});
