import type { ListTokensQuery } from '../../../shared/service/token-list-query';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { createdWithin, inMode } from '../pagination';
import { tokenBrand } from './token-brand';

/*
 * The filters of "List transaction tokens" (spec), every one an item must match. Where the spec
 * leaves the matching open, the simulator matches as the subscription charges' filters do
 * (subscription-charge-filter.ts), so one search box behaves alike on both lists:
 *   email, cardholder   the whole text, ignoring case and repeated spaces
 *   phone_number        the local number, or it with the country code in front, with or without
 *                       the trunk 0 (09012345678, 819012345678, 8109012345678)
 *   metadata            `key:value`: metadata `key` is `value` (an array holds it), as text;
 *                       text without a colon: inside any metadata key or value
 *   short_id            the id's last 6 characters, ignoring case
 *   brand               tokenBrand (card network, wallet, bank, konbini chain)
 */

type Filter = (token: TransactionToken) => boolean;

const sameText = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const digits = (text: string): string => text.replace(/\D/g, '');

function cardOf(token: TransactionToken) {
  return isPaymentType(token, 'card') ? token.data.card : null;
}

/** The phone a token holds: a card's billing phone, a konbini customer's phone. */
function phoneOf(token: TransactionToken) {
  if (isPaymentType(token, 'card')) return token.data.billing?.phone_number ?? null;
  if (isPaymentType(token, 'konbini')) return token.data.phone_number ?? null;
  return null;
}

function phoneMatches(query: string, token: TransactionToken): boolean {
  const phone = phoneOf(token);
  if (phone === null) return false;
  const local = digits(phone.local_number);
  const country = digits(String(phone.country_code));
  const wanted = digits(query);
  return [local, `${country}${local}`, `${country}${local.replace(/^0/, '')}`].includes(wanted);
}

const metadataTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(metadataTexts) : [String(value)];

function metadataMatches(query: string, metadata: Readonly<Record<string, unknown>>): boolean {
  const colon = query.indexOf(':');
  if (colon > 0) {
    const key = query.slice(0, colon);
    return key in metadata && metadataTexts(metadata[key]).includes(query.slice(colon + 1));
  }
  return Object.entries(metadata).some(
    ([key, value]) => key.includes(query) || metadataTexts(value).some((t) => t.includes(query)),
  );
}

export function tokenListFilters(query: ListTokensQuery): Filter[] {
  const filters: Filter[] = [createdWithin(query), inMode(query.mode)];
  const add = <Value>(value: Value | undefined, matches: (value: Value) => Filter): void => {
    if (value !== undefined) filters.push(matches(value));
  };
  add(query.id, (id) => (token) => token.id.toLowerCase() === id.toLowerCase());
  add(
    query.short_id,
    (shortId) => (token) => token.id.slice(-6).toLowerCase() === shortId.toLowerCase(),
  );
  add(query.type, (type) => (token) => token.type === type);
  add(query.email, (email) => (token) => sameText(token.email ?? '', email));
  add(query.cardholder, (name) => (token) => {
    const card = cardOf(token);
    return card !== null && sameText(card.cardholder, name);
  });
  add(query.card_exp, (expiry) => (token) => {
    const card = cardOf(token);
    return (
      card !== null && `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}` === expiry
    );
  });
  add(query.card_last_four, (lastFour) => (token) => cardOf(token)?.last_four === lastFour);
  add(query.phone_number, (phone) => (token) => phoneMatches(phone, token));
  add(query.brand, (brand) => (token) => tokenBrand(token) === brand);
  // Spec: customer_id, "registered to that customer id through the metadata key svc-customer-id".
  add(query.customer_id, (customerId) => (token) => {
    const registered = token.metadata?.['svc-customer-id'];
    return typeof registered === 'string' && registered.toLowerCase() === customerId.toLowerCase();
  });
  add(query.metadata, (text) => (token) => metadataMatches(text, token.metadata ?? {}));
  return filters;
}
