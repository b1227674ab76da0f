import { operationIdKey } from '../../shared/flows/operation-id-metadata';
import { chargeRoutes, type Charge } from '../../shared/service/charges';
import { refundRoutes, type Refund } from '../../shared/service/refunds';
import type { Journal } from '../../main/journal/journal';
import type { OperationView } from '../../main/journal/operation-view';
import { readAllItems } from '../../main/service/pagination';
import type { ServiceClient } from '../../main/service/service-client';

/*
 * What a soak left behind, counted by comparing the service's record with the tills' journals
 * (docs/reliability.md: Soak). The service is asked with a client no fault touches.
 */

/** Kinds whose customer may take days: a till leaves them open at the wait's bound. */
const longWaitKinds = ['konbini_sale', 'qr_merchant_sale', 'online_sale', 'bank_transfer_sale'];

/** Statuses of a charge that has taken the customer's money, or holds it. */
const moneyTaken = ['successful', 'authorized'];

export interface SoakTally {
  /** Every operation the tills reported durable, by kind. */
  readonly operations: Readonly<Record<string, number>>;
  /** Where each operation stands: its terminal state, `needs_review`, or `awaiting_customer`. */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Why each operation in review is there, with its charge's status. */
  readonly reviews: Readonly<Record<string, number>>;
  /**
   * One line per sale in review whose charge the service holds past `pending`: its status
   * decides the sale, or says the customer may still act, so recovery should have ended or
   * followed it rather than leave it to a person.
   */
  readonly decidableReviews: readonly string[];
  readonly charges: number;
  readonly refunds: number;
  /** One line per operation the service charged or refunded more than once. */
  readonly duplicates: readonly string[];
  /**
   * One line per operation a till reported durable that its journal no longer has, or that is
   * neither ended, nor in review, nor waiting for its customer with its charge known.
   */
  readonly lost: readonly string[];
  /**
   * Per currency, the minor units of charges that took money for an operation the journals do
   * not know, know with another charge, or ended as failed or abandoned.
   */
  readonly unknownMoney: Readonly<Record<string, number>>;
  /** One line per such charge, per charge of any status no operation records, and per refund the journals do not know. */
  readonly unknown: readonly string[];
}

async function all<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const collected: Item[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

function operationIdOf(resource: { readonly metadata?: Record<string, unknown> | undefined }) {
  const id = resource.metadata?.[operationIdKey];
  return typeof id === 'string' ? id : undefined;
}

function grouped<Item>(items: readonly Item[], key: (item: Item) => string | undefined) {
  const groups = new Map<string | undefined, Item[]>();
  for (const item of items) {
    const id = key(item);
    groups.set(id, [...(groups.get(id) ?? []), item]);
  }
  return groups;
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

export async function tallySoak(options: {
  readonly client: ServiceClient;
  readonly storeId: string;
  readonly journals: readonly Journal[];
  /** Every operation the tills reported durable. */
  readonly reported: ReadonlySet<string>;
}): Promise<SoakTally> {
  const { client, storeId, journals } = options;
  const find = (id: string) =>
    journals.map((journal) => journal.operation(id)).find((view) => view !== undefined);

  const lost: string[] = [];
  const operations = new Map<string, OperationView>();
  for (const id of options.reported) {
    const operation = find(id);
    if (operation === undefined) lost.push(`${id}: not in its journal`);
    else operations.set(id, operation);
  }
  for (const journal of journals) {
    for (const operation of [...journal.openOperations(), ...journal.reviewList()]) {
      operations.set(operation.id, operation);
    }
  }

  const charges: Charge[] = await all(
    readAllItems(client, chargeRoutes.listStoreCharges, { params: { storeId } }),
  );
  const chargesOf = grouped(charges, operationIdOf);
  const refundedCharges = new Set(
    [...operations.values()].flatMap(({ intent }) =>
      intent.kind === 'refund' ? [intent.chargeId] : [],
    ),
  );
  const refunds: Refund[] = [];
  for (const chargeId of refundedCharges) {
    refunds.push(
      ...(await all(
        readAllItems(client, refundRoutes.listRefunds, { params: { storeId, chargeId } }),
      )),
    );
  }
  const refundsOf = grouped(refunds, operationIdOf);

  const duplicates: string[] = [];
  const unknown: string[] = [];
  const unknownMoney: Record<string, number> = {};
  for (const [id, found] of chargesOf) {
    if (found.length > 1) {
      duplicates.push(`${id}: charges ${found.map((charge) => charge.id).join(', ')}`);
    }
    for (const charge of found) {
      const operation = id === undefined ? undefined : find(id);
      // An operation in review may not have heard its charge's id: a person looks it up.
      const recorded =
        operation !== undefined &&
        (operation.facts.chargeId === charge.id ||
          (operation.review !== null && operation.facts.chargeId === undefined));
      const tookMoney = moneyTaken.includes(charge.status);
      const endedWithout = operation?.terminal === true && operation.state !== 'succeeded';
      if (recorded && !(tookMoney && endedWithout)) continue;
      const currency = charge.charged_currency ?? charge.requested_currency;
      const amount = charge.charged_amount ?? charge.requested_amount;
      if (tookMoney) unknownMoney[currency] = (unknownMoney[currency] ?? 0) + amount;
      unknown.push(
        `charge ${charge.id} ${charge.status} ${amount} ${currency}: operation ${id ?? 'none'} ` +
          (operation === undefined
            ? 'unknown'
            : `${operation.state} with charge ${operation.facts.chargeId ?? 'none'}`),
      );
    }
  }
  for (const [id, found] of refundsOf) {
    if (found.length > 1) {
      duplicates.push(`${id}: refunds ${found.map((refund) => refund.id).join(', ')}`);
    }
    if (id === undefined || find(id)?.intent.kind !== 'refund') {
      unknown.push(`refunds ${found.map((refund) => refund.id).join(', ')}: operation ${id}`);
    }
  }

  const kinds: Record<string, number> = {};
  const outcomes: Record<string, number> = {};
  const reviews: Record<string, number> = {};
  const decidableReviews: string[] = [];
  for (const operation of operations.values()) {
    count(kinds, operation.intent.kind);
    if (operation.terminal) {
      count(outcomes, operation.state);
    } else if (operation.review !== null) {
      count(outcomes, 'needs_review');
      const charged = chargesOf
        .get(operation.id)
        ?.find(
          ({ id }) => operation.facts.chargeId === undefined || id === operation.facts.chargeId,
        );
      if ('amount' in operation.intent && charged !== undefined && charged.status !== 'pending') {
        decidableReviews.push(
          `${operation.id}: ${operation.intent.kind} in review (${operation.review.reason}) ` +
            `with its charge ${charged.status} at the service`,
        );
      }
      count(
        reviews,
        `${operation.intent.kind} ${operation.review.reason} ${operation.facts.chargeStatus ?? 'no charge status'}`,
      );
    } else {
      const charged = chargesOf.get(operation.id)?.[0];
      const waiting =
        operation.state === 'awaiting_customer' &&
        longWaitKinds.includes(operation.intent.kind) &&
        charged !== undefined &&
        charged.id === operation.facts.chargeId;
      if (waiting) count(outcomes, 'awaiting_customer');
      else lost.push(`${operation.id}: ${operation.intent.kind} open at ${operation.state}`);
    }
  }

  return {
    operations: kinds,
    outcomes,
    reviews,
    decidableReviews,
    charges: charges.length,
    refunds: refunds.length,
    duplicates,
    lost,
    unknownMoney,
    unknown,
  };
}
