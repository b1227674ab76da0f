import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cancel, cancelRoutes } from '../../../shared/service/cancels';
import { defineCollection } from '../collection';
import { paginate } from '../pagination';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';
import { serviceTimestamp } from './charge-lifecycle';
import { byCharge } from './by-charge';
import { chargeOfPath } from './charge-of-path';
import { chargesCollection, type ChargeRecord } from './charge-record';
import { listedCharge } from './listed-charge';
import { paymentFailure } from './payment-failure';

/*
 * Spec: Create a cancel, Cancel; conventions: Charges (cancels), Errors, Test mode. A cancel
 * is created `pending` (201) and processed on the clock: `successful` turns the charge
 * `canceled`, which also ends any wait for the customer (konbini, bank transfer, QR, online),
 * since the charge module's transitions only move a charge still waiting. A cancel that
 * cannot go through is a 200 `failed` cancel with a payment error, not an HTTP error.
 *
 * Refused at once with 400 CANCEL_NOT_ALLOWED: a charge that failed or ended in error, a paid
 * (successful) konbini or bank-transfer charge (conventions: Charges), and a successful charge
 * already partly refunded, whose money would otherwise be returned twice. A charge already
 * canceled is accepted and its cancel fails with 345 (already canceled): the code exists for a
 * failed cancel, and it is also what a second cancel sent while the first was pending gets.
 */

/** How long a cancel stays `pending` on the simulator's clock. */
export const cancelProcessingMs = 2000;

const cancelsCollection = defineCollection('cancels', cancel);

const cancelableStatuses: ReadonlySet<string> = new Set([
  'pending',
  'awaiting',
  'authorized',
  'successful',
]);
const paidOutsidePaymentTypes: ReadonlySet<string> = new Set(['konbini', 'bank_transfer']);

function isCancelable(record: ChargeRecord): boolean {
  const { status } = record.charge;
  if (!cancelableStatuses.has(status)) return false;
  if (status !== 'successful') return true;
  return !paidOutsidePaymentTypes.has(record.paymentType) && record.refundedAmount === 0;
}

/** The payment error a cancel of this charge ends in, or null when it goes through. */
function cancelFailure(record: ChargeRecord): 312 | 345 | null {
  if (record.charge.status === 'canceled') return 345;
  // Conventions: Test mode, a card ending 1881 succeeds but its cancel fails (312).
  if (record.cancelFails || !isCancelable(record)) return 312;
  return null;
}

export const cancelsModule: SimulatorModule = {
  name: 'cancels',
  collections: [cancelsCollection],
  register(sim) {
    const cancels = sim.state.collection(cancelsCollection);
    const charges = sim.state.collection(chargesCollection);

    // The charge is looked up when the cancel is processed, not when it was asked for: it may
    // have moved on meanwhile (captured, paid, or canceled by an earlier cancel).
    const process = sim.transition(
      'cancels.process',
      z.strictObject({ cancelId: z.string() }),
      ({ cancelId }, scheduledAt) => {
        const found = cancels.get(cancelId);
        if (found?.status !== 'pending') return;
        const record = charges.get(found.charge_id);
        // A reset empties charges and cancels together, so a cancel's charge is always there.
        if (!record) throw new Error(`cancel ${cancelId} names an unknown charge`);
        const failure = cancelFailure(record);
        if (failure !== null) {
          cancels.replace({ ...found, status: 'failed', error: paymentFailure(failure) });
          return;
        }
        const charge = {
          ...record.charge,
          status: 'canceled',
          updated_on: serviceTimestamp(scheduledAt),
        };
        charges.replace({ ...record, charge });
        cancels.replace({ ...found, status: 'successful' });
      },
    );

    sim.route(cancelRoutes.createCancel, (ctx) => {
      const record = chargeOfPath(ctx);
      if (record.charge.status !== 'canceled' && !isCancelable(record)) {
        throw new SimulatorError('CANCEL_NOT_ALLOWED');
      }
      const created = cancels.insert({
        id: randomUUID(),
        charge_id: record.id,
        store_id: record.charge.store_id,
        status: 'pending',
        error: null,
        metadata: ctx.body.metadata ?? {},
        mode: listedCharge(record).mode,
        created_on: serviceTimestamp(ctx.clock.now()),
      });
      process.at(ctx.clock.now() + cancelProcessingMs, { cancelId: created.id });
      return created;
    });

    const cancelOfPath = (record: ChargeRecord, cancelId: string) => {
      const found = cancels.get(cancelId);
      if (found?.charge_id !== record.id) throw new SimulatorError('NOT_FOUND');
      return found;
    };

    const cancelsOf = byCharge(cancels);
    sim.route(cancelRoutes.listCancels, (ctx) =>
      paginate(cancelsOf(chargeOfPath(ctx).id), ctx.query),
    );

    // References: `?polling=true` holds the request until the cancel leaves pending.
    sim.route(cancelRoutes.getCancel, async (ctx) => {
      const record = chargeOfPath(ctx);
      const { cancelId } = ctx.params;
      cancelOfPath(record, cancelId);
      if (ctx.query.polling) {
        await ctx.waitUntil(() => cancels.get(cancelId)?.status !== 'pending');
      }
      return cancelOfPath(record, cancelId);
    });

    // The body's metadata becomes the cancel's metadata, as for a charge or a refund.
    sim.route(cancelRoutes.updateCancel, (ctx) => {
      const found = cancelOfPath(chargeOfPath(ctx), ctx.params.cancelId);
      return cancels.replace({ ...found, metadata: ctx.body.metadata });
    });
  },
};
