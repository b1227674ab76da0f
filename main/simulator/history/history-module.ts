import { z } from 'zod';
import { amountFormatted } from '../../../shared/money';
import { timestampToDate, type Mode } from '../../../shared/service/common';
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
import { listedCharge } from '../charges/listed-charge';
import { createdWithin, inMode, paginate, type Page } from '../pagination';
import { refundsCollection } from '../refunds/refunds-collection';
import type { SimulatorModule } from '../simulator-module';
import type { SimulatorState } from '../state';
import { tokensCollection, type TokenRecord } from '../tokens/token-record';

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

/** One history item with what the list sorts, filters and searches it by. */
interface Listed {
  readonly id: string;
  readonly created_on: string;
  readonly mode: Mode;
  readonly item: HistoryItem;
  /** Lower-cased texts `search` matches (spec: Transaction history, query `search`). */
  readonly searchable: readonly string[];
}

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

function listedItems(
  records: readonly ChargeRecord[],
  refunds: readonly Refund[],
  tokens: (id: string) => TokenRecord | undefined,
  accounts: Accounts,
): Listed[] {
  const merchantName = accounts.merchantName;
  const refundsByCharge = new Map<string, Refund[]>();
  for (const refund of refunds) {
    const ofCharge = refundsByCharge.get(refund.charge_id);
    if (ofCharge) ofCharge.push(refund);
    else refundsByCharge.set(refund.charge_id, [refund]);
  }
  const listed: Listed[] = [];
  for (const record of records) {
    const { charge } = record;
    const { mode, created_on: createdOn } = listedCharge(record);
    const payer = payerOf(tokens(record.tokenId));
    const store = accounts.store(charge.store_id);
    // Every charge passed the store or token scope, so its store exists.
    if (!store) throw new Error(`charge ${record.id} names an unknown store`);
    const payerTexts = [payer.cardholderName, payer.customerName, payer.email, payer.lastFour];
    const common = {
      store_id: charge.store_id,
      charge_id: charge.id,
      mode,
      payment_type: record.paymentType,
      merchant_name: merchantName,
      store_name: store.name,
    };
    const ofCharge = refundsByCharge.get(record.id) ?? [];
    const amount = charge.charged_amount ?? charge.requested_amount;
    const currency = charge.charged_currency ?? charge.requested_currency;
    const created = serviceTimestamp(timestampToDate(createdOn).getTime());
    listed.push({
      id: charge.id,
      created_on: created,
      mode,
      item: {
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
          refunds: ofCharge.map((refund) => ({
            refund_id: refund.id,
            amount: refund.amount,
            currency: refund.currency,
            amount_formatted: amountFormatted(refund.amount, refund.currency),
            status: refund.status,
            ...(refund.reason ? { reason: refund.reason } : {}),
          })),
        },
      },
      searchable: searchTexts([charge.id, ...payerTexts], charge.metadata),
    });
    for (const refund of ofCharge) {
      const refundCreated = serviceTimestamp(timestampToDate(refund.created_on).getTime());
      listed.push({
        id: refund.id,
        created_on: refundCreated,
        mode,
        item: {
          ...common,
          resource_id: refund.id,
          amount: refund.amount,
          currency: refund.currency,
          amount_formatted: amountFormatted(refund.amount, refund.currency),
          type: 'refund',
          status: refund.status,
          metadata: refund.metadata ?? {},
          created_on: refundCreated,
          user_data: { type: 'refund', reason: refund.reason ?? null, ...userData(record, payer) },
        },
        // A charge's id finds its refunds too: they are part of what happened to it.
        searchable: searchTexts([refund.id, charge.id, ...payerTexts], refund.metadata),
      });
    }
  }
  return listed;
}

/**
 * Every filter of the query must hold. `search` matches part of a charge or refund id, of a
 * metadata value, of the cardholder's (or konbini customer's) name or email, or the card's
 * last four digits, ignoring case.
 */
function historyPage(
  state: SimulatorState,
  accounts: Accounts,
  query: ListHistoryQuery,
  inScope: (record: ChargeRecord) => boolean,
): Page<HistoryItem> {
  const tokens = state.collection(tokensCollection);
  const listed = listedItems(
    state.collection(chargesCollection).values().filter(inScope),
    state.collection(refundsCollection).values(),
    (id) => tokens.get(id),
    accounts,
  );
  const needle = query.search?.toLowerCase();
  const page = paginate(
    listed,
    query,
    createdWithin(query),
    inMode(query.mode),
    ({ item }) => query.type === undefined || item.type === query.type,
    ({ item }) => query.status === undefined || item.status === query.status,
    ({ searchable }) => needle === undefined || searchable.some((text) => text.includes(needle)),
  );
  return { ...page, items: page.items.map(({ item }) => item) };
}

export const historyModule: SimulatorModule = {
  name: 'history',
  collections: [],
  register(sim) {
    sim.route(historyRoutes.listStoreHistory, (ctx) =>
      historyPage(ctx.state, ctx.accounts, ctx.query, (record) => {
        return record.charge.store_id === ctx.store.id;
      }),
    );
    // Conventions: Authentication, a merchant token reads across its stores, a store token
    // sees its own store only.
    sim.route(historyRoutes.listHistory, (ctx) => {
      const inTokensScope = inTokenScope(ctx);
      return historyPage(ctx.state, ctx.accounts, ctx.query, (record) =>
        inTokensScope(record.charge),
      );
    });
  },
};
