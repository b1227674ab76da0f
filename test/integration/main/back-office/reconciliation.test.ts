import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileRange } from '../../../../main/back-office/back-office-reports';
import { readAllItems } from '../../../../main/service/pagination';
import { seedHistory } from '../../../../main/simulator/seeding/seed-history';
import { todayIn } from '../../../../renderer/features/back-office/day-range-form';
import { zonedRange } from '../../../../shared/back-office/zoned-day';
import { historyRoutes, type HistoryItem } from '../../../../shared/service/history';
import { toMinorUnits } from '../../../../shared/money';
import { tillOperations } from '../../../../main/back-office/till-operations';
import {
  cardSale,
  cards,
  openFlowSimulator,
  simulatorTillId,
  type FlowSimulator,
} from '../flows/flow-simulator';

/*
 * Reconciliation against the simulator over loopback and a real journal: a till's own sale
 * matches, and each kind of difference is planted where it would arise, in the simulator
 * (charges no operation of this journal made), in the journal (what the till believes), or
 * both (a sale whose operation the journal lost).
 */

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

const zone = 'Asia/Tokyo';

function unwrap<Value>(
  result: { ok: true; value: Value } | { ok: false; error: { code: string } },
) {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('reconciliation against the simulator', () => {
  it('finds each planted difference with its cause, and nothing for the till’s own sale', async () => {
    const flows = await openFlowSimulator();
    h = flows;
    const sale = await flows.run(flows.engine.startSale(cardSale(cards.succeeds)));
    expect(sale).toMatchObject({ step: 'succeeded' });
    const own = flows.journal.operation(sale.operationId);
    if (own === undefined) throw new Error('the sale is not in the journal');
    // A sale whose operation the journal then loses (a till reinstalled, a journal restored
    // from an older copy): its charge names the operation in its metadata.
    // Another amount: the service refuses the same card and amount twice within 30 s.
    const lost = await flows.run(flows.engine.startSale(cardSale(cards.succeeds, { amount: 800 })));
    expect(lost).toMatchObject({ step: 'succeeded' });

    // Charges the service has from elsewhere: the last day's seeded history.
    seedHistory(flows.sim, { count: 40, days: 1 });
    const today = todayIn(zone, new Date(flows.sim.clock.now()));
    const yesterday = todayIn(zone, new Date(flows.sim.clock.now() - 24 * 60 * 60 * 1000));
    const range = { fromDate: yesterday, toDate: today };
    const items: HistoryItem[] = [];
    for await (const item of readAllItems(
      flows.client,
      historyRoutes.listStoreHistory,
      { params: { storeId: flows.storeId }, query: zonedRange(range, zone) },
      { cursorOf: (entry) => entry.resource_id },
    )) {
      items.push(item);
    }
    const seeded = items.filter(
      (item) => item.resource_id !== sale.chargeId && item.resource_id !== lost.chargeId,
    );
    const [forAmount, forStatus, ...others] = seeded.filter(
      (item) => item.type === 'charge' && item.status === 'successful',
    );
    if (forAmount === undefined || forStatus === undefined) throw new Error('too few seeded');

    const { storeId, profileId, mode, training } = own.intent;
    const scope = { storeId, profileId, mode, training };
    const plant = async (
      amount: number,
      facts: { chargeId?: string; chargeStatus?: 'successful' | 'failed' },
      end: 'succeeded' | 'review',
    ) => {
      const intent = unwrap(
        await flows.journal.recordIntent({
          kind: 'card_sale',
          ...scope,
          amount: toMinorUnits(amount),
          currency: 'JPY',
        }),
      );
      if (end === 'review') {
        unwrap(await flows.journal.markNeedsReview(intent.id, 'outcome_unknown', facts));
      } else {
        unwrap(await flows.journal.recordOutcome(intent.id, 'succeeded', facts));
      }
      return intent.id;
    };
    const missingCharge = randomUUID();
    const notAtService = await plant(
      900,
      { chargeId: missingCharge, chargeStatus: 'successful' },
      'succeeded',
    );
    const amountDiffers = await plant(
      forAmount.amount + 1,
      { chargeId: forAmount.resource_id, chargeStatus: 'successful' },
      'succeeded',
    );
    const statusDiffers = await plant(
      forStatus.amount,
      { chargeId: forStatus.resource_id, chargeStatus: 'failed' },
      'succeeded',
    );
    const inReview = await plant(700, {}, 'review');

    const forgotten = {
      operations: () => flows.journal.operations().filter((view) => view.id !== lost.operationId),
    };
    const noIndex = { read: () => Promise.resolve([]) };
    const result = await reconcileRange({ storeId: flows.storeId, client: flows.client }, range, {
      timeZone: zone,
      tillId: simulatorTillId,
      operations: (query) => tillOperations(forgotten, noIndex, query),
      explanations: () => Promise.resolve(new Map()),
      keptSince: new Date(flows.sim.clock.now()).toISOString(),
      now: () => new Date(flows.sim.clock.now()),
    });
    const of = (cause: string) => result.differences.filter((d) => d.cause === cause);
    expect(of('not_at_service')).toEqual([
      expect.objectContaining({
        operation: { operationId: notAtService, kind: 'card_sale' },
        chargeId: missingCharge,
      }),
    ]);
    expect(of('amount_differs')).toEqual([
      expect.objectContaining({ operation: { operationId: amountDiffers, kind: 'card_sale' } }),
    ]);
    expect(of('status_differs')).toEqual([
      expect.objectContaining({
        operation: { operationId: statusDiffers, kind: 'card_sale' },
        journalStatus: 'failed',
      }),
    ]);
    expect(of('in_review')).toEqual([
      expect.objectContaining({ operation: { operationId: inReview, kind: 'card_sale' } }),
    ]);
    expect(of('journal_lost')).toMatchObject([
      { operationId: lost.operationId, till: 'this', service: { resourceId: lost.chargeId } },
    ]);
    // Every other seeded item is the service's alone; the till's own sale is no difference.
    const notInJournal = of('not_in_journal').map((d) => 'service' in d && d.service.resourceId);
    expect(notInJournal).toHaveLength(seeded.length - 2);
    expect(notInJournal).not.toContain(sale.chargeId);
    expect(others.every((item) => notInJournal.includes(item.resource_id))).toBe(true);
  });
});
