import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { amountFormatted } from '../../../shared/money';
import { refundRoutes } from '../../../shared/service/refunds';
import { serviceTimestamp } from '../charges/charge-lifecycle';
import { chargeOfPath } from '../charges/charge-of-path';
import { chargesCollection, type ChargeRecord } from '../charges/charge-record';
import { listedCharge } from '../charges/listed-charge';
import { paymentFailure } from '../charges/payment-failure';
import { byCharge } from '../charges/by-charge';
import { paginate } from '../pagination';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';
import { refundsCollection } from './refunds-collection';

/*
 * Conventions: Charges (refunds), Errors, Test mode. A refund is created `pending` (201) and
 * processed on the clock: `successful`, or `failed` with a payment error when the charge was
 * made with a card ending 4242. Refused at once, in this order:
 *   a konbini or bank-transfer charge             400 REFUND_NOT_ALLOWED (a shop refunds those
 *                                                 by its own bank transfer)
 *   a charge that is not `successful`             400 CANNOT_REFUND_UNSUCCESSFUL_CHARGE
 *   another currency than the charged one         400 CURRENCY_MUST_MATCH_CHARGE
 *   more than the charged amount not yet refunded 400 REFUND_EXCEEDS_CHARGE_AMOUNT
 * A pending refund counts against the charge until it fails, so two refunds sent together
 * cannot add up to more than the charge.
 */

/** How long a refund stays `pending` on the simulator's clock. */
export const refundProcessingMs = 2000;

/**
 * What a 4242 card's refund fails with. The conventions name no code for it; 308 (not
 * approved) says the payment network refused without blaming the request.
 */
const refundRefusedCode = 308;

const refundedOutsidePaymentTypes: ReadonlySet<string> = new Set(['konbini', 'bank_transfer']);

function checkRefundable(record: ChargeRecord, amount: number, currency: string): void {
  const { charge } = record;
  if (refundedOutsidePaymentTypes.has(record.paymentType)) {
    throw new SimulatorError('REFUND_NOT_ALLOWED');
  }
  if (charge.status !== 'successful') throw new SimulatorError('CANNOT_REFUND_UNSUCCESSFUL_CHARGE');
  if (currency !== (charge.charged_currency ?? charge.requested_currency)) {
    throw new SimulatorError('CURRENCY_MUST_MATCH_CHARGE');
  }
  if (record.refundedAmount + amount > (charge.charged_amount ?? charge.requested_amount)) {
    throw new SimulatorError('REFUND_EXCEEDS_CHARGE_AMOUNT');
  }
}

export const refundsModule: SimulatorModule = {
  name: 'refunds',
  collections: [refundsCollection],
  register(sim) {
    const refunds = sim.state.collection(refundsCollection);
    const charges = sim.state.collection(chargesCollection);

    const process = sim.transition(
      'refunds.process',
      z.strictObject({ refundId: z.string() }),
      ({ refundId }, scheduledAt) => {
        const found = refunds.get(refundId);
        if (found?.status !== 'pending') return;
        const record = charges.get(found.charge_id);
        // A reset empties charges and refunds together, so a refund's charge is always there.
        if (!record) throw new Error(`refund ${refundId} names an unknown charge`);
        const updatedOn = serviceTimestamp(scheduledAt);
        if (!record.refundFails) {
          refunds.replace({ ...found, status: 'successful', updated_on: updatedOn });
          return;
        }
        // A failed refund gives its amount back to what may still be refunded.
        charges.replace({ ...record, refundedAmount: record.refundedAmount - found.amount });
        refunds.replace({
          ...found,
          status: 'failed',
          error: paymentFailure(refundRefusedCode),
          updated_on: updatedOn,
        });
      },
    );

    const refundOfPath = (record: ChargeRecord, refundId: string) => {
      const found = refunds.get(refundId);
      if (found?.charge_id !== record.id) throw new SimulatorError('NOT_FOUND');
      return found;
    };

    sim.route(refundRoutes.createRefund, (ctx) => {
      const record = chargeOfPath(ctx);
      const { amount, currency } = ctx.body;
      checkRefundable(record, amount, currency);
      const now = serviceTimestamp(ctx.clock.now());
      const created = refunds.insert({
        id: randomUUID(),
        store_id: record.charge.store_id,
        charge_id: record.id,
        status: 'pending',
        amount,
        currency,
        amount_formatted: amountFormatted(amount, currency),
        reason: ctx.body.reason ?? null,
        message: ctx.body.message ?? null,
        error: null,
        metadata: ctx.body.metadata ?? {},
        mode: listedCharge(record).mode,
        created_on: now,
        updated_on: now,
      });
      charges.replace({ ...record, refundedAmount: record.refundedAmount + amount });
      process.at(ctx.clock.now() + refundProcessingMs, { refundId: created.id });
      return created;
    });

    const refundsOf = byCharge(refunds);
    sim.route(refundRoutes.listRefunds, (ctx) =>
      paginate(refundsOf(chargeOfPath(ctx).id), ctx.query),
    );

    // Conventions: Charges, `?polling=true` holds the request until the refund leaves pending.
    sim.route(refundRoutes.getRefund, async (ctx) => {
      const record = chargeOfPath(ctx);
      const { refundId } = ctx.params;
      refundOfPath(record, refundId);
      if (ctx.query.polling) {
        await ctx.waitUntil(() => refunds.get(refundId)?.status !== 'pending');
      }
      return refundOfPath(record, refundId);
    });

    // The body's metadata becomes the refund's metadata, as for a charge (charge-admin-module.ts).
    sim.route(refundRoutes.updateRefund, (ctx) => {
      const found = refundOfPath(chargeOfPath(ctx), ctx.params.refundId);
      return refunds.replace({
        ...found,
        metadata: ctx.body.metadata,
        updated_on: serviceTimestamp(ctx.clock.now()),
      });
    });
  },
};
