import { issuerTokenCallMethod } from './issuer-tokens';

/*
 * The choices a create-token request offers, as plain data: the request schema is built from
 * them, and the renderer's forms and the simulator read them to offer and check the same ones.
 */

/** Spec: What the service does 1; conventions: Transaction tokens (qr_merchant, paidy). */
export const paymentTypes = [
  'card',
  'apple_pay',
  'qr_scan',
  'qr_merchant',
  'konbini',
  'online',
  'bank_transfer',
  'paidy',
] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** Spec: Transaction token ("the values one_time, recurring and subscription appear"). */
export const tokenTypes = ['one_time', 'recurring', 'subscription'] as const;
export type TokenType = (typeof tokenTypes)[number];

/** Conventions: Transaction tokens (`usage_limit`). */
export const usageLimits = ['daily', 'weekly', 'monthly', 'annually'] as const;

/** Spec: data for qr_scan, merchant-presented variant; conventions: qr_merchant uses the same. */
export const qrMerchantBrands = [
  'alipay_merchant_qr',
  'pay_pay_merchant',
  'we_chat_mpm',
  'd_barai_online',
] as const;

/** Spec: data for konbini (`data.convenience_store`). */
export const konbiniStores = [
  'seven_eleven',
  'family_mart',
  'lawson',
  'mini_stop',
  'seico_mart',
  'pay_easy',
  'circle_k',
  'sunkus',
  'daily_yamazaki',
  'yamazaki_daily_store',
] as const;
type KonbiniStore = (typeof konbiniStores)[number];

/** Spec: data for konbini (`expiration_time_shift` is unavailable for these stores). */
export const konbiniStoresWithoutTimeShift = [
  'seven_eleven',
  'seico_mart',
  'pay_easy',
  'circle_k',
  'sunkus',
] as const satisfies readonly KonbiniStore[];

/** Spec: data for online (`data.brand`). */
export const onlineBrands = [
  'alipay_online',
  'alipay_plus_online',
  'pay_pay_online',
  'we_chat_online',
  'd_barai_online',
] as const;
export type OnlineBrand = (typeof onlineBrands)[number];

/** Spec: data for online (`data.call_method`), the same methods an issuer token names. */
export const onlineCallMethods = issuerTokenCallMethod.options;
export type OnlineCallMethod = (typeof onlineCallMethods)[number];

/** Spec: data for online ("Supported call methods per brand"). */
export const onlineCallMethodsByBrand = {
  alipay_online: ['http_get', 'sdk', 'app'],
  alipay_plus_online: ['http_get', 'http_get_mobile', 'sdk', 'app'],
  pay_pay_online: ['http_post'],
  we_chat_online: ['http_get', 'sdk', 'app', 'web'],
  d_barai_online: ['http_post'],
} as const satisfies Record<OnlineBrand, readonly OnlineCallMethod[]>;

/** Spec: data for online (`data.os_type`). */
export const onlineOsTypes = ['android', 'ios'] as const;

/** Spec: data for bank_transfer (`data.brand`). */
export const bankTransferBrands = ['aozora_bank'] as const;

/** Spec: data for bank_transfer (`data.match_amount`). */
export const bankTransferMatchAmounts = ['disabled', 'exact', 'minimum', 'maximum'] as const;

/** A field an online token needs only for some brand and call method combinations. */
export type OnlineConditionalField = 'user_identifier' | 'os_type' | 'ip_address';

/**
 * Spec: Create a transaction token (`ip_address`) and data for online (`user_identifier`,
 * `os_type`): which combinations make a field required.
 */
const onlineFieldRequirements: readonly {
  field: OnlineConditionalField;
  brand: OnlineBrand;
  callMethods: readonly OnlineCallMethod[];
}[] = [
  { field: 'user_identifier', brand: 'we_chat_online', callMethods: ['sdk', 'web'] },
  { field: 'os_type', brand: 'alipay_plus_online', callMethods: ['http_get_mobile', 'app'] },
  { field: 'ip_address', brand: 'we_chat_online', callMethods: ['web', 'http_get'] },
];

/** The conditional fields an online token of this brand and call method must carry. */
export function requiredOnlineFields(
  brand: OnlineBrand,
  callMethod: OnlineCallMethod,
): OnlineConditionalField[] {
  return onlineFieldRequirements
    .filter((rule) => rule.brand === brand && rule.callMethods.includes(callMethod))
    .map((rule) => rule.field);
}

/** Whether the brand accepts the call method (spec: "Supported call methods per brand"). */
export function isCallMethodSupported(brand: OnlineBrand, callMethod: OnlineCallMethod): boolean {
  const supported: readonly OnlineCallMethod[] = onlineCallMethodsByBrand[brand];
  return supported.includes(callMethod);
}
