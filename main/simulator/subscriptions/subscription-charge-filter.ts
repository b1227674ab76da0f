import type { z } from 'zod';
import type { Mode } from '../../../shared/service/common';
import type { Charge } from '../../../shared/service/charges';
import type { subscriptionChargesQuery } from '../../../shared/service/subscriptions';
import { isPaymentType } from '../../../shared/service/tokens';
import { createdWithin, inMode } from '../pagination';
import type { TokenRecord } from '../tokens/token-record';

type SubscriptionChargesQuery = z.output<typeof subscriptionChargesQuery>;

/** A charge of the list with the token it was made with (the card filters read the token). */
export interface SubscriptionChargeEntry {
  readonly id: string;
  /** Spec: Timestamps, subscription charge objects carry integer ms. */
  readonly created_on: number;
  readonly mode: Mode;
  readonly charge: Charge;
  readonly token: TokenRecord | undefined;
}

type Filter = (entry: SubscriptionChargeEntry) => boolean;

const sameText = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const digits = (text: string): string => text.replace(/\D/g, '');

function cardOf(token: TokenRecord | undefined) {
  return token !== undefined && isPaymentType(token.token, 'card') ? token.token.data.card : null;
}

/** The phone numbers a token holds: a card's billing phone or a konbini customer's phone. */
function phoneOf(token: TokenRecord | undefined) {
  if (token === undefined) return null;
  if (isPaymentType(token.token, 'card')) return token.token.data.billing?.phone_number ?? null;
  if (isPaymentType(token.token, 'konbini')) return token.token.data.phone_number ?? null;
  return null;
}

/**
 * A phone filter matches the national number as written (090-1234-5678) or with the country
 * code in front, with or without the national trunk 0 (+81 90-1234-5678, 8109012345678).
 */
function phoneMatches(query: string, token: TokenRecord | undefined): boolean {
  const phone = phoneOf(token);
  if (phone === null) return false;
  const local = digits(phone.local_number);
  const country = digits(String(phone.country_code));
  const wanted = digits(query);
  return [local, `${country}${local}`, `${country}${local.replace(/^0/, '')}`].includes(wanted);
}

const metadataTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(metadataTexts) : [String(value)];

/**
 * The spec does not show the metadata filter's format. Here `key:value` matches a charge whose
 * metadata `key` is `value` (or, for an array, holds it), compared as text; anything without a
 * colon matches a charge with that text inside any metadata key or value.
 */
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

/**
 * The filters of "List charges of a subscription" (spec), every one an item must match.
 * The card number is never stored (as on the real service), so `card_number` matches a card
 * token whose BIN (`data.card.card_bin`) starts the number and whose last four end it.
 */
export function subscriptionChargeFilters(query: SubscriptionChargesQuery): Filter[] {
  const filters: Filter[] = [createdWithin(query), inMode(query.mode)];
  const { last_four, name, exp_month, exp_year } = query;
  // The schema refuses any of the four without the others (spec: Errors 3).
  if (
    last_four !== undefined &&
    name !== undefined &&
    exp_month !== undefined &&
    exp_year !== undefined
  ) {
    filters.push(({ token }) => {
      const card = cardOf(token);
      return (
        card !== null &&
        card.last_four === last_four &&
        sameText(card.cardholder, name) &&
        card.exp_month === exp_month &&
        card.exp_year === exp_year
      );
    });
  }
  const cardNumber = query.card_number;
  if (cardNumber !== undefined) {
    filters.push(({ token }) => {
      const card = cardOf(token);
      const bin = card?.card_bin ?? '';
      return (
        card !== null &&
        bin !== '' &&
        cardNumber.startsWith(bin) &&
        cardNumber.endsWith(card.last_four)
      );
    });
  }
  const email = query.email;
  if (email !== undefined) {
    filters.push(({ token }) => sameText(token?.token.email ?? '', email));
  }
  const phone = query.phone;
  if (phone !== undefined) filters.push(({ token }) => phoneMatches(phone, token));
  // Spec: amount_from "greater than", amount_to "less than", both exclusive.
  const { amount_from: above, amount_to: below } = query;
  if (above !== undefined) filters.push(({ charge }) => charge.requested_amount > above);
  if (below !== undefined) filters.push(({ charge }) => charge.requested_amount < below);
  const currency = query.currency;
  if (currency !== undefined) {
    filters.push(
      ({ charge }) =>
        charge.requested_currency === currency || charge.charged_currency === currency,
    );
  }
  const metadata = query.metadata;
  if (metadata !== undefined) {
    filters.push(({ charge }) => metadataMatches(metadata, charge.metadata));
  }
  const tokenId = query.transaction_token_id;
  if (tokenId !== undefined) {
    filters.push(({ charge }) => charge.transaction_token_id === tokenId);
  }
  return filters;
}
