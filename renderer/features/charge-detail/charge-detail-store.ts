import { createStore } from 'zustand/vanilla';
import { operationIdOf } from '../../../shared/flows/operation-id-metadata';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { OperationDetail } from '../../../shared/ipc/ipc-payloads';
import type { IpcError, IpcResult } from '../../../shared/ipc/ipc-result';
import type { Cancel } from '../../../shared/service/cancels';
import type { Charge } from '../../../shared/service/charges';
import { maxPageSize } from '../../../shared/service/pagination';
import type { Refund } from '../../../shared/service/refunds';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';

/*
 * The charge on show: the service's charge, refunds and cancels, how it was paid (from its
 * transaction token), and the journal's operations on it: those this screen was told of and
 * those the charge, its refunds and its cancels name in their metadata. Every read goes through `pos`; nothing is
 * kept once the cashier leaves the charge.
 */

type DetailPos = Pick<
  PosApi,
  'chargesGet' | 'refundsList' | 'cancelsList' | 'tokensGet' | 'journalGetOperation'
>;

/** How the customer paid, as far as it could be read. */
export interface ChargeMethod {
  /** The transaction token's `payment_type`; null when neither the opener nor the token said. */
  paymentType: string | null;
  /** A card's network or a wallet's, konbini chain's or bank's brand. */
  brand: string | null;
  lastFour: string | null;
}

export interface ChargeDetail {
  charge: Charge;
  refunds: Refund[];
  cancels: Cancel[];
  method: ChargeMethod;
  operations: OperationDetail[];
}

/** What the opener already knows, so the detail need not ask again. */
export interface ChargeDetailHints {
  paymentType?: string | null;
  brand?: string | null;
  /**
   * A journal operation on the charge: the sale that made it, for one. Without it the detail
   * still finds the operations the charge, its refunds and its cancels name in their metadata.
   */
  operationId?: string;
}

interface ChargeDetailState {
  chargeId: string | null;
  hints: ChargeDetailHints;
  /** Journal operations on the charge this screen knows of, oldest first. */
  operationIds: string[];
  detail: ChargeDetail | null;
  loading: boolean;
  /** Why the last read failed; the detail read before it, if any, stays on show. */
  error: IpcError | null;
  /**
   * The service answered that it has no such charge (404): the journal's operations on it this
   * screen knows of, which tell what the till did. Null while the service knows the charge.
   */
  unknownAtService: OperationDetail[] | null;
}

interface ChargeDetailActions {
  open: (chargeId: string, hints?: ChargeDetailHints) => Promise<void>;
  /** Adds an operation started on the charge (a capture, cancel or refund) to its timeline. */
  addOperation: (operationId: string) => void;
  refresh: () => Promise<void>;
  close: () => void;
}

export type ChargeDetailStore = ChargeDetailState & ChargeDetailActions;

const closed: ChargeDetailState = {
  chargeId: null,
  hints: {},
  operationIds: [],
  detail: null,
  loading: false,
  error: null,
  unknownAtService: null,
};

/** The brand and card a token shows: a card's network and last four, or the method's brand. */
function methodOfToken(token: TransactionToken): ChargeMethod {
  if (isPaymentType(token, 'card')) {
    const { brand, last_four: lastFour } = token.data.card;
    return { paymentType: token.payment_type, brand, lastFour };
  }
  if (isPaymentType(token, 'konbini')) {
    return {
      paymentType: token.payment_type,
      brand: token.data.convenience_store ?? null,
      lastFour: null,
    };
  }
  const brand = 'brand' in token.data ? token.data.brand : null;
  return {
    paymentType: token.payment_type,
    brand: typeof brand === 'string' ? brand : null,
    lastFour: null,
  };
}

async function methodOf(
  pos: DetailPos,
  charge: Charge,
  hints: ChargeDetailHints,
): Promise<ChargeMethod> {
  const known = { paymentType: hints.paymentType ?? null, brand: hints.brand ?? null };
  const tokenId = charge.transaction_token_id;
  if (tokenId === undefined) return { ...known, lastFour: null };
  const token = await pos.tokensGet({ tokenId });
  // The method only explains and guides; a token that cannot be read leaves what is known.
  return token.ok ? methodOfToken(token.data) : { ...known, lastFour: null };
}

/**
 * The operations the charge, its refunds and its cancels name in their metadata: the sale that
 * made it and the refunds and cancels made of it, the sale first, so a charge opened from the
 * service's list shows the steps this till's journal wrote for them too.
 */
function operationIdsNamedBy(
  charge: Charge,
  refunds: readonly Refund[],
  cancels: readonly Cancel[],
): string[] {
  const named = [
    charge.metadata,
    ...refunds.map((refund) => refund.metadata ?? {}),
    ...cancels.map((cancel) => cancel.metadata ?? {}),
  ].flatMap((metadata) => operationIdOf(metadata) ?? []);
  return [...new Set(named)];
}

/** The operations the journal could show; another till's or another profile's is left off. */
function readOperations(results: readonly IpcResult<OperationDetail>[]): OperationDetail[] {
  return results.flatMap((result) => (result.ok ? [result.data] : []));
}

export function createChargeDetailStore(pos: DetailPos) {
  // Each read is numbered so an answer for a charge the cashier has left is dropped.
  let reading = 0;

  return createStore<ChargeDetailStore>()((set, get) => {
    const read = async () => {
      const { chargeId, hints, operationIds } = get();
      if (chargeId === null) return;
      const ticket = ++reading;
      set({ loading: true });
      const [charge, refunds, cancels, operations] = await Promise.all([
        pos.chargesGet({ chargeId }),
        pos.refundsList({ chargeId, query: { limit: maxPageSize } }),
        pos.cancelsList({ chargeId, query: { limit: maxPageSize } }),
        Promise.all(operationIds.map((operationId) => pos.journalGetOperation({ operationId }))),
      ]);
      if (ticket !== reading) return;
      if (!charge.ok || !refunds.ok || !cancels.ok) {
        const unknown = !charge.ok && charge.error.code === 'NOT_FOUND';
        const failed = [charge, refunds, cancels].find((result) => !result.ok);
        set({
          loading: false,
          error: failed === undefined || failed.ok ? null : failed.error,
          unknownAtService: unknown ? readOperations(operations) : null,
        });
        return;
      }
      const named = operationIdsNamedBy(charge.data, refunds.data.items, cancels.data.items).filter(
        (operationId) => !operationIds.includes(operationId),
      );
      const previous = get().detail;
      const [found, method] = await Promise.all([
        Promise.all(named.map((operationId) => pos.journalGetOperation({ operationId }))),
        previous !== null && previous.charge.id === chargeId
          ? previous.method
          : methodOf(pos, charge.data, hints),
      ]);
      if (ticket !== reading) return;
      // Known from now on, so a refresh reads them with the rest.
      const others = get().operationIds.filter((operationId) => !named.includes(operationId));
      set({
        operationIds: [...named, ...others],
        loading: false,
        error: null,
        unknownAtService: null,
        detail: {
          charge: charge.data,
          refunds: refunds.data.items,
          cancels: cancels.data.items,
          method,
          operations: readOperations([...found, ...operations]),
        },
      });
    };

    return {
      ...closed,
      open: async (chargeId, hints = {}) => {
        set({
          ...closed,
          chargeId,
          hints,
          operationIds: hints.operationId === undefined ? [] : [hints.operationId],
        });
        await read();
      },
      addOperation: (operationId) => {
        const { operationIds } = get();
        if (!operationIds.includes(operationId)) {
          set({ operationIds: [...operationIds, operationId] });
        }
      },
      refresh: read,
      close: () => {
        reading += 1;
        set(closed);
      },
    };
  });
}
