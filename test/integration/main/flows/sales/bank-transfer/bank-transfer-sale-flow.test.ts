import { afterEach, describe, expect, it } from 'vitest';
import { saleInput } from '../../../../../../shared/flows/flow-input';
import { openFlowSimulator, type FlowSimulator } from '../../flow-simulator';
import { theCharge, trigger, whenAwaitingCustomer } from '../../sale-simulator-kit';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

function bankTransferSale(matchAmount: string) {
  return saleInput.parse({
    token: {
      payment_type: 'bank_transfer',
      email: 'transfer@example.jp',
      data: { brand: 'aozora_bank', match_amount: matchAmount },
    },
    charge: { amount: 1200, currency: 'JPY' },
  });
}

/**
 * Transfers `amounts` one after the other, as the bank receives them; answers the bank's verdicts.
 */
function transfers(flows: FlowSimulator, ...amounts: number[]) {
  return whenAwaitingCustomer(flows, async (progress) => {
    const verdicts: unknown[] = [];
    for (const amount of amounts) {
      verdicts.push(
        await trigger(flows, 'bank_transfer.receive', { chargeId: progress.chargeId, amount }),
      );
    }
    return { progress, verdicts };
  });
}

describe('bank-transfer sale against the simulator', () => {
  it('shows the account and succeeds once a matching transfer arrived', async () => {
    h = await openFlowSimulator();
    const received = transfers(h, 1200);
    const end = await h.run(h.engine.startSale(bankTransferSale('exact')));
    const { progress } = await received;

    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    const charge = await theCharge(h, end.operationId);
    expect(charge).toMatchObject({ status: 'successful', charged_amount: 1200 });
    const { action } = progress;
    if (action?.type !== 'bank_transfer') throw new Error('no account was shown');
    expect(action).toMatchObject({ bankName: 'GMOあおぞらネット銀行', bankCode: '0310' });
    expect(action.accountNumber).toMatch(/^\d{7}$/);
    // main/simulator/charges/README.md (Processing and outcomes): a bank transfer without a
    // period has 7 days.
    const createdOn = new Date(charge.created_on ?? 0).getTime();
    expect(Date.parse(action.expiresAt ?? '') - createdOn).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('keeps waiting past a transfer the bank rejects, until one matches', async () => {
    h = await openFlowSimulator();
    const received = transfers(h, 1000, 1200);
    const end = await h.run(h.engine.startSale(bankTransferSale('exact')));
    const { verdicts } = await received;

    expect(verdicts).toMatchObject([{ transfer: 'rejected' }, { transfer: 'accepted' }]);
    expect(end).toMatchObject({ step: 'succeeded' });
    expect(await theCharge(h, end.operationId)).toMatchObject({ charged_amount: 1200 });
  });

  it('accepts a larger transfer under match_amount minimum, for the amount received', async () => {
    h = await openFlowSimulator();
    const received = transfers(h, 1500);
    const end = await h.run(h.engine.startSale(bankTransferSale('minimum')));
    await received;

    expect(end).toMatchObject({ step: 'succeeded' });
    expect(await theCharge(h, end.operationId)).toMatchObject({ charged_amount: 1500 });
  });

  it('fails with 327 when the deadline passes without a transfer', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const expired = whenAwaitingCustomer(flows, (progress) =>
      trigger(flows, 'charge.expire', { chargeId: progress.chargeId }),
    );
    const end = await flows.run(flows.engine.startSale(bankTransferSale('exact')));
    await expired;

    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 327 } });
    expect(await theCharge(flows, end.operationId)).toMatchObject({ status: 'failed' });
  });
});
