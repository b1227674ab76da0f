import { z } from 'zod';
import { email, isoDuration, metadataInput, type ValidationReason } from './common';
import { applePayData, cardData } from './token-card';
import { durationToMilliseconds, konbiniExpirationLimits } from './token-expiration';
import {
  choice,
  japanesePhoneNumber,
  phoneNumber,
  requiredText,
  timeOfDayWithZone,
} from './token-fields';
import {
  bankTransferBrands,
  bankTransferMatchAmounts,
  isCallMethodSupported,
  konbiniStores,
  konbiniStoresWithoutTimeShift,
  onlineBrands,
  onlineCallMethods,
  onlineOsTypes,
  qrMerchantBrands,
  requiredOnlineFields,
  tokenTypes,
  usageLimits,
} from './token-options';

/*
 * The create-token body (spec: Create a transaction token; conventions: Transaction tokens),
 * one branch per payment type so each type's `data` is typed. Rules between fields are
 * refinements that name the field at fault and the most specific reason.
 */

function reject(ctx: z.RefinementCtx, path: (string | number)[], reason: ValidationReason): void {
  ctx.addIssue({ code: 'custom', path, message: reason });
}

const scannedQrData = z.strictObject({ scanned_qr: requiredText });
const merchantQrData = z.strictObject({ brand: choice(qrMerchantBrands) });

/**
 * Spec: data for qr_scan, customer-presented (`scanned_qr`) or merchant-presented (`brand`).
 * Checked first as one object so a mistake names its field (a failed union names none), then
 * typed as the union of the two variants.
 */
const qrScanData = scannedQrData
  .extend(merchantQrData.shape)
  .partial()
  .superRefine((data, ctx) => {
    if (data.scanned_qr === undefined && data.brand === undefined) {
      reject(ctx, ['scanned_qr'], 'REQUIRED_VALUE');
    } else if (data.scanned_qr !== undefined && data.brand !== undefined) {
      reject(ctx, ['brand'], 'DEPENDS_ON_OTHER_FIELD');
    }
  })
  .pipe(z.union([scannedQrData, merchantQrData]));

const konbiniExpirationPeriod = isoDuration.refine(
  (value) => {
    const length = durationToMilliseconds(value);
    // A text that is no duration has already failed isoDuration: one reason is enough.
    if (length === undefined) return true;
    return length >= konbiniExpirationLimits.minimum && length <= konbiniExpirationLimits.maximum;
  },
  { error: 'OUT_OF_RANGE' },
);

const storesWithoutTimeShift: readonly string[] = konbiniStoresWithoutTimeShift;

/** Spec: data for konbini; Limits: konbini expiration_period, expiration_time_shift. */
const konbiniData = z
  .strictObject({
    customer_name: requiredText,
    phone_number: japanesePhoneNumber,
    convenience_store: choice(konbiniStores),
    expiration_period: konbiniExpirationPeriod.optional(),
    expiration_time_shift: timeOfDayWithZone.optional(),
  })
  .superRefine((data, ctx) => {
    if (data.expiration_time_shift === undefined) return;
    if (storesWithoutTimeShift.includes(data.convenience_store)) {
      reject(ctx, ['expiration_time_shift'], 'NOT_SUPPORTED_BY_BRAND');
      return;
    }
    // Spec: Errors 3 ("data.expiration_time_shift needs data.expiration_period").
    if (data.expiration_period === undefined) {
      reject(ctx, ['expiration_time_shift'], 'DEPENDS_ON_OTHER_FIELD');
      return;
    }
    const length = durationToMilliseconds(data.expiration_period);
    // A period already outside the general range has its own OUT_OF_RANGE.
    if (
      length !== undefined &&
      length >= konbiniExpirationLimits.minimum &&
      length < konbiniExpirationLimits.minimumWithTimeShift
    ) {
      reject(ctx, ['expiration_period'], 'OUT_OF_RANGE');
    }
  });

/** Spec: data for online. Which combinations need which field is checked on the token. */
const onlineData = z.strictObject({
  brand: choice(onlineBrands),
  call_method: choice(onlineCallMethods),
  user_identifier: requiredText.optional(),
  os_type: choice(onlineOsTypes).optional(),
});

/** Spec: data for bank_transfer. */
const bankTransferData = z
  .strictObject({
    brand: choice(bankTransferBrands),
    match_amount: choice(bankTransferMatchAmounts).optional(),
    expiration_period: isoDuration.optional(),
    expiration_time_shift: timeOfDayWithZone.optional(),
  })
  .superRefine((data, ctx) => {
    if (data.expiration_time_shift !== undefined && data.expiration_period === undefined) {
      reject(ctx, ['expiration_time_shift'], 'DEPENDS_ON_OTHER_FIELD');
    }
  });

/**
 * Conventions: Transaction tokens name paidy but not its data. This is the least the service's
 * public SDKs send: the token Paidy's own checkout returned, and optionally where to ship and
 * the buyer's phone. A counter takes no Paidy payments itself; the schema keeps such tokens
 * creatable through the simulator and readable in the token list.
 */
const paidyData = z.strictObject({
  paidy_token: requiredText,
  shipping_address: z
    .strictObject({
      line1: z.string().optional(),
      line2: z.string().optional(),
      state: z.string().optional(),
      city: z.string().optional(),
      zip: requiredText,
    })
    .optional(),
  phone_number: phoneNumber.optional(),
});

/**
 * The token's 3DS mode, top level (conventions: Checked against the provider's own clients,
 * Charge create): the references' token modes, without the charge's `require`.
 */
const tokenThreeDs = z.strictObject({
  mode: choice(['normal', 'force', 'skip', 'if_available'] as const).optional(),
  redirect_endpoint: z.url({ protocol: /^https?$/, error: 'INVALID_FORMAT' }).optional(),
});

/** Spec: Create a transaction token, the fields every payment type shares. */
const tokenFields = z.strictObject({
  type: choice(tokenTypes).optional(),
  // Without the permission for infinitely chargeable tokens a recurring token needs
  // usage_limit (spec: Errors 3); the permission lives on the server, so the service decides.
  usage_limit: choice(usageLimits).optional(),
  email,
  ip_address: z.ipv4({ error: 'INVALID_FORMAT' }).optional(),
  metadata: metadataInput.optional(),
  three_ds: tokenThreeDs.optional(),
});

const cardToken = tokenFields
  .extend({ payment_type: z.literal('card'), data: cardData })
  .superRefine((token, ctx) => {
    // Spec: data for card ("data.three_ds.enabled may be true only if type is recurring").
    if (token.data.three_ds?.enabled === true && token.type !== 'recurring') {
      reject(ctx, ['data', 'three_ds', 'enabled'], 'DEPENDS_ON_OTHER_FIELD');
    }
  });

const applePayToken = tokenFields.extend({
  payment_type: z.literal('apple_pay'),
  data: applePayData,
});

const qrScanToken = tokenFields
  .extend({ payment_type: z.literal('qr_scan'), data: qrScanData })
  .superRefine((token, ctx) => {
    // Conventions: Transaction tokens ("qr_scan tokens are one-time only").
    if (token.type !== undefined && token.type !== 'one_time') {
      reject(ctx, ['type'], 'DEPENDS_ON_OTHER_FIELD');
    }
  });

/** Conventions: Transaction tokens (merchant-presented QR, data `{brand}`). */
const qrMerchantToken = tokenFields.extend({
  payment_type: z.literal('qr_merchant'),
  data: merchantQrData,
});

const konbiniToken = tokenFields.extend({ payment_type: z.literal('konbini'), data: konbiniData });

const onlineToken = tokenFields
  // Spec: email is "optional for online payments".
  .extend({ payment_type: z.literal('online'), email: email.optional(), data: onlineData })
  .superRefine((token, ctx) => {
    const { brand, call_method: callMethod } = token.data;
    if (!isCallMethodSupported(brand, callMethod)) {
      reject(ctx, ['data', 'call_method'], 'NOT_SUPPORTED_BY_BRAND');
      return;
    }
    for (const field of requiredOnlineFields(brand, callMethod)) {
      if (field === 'ip_address') {
        if (token.ip_address === undefined) reject(ctx, ['ip_address'], 'REQUIRED_VALUE');
      } else if (token.data[field] === undefined) {
        reject(ctx, ['data', field], 'REQUIRED_VALUE');
      }
    }
  });

const bankTransferToken = tokenFields.extend({
  payment_type: z.literal('bank_transfer'),
  data: bankTransferData,
});

const paidyToken = tokenFields.extend({ payment_type: z.literal('paidy'), data: paidyData });

/** The body of `POST /tokens`. */
export const createTokenBody = z.discriminatedUnion(
  'payment_type',
  [
    cardToken,
    applePayToken,
    qrScanToken,
    qrMerchantToken,
    konbiniToken,
    onlineToken,
    bankTransferToken,
    paidyToken,
  ],
  {
    // The union's own issue sits at `payment_type`: missing, or not a payment type.
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const body = issue.input;
      const given =
        typeof body === 'object' &&
        body !== null &&
        'payment_type' in body &&
        body.payment_type !== undefined;
      return given ? 'INVALID_FORMAT' : 'REQUIRED_VALUE';
    },
  },
);
export type CreateTokenBody = z.infer<typeof createTokenBody>;
