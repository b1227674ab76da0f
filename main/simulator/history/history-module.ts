import { z } from 'zod';
import { amountFormatted } from '../../../shared/money';
import { timestampToDate, type Mode, type Timestamp } from '../../../shared/service/common';
import {
  historyRoutes,
  type HistoryItem,
  type ListHistoryQuery,
} from '../../../shared/service/history';
import type { Refund } from '../../../shared/service/refunds';
import type { Accounts } from '../accounts';
import { inTokenScope } from '../auth';
import { serviceTimestamp } from '../charges/charge-lifecycle';
import { chargesCollection, type ChargeRecord } from '../charges/charge-record';
import { listedCharge, type ListedCharge } from '../charges/listed-charge';
import type { Collection } from '../collection';
import { collectPage, inMode, type Page } from '../pagination';
import { byCharge } from '../charges/by-charge';
import { refundsCollection } from '../refunds/refunds-collection';
import type { SimulatorModule } from '../simulator-module';
import { tokensCollection, type TokenRecord } from '../tokens/token-record';
import { metadataMatches, sameText } from '../tokens/token-search';
import { historyWalk, type HistoryStep } from './history-walk';

/*
 * Spec: Transaction history. One item per charge and per refund, shaped like the service's
 * (fixtures: transactionhistory/): the spec's fields plus `charge_id`, `payment_type`,
 * `merchant_name`, `store_name` and `user_data` (who paid, the brand, and on a charge its
 * refunds). A charge's amount is what was charged, or what was asked while nothing was.
 */

/** Who paid, as the charge's transaction token holds it. */
interface Payer {
  readonly cardholderName: string | null;
  readonly customerName: string | null;
  readonly email: string | null;
  readonly lastFour: string | null;
  readonly cardBrand: string | null;
}

/** The card part of a card token, and of an Apple Pay token where the service shows one. */
const cardDetails = z.looseObject({
  card: z.looseObject({
    cardholder: z.string().optional(),
    last_four: z.string().optional(),
    brand: z.string().optional(),
  }),
});
const konbiniDetails = z.looseObject({ customer_name: z.string() });

function payerOf(token: TokenRecord | undefined): Payer {
  const data = token?.token.data;
  const card = cardDetails.safeParse(data);
  const konbini = konbiniDetails.safeParse(data);
  return {
    cardholderName: card.success ? (card.data.card.cardholder ?? null) : null,
    customerName: konbini.success ? konbini.data.customer_name : null,
    email: token?.token.email ?? null,
    lastFour: card.success ? (card.data.card.last_four ?? null) : null,
    cardBrand: card.success ? (card.data.card.brand ?? null) : null,
  };
}

/** `user_data` as the fixtures show it per payment type: holder, customer or email. */
function userData(record: ChargeRecord, payer: Payer): Record<string, string | null> {
  const brand = record.brand ?? payer.cardBrand;
  switch (record.paymentType) {
    case 'card':
    case 'apple_pay':
      return { brand, cardholder_name: payer.cardholderName };
    case 'konbini':
      return { brand, customer_name: payer.customerName };
    default:
      return { brand, cardholder_email_address: payer.email };
  }
}

/** A refund as the list orders and filters it: its own id and date, in its charge's mode. */
interface RefundEntry {
  readonly id: string;
  readonly created_on: Timestamp;
  readonly chargeId: string;
  readonly mode: Mode;
  /** The refunded charge. */
  readonly record: ChargeRecord;
  readonly refund: Refund;
}

/**
 * One history item before it is built: the list orders and filters these light entries of
 * every charge and refund in scope, and builds the items of the page alone.
 */
type Entry = ListedCharge | RefundEntry;

const isRefund = (entry: Entry): entry is RefundEntry => 'refund' in entry;

/** What `search` looks in: the texts given and every metadata value, lower-cased. */
function searchTexts(
  texts: readonly (string | null)[],
  metadata: Readonly<Record<string, unknown>> | undefined,
): string[] {
  // Metadata is flat (conventions: Wire format): scalars, or arrays of scalars.
  const values: unknown[] = [...texts, ...Object.values(metadata ?? {}).flat()];
  return values
    .filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
    .map((value) => String(value as string | number | boolean).toLowerCase());
}

/**
 * The references' filters (conventions: Checked against the provider's own clients,
 * Transaction history), matched as the tokens list matches the same names: `id` and `short_id`
 * the item's own id (a refund's, or a charge's), `email` and `cardholder` whole ignoring case,
 * `metadata` as `key:value` or a text inside it, `brand` the wallet's, chain's or card's,
 * `currency` the item's.
 */
function referenceFilters(
  query: ListHistoryQuery,
  payerOf: (record: ChargeRecord) => Payer,
): ((entry: Entry) => boolean)[] {
  const filters: ((entry: Entry) => boolean)[] = [];
  const add = <Value>(
    value: Value | undefined,
    matches: (value: Value) => (entry: Entry) => boolean,
  ) => {
    if (value !== undefined) filters.push(matches(value));
  };
  const metadataOf = (entry: Entry) =>
    (isRefund(entry) ? entry.refund.metadata : entry.record.charge.metadata) ?? {};
  add(query.id, (id) => (entry) => entry.id.toLowerCase() === id.toLowerCase());
  add(
    query.short_id,
    (shortId) => (entry) => entry.id.slice(-6).toLowerCase() === shortId.toLowerCase(),
  );
  add(query.email, (email) => (entry) => sameText(payerOf(entry.record).email ?? '', email));
  add(
    query.cardholder,
    (name) => (entry) => sameText(payerOf(entry.record).cardholderName ?? '', name),
  );
  add(query.card_last_four, (last) => (entry) => payerOf(entry.record).lastFour === last);
  add(
    query.brand,
    (brand) => (entry) => (entry.record.brand ?? payerOf(entry.record).cardBrand) === brand,
  );
  add(query.currency, (currency) => (entry) => {
    const own = isRefund(entry) ? entry.refund.currency : entry.record.charge.requested_currency;
    return own === currency;
  });
  add(query.metadata, (text) => (entry) => metadataMatches(text, metadataOf(entry)));
  return filters;
}

/** The lower-cased texts `search` matches in an entry (spec: Transaction history, query `search`). */
function searchable(entry: Entry, payer: Payer): string[] {
  const { charge } = entry.record;
  const payerTexts = [payer.cardholderName, payer.customerName, payer.email, payer.lastFour];
  // A charge's id finds its refunds too: they are part of what happened to it.
  return isRefund(entry)
    ? searchTexts([entry.refund.id, charge.id, ...payerTexts], entry.refund.metadata)
    : searchTexts([charge.id, ...payerTexts], charge.metadata);
}

/** The history item of an entry, as the service shows it (fixtures: transactionhistory/). */
function historyItemOf(
  entry: Entry,
  payer: Payer,
  refundsOfCharge: readonly Refund[],
  accounts: Accounts,
): HistoryItem {
  const { record, mode } = entry;
  const { charge } = record;
  const store = accounts.store(charge.store_id);
  // Every charge passed the store or token scope, so its store exists.
  if (!store) throw new Error(`charge ${record.id} names an unknown store`);
  const common = {
    store_id: charge.store_id,
    charge_id: charge.id,
    mode,
    payment_type: record.paymentType,
    merchant_name: accounts.merchantName,
    store_name: store.name,
  };
  const created = serviceTimestamp(timestampToDate(entry.created_on).getTime());
  if (isRefund(entry)) {
    const { refund } = entry;
    return {
      ...common,
      resource_id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      amount_formatted: amountFormatted(refund.amount, refund.currency),
      type: 'refund',
      status: refund.status,
      metadata: refund.metadata ?? {},
      created_on: created,
      user_data: { type: 'refund', reason: refund.reason ?? null, ...userData(record, payer) },
    };
  }
  const amount = charge.charged_amount ?? charge.requested_amount;
  const currency = charge.charged_currency ?? charge.requested_currency;
  return {
    ...common,
    resource_id: charge.id,
    amount,
    currency,
    amount_formatted: amountFormatted(amount, currency),
    type: 'charge',
    status: charge.status,
    metadata: charge.metadata,
    created_on: created,
    user_data: {
      type: 'charge',
      ...userData(record, payer),
      refunds: refundsOfCharge.map((refund) => ({
        refund_id: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        amount_formatted: amountFormatted(refund.amount, refund.currency),
        status: refund.status,
        ...(refund.reason ? { reason: refund.reason } : {}),
      })),
    },
  };
}

/** The collections the history reads, and each charge's refunds. */
interface HistorySources {
  readonly charges: Collection<ChargeRecord>;
  readonly refunds: Collection<Refund>;
  readonly tokens: Collection<TokenRecord>;
  readonly refundsOf: (chargeId: string) => Refund[];
}

/**
 * Every filter of the query must hold. `search` matches part of a charge or refund id, of a
 * metadata value, of the cardholder's (or konbini customer's) name or email, or the card's
 * last four digits, ignoring case. The page is read from the collections' indexes
 * (history-walk.ts), so it costs the same however long the history is.
 */
function historyPage(
  sources: HistorySources,
  accounts: Accounts,
  query: ListHistoryQuery,
  inScope: (record: ChargeRecord) => boolean,
): Page<HistoryItem> {
  const { charges, refunds, tokens } = sources;
  const refundedCharge = (refund: Refund): ChargeRecord => {
    const record = charges.get(refund.charge_id);
    // A reset empties charges and refunds together, so a refund's charge is always there.
    if (!record) throw new Error(`refund ${refund.id} names an unknown charge`);
    return record;
  };
  const walk = historyWalk(
    {
      charges,
      refunds,
      chargeTime: (record) => timestampToDate(listedCharge(record).created_on).getTime(),
      refundTime: (refund) => timestampToDate(refund.created_on).getTime(),
      chargeOf: (refund) => refund.charge_id,
    },
    query,
    (step) => inScope(step.charge ?? refundedCharge(step.refund)),
  );
  const entryOf = (step: HistoryStep<ChargeRecord, Refund>): Entry => {
    if (step.charge !== undefined) return listedCharge(step.charge);
    const { refund } = step;
    const record = refundedCharge(refund);
    const { mode } = listedCharge(record);
    return {
      id: refund.id,
      created_on: refund.created_on,
      chargeId: record.id,
      mode,
      record,
      refund,
    };
  };
  // Charges often share a token (a subscription's), and a refund its charge's payer.
  const payers = new Map<string, Payer>();
  const payerOfRecord = ({ tokenId }: ChargeRecord): Payer => {
    let payer = payers.get(tokenId);
    if (payer === undefined) {
      payer = payerOf(tokens.get(tokenId));
      payers.set(tokenId, payer);
    }
    return payer;
  };
  const needle = query.search?.toLowerCase();
  const page = collectPage(
    () => {
      const step = walk();
      return step === undefined ? undefined : entryOf(step);
    },
    query,
    [
      (entry) => inScope(entry.record),
      inMode(query.mode),
      (entry) => query.type === undefined || (isRefund(entry) ? 'refund' : 'charge') === query.type,
      (entry) => {
        if (query.status === undefined) return true;
        return (
          (isRefund(entry) ? entry.refund.status : entry.record.charge.status) === query.status
        );
      },
      (entry) => {
        if (needle === undefined) return true;
        return searchable(entry, payerOfRecord(entry.record)).some((text) => text.includes(needle));
      },
      ...referenceFilters(query, payerOfRecord),
    ],
  );
  return {
    ...page,
    items: page.items.map((entry) =>
      historyItemOf(
        entry,
        payerOfRecord(entry.record),
        sources.refundsOf(entry.record.id),
        accounts,
      ),
    ),
  };
}

export const historyModule: SimulatorModule = {
  name: 'history',
  collections: [],
  register(sim) {
    const refunds = sim.state.collection(refundsCollection);
    const sources: HistorySources = {
      charges: sim.state.collection(chargesCollection),
      refunds,
      tokens: sim.state.collection(tokensCollection),
      refundsOf: byCharge(refunds),
    };
    sim.route(historyRoutes.listStoreHistory, (ctx) =>
      historyPage(sources, ctx.accounts, ctx.query, (record) => {
        return record.charge.store_id === ctx.store.id;
      }),
    );
    // Conventions: Authentication, a merchant token reads across its stores, a store token
    // sees its own store only.
    sim.route(historyRoutes.listHistory, (ctx) => {
      const inTokensScope = inTokenScope(ctx);
      return historyPage(sources, ctx.accounts, ctx.query, (record) =>
        inTokensScope(record.charge),
      );
    });
  },
};
