import { z } from 'zod';
import { amountFormatted, type CurrencyCode, type MinorUnits } from '../../../shared/money';
import { createChargeBody, type Charge } from '../../../shared/service/charges';
import type { Mode } from '../../../shared/service/common';
import type { Refund } from '../../../shared/service/refunds';
import { createTokenBody } from '../../../shared/service/token-create';
import type { SimulatorStore } from '../accounts';
import { authorizationValidMs } from '../charges/captures-module';
import { createChargeRecord, markTokenUsed } from '../charges/charge-creation';
import { chargeKind } from '../charges/charge-kind';
import {
  completeChargeThreeDs,
  declineCharge,
  expireCharge,
  payCharge,
  processCharge,
  serviceTimestamp,
} from '../charges/charge-lifecycle';
import { processingDelayMs } from '../charges/charges-module';
import { chargesCollection, type ChargeRecord } from '../charges/charge-record';
import { paymentFailure } from '../charges/payment-failure';
import { refundProcessingMs } from '../refunds/refunds-module';
import { refundsCollection } from '../refunds/refunds-collection';
import type { SimulatorModule, SimulatorRegistry } from '../simulator-module';
import { newTokenRecord } from '../tokens/new-token-record';
import { tokensCollection, type TokenRecord } from '../tokens/token-record';
import { seededPaymentMethods, type SeededPaymentMethod } from './seeded-payment-methods';
import { SeededRandom } from './seeded-random';

/*
 * `history.seed`: a merchant's history at scale, for the back office to be tried on and
 * measured against. N charges spread evenly (with jitter) over the D days ending now, on both
 * seeded stores, paid every way the simulator knows, ending in every status a charge can
 * have, and refunds on some of them. Each record is made by the modules' own builders and
 * state machine (a token from its create request, a charge from its create request, then
 * processed, paid, declined, expired, authenticated, canceled), dated as if a till had made
 * it then; the records go into the collections in one step each, so 100,000 take seconds.
 * The same count, days and seed give the same records (ids included) relative to now.
 */

const day = 24 * 60 * 60 * 1000;
const minute = 60 * 1000;

export const historySeedInput = z.strictObject({
  count: z.number().int().min(1).max(1_000_000),
  days: z.number().int().min(1).max(3650).default(30),
  seed: z.number().int().min(0).max(0xffff_ffff).default(1),
});
export type HistorySeedInput = z.input<typeof historySeedInput>;

export const historySeedResult = z.strictObject({
  charges: z.number().int(),
  refunds: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type HistorySeedResult = z.infer<typeof historySeedResult>;

/** What the seeder aims a charge at; the state machine decides where it really ends. */
type Target = 'successful' | 'failed' | 'canceled' | 'authorized' | 'awaiting' | 'error';

function targetOf(random: SeededRandom): Target {
  const draw = random.next();
  if (draw < 0.07) return 'failed';
  if (draw < 0.11) return 'canceled';
  if (draw < 0.16) return 'authorized';
  if (draw < 0.22) return 'awaiting';
  if (draw < 0.235) return 'error';
  return 'successful';
}

/** The service answered a charge with `error` (conventions: Charges, Statuses). */
const processingError = { code: 500, message: 'PROCESSING_ERROR', details: null };

function changed(record: ChargeRecord, at: number, change: Partial<Charge>): ChargeRecord {
  return { ...record, charge: { ...record.charge, ...change, updated_on: serviceTimestamp(at) } };
}

/** A time between `from` and `to`, drawn; `from` when there is no room. */
function between(random: SeededRandom, from: number, to: number): number {
  return to <= from ? from : random.integer(from, to);
}

interface Seeding {
  readonly random: SeededRandom;
  readonly now: number;
  readonly merchantId: string;
  readonly tokens: TokenRecord[];
  readonly charges: ChargeRecord[];
  readonly refunds: Refund[];
  /** Clock work to schedule once the records are in: [transition, time, payload]. */
  readonly work: [string, number, unknown][];
}

interface SeededCharge {
  readonly store: SimulatorStore;
  readonly mode: Mode;
  readonly method: SeededPaymentMethod;
  readonly created: number;
  /** Still processing: the newest charges, created in the last second. */
  readonly pending: boolean;
}

function currencyOf(random: SeededRandom, method: SeededPaymentMethod): CurrencyCode {
  if (method.yenOnly || !method.authorizes || !random.chance(0.15)) return 'JPY';
  return random.pick(['USD', 'EUR']);
}

function amountIn(random: SeededRandom, currency: CurrencyCode): number {
  return currency === 'JPY' ? random.integer(10, 3000) * 10 : random.integer(100, 25_000);
}

/** The charge after what happened to it up to now; `paidAt` when its money arrived. */
function settle(
  seeding: Seeding,
  processed: ChargeRecord,
  target: Target,
  created: number,
): { record: ChargeRecord; paidAt: number | null } {
  const { random, now } = seeding;
  let record = processed;
  let settledAt = created + processingDelayMs;
  if (record.charge.status === 'awaiting' && record.threeDs !== null) {
    settledAt = between(random, settledAt, now);
    record = completeChargeThreeDs(record, target === 'failed' ? 'failure' : 'success', settledAt);
  } else if (record.charge.status === 'awaiting') {
    const deadline = record.expiry?.expiresAt ?? now;
    const kind = chargeKind(record);
    if (target === 'failed' && (kind === 'online' || kind === 'merchant_qr')) {
      settledAt = between(random, settledAt, Math.min(deadline, now));
      record = declineCharge(record, settledAt);
    } else if (target === 'awaiting' || target === 'failed') {
      // Unpaid: still awaited while its deadline is ahead, failed 327 once it passed.
      if (deadline <= now) record = expireCharge(record, deadline);
      else seeding.work.push(['charges.expire', deadline, { id: record.id }]);
    } else {
      settledAt = between(random, settledAt, Math.min(deadline, now) - 1);
      record = payCharge(record, settledAt);
    }
  }
  const status = record.charge.status;
  if (status === 'authorized' && created + authorizationValidMs <= now) {
    // Never captured: the authorization lapsed (main/simulator/charges/README.md: Capture, 313).
    const lapsed = changed(record, created + authorizationValidMs, {
      status: 'failed',
      error: paymentFailure(313),
    });
    return { record: lapsed, paidAt: null };
  }
  const cancelable =
    status === 'authorized' ||
    status === 'awaiting' ||
    (status === 'successful' && !yenOnly(record));
  if (target === 'canceled' && cancelable && !record.cancelFails) {
    const canceledAt = between(random, settledAt + 1, now);
    return { record: changed(record, canceledAt, { status: 'canceled' }), paidAt: null };
  }
  if (target === 'error' && status === 'successful') {
    const errored = changed(record, settledAt, { status: 'error', error: processingError });
    return { record: errored, paidAt: null };
  }
  return { record, paidAt: status === 'successful' ? settledAt : null };
}

function yenOnly(record: ChargeRecord): boolean {
  return record.paymentType === 'konbini' || record.paymentType === 'bank_transfer';
}

function seedCharge(seeding: Seeding, planned: SeededCharge, index: number): void {
  const { random } = seeding;
  const { store, mode, method, created } = planned;
  const target = targetOf(random);
  const tokenId = random.uuid();
  const made = newTokenRecord(
    createTokenBody.parse(method.request(random, target === 'failed' ? 'fails' : 'succeeds')),
    { store, merchantId: seeding.merchantId, mode, now: created },
  );
  const token: TokenRecord = { ...made, id: tokenId, token: { ...made.token, id: tokenId } };
  const currency = currencyOf(random, method);
  const body = createChargeBody.parse({
    transaction_token_id: tokenId,
    amount: amountIn(random, currency),
    currency,
    capture: !(target === 'authorized' && method.authorizes),
    metadata: { order: `ORD-${String(index + 1).padStart(7, '0')}` },
  });
  const fresh = createChargeRecord({
    body,
    store,
    auth: { mode },
    merchantId: seeding.merchantId,
    now: created,
    token,
    // No earlier charge can be "too quick": each seeded charge has its own card token.
    charges: [],
    tokenOf: () => undefined,
  });
  const chargeId = random.uuid();
  const dated: ChargeRecord = {
    ...fresh,
    id: chargeId,
    charge: { ...fresh.charge, id: chargeId },
    expiry: fresh.expiry === null ? null : { ...fresh.expiry, id: random.uuid() },
  };
  seeding.tokens.push(markTokenUsed(token, created));
  if (planned.pending) {
    seeding.charges.push(dated);
    seeding.work.push(['charges.process', created + processingDelayMs, { id: chargeId }]);
    return;
  }
  const settled = settle(
    seeding,
    processCharge(dated, created + processingDelayMs),
    target,
    created,
  );
  let record = settled.record;
  if (settled.paidAt !== null && !yenOnly(record) && random.chance(0.15)) {
    record = seedRefund(seeding, record, settled.paidAt, random.chance(0.6));
  }
  seeding.charges.push(record);
}

function seedRefund(
  seeding: Seeding,
  record: ChargeRecord,
  paidAt: number,
  full: boolean,
): ChargeRecord {
  const { random, now } = seeding;
  const charged = (record.charge.charged_amount ?? record.charge.requested_amount) as number;
  const currency = record.charge.charged_currency ?? record.charge.requested_currency;
  const amount = (full ? charged : Math.max(1, Math.floor(charged / 2))) as MinorUnits;
  const createdAt = between(random, paidAt + minute, Math.min(paidAt + 3 * day, now - 1));
  const processing = createdAt + refundProcessingMs > now;
  const failed = !processing && record.refundFails;
  const errored = !processing && !failed && random.chance(0.03);
  const status = processing ? 'pending' : failed ? 'failed' : errored ? 'error' : 'successful';
  const id = random.uuid();
  const created = serviceTimestamp(createdAt);
  seeding.refunds.push({
    id,
    store_id: record.charge.store_id,
    charge_id: record.id,
    status,
    amount,
    currency,
    amount_formatted: amountFormatted(amount, currency),
    reason: random.pick(['customer_request', 'duplicate', 'fraud']),
    message: null,
    error: failed ? paymentFailure(308) : errored ? processingError : null,
    metadata: {},
    mode: record.charge.mode ?? 'test',
    created_on: created,
    updated_on: processing ? created : serviceTimestamp(createdAt + refundProcessingMs),
  });
  if (processing)
    seeding.work.push(['refunds.process', createdAt + refundProcessingMs, { refundId: id }]);
  // A failed refund gives its amount back (refunds-module.ts).
  return failed ? record : { ...record, refundedAmount: record.refundedAmount + amount };
}

/** Runs the seeding; answers what was made. */
function seedHistoryRecords(
  sim: SimulatorRegistry,
  input: z.output<typeof historySeedInput>,
): HistorySeedResult {
  const { count, days, seed } = input;
  const random = new SeededRandom(seed);
  const now = sim.clock.now();
  const from = now - days * day;
  const stores = sim.accounts.credentials().stores.flatMap(({ id }) => {
    const store = sim.accounts.store(id);
    return store === undefined ? [] : [store];
  });
  const [first, second] = stores;
  if (first === undefined || second === undefined)
    throw new Error('the simulator seeds two stores');
  const seeding: Seeding = {
    random,
    now,
    merchantId: sim.accounts.merchantId,
    tokens: [],
    charges: [],
    refunds: [],
    work: [],
  };
  // The newest charges are still processing, so every status shows, pending included.
  const pendingFrom = count - Math.min(count, Math.max(1, Math.floor(count / 1000)));
  for (let index = 0; index < count; index += 1) {
    const pending = index >= pendingFrom;
    const spread = from + Math.floor(((index + random.next()) * (now - from)) / count);
    const created = pending ? Math.max(spread, now - 900) : spread;
    const store = random.chance(0.7) ? first : second;
    const method = random.pick(seededPaymentMethods);
    // Live payments at store 1 too, never with a test card (NO_TEST_CARD_IN_LIVE_MODE).
    const live = store === first && !method.authorizes && random.chance(0.1);
    seedCharge(seeding, { store, mode: live ? 'live' : 'test', method, created, pending }, index);
  }
  sim.state.collection(tokensCollection).insertMany(seeding.tokens);
  sim.state.collection(chargesCollection).insertMany(seeding.charges);
  sim.state.collection(refundsCollection).insertMany(seeding.refunds);
  for (const [transition, time, payload] of seeding.work) sim.schedule(transition, time, payload);
  return {
    charges: seeding.charges.length,
    refunds: seeding.refunds.length,
    from: new Date(from).toISOString(),
    to: new Date(now).toISOString(),
  };
}

export const historySeedModule: SimulatorModule = {
  name: 'history-seed',
  collections: [],
  register(sim) {
    sim.trigger({
      name: 'history.seed',
      description:
        'Seeds `count` charges and their refunds over the `days` ending now on both stores, every method, brand and status; the same `seed` gives the same records.',
      input: historySeedInput,
      run: (input) => seedHistoryRecords(sim, input),
    });
  },
};
