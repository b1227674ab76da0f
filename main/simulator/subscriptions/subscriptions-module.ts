import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { amountFormatted } from '../../../shared/money';
import { timestampToDate, uuid, type MetadataInput } from '../../../shared/service/common';
import type { Charge } from '../../../shared/service/charges';
import { subscriptionRoutes } from '../../../shared/service/subscriptions';
import { requireSameMode, requireStoreToken } from '../auth';
import { chargesCollection } from '../charges/charge-record';
import { paginate } from '../pagination';
import { SimulatorError, type FieldError } from '../simulator-error';
import { simulatorPlatformId } from '../platform-id';
import type { SimulatorModule } from '../simulator-module';
import { tokensCollection } from '../tokens/token-record';
import { isCalendarDay, zonedDate } from '../../../shared/back-office/zoned-day';
import { afterCycles, cycleStep } from './payment-schedule';
import { subscriptionChargeFilters } from './subscription-charge-filter';
import { finished, subscriptionCharging } from './subscription-charging';
import {
  subscriptionPaymentsCollection,
  type SubscriptionPaymentRecord,
} from './subscription-payment-record';
import { subscriptionsCollection, type SubscriptionRecord } from './subscription-record';

/*
 * Subscriptions (spec: Subscription, Subscription payment and their routes; conventions:
 * Subscriptions). The rules the spec leaves open, as this simulator plays them
 * (docs/simulator.md: Subscriptions, customs, widget and customer ids):
 * - Each payment falls due at the start of its due date in the subscription's zone; the clock
 *   reaching it makes a pending charge, processed `subscriptionChargeProcessingMs` later with
 *   the token's outcome (its `chargeFailure`). That half lives in subscription-charging.ts.
 * - unverified until the first charge is processed, then current (paid) or unconfirmed
 *   (failed; no retry). A later failed payment makes it unpaid and is retried at the start of
 *   each following day, `maxPaymentRetries` times, then suspended. Paying the last payment of
 *   a finite schedule makes it completed; the `subscriptions.cancel` trigger cancels it.
 * - Switching the token (PATCH) of an unconfirmed, unpaid or suspended subscription charges
 *   the outstanding payment again at once, with the new token.
 */

/** The simulator's stores are in Japan: the zone of a schedule given without `zone_id`. */
const storeZoneId = 'Asia/Tokyo';

/**
 * The create body has no field for a finite schedule, so the simulator reads this metadata key
 * (a positive whole number, the payments in all, the initial one included) and answers like
 * the fixture subscription-finite-unverified (`subscription_plan`, `cycles_left`).
 */
export const fixedCyclesMetadataKey = 'sim-fixed-cycles';

/** Statuses with a payment that a new token should pay at once. */
const owing = new Set<SubscriptionRecord['status']>(['unconfirmed', 'unpaid', 'suspended']);

function fixedCyclesOf(metadata: MetadataInput | undefined, errors: FieldError[]): number | null {
  const value = metadata?.[fixedCyclesMetadataKey];
  if (value === undefined) return null;
  const cycles = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof cycles === 'number' && Number.isSafeInteger(cycles) && cycles > 0) return cycles;
  errors.push({ field: `metadata.${fixedCyclesMetadataKey}`, reason: 'INVALID_FORMAT' });
  return null;
}

/** Spec: Timestamps, subscription charge objects carry integer ms. */
function chargeResponse(charge: Charge): Charge {
  const toMs = (value: Charge['created_on']) =>
    value === null ? null : timestampToDate(value).getTime();
  return {
    ...charge,
    created_on: toMs(charge.created_on),
    ...(charge.updated_on !== undefined && {
      updated_on: timestampToDate(charge.updated_on).getTime(),
    }),
  };
}

export const subscriptionsModule: SimulatorModule = {
  name: 'subscriptions',
  collections: [subscriptionsCollection, subscriptionPaymentsCollection],
  register(sim) {
    const subscriptions = sim.state.collection(subscriptionsCollection);
    const payments = sim.state.collection(subscriptionPaymentsCollection);
    const tokens = sim.state.collection(tokensCollection);
    const charges = sim.state.collection(chargesCollection);
    const { createPayment, payOutstandingNow } = subscriptionCharging(sim);

    const paymentsOf = (subscriptionId: string): SubscriptionPaymentRecord[] =>
      payments.values().filter((payment) => payment.subscriptionId === subscriptionId);

    /** Spec: Subscription payment, as the single get shows it (no `updated_on`). */
    const paymentResponse = (
      subscription: SubscriptionRecord,
      payment: SubscriptionPaymentRecord,
    ) => ({
      id: payment.id,
      due_date: payment.dueDate,
      zone_id: subscription.zoneId,
      amount: payment.amount,
      currency: subscription.currency,
      amount_formatted: amountFormatted(payment.amount, subscription.currency),
      is_paid: payment.isPaid,
      is_last_payment: payment.isLast,
      retry_date: payment.retryDate,
      created_on: sim.clock.iso(payment.createdAt),
    });

    /** Spec: list items (and the fixtures' `next_payment`) add `updated_on`. */
    const listedPayment = (
      subscription: SubscriptionRecord,
      payment: SubscriptionPaymentRecord,
    ) => ({
      ...paymentResponse(subscription, payment),
      updated_on: sim.clock.iso(payment.updatedAt),
    });

    const subscriptionResponse = (subscription: SubscriptionRecord) => {
      const own = paymentsOf(subscription.id);
      const next = finished.has(subscription.status)
        ? undefined
        : own.find((payment) => !payment.isPaid);
      const paid = own.filter((payment) => payment.isPaid).length;
      return {
        id: subscription.id,
        platform_id: simulatorPlatformId,
        merchant_id: subscription.merchantId,
        store_id: subscription.storeId,
        transaction_token_id: subscription.tokenId,
        amount: subscription.amount,
        currency: subscription.currency,
        amount_formatted: amountFormatted(subscription.amount, subscription.currency),
        initial_amount: subscription.initialAmount,
        initial_amount_formatted:
          subscription.initialAmount === null
            ? null
            : amountFormatted(subscription.initialAmount, subscription.currency),
        period: subscription.period,
        cyclical_period: subscription.cyclicalPeriod,
        schedule_settings: { start_on: subscription.startOn, zone_id: subscription.zoneId },
        // Options the real service answers (fixtures: subscription/) that the simulator does
        // not offer, at the values a subscription made without them has.
        subsequent_cycles_start: null,
        only_direct_currency: false,
        first_charge_capture_after: null,
        first_charge_authorization_only: false,
        three_ds: { mode: 'normal', redirect_endpoint: null, redirect_id: null },
        status: subscription.status,
        next_payment: next === undefined ? null : listedPayment(subscription, next),
        metadata: subscription.metadata,
        mode: subscription.mode,
        created_on: subscription.createdAt,
        updated_on: subscription.updatedAt,
        ...(subscription.fixedCycles !== null && {
          subscription_plan: { plan_type: 'fixed_cycles', fixed_cycles: subscription.fixedCycles },
          cycles_left: subscription.fixedCycles - paid,
        }),
      };
    };

    /**
     * The token a subscription may charge: of the store, in the subscription's mode, a
     * subscription or recurring token (conventions: Subscriptions), active and not expired.
     */
    const qualifyingToken = (tokenId: string, storeId: string, mode: string, now: number) => {
      const record = tokens.get(tokenId);
      if (!record || record.token.store_id !== storeId) throw new SimulatorError('NOT_FOUND');
      if (record.token.mode !== mode) throw new SimulatorError('PROCESSING_MODE_MISMATCH');
      if (record.token.type !== 'subscription' && record.token.type !== 'recurring') {
        throw new SimulatorError('INVALID_TOKEN_TYPE');
      }
      if (record.token.active === false || (record.expiresAt !== null && record.expiresAt <= now)) {
        throw new SimulatorError('TRANSACTION_TOKEN_EXPIRED');
      }
      return record;
    };

    const find = (storeId: string, subscriptionId: string): SubscriptionRecord => {
      const found = subscriptions.get(subscriptionId);
      if (!found || found.storeId !== storeId) throw new SimulatorError('NOT_FOUND');
      return found;
    };

    sim.route(subscriptionRoutes.createSubscription, (ctx) => {
      const store = requireStoreToken(ctx);
      const { body } = ctx;
      const now = sim.clock.now();
      const zoneId = body.schedule_settings?.zone_id ?? storeZoneId;
      const today = zonedDate(now, zoneId);
      const errors: FieldError[] = [];
      const step = cycleStep(body.period ?? null, body.cyclical_period ?? null);
      if (!step) errors.push({ field: 'cyclical_period', reason: 'INVALID_FORMAT' });
      const startOn = body.schedule_settings?.start_on;
      if (startOn !== undefined && !isCalendarDay(startOn)) {
        errors.push({ field: 'schedule_settings.start_on', reason: 'INVALID_FORMAT' });
      } else if (startOn !== undefined && startOn < today) {
        errors.push({ field: 'schedule_settings.start_on', reason: 'MUST_BE_FUTURE_TIME' });
      }
      const fixedCycles = fixedCyclesOf(body.metadata, errors);
      if (!step || errors.length > 0) throw new SimulatorError('VALIDATION_ERROR', errors);
      qualifyingToken(body.transaction_token_id, store.id, ctx.auth.mode, now);
      const initialAmount = body.initial_amount ?? null;
      const subscription = subscriptions.insert({
        id: randomUUID(),
        merchantId: ctx.auth.merchant_id,
        storeId: store.id,
        mode: ctx.auth.mode,
        tokenId: body.transaction_token_id,
        amount: body.amount,
        currency: body.currency,
        initialAmount,
        period: body.period ?? null,
        cyclicalPeriod: body.cyclical_period ?? null,
        initialOn: today,
        // With an initial payment today, the regular ones start a cycle later unless told.
        startOn: startOn ?? (initialAmount === null ? today : afterCycles(today, step, 1)),
        zoneId,
        fixedCycles,
        status: 'unverified',
        metadata: body.metadata ?? {},
        createdAt: now,
        updatedAt: now,
      });
      createPayment(subscription, 0, now);
      return subscriptionResponse(subscription);
    });

    sim.route(subscriptionRoutes.getSubscription, async (ctx) => {
      const found = find(ctx.store.id, ctx.params.subscriptionId);
      requireSameMode(ctx, found);
      if (ctx.query.polling) {
        await ctx.waitUntil(() => subscriptions.get(found.id)?.status !== 'unverified');
      }
      return subscriptionResponse(find(ctx.store.id, found.id));
    });

    sim.route(subscriptionRoutes.updateSubscription, (ctx) => {
      const found = find(ctx.store.id, ctx.params.subscriptionId);
      requireSameMode(ctx, found);
      const now = sim.clock.now();
      const { transaction_token_id: tokenId, metadata } = ctx.body;
      const switched = tokenId !== undefined && tokenId !== found.tokenId;
      if (switched) qualifyingToken(tokenId, found.storeId, found.mode, now);
      const updated = subscriptions.replace({
        ...found,
        ...(switched && { tokenId }),
        ...(metadata !== undefined && { metadata }),
        updatedAt: now,
      });
      if (switched && owing.has(updated.status)) payOutstandingNow(updated, now);
      return subscriptionResponse(updated);
    });

    sim.route(subscriptionRoutes.listSubscriptionCharges, (ctx) => {
      const found = find(ctx.store.id, ctx.params.subscriptionId);
      requireSameMode(ctx, found);
      const entries = charges
        .values()
        .filter((record) => record.charge.subscription_id === found.id)
        .map((record) => {
          const charge = chargeResponse(record.charge);
          // This module dates every charge it makes; one without a date would be a bug.
          if (typeof charge.created_on !== 'number') {
            throw new Error(`charge ${record.id} has no creation time`);
          }
          return {
            id: record.id,
            created_on: charge.created_on,
            mode: record.charge.mode ?? found.mode,
            charge,
            token: tokens.get(record.tokenId),
          };
        });
      const page = paginate(entries, ctx.query, ...subscriptionChargeFilters(ctx.query));
      return { ...page, items: page.items.map((entry) => entry.charge) };
    });

    sim.route(subscriptionRoutes.listSubscriptionPayments, (ctx) => {
      const found = find(ctx.store.id, ctx.params.subscriptionId);
      requireSameMode(ctx, found);
      const items = paymentsOf(found.id).map((payment) => listedPayment(found, payment));
      return paginate(items, ctx.query);
    });

    sim.route(subscriptionRoutes.getSubscriptionPayment, (ctx) => {
      const found = find(ctx.store.id, ctx.params.subscriptionId);
      requireSameMode(ctx, found);
      const payment = payments.get(ctx.params.paymentId);
      if (!payment || payment.subscriptionId !== found.id) throw new SimulatorError('NOT_FOUND');
      return paymentResponse(found, payment);
    });

    sim.trigger({
      name: 'subscriptions.cancel',
      description:
        'Cancels a subscription (id): no further payment is charged; a completed one stays completed.',
      input: z.strictObject({ id: uuid }),
      run: ({ id }) => {
        const found = subscriptions.get(id);
        if (!found) throw new SimulatorError('NOT_FOUND');
        if (finished.has(found.status)) return subscriptionResponse(found);
        const at = sim.clock.now();
        return subscriptionResponse(
          subscriptions.replace({ ...found, status: 'canceled', updatedAt: at }),
        );
      },
    });
  },
};
