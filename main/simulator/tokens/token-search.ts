import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';

/*
 * How the simulator's list filters match a token's text (the tokens list and the charges of a
 * subscription): one set of rules, so one search box behaves alike on both lists.
 */

/** Cardholder names and emails match ignoring case and runs of spaces. */
export const sameText = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const digits = (text: string): string => text.replace(/\D/g, '');

export function cardOf(token: TransactionToken | undefined) {
  return token !== undefined && isPaymentType(token, 'card') ? token.data.card : null;
}

/** The phone a token holds: a card's billing phone, a konbini customer's phone. */
function phoneOf(token: TransactionToken | undefined) {
  if (token === undefined) return null;
  if (isPaymentType(token, 'card')) return token.data.billing?.phone_number ?? null;
  if (isPaymentType(token, 'konbini')) return token.data.phone_number ?? null;
  return null;
}

/**
 * A phone filter matches the national number as written (090-1234-5678) or with the country
 * code in front, with or without the national trunk 0 (+81 90-1234-5678, 8109012345678).
 */
export function phoneMatches(query: string, token: TransactionToken | undefined): boolean {
  const phone = phoneOf(token);
  if (phone === null) return false;
  const local = digits(phone.local_number);
  const country = digits(String(phone.country_code));
  const wanted = digits(query);
  return [local, `${country}${local}`, `${country}${local.replace(/^0/, '')}`].includes(wanted);
}

/** A metadata value as the texts a filter compares: an array's items each. */
export const metadataTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(metadataTexts) : [String(value)];

/**
 * The spec does not show the metadata filter's format. Here `key:value` matches metadata whose
 * `key` is `value` (or, for an array, holds it), compared as text; anything without a colon
 * matches that text inside any metadata key or value.
 */
export function metadataMatches(
  query: string,
  metadata: Readonly<Record<string, unknown>>,
): boolean {
  const colon = query.indexOf(':');
  if (colon > 0) {
    const key = query.slice(0, colon);
    return key in metadata && metadataTexts(metadata[key]).includes(query.slice(colon + 1));
  }
  return Object.entries(metadata).some(
    ([key, value]) => key.includes(query) || metadataTexts(value).some((t) => t.includes(query)),
  );
}
