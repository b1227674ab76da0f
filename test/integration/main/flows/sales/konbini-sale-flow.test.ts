import { afterEach, describe, expect, it } from 'vitest';
import { saleInput } from '../../../../../shared/flows/flow-input';
import { konbiniSaleInput } from '../../training-sale-inputs';
import { openFlowSimulator, type FlowSimulator } from '../flow-simulator';
import { theCharge, trigger, whenAwaitingCustomer } from '../sale-simulator-kit';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

const konbiniSale = saleInput.parse(konbiniSaleInput);

describe('konbini sale against the simulator', () => {
  it('succeeds once the customer pays at the store, before the deadline it showed', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const paid = whenAwaitingCustomer(flows, async (progress) => {
      await trigger(flows, 'konbini.pay', { chargeId: progress.chargeId });
      return progress;
    });
    const end = await flows.run(flows.engine.startSale(konbiniSale));
    const awaiting = await paid;

    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    const charge = await theCharge(flows, end.operationId);
    expect(charge).toMatchObject({ id: end.chargeId, status: 'successful' });
    const { action } = awaiting;
    if (action?.type !== 'konbini_payment') throw new Error('no konbini payment was shown');
    expect(action.convenienceStore).toBe('lawson');
    // Spec: data for konbini, expiration_period: three days from the charge's creation.
    const createdOn = new Date(charge.created_on ?? 0).getTime();
    expect(Date.parse(action.expiresAt ?? '') - createdOn).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('fails with 327 when the deadline passes unpaid', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const expired = whenAwaitingCustomer(flows, (progress) =>
      trigger(flows, 'charge.expire', { chargeId: progress.chargeId }),
    );
    const end = await flows.run(flows.engine.startSale(konbiniSale));
    await expired;

    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 327 } });
    expect(await theCharge(flows, end.operationId)).toMatchObject({ status: 'failed' });
  });

  it('cancels the charge when the cashier aborts before the customer paid', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const aborted = whenAwaitingCustomer(flows, (progress) =>
      Promise.resolve(flows.engine.abort(progress.operationId)),
    );
    const end = await flows.run(flows.engine.startSale(konbiniSale));

    expect((await aborted).ok).toBe(true);
    expect(end).toMatchObject({ step: 'abandoned', problem: { type: 'aborted' } });
    expect(await theCharge(flows, end.operationId)).toMatchObject({ status: 'canceled' });
  });
});
