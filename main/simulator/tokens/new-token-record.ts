import { randomInt, randomUUID } from 'node:crypto';
import type { Mode } from '../../../shared/service/common';
import type { CreateTokenBody } from '../../../shared/service/token-create';
import { defaultKonbiniExpirationPeriod } from '../../../shared/service/token-expiration';
import type { TransactionToken } from '../../../shared/service/tokens';
import type { SimulatorStore } from '../accounts';
import { cardProfile } from './card-profile';
import { readScannedQr } from './scanned-qr';
import { cardOutcomes } from './test-cards';
import type { TokenRecord } from './token-record';

/*
 * Builds the record of a token from a create request that passed the schema and the server-side
 * rules (create-token-rules.ts). The card number, CVV, Apple Pay and Paidy tokens and the scanned
 * QR code are read here and never copied: the token keeps only what the service shows
 * (spec: Transaction token).
 */

/** Conventions: Transaction tokens, one_time and subscription tokens are valid 5 minutes. */
const shortLivedMs = 5 * 60 * 1000;

/**
 * Where the simulator's bank-transfer customers send money (conventions: Transaction tokens): GMO
 * Aozora Net Bank by its Zengin code, named and spelled as a bank names itself, the holder in
 * half-width katakana as Japanese banks register it (main/simulator/tokens/README.md: Bank transfer
 * accounts).
 */
const transferBank = {
  bank_code: '0310',
  bank_name: 'GMOあおぞらネット銀行',
  branch_code: '101',
  branch_name: 'トレーニング支店',
  account_holder_name: 'ﾄﾚｰﾆﾝｸﾞﾃﾝﾎﾟ',
} as const;

interface NewTokenContext {
  readonly store: SimulatorStore;
  readonly merchantId: string;
  readonly mode: Mode;
  readonly now: number;
}

type Body<Type extends CreateTokenBody['payment_type']> = Extract<
  CreateTokenBody,
  { payment_type: Type }
>;
type Data<Type extends TransactionToken['payment_type']> = Extract<
  TransactionToken,
  { payment_type: Type }
>['data'];

/** What a payment in the simulator does with the token, beyond what the token shows. */
interface Outcomes {
  readonly chargeFailure: number | null;
  readonly refundFails: boolean;
  readonly cancelFails: boolean;
}

const succeeds: Outcomes = { chargeFailure: null, refundFails: false, cancelFails: false };

/** The spec types a response's `country_code` as an integer; the request sends digits. */
function phone(number: { country_code: string; local_number: string } | undefined) {
  return number === undefined
    ? null
    : { country_code: Number(number.country_code), local_number: number.local_number };
}

function billing(data: Body<'card' | 'apple_pay'>['data']) {
  return {
    line1: data.line1 ?? null,
    line2: data.line2 ?? null,
    state: data.state ?? null,
    city: data.city ?? null,
    country: data.country ?? null,
    zip: data.zip ?? null,
    phone_number: phone(data.phone_number),
  };
}

function cardData(data: Body<'card'>['data']): Data<'card'> {
  const threeDsEnabled = data.three_ds?.enabled ?? false;
  const redirectEndpoint = data.three_ds?.redirect_endpoint ?? null;
  const cvvAuthorize = data.cvv_authorize?.enabled ?? false;
  return {
    card: {
      cardholder: data.cardholder,
      exp_month: Number(data.exp_month),
      exp_year: Number(data.exp_year),
      ...cardProfile(data.card_number),
    },
    billing: billing(data),
    // The authorization that checks the CVV runs after creation (tokens-module.ts).
    cvv_authorize: {
      enabled: cvvAuthorize,
      status: cvvAuthorize ? 'pending' : null,
      currency: null,
      charge_id: null,
      credentials_id: null,
    },
    cvv_authorize_check: { status: null, charge_id: null, date: null },
    three_ds: {
      enabled: threeDsEnabled,
      // Spec: Transaction token 3DS, pending at creation, awaiting after processing.
      status: threeDsEnabled ? 'pending' : null,
      redirect_endpoint: redirectEndpoint,
      // Spec: Get the 3DS issuer token, rule 4 (populated once the endpoint is registered).
      redirect_id: redirectEndpoint === null ? null : randomUUID(),
      error: null,
    },
  };
}

function konbiniData(data: Body<'konbini'>['data']): Data<'konbini'> {
  return {
    customer_name: data.customer_name,
    phone_number: phone(data.phone_number),
    convenience_store: data.convenience_store,
    // Limits: konbini expiration_period, the service applies the default when none is given.
    expiration_period: data.expiration_period ?? defaultKonbiniExpirationPeriod,
    expiration_time_shift: data.expiration_time_shift ?? null,
  };
}

function onlineData(data: Body<'online'>['data']): Data<'online'> {
  return {
    brand: data.brand,
    call_method: data.call_method,
    // Spec: Charge rule 2, the issuer token exists only once a charge is awaiting.
    issuer_token: null,
    user_identifier: data.user_identifier ?? null,
    os_type: data.os_type ?? null,
  };
}

/** A virtual account per token, so an arriving transfer names the payment it is for. */
function bankTransferData(data: Body<'bank_transfer'>['data']) {
  return {
    brand: data.brand,
    // Null: the store's own setting applies (spec: data for bank_transfer, match_amount).
    match_amount: data.match_amount ?? null,
    expiration_period: data.expiration_period ?? null,
    expiration_time_shift: data.expiration_time_shift ?? null,
    ...transferBank,
    account_number: String(randomInt(1_000_000, 10_000_000)),
  } satisfies Data<'bank_transfer'>;
}

/** The token's payment-type fields and what payments with it will do. */
function paymentOf(body: CreateTokenBody) {
  switch (body.payment_type) {
    case 'card': {
      const { chargeFailure, refundFails, cancelFails } = cardOutcomes(body.data.card_number);
      return {
        payment_type: body.payment_type,
        data: cardData(body.data),
        outcomes: { chargeFailure, refundFails, cancelFails },
      };
    }
    case 'apple_pay':
      return {
        payment_type: body.payment_type,
        data: { cardholder: body.data.cardholder, billing: billing(body.data) },
        outcomes: succeeds,
      };
    case 'qr_scan': {
      if ('brand' in body.data) {
        return {
          payment_type: body.payment_type,
          data: { brand: body.data.brand },
          outcomes: succeeds,
        };
      }
      const code = readScannedQr(body.data.scanned_qr);
      return {
        payment_type: body.payment_type,
        // The fixtures show the gateway beside the brand (transactiontoken/get-qrbrand*.json).
        data: { brand: code.brand, gateway: code.brand },
        outcomes: { ...succeeds, chargeFailure: code.chargeFailure },
      };
    }
    case 'qr_merchant':
      return {
        payment_type: body.payment_type,
        data: { brand: body.data.brand },
        outcomes: succeeds,
      };
    case 'konbini':
      return { payment_type: body.payment_type, data: konbiniData(body.data), outcomes: succeeds };
    case 'online':
      return { payment_type: body.payment_type, data: onlineData(body.data), outcomes: succeeds };
    case 'bank_transfer':
      return {
        payment_type: body.payment_type,
        data: bankTransferData(body.data),
        outcomes: succeeds,
      };
    case 'paidy':
      return {
        payment_type: body.payment_type,
        data: {
          shipping_address: body.data.shipping_address ?? null,
          phone_number: phone(body.data.phone_number),
        },
        outcomes: succeeds,
      };
  }
}

export function newTokenRecord(body: CreateTokenBody, context: NewTokenContext): TokenRecord {
  const id = randomUUID();
  const created = new Date(context.now).toISOString();
  const type = body.type ?? 'one_time';
  const metadata = body.metadata ?? {};
  const { outcomes, ...payment } = paymentOf(body);
  const token = {
    id,
    merchant_id: context.merchantId,
    store_id: context.store.id,
    // Spec: email is optional for online payments only; the service then shows null.
    email: body.email ?? null,
    active: true,
    mode: context.mode,
    type,
    ip_address: body.ip_address ?? null,
    usage_limit: body.usage_limit ?? null,
    confirmed: null,
    metadata,
    created_on: created,
    updated_on: created,
    last_used_on: null,
    ...payment,
  } satisfies TransactionToken;
  return {
    id,
    token,
    creationMetadata: metadata,
    expiresAt: type === 'recurring' ? null : context.now + shortLivedMs,
    usedAt: null,
    ...outcomes,
  };
}
