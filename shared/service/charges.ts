import { z } from 'zod';
import {
  amountInput,
  currencyCode,
  currencyInput,
  minorUnits,
  type CurrencyCode,
  type MinorUnits,
} from '../money';
import {
  isoTimestamp,
  metadata,
  metadataInput,
  mode,
  pollingQuery,
  timestamp,
  uuid,
} from './common';
import { paymentError } from './errors';
import { issuerToken, threeDsIssuerToken } from './issuer-tokens';
import { paginated, paginationQuery } from './pagination';
import { defineRoute } from './route';

/** Where the customer returns after 3DS or a wallet: a web address the browser can open. */
const redirectEndpoint = z.url({ protocol: /^https?$/, error: 'INVALID_FORMAT' });

/** Conventions: Charges (`provided` is set only by the service, so a request cannot ask for it). */
const chargeThreeDsMode = z.enum(['normal', 'require', 'force', 'skip', 'if_available'], {
  error: 'INVALID_FORMAT',
});

/** The one shape both 3DS request forms normalise to (conventions: Charges). */
export const chargeThreeDsInput = z.strictObject({
  mode: chargeThreeDsMode.optional(),
  redirect_endpoint: redirectEndpoint.optional(),
});
export type ChargeThreeDsInput = z.infer<typeof chargeThreeDsInput>;

/** An address of the customer's device, as the references take it: IPv4 or IPv6. */
const ipAddress = z.union([z.ipv4(), z.ipv6()], { error: 'INVALID_FORMAT' });

/**
 * Conventions: Charges. 3DS comes either as `three_ds` or as the spec's older `three_ds_mode`
 * plus `redirect_three_ds` (spec: Get the 3DS issuer token, rule 4); the simulator accepts
 * both and the client sends the spec's form (DESIGN.md: Where the spec is silent). Both forms
 * together are allowed only where they agree, so the charge's 3DS settings are never ambiguous.
 * The references also take `merchant_transaction_id`, `ip_address`, a platform's fee
 * (`fee_amount`, `fee_currency`) and `ignore_descriptor_on_error` (conventions: Checked
 * against the provider's own clients, Charge create).
 */
export const createChargeBody = z
  .strictObject({
    transaction_token_id: uuid,
    amount: amountInput,
    currency: currencyInput,
    capture: z.boolean({ error: 'INVALID_FORMAT' }).default(true),
    capture_at: isoTimestamp.optional(),
    only_direct_currency: z.boolean({ error: 'INVALID_FORMAT' }).optional(),
    descriptor: z.string({ error: 'INVALID_FORMAT' }).optional(),
    metadata: metadataInput.optional(),
    redirect: z.strictObject({ endpoint: redirectEndpoint }).optional(),
    three_ds: chargeThreeDsInput.optional(),
    three_ds_mode: chargeThreeDsMode.optional(),
    redirect_three_ds: z.strictObject({ endpoint: redirectEndpoint }).optional(),
    merchant_transaction_id: z.string({ error: 'INVALID_FORMAT' }).min(1).optional(),
    ip_address: ipAddress.optional(),
    fee_amount: minorUnits.nullable().optional(),
    fee_currency: currencyInput.nullable().optional(),
    ignore_descriptor_on_error: z.boolean({ error: 'INVALID_FORMAT' }).optional(),
  })
  .superRefine((body, ctx) => {
    const given = body.three_ds?.mode;
    if (given !== undefined && body.three_ds_mode !== undefined && given !== body.three_ds_mode) {
      ctx.addIssue({ code: 'custom', path: ['three_ds_mode'], message: 'DEPENDS_ON_OTHER_FIELD' });
    }
    const endpoint = body.three_ds?.redirect_endpoint;
    const older = body.redirect_three_ds?.endpoint;
    if (endpoint !== undefined && older !== undefined && endpoint !== older) {
      ctx.addIssue({
        code: 'custom',
        path: ['redirect_three_ds', 'endpoint'],
        message: 'DEPENDS_ON_OTHER_FIELD',
      });
    }
  });
export type CreateChargeBody = z.infer<typeof createChargeBody>;

/** The charge's 3DS settings from whichever form the body used (conventions: Charges). */
export function normaliseChargeThreeDs(
  body: Pick<z.input<typeof createChargeBody>, 'three_ds' | 'three_ds_mode' | 'redirect_three_ds'>,
): ChargeThreeDsInput {
  const threeDsMode = body.three_ds?.mode ?? body.three_ds_mode;
  const endpoint = body.three_ds?.redirect_endpoint ?? body.redirect_three_ds?.endpoint;
  return {
    ...(threeDsMode !== undefined && { mode: threeDsMode }),
    ...(endpoint !== undefined && { redirect_endpoint: endpoint }),
  };
}

/** Conventions: Charges (Update). */
export const updateChargeBody = z.strictObject({ metadata: metadataInput });

/** The conventions name no charge filters beyond these (conventions: Charges, Pagination). */
export const listChargesQuery = paginationQuery.extend({
  from: isoTimestamp.optional(),
  to: isoTimestamp.optional(),
  mode: mode.optional(),
});
export type ListChargesQuery = z.infer<typeof listChargesQuery>;

/** Conventions: Charges (Statuses). */
export const chargeStatus = z.enum(
  ['pending', 'awaiting', 'authorized', 'successful', 'failed', 'error', 'canceled'],
  { error: 'INVALID_FORMAT' },
);
export type ChargeStatus = z.infer<typeof chargeStatus>;

/**
 * Spec: States and transitions, Charge (successful, failed, error are terminal); the
 * conventions name no way out of canceled either.
 */
const terminalChargeStatus = chargeStatus.extract(['successful', 'failed', 'error', 'canceled']);

/** Whether a charge has stopped moving on its own, so polling it can end. */
export function isTerminalChargeStatus(
  status: string,
): status is z.infer<typeof terminalChargeStatus> {
  return terminalChargeStatus.safeParse(status).success;
}

const nullableId = uuid.nullable().optional();

/**
 * The charge object (spec: Charge; conventions: Charges). Older responses carry `test_mode`
 * instead of `mode`, omit the token id and the formatted amounts, and show `created_on: null`
 * right after creation (fixtures: charge/).
 */
export const charge = z.looseObject({
  id: uuid,
  store_id: uuid,
  merchant_id: uuid.optional(),
  platform_id: uuid.optional(),
  transaction_token_id: uuid.optional(),
  transaction_token_type: z.string().optional(),
  subscription_id: nullableId,
  merchant_transaction_id: z.string().nullable().optional(),
  ledger_id: nullableId,
  client_metadata_id: nullableId,
  requested_amount: minorUnits,
  requested_currency: currencyCode,
  requested_amount_formatted: z.number().optional(),
  // Conventions: Charges (null until processed).
  charged_amount: minorUnits.nullable(),
  charged_currency: currencyCode.nullable(),
  charged_amount_formatted: z.number().nullable().optional(),
  fee_amount: minorUnits.nullable().optional(),
  fee_currency: currencyCode.nullable().optional(),
  fee_amount_formatted: z.number().nullable().optional(),
  only_direct_currency: z.boolean().optional(),
  capture_at: timestamp.nullable().optional(),
  descriptor: z.string().nullable().optional(),
  descriptor_phone_number: z.string().nullable().optional(),
  // An unknown status is kept so a newer service does not break parsing.
  status: z.union([chargeStatus, z.string()]),
  error: paymentError.nullable(),
  metadata,
  mode: mode.optional(),
  test_mode: z.boolean().optional(),
  type: z.string().optional(),
  redirect: z
    .looseObject({
      endpoint: z.string().nullable().optional(),
      redirect_id: nullableId,
    })
    .optional(),
  three_ds: z
    .looseObject({
      // The request modes plus `provided`, which only the service sets.
      mode: z.union([chargeThreeDsMode, z.literal('provided'), z.string()]).optional(),
      redirect_endpoint: z.string().nullable().optional(),
      redirect_id: nullableId,
    })
    .optional(),
  // Spec: Charge ("other charge fields seen"), the older names of `three_ds`.
  three_ds_mode: z.union([chargeThreeDsMode, z.string()]).optional(),
  redirect_three_ds: z
    .looseObject({
      endpoint: z.string().nullable().optional(),
      redirect_id: nullableId,
    })
    .optional(),
  created_on: timestamp.nullable(),
  updated_on: timestamp.optional(),
  // Conventions: Charges (list items only).
  merchant_name: z.string().optional(),
  store_name: z.string().optional(),
});
export type Charge = z.infer<typeof charge>;

/**
 * What the service holds for a charge: once processed, the amount charged (a partial capture's
 * ¥9,800 of ¥12,000 authorized, a bank transfer's amount received), else the amount asked.
 * Every document and screen that says what was paid reads it here, never the sale as asked.
 */
export function chargedAmountOf(
  charge: Pick<
    Charge,
    'charged_amount' | 'charged_currency' | 'requested_amount' | 'requested_currency'
  >,
): { amount: MinorUnits; currency: CurrencyCode } {
  return charge.charged_amount === null || charge.charged_currency === null
    ? { amount: charge.requested_amount, currency: charge.requested_currency }
    : { amount: charge.charged_amount, currency: charge.charged_currency };
}

/** Expiry of a konbini or bank-transfer charge (conventions: Charges). */
export const chargeExpiry = z.looseObject({
  id: uuid,
  charge_id: uuid,
  expiration_date: timestamp,
  extension_count: z.number().int(),
  created_on: timestamp,
  updated_on: timestamp,
});

const noParams = z.strictObject({});
const storeParams = z.strictObject({ storeId: uuid });
export const chargeParams = z.strictObject({ storeId: uuid, chargeId: uuid });

export const chargeRoutes = {
  // Conventions: Charges (the store comes from the app token).
  createCharge: defineRoute({
    method: 'POST',
    path: '/charges',
    auth: 'secret',
    params: noParams,
    body: createChargeBody,
    response: charge,
    status: 201,
    idempotent: true,
  }),
  getCharge: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}',
    auth: 'secret',
    params: chargeParams,
    query: pollingQuery,
    response: charge,
    status: 200,
    idempotent: false,
  }),
  listCharges: defineRoute({
    method: 'GET',
    path: '/charges',
    auth: 'secret',
    params: noParams,
    query: listChargesQuery,
    response: paginated(charge),
    status: 200,
    idempotent: false,
  }),
  listStoreCharges: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges',
    auth: 'secret',
    params: storeParams,
    query: listChargesQuery,
    response: paginated(charge),
    status: 200,
    idempotent: false,
  }),
  updateCharge: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/charges/{chargeId}',
    auth: 'secret',
    params: chargeParams,
    body: updateChargeBody,
    response: charge,
    status: 200,
    idempotent: true,
  }),
  // Spec: Get the issuer token of a charge (shown with the JWT alone).
  getChargeIssuerToken: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/issuer_token',
    auth: 'jwt',
    params: chargeParams,
    response: issuerToken,
    status: 200,
    idempotent: false,
  }),
  // Spec: Get the 3DS issuer token (shown with the JWT alone).
  getChargeThreeDsIssuerToken: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/three_ds/issuer_token',
    auth: 'jwt',
    params: chargeParams,
    response: threeDsIssuerToken,
    status: 200,
    idempotent: false,
  }),
  getChargeExpiry: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/expiry/latest',
    auth: 'secret',
    params: chargeParams,
    response: chargeExpiry,
    status: 200,
    idempotent: false,
  }),
};
