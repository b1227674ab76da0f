import { afterEach, describe, expect, it } from 'vitest';
import { saleInput } from '../../../../../shared/flows/flow-input';
import type { Authenticator } from '../../../../../main/flows/engine/flow-definition';
import { threeDsPollSchedule } from '../../../../../main/service/polling';
import { cancelProcessingMs } from '../../../../../main/simulator/charges/cancels-module';
import { processingDelayMs } from '../../../../../main/simulator/charges/charges-module';
import { cardSale, cards, openFlowSimulator, type FlowSimulator } from '../flow-simulator';
import { chargesOfOperation, theCharge, whenAwaitingCustomer } from '../sale-simulator-kit';

/*
 * A sale aborted while its customer still had to act learns how its cancel ended from the cancel
 * itself (sale-steps.ts: cancelSale), against the simulator's cancels: 2 s pending on its clock,
 * then successful, or failed for a card ending 1881 (main/simulator/charges/README.md: Cancels).
 */

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

const konbiniSale = saleInput.parse({
  token: {
    payment_type: 'konbini',
    email: 'hanako@example.jp',
    data: {
      customer_name: 'Hanako Yamada',
      phone_number: { country_code: '81', local_number: '9012345678' },
      convenience_store: 'lawson',
    },
  },
  charge: { amount: 1200, currency: 'JPY' },
});

/** Aborts the konbini sale once it shows the customer's slip, and runs it to its end. */
async function abortedKonbiniSale(flows: FlowSimulator) {
  const aborted = whenAwaitingCustomer(flows, (progress) =>
    Promise.resolve(flows.engine.abort(progress.operationId)),
  );
  const end = await flows.run(flows.engine.startSale(konbiniSale));
  expect((await aborted).ok).toBe(true);
  return end;
}

/** The cashier aborts as soon as the issuer's page is offered. */
const abortingAtThreeDs: Authenticator = {
  open(page, signal) {
    expect(h?.engine.abort(page.operationId).ok).toBe(true);
    return Promise.resolve(signal.aborted ? 'aborted' : 'closed');
  },
};

async function cancelsOf(flows: FlowSimulator, chargeId: string) {
  const { items } = await flows.api.cancels.listCancels({
    params: { storeId: flows.storeId, chargeId },
  });
  return items;
}

describe("an aborted sale's cancel against the simulator", () => {
  it('abandons the sale once the cancel it reads back is successful', async () => {
    h = await openFlowSimulator();
    const end = await abortedKonbiniSale(h);

    expect(end).toMatchObject({
      step: 'abandoned',
      chargeStatus: 'canceled',
      problem: { type: 'aborted' },
    });
    const charge = await theCharge(h, end.operationId);
    const [cancel, ...others] = await cancelsOf(h, charge.id);
    expect(others).toEqual([]);
    expect(cancel).toMatchObject({ status: 'successful' });
    // The cancel was created pending: only reading it back tells it went through.
    expect(h.journal.operation(end.operationId)?.facts).toMatchObject({
      cancelId: cancel?.id,
      cancelStatus: 'successful',
    });
  });

  it('hands the sale to a person when the cancel fails while the charge still awaits 3DS', async () => {
    h = await openFlowSimulator(abortingAtThreeDs);
    const end = await h.run(
      h.engine.startSale(cardSale(cards.cancelFails, { threeDs: { mode: 'force' } })),
    );

    // The charge is neither canceled nor paid: only a person can tell how it ends.
    expect(end).toMatchObject({
      step: 'needs_review',
      chargeStatus: 'awaiting',
      problem: { type: 'review', reason: 'unexpected_service_state' },
    });
    const charge = await theCharge(h, end.operationId);
    const [cancel] = await cancelsOf(h, charge.id);
    expect(cancel).toMatchObject({ status: 'failed', error: { code: 312 } });
    expect(h.journal.operation(end.operationId)?.facts).toMatchObject({
      cancelId: cancel?.id,
      cancelStatus: 'failed',
    });
  });

  it('hands the sale to a person, charging nothing again, when the cancel is pending at the bound', async () => {
    // One read, once the charge is processed and before the cancel is: the bound passes first.
    expect(processingDelayMs).toBeLessThan(cancelProcessingMs);
    h = await openFlowSimulator(undefined, {
      threeDs: threeDsPollSchedule({ firstMs: processingDelayMs, maxPolls: 1 }),
    });
    const end = await abortedKonbiniSale(h);

    expect(end).toMatchObject({
      step: 'needs_review',
      problem: { type: 'review', reason: 'outcome_unknown' },
    });
    const charges = await chargesOfOperation(h, end.operationId);
    expect(charges).toHaveLength(1);
    const [cancel] = await cancelsOf(h, charges[0]?.id ?? '');
    expect(cancel).toMatchObject({ status: 'pending' });
    expect(h.journal.operation(end.operationId)).toMatchObject({
      state: 'needs_review',
      facts: { cancelId: cancel?.id, cancelStatus: 'pending' },
    });
    expect(h.journal.reviewList().map((operation) => operation.id)).toEqual([end.operationId]);
  });
});
