import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { customerIdCreateBody } from '../../../shared/service/customers';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import type { TransactionToken } from '../../../shared/service/tokens';
import { rereadLoadedPages } from '../../app/reread-loaded-pages';

/*
 * A merchant-side customer id (a member number) mapped to the service's customer UUID, and
 * the tokens registered to that customer (their `univapay-customer-id` metadata, spec: List
 * transaction tokens, customer_id). Kept while the clerk visits other screens.
 */

type CustomerPos = Pick<PosApi, 'customersCreateId' | 'tokensList'>;

interface CustomerIdsState {
  memberNumber: string;
  /** Why the member number cannot be sent, shown once the clerk has tried. */
  errors: FieldError[];
  mapping: boolean;
  refusal: IpcError | null;
  /** The mapping shown: the member number as sent and the service's UUID for it. */
  customer: { memberNumber: string; customerId: string } | null;
  tokens: TransactionToken[];
  hasMore: boolean;
  listing: boolean;
  listError: IpcError | null;
}

interface CustomerIdsActions {
  setMemberNumber: (memberNumber: string) => void;
  map: () => Promise<void>;
  more: () => Promise<void>;
  /**
   * Lists the mapped customer's tokens again as far as they were loaded, swapping the rows in
   * at once so the scroll holds.
   */
  refresh: () => Promise<void>;
}

export type CustomerIdsStore = CustomerIdsState & CustomerIdsActions;

export function createCustomerIdsStore(pos: CustomerPos) {
  return createStore<CustomerIdsStore>()((set, get) => {
    // Only the answer to the latest listing is shown.
    let listTicket = 0;
    const readPage = async (customerId: string, ticket: number, cursor?: string) => {
      const result = await pos.tokensList({
        scope: 'store',
        query: { customer_id: customerId, ...(cursor === undefined ? {} : { cursor }) },
      });
      // An answer for a customer the clerk has since left, or to an older listing, is dropped.
      return ticket === listTicket && get().customer?.customerId === customerId ? result : null;
    };

    const list = async (customerId: string, cursor?: string) => {
      set({ listing: true, listError: null });
      const result = await readPage(customerId, ++listTicket, cursor);
      if (result === null) return;
      if (!result.ok) {
        set({ listing: false, listError: result.error });
        return;
      }
      set({
        listing: false,
        tokens: cursor === undefined ? result.data.items : [...get().tokens, ...result.data.items],
        hasMore: result.data.has_more,
      });
    };

    return {
      memberNumber: '',
      errors: [],
      mapping: false,
      refusal: null,
      customer: null,
      tokens: [],
      hasMore: false,
      listing: false,
      listError: null,
      setMemberNumber: (memberNumber) => set({ memberNumber, errors: [], refusal: null }),
      map: async () => {
        const body = parseRequest(customerIdCreateBody, { customer_id: get().memberNumber.trim() });
        if (!body.success) {
          set({ errors: body.errors });
          return;
        }
        if (get().mapping) return;
        set({ mapping: true, refusal: null });
        const result = await pos.customersCreateId({ body: body.data });
        if (!result.ok) {
          // The member number stays as typed.
          set({ mapping: false, refusal: result.error });
          return;
        }
        const customerId = result.data.customer_id;
        set({
          mapping: false,
          customer: { memberNumber: body.data.customer_id, customerId },
          tokens: [],
          hasMore: false,
        });
        await list(customerId);
      },
      more: async () => {
        const { customer, tokens, hasMore, listing } = get();
        const last = tokens[tokens.length - 1];
        if (customer === null || !hasMore || listing || last === undefined) return;
        await list(customer.customerId, last.id);
      },
      refresh: async () => {
        const { customer, tokens } = get();
        if (customer === null) return;
        const ticket = ++listTicket;
        const fresh = await rereadLoadedPages<TransactionToken>(tokens.length, (last) =>
          readPage(customer.customerId, ticket, last?.id),
        );
        if (fresh === null) return;
        set(
          fresh.ok
            ? {
                listing: false,
                listError: null,
                tokens: fresh.data.items,
                hasMore: fresh.data.hasMore,
              }
            : { listing: false, listError: fresh.error },
        );
      },
    };
  });
}
