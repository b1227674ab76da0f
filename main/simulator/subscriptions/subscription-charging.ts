import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { amountFormatted } from '../../../shared/money';
import { chargesCollection, type ChargeRecord } from '../charges/charge-record';
import { paymentFailure } from '../charges/payment-failure';
import { unprocessedCharge } from '../charges/unprocessed-charge';
import type { SimulatorRegistry } from '../simulator-module';
import { tokenBrand } from '../tokens/token-brand';
import { tokensCollection } from '../tokens/token-record';
import { addDays, zonedDate, zonedDayStart } from '../../../shared/back-office/zoned-day';
import { cycleStep, scheduledPayment, type PaymentPlan } from './payment-schedule';
import { subscriptionPaymentsCollection } from './subscription-payment-record';
import { subscriptionsCollection, type SubscriptionRecord } from './subscription-record';

/*
 * The clock-driven half of the subscriptions module: each payment falling due, its charge
 * being processed, and what the outcome makes of the subscription (the rules are summed up in
 * subscriptions-module.ts). The routes only start it: a new subscription's first payment, or a
 * new token paying what is owed.
 */

/** How long, on the simulator's clock, a subscription charge stays pending. */
export const subscriptionChargeProcessingMs = 5_000;

/** Retries of a failed payment after the first (status unpaid) before the subscription is suspended. */
export const maxPaymentRetries = 3;

/** Statuses after which no payment is charged any more. */
export const finished = new Set<SubscriptionRecord['status']>(['canceled', 'completed']);

const paymentDuePayload = z.strictObject({ paymentId: z.string(), attempt: z.number().int() });
const chargeProcessedPayload = z.strictObject({ chargeId: z.string(), paymentId: z.string() });

function planOf(subscription: SubscriptionRecord): PaymentPlan {
  const step = cycleStep(subscription.period, subscription.cyclicalPeriod);
  if (!step) throw new Error(`subscription ${subscription.id} has no payment cycle`);
  return {
    amount: subscription.amount,
    initialAmount: subscription.initialAmount,
    initialOn: subscription.initialOn,
    startOn: subscription.startOn,
    step,
    fixedCycles: subscription.fixedCycles,
  };
}

export interface SubscriptionCharging {
  /** Creates the payment at `index` and schedules it for the start of its due date. */
  readonly createPayment: (subscription: SubscriptionRecord, index: number, at: number) => void;
  /** Charges the outstanding payment now, unless a charge for it is still pending. */
  readonly payOutstandingNow: (subscription: SubscriptionRecord, now: number) => void;
}

/** Registers the payment transitions; call once, from the module's `register`. */
export function subscriptionCharging(sim: SimulatorRegistry): SubscriptionCharging {
  const subscriptions = sim.state.collection(subscriptionsCollection);
  const payments = sim.state.collection(subscriptionPaymentsCollection);
  const tokens = sim.state.collection(tokensCollection);
  const charges = sim.state.collection(chargesCollection);

  const paymentDue = sim.transition('subscriptions.payment-due', paymentDuePayload, (work, at) =>
    chargePayment(work.paymentId, work.attempt, at),
  );
  const chargeProcessed = sim.transition(
    'subscriptions.charge-processed',
    chargeProcessedPayload,
    ({ chargeId, paymentId }, at) => {
      const record = charges.get(chargeId);
      if (!record) return;
      let { status } = record.charge;
      // Another module (a cancel) may have moved the charge on; its outcome then stands.
      if (status === 'pending') status = charges.replace(processed(record, at)).charge.status;
      settlePayment(paymentId, status === 'successful', at);
    },
  );

  const createPayment = (subscription: SubscriptionRecord, index: number, at: number): void => {
    const scheduled = scheduledPayment(planOf(subscription), index);
    const payment = payments.insert({
      id: randomUUID(),
      subscriptionId: subscription.id,
      index,
      dueDate: scheduled.dueDate,
      amount: scheduled.amount,
      isPaid: false,
      isLast: scheduled.isLast,
      attempts: 0,
      lastChargeId: null,
      retryDate: null,
      createdAt: at,
      updatedAt: at,
    });
    const dueAt = zonedDayStart(scheduled.dueDate, subscription.zoneId);
    paymentDue.at(Math.max(dueAt, at), { paymentId: payment.id, attempt: 1 });
  };

  function processed(record: ChargeRecord, at: number): ChargeRecord {
    const { charge } = record;
    const updated_on = sim.clock.iso(at);
    if (record.failure !== null) {
      return {
        ...record,
        charge: {
          ...charge,
          status: 'failed',
          error: paymentFailure(record.failure),
          updated_on,
        },
      };
    }
    return {
      ...record,
      charge: {
        ...charge,
        status: 'successful',
        charged_amount: charge.requested_amount,
        charged_currency: charge.requested_currency,
        charged_amount_formatted: amountFormatted(
          charge.requested_amount,
          charge.requested_currency,
        ),
        updated_on,
      },
    };
  }

  function chargePayment(paymentId: string, attempt: number, at: number): void {
    const payment = payments.get(paymentId);
    // A stale attempt: paid meanwhile, or another attempt ran first (a token switch).
    if (!payment || payment.isPaid || payment.attempts + 1 !== attempt) return;
    const subscription = subscriptions.get(payment.subscriptionId);
    if (!subscription || finished.has(subscription.status)) return;
    // Nothing to collect (an initial_amount of 0): the payment is paid as it falls due.
    if (payment.amount === 0) {
      settlePayment(payment.id, true, at);
      return;
    }
    const token = tokens.get(subscription.tokenId);
    if (!token) throw new Error(`token ${subscription.tokenId} of ${subscription.id} is gone`);
    const id = randomUUID();
    const created = sim.clock.iso(at);
    charges.insert({
      id,
      charge: {
        id,
        store_id: subscription.storeId,
        merchant_id: subscription.merchantId,
        transaction_token_id: subscription.tokenId,
        ...(token.token.type !== undefined && { transaction_token_type: token.token.type }),
        subscription_id: subscription.id,
        ...unprocessedCharge,
        requested_amount: payment.amount,
        requested_currency: subscription.currency,
        requested_amount_formatted: amountFormatted(payment.amount, subscription.currency),
        only_direct_currency: false,
        capture_at: null,
        descriptor: null,
        metadata: subscription.metadata,
        mode: subscription.mode,
        redirect: {},
        // The subscription's own 3DS settings, which the simulator does not offer (fixtures:
        // subscription/charges/).
        three_ds: { mode: 'normal', redirect_endpoint: null, redirect_id: null },
        created_on: created,
        updated_on: created,
      },
      tokenId: subscription.tokenId,
      paymentType: token.token.payment_type,
      brand: tokenBrand(token.token),
      creationMetadata: subscription.metadata,
      failure: token.chargeFailure,
      refundFails: token.refundFails,
      cancelFails: token.cancelFails,
      capture: true,
      threeDs: null,
      expiry: null,
      refundedAmount: 0,
    });
    payments.replace({ ...payment, attempts: attempt, lastChargeId: id, updatedAt: at });
    chargeProcessed.at(at + subscriptionChargeProcessingMs, { chargeId: id, paymentId });
  }

  function settlePayment(paymentId: string, paid: boolean, at: number): void {
    const payment = payments.get(paymentId);
    if (!payment || payment.isPaid) return;
    const subscription = subscriptions.get(payment.subscriptionId);
    if (!subscription) return;
    const canceled = subscription.status === 'canceled';
    if (paid) {
      payments.replace({ ...payment, isPaid: true, retryDate: null, updatedAt: at });
      if (canceled) return;
      const status = payment.isLast ? 'completed' : 'current';
      const updated = subscriptions.replace({ ...subscription, status, updatedAt: at });
      if (!payment.isLast) createPayment(updated, payment.index + 1, at);
      return;
    }
    if (canceled) return;
    if (subscription.status === 'unverified' || subscription.status === 'unconfirmed') {
      subscriptions.replace({ ...subscription, status: 'unconfirmed', updatedAt: at });
      return;
    }
    if (payment.attempts > maxPaymentRetries) {
      payments.replace({ ...payment, retryDate: null, updatedAt: at });
      subscriptions.replace({ ...subscription, status: 'suspended', updatedAt: at });
      return;
    }
    const retryDate = addDays(zonedDate(at, subscription.zoneId), 1);
    payments.replace({ ...payment, retryDate, updatedAt: at });
    subscriptions.replace({ ...subscription, status: 'unpaid', updatedAt: at });
    paymentDue.at(zonedDayStart(retryDate, subscription.zoneId), {
      paymentId,
      attempt: payment.attempts + 1,
    });
  }

  const payOutstandingNow = (subscription: SubscriptionRecord, now: number): void => {
    const outstanding = payments
      .values()
      .find((payment) => payment.subscriptionId === subscription.id && !payment.isPaid);
    if (!outstanding) return;
    const last =
      outstanding.lastChargeId === null ? undefined : charges.get(outstanding.lastChargeId);
    if (last?.charge.status === 'pending') return;
    paymentDue.at(now, { paymentId: outstanding.id, attempt: outstanding.attempts + 1 });
  };

  return { createPayment, payOutstandingNow };
}
