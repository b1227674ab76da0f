import { randomUUID } from 'node:crypto';
import {
  chargeRecord,
  chargesCollection,
  type ChargeRecord,
} from '../../../../main/simulator/charges/charge-record';
import type { SimulatorModule } from '../../../../main/simulator/simulator-module';
import {
  tokenRecord,
  tokensCollection,
  type TokenRecord,
} from '../../../../main/simulator/tokens/token-record';
import { toMinorUnits } from '../../../../shared/money';
import type { Mode } from '../../../../shared/service/common';

/*
 * Stands in for the tokens and charge modules in tests of the modules that read their records
 * (subscriptions, customs): it declares the two collections and inserts records as given, so a
 * test controls exactly the token or charge it needs (a card that fails, a we_chat_online
 * charge) without going through their creation rules.
 */
export const seedRecordsModule: SimulatorModule = {
  name: 'seed-records',
  collections: [tokensCollection, chargesCollection],
  register(sim) {
    const tokens = sim.state.collection(tokensCollection);
    const charges = sim.state.collection(chargesCollection);
    sim.control({
      method: 'POST',
      path: '/_sim/seed/tokens',
      body: tokenRecord,
      run: ({ body }) => tokens.insert(body),
    });
    sim.control({
      method: 'POST',
      path: '/_sim/seed/charges',
      body: chargeRecord,
      run: ({ body }) => charges.insert(body),
    });
  },
};

export interface CardTokenOptions {
  readonly storeId: string;
  readonly merchantId: string;
  readonly mode?: Mode;
  readonly type?: 'one_time' | 'recurring' | 'subscription';
  readonly active?: boolean;
  readonly expiresAt?: number | null;
  readonly chargeFailure?: number | null;
  readonly cardholder?: string;
  readonly bin?: string;
  readonly lastFour?: string;
  readonly expMonth?: number;
  readonly expYear?: number;
  readonly email?: string;
  readonly phone?: { readonly country_code: number; readonly local_number: string };
}

/** A card token record as the tokens module would keep it. */
export function cardTokenRecord(options: CardTokenOptions): TokenRecord {
  const id = randomUUID();
  const created = new Date().toISOString();
  return {
    id,
    token: {
      id,
      merchant_id: options.merchantId,
      store_id: options.storeId,
      email: options.email ?? 'taro@example.com',
      payment_type: 'card',
      active: options.active ?? true,
      mode: options.mode ?? 'test',
      type: options.type ?? 'subscription',
      ip_address: null,
      usage_limit: null,
      confirmed: null,
      metadata: {},
      created_on: created,
      updated_on: created,
      last_used_on: null,
      data: {
        card: {
          cardholder: options.cardholder ?? 'Taro Yamada',
          exp_month: options.expMonth ?? 12,
          exp_year: options.expYear ?? 2030,
          card_bin: options.bin ?? '424242',
          last_four: options.lastFour ?? '4242',
          brand: 'visa',
          card_type: 'credit',
          country: 'JP',
          category: null,
          issuer: null,
          sub_brand: null,
        },
        billing: {
          line1: null,
          line2: null,
          state: null,
          city: null,
          country: 'JP',
          zip: null,
          phone_number: options.phone ?? { country_code: 81, local_number: '09012345678' },
        },
      },
    },
    creationMetadata: {},
    expiresAt: options.expiresAt ?? null,
    usedAt: null,
    chargeFailure: options.chargeFailure ?? null,
    refundFails: false,
    cancelFails: false,
  };
}

export interface ChargeOptions {
  readonly storeId: string;
  readonly merchantId: string;
  readonly mode?: Mode;
  readonly brand?: string;
  readonly paymentType?: string;
  readonly status?: string;
}

/**
 * A processed online charge record (we_chat_online unless told; another payment type and
 * brand where given) as the charge module keeps it.
 */
export function onlineChargeRecord(options: ChargeOptions): ChargeRecord {
  const id = randomUUID();
  const created = new Date().toISOString();
  const amount = toMinorUnits(5000);
  return {
    id,
    charge: {
      id,
      store_id: options.storeId,
      merchant_id: options.merchantId,
      transaction_token_id: randomUUID(),
      requested_amount: amount,
      requested_currency: 'JPY',
      requested_amount_formatted: 5000,
      charged_amount: amount,
      charged_currency: 'JPY',
      charged_amount_formatted: 5000,
      status: options.status ?? 'successful',
      error: null,
      metadata: {},
      mode: options.mode ?? 'test',
      created_on: created,
      updated_on: created,
    },
    tokenId: randomUUID(),
    paymentType: options.paymentType ?? 'online',
    brand: options.brand ?? 'we_chat_online',
    creationMetadata: {},
    failure: null,
    refundFails: false,
    cancelFails: false,
    capture: true,
    threeDs: null,
    expiry: null,
    refundedAmount: 0,
  };
}
