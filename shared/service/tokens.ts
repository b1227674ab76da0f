import { z } from 'zod';
import { currencyCode, minorUnits } from '../money';
import { metadata, mode, timestamp, uuid } from './common';
import { paymentError } from './errors';
import { threeDsIssuerToken } from './issuer-tokens';
import { paginated } from './pagination';
import { defineRoute } from './route';
import { createTokenBody } from './token-create';
import { requiredText } from './token-fields';
import { listTokensQuery } from './token-list-query';
import { paymentTypes, tokenTypes, usageLimits, type PaymentType } from './token-options';

/*
 * The transaction token as the service returns it (spec: Transaction token), tolerant like
 * every response: unknown fields are kept, and null or absence is accepted wherever the real
 * service has sent it (fixtures: transactiontoken/).
 */

const optionalText = z.string().nullable().optional();
const optionalId = uuid.nullable().optional();

/** The spec types `country_code` as an integer; a string is the request's form, kept too. */
const phoneNumber = z.looseObject({
  country_code: z.union([z.number().int(), z.string()]),
  local_number: z.string(),
});

/** Conventions: Transaction tokens (card 3DS and cvv_authorize statuses). */
export const threeDsStatus = z.enum(['pending', 'awaiting', 'successful', 'failed', 'error']);
export const cvvAuthorizeStatus = z.enum(['pending', 'current', 'failed', 'inactive']);

/** Spec: Transaction token, data for payment_type card. */
const cardTokenData = z.looseObject({
  card: z.looseObject({
    cardholder: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    card_bin: optionalText,
    last_four: z.string(),
    brand: z.string(),
    card_type: optionalText,
    country: optionalText,
    category: optionalText,
    issuer: optionalText,
    sub_brand: optionalText,
  }),
  billing: z
    .looseObject({
      line1: optionalText,
      line2: optionalText,
      state: optionalText,
      city: optionalText,
      country: optionalText,
      zip: optionalText,
      phone_number: phoneNumber.nullable().optional(),
    })
    .nullable()
    .optional(),
  cvv_authorize: z
    .looseObject({
      enabled: z.boolean(),
      // An unknown status is kept so a newer service does not break parsing.
      status: z.union([cvvAuthorizeStatus, z.string()]).nullable().optional(),
      currency: currencyCode.nullable().optional(),
      charge_id: optionalId,
      credentials_id: optionalId,
    })
    .optional(),
  cvv_authorize_check: z
    .looseObject({
      status: optionalText,
      charge_id: optionalId,
      date: timestamp.nullable().optional(),
    })
    .optional(),
  three_ds: z
    .looseObject({
      enabled: z.boolean(),
      status: z.union([threeDsStatus, z.string()]).nullable().optional(),
      redirect_endpoint: optionalText,
      // Spec: Get the 3DS issuer token, rule 4 (populated once the endpoint is registered).
      redirect_id: optionalId,
      error: paymentError.nullable().optional(),
    })
    .optional(),
});

/**
 * qr_scan and qr_merchant: `brand` is the brand the scanned code belongs to (conventions:
 * Transaction tokens), null while unknown, and may be a brand newer than this app.
 */
const qrTokenData = z.looseObject({
  brand: optionalText,
  gateway: optionalText,
  qr_image_url: optionalText,
});

const konbiniTokenData = z.looseObject({
  customer_name: optionalText,
  phone_number: phoneNumber.nullable().optional(),
  convenience_store: optionalText,
  expiration_period: optionalText,
  expiration_time_shift: optionalText,
});

/** `issuer_token` is null until the charge is awaiting (spec: Charge, rule 2). */
const onlineTokenData = z.looseObject({
  brand: z.string(),
  call_method: optionalText,
  issuer_token: optionalText,
  user_identifier: optionalText,
  os_type: optionalText,
});

/** Conventions: Transaction tokens (the bank account the customer transfers to). */
const bankTransferTokenData = z.looseObject({
  brand: z.string(),
  match_amount: optionalText,
  expiration_period: optionalText,
  expiration_time_shift: optionalText,
  bank_code: optionalText,
  bank_name: optionalText,
  branch_code: optionalText,
  branch_name: optionalText,
  account_number: optionalText,
  account_holder_name: optionalText,
});

/** What neither the spec nor the conventions show: passed on as the service sent it. */
const unshownTokenData = z.record(z.string(), z.unknown());

/** Spec: Transaction token, the fields of every payment type. */
const tokenFields = z.looseObject({
  id: uuid,
  // Spec: present on the alias response.
  platform_id: uuid.optional(),
  merchant_id: uuid.optional(),
  store_id: uuid,
  // Null or absent for online tokens, where the request may omit it.
  email: optionalText,
  active: z.boolean().optional(),
  mode,
  // Spec: "the full list of types is not shown", so an unknown type is kept.
  type: z.union([z.enum(tokenTypes), z.string()]).optional(),
  ip_address: optionalText,
  usage_limit: z
    .union([z.enum(usageLimits), z.string()])
    .nullable()
    .optional(),
  confirmed: z.boolean().nullable().optional(),
  metadata: metadata.optional(),
  created_on: timestamp,
  updated_on: timestamp.optional(),
  last_used_on: timestamp.nullable().optional(),
  // Spec: alias response only.
  amount: minorUnits.nullable().optional(),
  currency: currencyCode.nullable().optional(),
  alias_metadata: metadata.optional(),
  // Spec: list items only.
  merchant_name: z.string().optional(),
  store_name: z.string().optional(),
  user_data: z
    .looseObject({
      cardholder_name: optionalText,
      brand: optionalText,
      gateway: optionalText,
      service_provider: optionalText,
    })
    .optional(),
});

const knownPaymentTypes: readonly string[] = paymentTypes;

/**
 * The transaction token of the create, get, list and alias responses. A payment type this app
 * does not know yet still parses, with its `data` as sent; use `isPaymentType` to narrow,
 * since such a token's `payment_type` is any string and `===` cannot rule it out.
 */
export const transactionToken = z.union([
  z.discriminatedUnion('payment_type', [
    tokenFields.extend({ payment_type: z.literal('card'), data: cardTokenData }),
    tokenFields.extend({ payment_type: z.literal('apple_pay'), data: unshownTokenData }),
    tokenFields.extend({ payment_type: z.literal('qr_scan'), data: qrTokenData }),
    tokenFields.extend({ payment_type: z.literal('qr_merchant'), data: qrTokenData }),
    tokenFields.extend({ payment_type: z.literal('konbini'), data: konbiniTokenData }),
    tokenFields.extend({ payment_type: z.literal('online'), data: onlineTokenData }),
    tokenFields.extend({ payment_type: z.literal('bank_transfer'), data: bankTransferTokenData }),
    tokenFields.extend({ payment_type: z.literal('paidy'), data: unshownTokenData }),
  ]),
  // A known type whose data does not fit fails above instead of passing as an unknown one,
  // and `abort` keeps that failure in the report rather than only this refusal.
  tokenFields.extend({
    payment_type: z.string().refine((type) => !knownPaymentTypes.includes(type), { abort: true }),
    data: unshownTokenData,
  }),
]);
export type TransactionToken = z.infer<typeof transactionToken>;

/**
 * A token read by alias: the real service may leave out `data` (conventions: Checked against
 * the provider's own clients, Optional where Counter assumed present).
 */
const transactionTokenByAlias = z.union([
  transactionToken,
  tokenFields.extend({ payment_type: z.string(), data: z.undefined().optional() }),
]);
export type TransactionTokenByAlias = z.infer<typeof transactionTokenByAlias>;

/** Whether a token read by alias came with its `data`, as every other read does. */
export function hasTokenData(token: TransactionTokenByAlias): token is TransactionToken {
  return token.data !== undefined;
}

/** Narrows a token to one payment type, with that type's `data`. */
export function isPaymentType<Type extends PaymentType>(
  token: TransactionToken,
  type: Type,
): token is Extract<TransactionToken, { payment_type: Type }> {
  return token.payment_type === type;
}

const noParams = z.strictObject({});
const storeParams = z.strictObject({ storeId: uuid });
const tokenParams = z.strictObject({ storeId: uuid, tokenId: uuid });
const aliasParams = z.strictObject({ storeId: uuid, alias: requiredText });

export const tokenRoutes = {
  // Spec: Create a transaction token (the secret is required; Errors 1: 201).
  createToken: defineRoute({
    method: 'POST',
    path: '/tokens',
    auth: 'secret',
    params: noParams,
    body: createTokenBody,
    response: transactionToken,
    status: 201,
    idempotent: true,
  }),
  listStoreTokens: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/tokens',
    auth: 'secret',
    params: storeParams,
    query: listTokensQuery,
    response: paginated(transactionToken),
    status: 200,
    idempotent: false,
  }),
  listTokens: defineRoute({
    method: 'GET',
    path: '/tokens',
    auth: 'secret',
    params: noParams,
    query: listTokensQuery,
    response: paginated(transactionToken),
    status: 200,
    idempotent: false,
  }),
  getToken: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/tokens/{tokenId}',
    auth: 'secret',
    params: tokenParams,
    response: transactionToken,
    status: 200,
    idempotent: false,
  }),
  // Spec: Authentication 2 (the alias and 3DS issuer token routes show the JWT alone).
  getTokenByAlias: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/tokens/alias/{alias}',
    auth: 'jwt',
    params: aliasParams,
    response: transactionTokenByAlias,
    status: 200,
    idempotent: false,
  }),
  getTokenThreeDsIssuerToken: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/tokens/{tokenId}/three_ds/issuer_token',
    auth: 'jwt',
    params: tokenParams,
    response: threeDsIssuerToken,
    status: 200,
    idempotent: false,
  }),
};
