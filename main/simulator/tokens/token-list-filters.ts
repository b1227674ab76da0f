import type { ListTokensQuery } from '../../../shared/service/token-list-query';
import { serviceMetadataKeys, serviceMetadataValue } from '../../../shared/service/identifiers';
import type { TransactionToken } from '../../../shared/service/tokens';
import { createdWithin, inMode } from '../pagination';
import { tokenBrand } from './token-brand';
import { cardOf, metadataMatches, metadataTexts, phoneMatches, sameText } from './token-search';

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
 *   search              a documented guess: inside the id, the email, a card's cardholder, the
 *                       brand or any metadata key or value, ignoring case
 * A `one_time` token is never listed, and `active` (default `active`) picks tokens by their
 * active flag, `all` both (references: Token lists).
 */

type Filter = (token: TransactionToken) => boolean;

export function tokenListFilters(query: ListTokensQuery): Filter[] {
  const filters: Filter[] = [
    createdWithin(query),
    inMode(query.mode),
    (token) => token.type !== 'one_time',
  ];
  const activity = query.active ?? 'active';
  if (activity !== 'all') {
    filters.push((token) => (token.active !== false) === (activity === 'active'));
  }
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
  // Spec: customer_id, "registered to that customer id through the metadata key svc-customer-id",
  // which the real service spells univapay-customer-id; a token may carry either.
  add(query.customer_id, (customerId) => (token) => {
    const registered = serviceMetadataValue(token.metadata ?? {}, serviceMetadataKeys.customerId);
    return typeof registered === 'string' && registered.toLowerCase() === customerId.toLowerCase();
  });
  add(query.metadata, (text) => (token) => metadataMatches(text, token.metadata ?? {}));
  add(query.search, (text) => (token) => {
    const wanted = text.toLowerCase();
    const texts = [
      token.id,
      token.email ?? '',
      cardOf(token)?.cardholder ?? '',
      tokenBrand(token) ?? '',
      ...Object.entries(token.metadata ?? {}).flatMap(([key, value]) => [
        key,
        ...metadataTexts(value),
      ]),
    ];
    return texts.some((value) => value.toLowerCase().includes(wanted));
  });
  return filters;
}
