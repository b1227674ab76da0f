import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  chargeRecord,
  chargesCollection,
} from '../../../../../main/simulator/charges/charge-record';
import type { SimulatorModule } from '../../../../../main/simulator/simulator-module';
import { tokenRecord, tokensCollection } from '../../../../../main/simulator/tokens/token-record';
import type { TestSimulator } from '../simulator-fixture';

/*
 * Stands in for the token and charge modules in the tests of what happens to a charge after
 * it exists: it declares their collections and inserts records exactly as given, so a test
 * starts from a charge in any state without driving the charge's own state machine there.
 */

const seedBody = z.strictObject({
  tokens: z.array(tokenRecord),
  charges: z.array(chargeRecord),
});
type SeedBody = z.input<typeof seedBody>;
type SeededToken = SeedBody['tokens'][number];
type SeededCharge = SeedBody['charges'][number];

export const chargeSeedModule: SimulatorModule = {
  name: 'charge-seed',
  collections: [chargesCollection, tokensCollection],
  register(sim) {
    const charges = sim.state.collection(chargesCollection);
    const tokens = sim.state.collection(tokensCollection);
    sim.control({
      method: 'POST',
      path: '/_sim/test/seed',
      body: seedBody,
      run: ({ body }) => {
        for (const token of body.tokens) tokens.insert(token);
        for (const charge of body.charges) charges.insert(charge);
        return { tokens: body.tokens.length, charges: body.charges.length };
      },
    });
    // The whole record, for what no service route shows (`creationMetadata`, `refundedAmount`).
    sim.control({
      method: 'GET',
      path: '/_sim/test/charges/{chargeId}',
      params: z.strictObject({ chargeId: z.string() }),
      run: ({ params }) => charges.get(params.chargeId) ?? null,
    });
  },
};

export interface SeedOptions {
  readonly storeId: string;
  readonly mode?: 'test' | 'live';
  readonly paymentType?: 'card' | 'konbini' | 'bank_transfer' | 'qr_scan' | 'online';
  readonly status?: string;
  readonly amount?: number;
  readonly currency?: string;
  /** What was charged; the amount itself for an authorized or successful charge by default. */
  readonly chargedAmount?: number | null;
  readonly metadata?: Record<string, unknown>;
  readonly refundFails?: boolean;
  readonly cancelFails?: boolean;
  readonly cardholder?: string;
  readonly lastFour?: string;
  readonly email?: string;
  readonly customerName?: string;
  /** Sum of the charge's refunds not failed. */
  readonly refundedAmount?: number;
  /** A payment deadline (konbini, bank transfer), in ms on the simulator clock. */
  readonly expiresAt?: number;
}

export interface Seeded {
  readonly chargeId: string;
  readonly tokenId: string;
  /** `/stores/{storeId}/charges/{chargeId}` */
  readonly path: string;
}

const brands = {
  card: null,
  konbini: 'family_mart',
  bank_transfer: 'aozora_bank',
  qr_scan: 'pay_pay',
  online: 'alipay_online',
} as const;

function tokenData(options: SeedOptions): Record<string, unknown> {
  switch (options.paymentType ?? 'card') {
    case 'card':
      return {
        card: {
          cardholder: options.cardholder ?? 'TARO YAMADA',
          exp_month: 12,
          exp_year: 2040,
          last_four: options.lastFour ?? '0000',
          brand: 'visa',
        },
      };
    case 'konbini':
      return {
        customer_name: options.customerName ?? 'Hanako Suzuki',
        convenience_store: brands.konbini,
      };
    case 'bank_transfer':
    case 'qr_scan':
    case 'online':
      return { brand: brands[options.paymentType ?? 'card'] };
  }
}

/** Builds one token and one charge made with it, dated now on the simulator's clock. */
function chargeRecords(
  now: number,
  options: SeedOptions,
): { token: SeededToken; charge: SeededCharge } {
  const tokenId = randomUUID();
  const chargeId = randomUUID();
  const paymentType = options.paymentType ?? 'card';
  const mode = options.mode ?? 'test';
  const amount = options.amount ?? 1000;
  const currency = options.currency ?? 'JPY';
  const status = options.status ?? 'successful';
  const processed = status === 'authorized' || status === 'successful';
  const charged =
    options.chargedAmount === undefined ? (processed ? amount : null) : options.chargedAmount;
  const created = new Date(now).toISOString();
  const metadata = options.metadata ?? {};
  const token: SeededToken = {
    id: tokenId,
    token: {
      id: tokenId,
      store_id: options.storeId,
      email: options.email ?? 'customer@example.com',
      payment_type: paymentType,
      mode,
      type: 'one_time',
      active: true,
      metadata: {},
      created_on: created,
      data: tokenData(options),
    },
    creationMetadata: {},
    expiresAt: null,
    usedAt: now,
    chargeFailure: null,
    refundFails: options.refundFails ?? false,
    cancelFails: options.cancelFails ?? false,
  };
  const charge: SeededCharge = {
    id: chargeId,
    charge: {
      id: chargeId,
      store_id: options.storeId,
      transaction_token_id: tokenId,
      requested_amount: amount,
      requested_currency: currency,
      charged_amount: charged,
      charged_currency: charged === null ? null : currency,
      status,
      error: null,
      metadata,
      mode,
      created_on: created,
      updated_on: created,
    },
    tokenId,
    paymentType,
    brand: brands[paymentType],
    creationMetadata: metadata,
    failure: null,
    refundFails: options.refundFails ?? false,
    cancelFails: options.cancelFails ?? false,
    capture: status !== 'authorized',
    threeDs: null,
    expiry:
      options.expiresAt === undefined
        ? null
        : {
            id: randomUUID(),
            expiresAt: options.expiresAt,
            extensionCount: 0,
            createdAt: now,
            updatedAt: now,
          },
    refundedAmount: options.refundedAmount ?? 0,
  };
  return { token, charge };
}

/** Seeds one charge (and its token) through the seed module's control route. */
export async function seedCharge(sim: TestSimulator, options: SeedOptions): Promise<Seeded> {
  const { token, charge } = chargeRecords(sim.clock.now(), options);
  const answer = await sim.call('POST', '/_sim/test/seed', {
    body: { tokens: [token], charges: [charge] },
  });
  if (answer.status !== 200) throw new Error(`seeding failed: ${answer.text}`);
  return {
    chargeId: charge.id,
    tokenId: token.id,
    path: `/stores/${options.storeId}/charges/${charge.id}`,
  };
}
