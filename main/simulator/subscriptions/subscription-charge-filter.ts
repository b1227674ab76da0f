import type { z } from 'zod';
import type { Mode } from '../../../shared/service/common';
import type { Charge } from '../../../shared/service/charges';
import type { subscriptionChargesQuery } from '../../../shared/service/subscriptions';
import { createdWithin, inMode } from '../pagination';
import type { TokenRecord } from '../tokens/token-record';
import { cardOf, metadataMatches, phoneMatches, sameText } from '../tokens/token-search';

type SubscriptionChargesQuery = z.output<typeof subscriptionChargesQuery>;

/** A charge of the list with the token it was made with (the card filters read the token). */
interface SubscriptionChargeEntry {
  readonly id: string;
  /** Spec: Timestamps, subscription charge objects carry integer ms. */
  readonly created_on: number;
  readonly mode: Mode;
  readonly charge: Charge;
  readonly token: TokenRecord | undefined;
}

type Filter = (entry: SubscriptionChargeEntry) => boolean;

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
      const card = cardOf(token?.token);
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
      const card = cardOf(token?.token);
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
  if (phone !== undefined) filters.push(({ token }) => phoneMatches(phone, token?.token));
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
