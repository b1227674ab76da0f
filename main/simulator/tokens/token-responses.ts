import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { simulatorPlatformId } from '../platform-id';
import type { TokenAliasRecord } from './token-alias-record';
import { tokenBrand } from './token-brand';

/*
 * The forms a token takes in each response (spec: Transaction token, the "present on" notes).
 * The record keeps the get form; the others leave out what the spec shows on get only, and add
 * what only they carry:
 *   create  created_on as integer ms; no merchant_id, active, ip_address, usage_limit,
 *           confirmed, updated_on, card_bin, card_type, cvv_authorize_check
 *   list    no ip_address, usage_limit, confirmed, card_bin, card_type, cvv_authorize_check;
 *           adds merchant_name, store_name, user_data
 *   alias   no ip_address, usage_limit, updated_on, card_bin, card_type, cvv_authorize_check;
 *           adds platform_id, amount, currency, alias_metadata
 */

type TokenField = keyof TransactionToken;

const getOnly = ['ip_address', 'usage_limit'] as const satisfies readonly TokenField[];

/** A copy without the keys; every key left out is optional in the token schema. */
function without<Value extends object>(value: Value, keys: readonly string[]): Value {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Value;
}

/** Spec: data.card.card_bin, card_type and data.cvv_authorize_check appear on get only. */
function withoutGetOnlyData(token: TransactionToken): TransactionToken {
  if (!isPaymentType(token, 'card')) return token;
  const data = without(token.data, ['cvv_authorize_check']);
  return { ...token, data: { ...data, card: without(token.data.card, ['card_bin', 'card_type']) } };
}

/** Spec: Timestamps, the token create response carries integer milliseconds. */
export function createResponse(token: TransactionToken): TransactionToken {
  const trimmed = without(withoutGetOnlyData(token), [
    ...getOnly,
    'merchant_id',
    'active',
    'confirmed',
    'updated_on',
  ]);
  return { ...trimmed, created_on: new Date(token.created_on).getTime() };
}

interface ListNames {
  readonly merchantName: string;
  readonly storeName: string;
}

/** Spec: user_data, list items only (cardholder_name, brand, gateway, service_provider). */
function userData(token: TransactionToken) {
  let cardholderName: string | null = null;
  let gateway: string | null = null;
  if (isPaymentType(token, 'card')) cardholderName = token.data.card.cardholder;
  if (isPaymentType(token, 'konbini')) cardholderName = token.data.customer_name ?? null;
  if (isPaymentType(token, 'qr_scan') || isPaymentType(token, 'qr_merchant')) {
    gateway = token.data.gateway ?? null;
  }
  return {
    cardholder_name: cardholderName,
    brand: tokenBrand(token),
    gateway,
    service_provider: null,
  };
}

export function listItem(token: TransactionToken, names: ListNames): TransactionToken {
  return {
    ...without(withoutGetOnlyData(token), [...getOnly, 'confirmed']),
    merchant_name: names.merchantName,
    store_name: names.storeName,
    user_data: userData(token),
  };
}

export function aliasResponse(token: TransactionToken, alias: TokenAliasRecord): TransactionToken {
  return {
    ...without(withoutGetOnlyData(token), [...getOnly, 'updated_on']),
    platform_id: simulatorPlatformId,
    amount: alias.amount,
    currency: alias.currency,
    alias_metadata: alias.aliasMetadata,
  };
}
