import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError, IpcResult } from '../../../shared/ipc/ipc-result';
import type { Charge } from '../../../shared/service/charges';
import { parseRequest, uuid, type MetadataInput } from '../../../shared/service/common';
import type { Subscription, SubscriptionPayment } from '../../../shared/service/subscriptions';
import { storeTimeZone } from '../../app/store-clock';
import { rereadLoadedPages } from '../../app/reread-loaded-pages';
import {
  emptyChargesFilter,
  subscriptionChargesListQuery,
  type ChargesQuery,
  type SubscriptionChargesFilter,
} from './subscription-charges-filter';

/*
 * The subscription on show (the service lists none, so it is found by id: typed, or handed
 * over from a charge or the history), followed with `polling=true` while unverified; its
 * scheduled payments and its charges, a page at a time; and its two changes: the card it
 * charges and its metadata. Kept while the clerk visits other screens.
 */

type SubscriptionsPos = Pick<
  PosApi,
  | 'subscriptionsGet'
  | 'subscriptionsUpdate'
  | 'subscriptionsListCharges'
  | 'subscriptionsListPayments'
  | 'subscriptionsGetPayment'
>;

/** Conventions: Subscriptions, `unverified` until its first charge is processed. */
export function isSubscriptionPending(subscription: Subscription): boolean {
  return subscription.status === 'unverified';
}

interface Paged<Item> {
  items: Item[];
  hasMore: boolean;
  loading: boolean;
  error: IpcError | null;
}

const emptyPage = { items: [], hasMore: false, loading: false, error: null };

/** A list re-read: its fresh rows, or the rows on show with why they could not be read. */
function pageRead<Item>(
  shown: Paged<Item>,
  read: IpcResult<{ items: Item[]; hasMore: boolean }>,
): Paged<Item> {
  return read.ok
    ? { items: read.data.items, hasMore: read.data.hasMore, loading: false, error: null }
    : { ...shown, error: read.error };
}

interface SubscriptionsState {
  typedId: string;
  idError: 'REQUIRED_VALUE' | 'INVALID_UUID' | null;
  subscription: Subscription | null;
  loading: boolean;
  /** Waiting on the service's `polling=true` while the subscription is unverified. */
  polling: boolean;
  error: IpcError | null;
  payments: Paged<SubscriptionPayment>;
  payment: SubscriptionPayment | null;
  paymentError: IpcError | null;
  chargesFilter: SubscriptionChargesFilter;
  chargesErrors: Extract<ChargesQuery, { ok: false }>['errors'];
  charges: Paged<Charge>;
}

interface SubscriptionsActions {
  setTypedId: (typedId: string) => void;
  find: () => Promise<void>;
  /** Opens a subscription handed over from elsewhere (a charge, the history). */
  open: (subscriptionId: string) => Promise<void>;
  morePayments: () => Promise<void>;
  openPayment: (paymentId: string) => Promise<void>;
  searchCharges: (filter: SubscriptionChargesFilter) => Promise<void>;
  moreCharges: () => Promise<void>;
  /**
   * Reads the subscription on show again, and its payments and charges as far as they were
   * loaded with the same filters, swapping the rows in at once so the scroll holds.
   */
  refresh: () => Promise<void>;
  /** Sends a change; answers the refusal (whose fields the form shows), or null once made. */
  update: (
    change: { transaction_token_id: string } | { metadata: MetadataInput },
  ) => Promise<IpcError | null>;
}

export type SubscriptionsStore = SubscriptionsState & SubscriptionsActions;

export function createSubscriptionsStore(
  pos: SubscriptionsPos,
  zone: () => string = storeTimeZone,
) {
  return createStore<SubscriptionsStore>()((set, get) => {
    const shownId = () => get().subscription?.id;

    const paymentsPage = (subscriptionId: string, cursor?: string) =>
      pos.subscriptionsListPayments({
        subscriptionId,
        query: { limit: 10, ...(cursor !== undefined && { cursor }) },
      });

    const readPayments = async (subscriptionId: string, cursor?: string) => {
      set({ payments: { ...get().payments, loading: true, error: null } });
      const result = await paymentsPage(subscriptionId, cursor);
      if (shownId() !== subscriptionId) return;
      const before = cursor === undefined ? [] : get().payments.items;
      set({
        payments: result.ok
          ? {
              items: [...before, ...result.data.items],
              hasMore: result.data.has_more,
              loading: false,
              error: null,
            }
          : { ...get().payments, loading: false, error: result.error },
      });
    };

    const readCharges = async (filter: SubscriptionChargesFilter, cursor?: string) => {
      const subscription = get().subscription;
      if (subscription === null) return;
      const query = subscriptionChargesListQuery(
        filter,
        { timeZone: zone(), currency: subscription.currency },
        cursor,
      );
      if (!query.ok) return set({ chargesErrors: query.errors });
      set({
        chargesFilter: filter,
        chargesErrors: [],
        charges: { ...get().charges, loading: true, error: null },
      });
      const result = await pos.subscriptionsListCharges({
        subscriptionId: subscription.id,
        query: query.query,
      });
      if (shownId() !== subscription.id) return;
      const before = cursor === undefined ? [] : get().charges.items;
      set({
        charges: result.ok
          ? {
              items: [...before, ...result.data.items],
              hasMore: result.data.has_more,
              loading: false,
              error: null,
            }
          : { ...get().charges, loading: false, error: result.error },
      });
    };

    /** Holds on `polling=true` until the service says the subscription left unverified. */
    const follow = async (subscriptionId: string) => {
      while (shownId() === subscriptionId && get().subscription !== null) {
        const current = get().subscription;
        if (current === null || !isSubscriptionPending(current)) break;
        set({ polling: true });
        const result = await pos.subscriptionsGet({ subscriptionId, query: { polling: true } });
        if (shownId() !== subscriptionId) return;
        if (!result.ok) return set({ polling: false, error: result.error });
        set({ subscription: result.data });
        if (!isSubscriptionPending(result.data)) {
          // Its first charge was processed: the lists have news.
          void readPayments(subscriptionId);
          void readCharges(get().chargesFilter);
        }
      }
      set({ polling: false });
    };

    const open = async (subscriptionId: string) => {
      set({
        typedId: subscriptionId,
        idError: null,
        loading: true,
        error: null,
        subscription: null,
        payments: emptyPage,
        payment: null,
        paymentError: null,
        charges: emptyPage,
        chargesErrors: [],
      });
      const result = await pos.subscriptionsGet({ subscriptionId });
      if (get().typedId !== subscriptionId) return;
      if (!result.ok) return set({ loading: false, error: result.error });
      set({ loading: false, subscription: result.data });
      void readPayments(subscriptionId);
      void readCharges(get().chargesFilter);
      await follow(subscriptionId);
    };

    return {
      typedId: '',
      idError: null,
      subscription: null,
      loading: false,
      polling: false,
      error: null,
      payments: emptyPage,
      payment: null,
      paymentError: null,
      chargesFilter: emptyChargesFilter,
      chargesErrors: [],
      charges: emptyPage,

      setTypedId: (typedId) => set({ typedId, idError: null }),
      find: async () => {
        const typed = get().typedId.trim();
        const parsed = parseRequest(uuid, typed);
        if (!parsed.success) {
          return set({ idError: typed === '' ? 'REQUIRED_VALUE' : 'INVALID_UUID' });
        }
        await open(parsed.data);
      },
      open,
      morePayments: async () => {
        const { subscription, payments } = get();
        const last = payments.items[payments.items.length - 1];
        if (subscription === null || !payments.hasMore || payments.loading || last === undefined)
          return;
        await readPayments(subscription.id, last.id);
      },
      openPayment: async (paymentId) => {
        const subscription = get().subscription;
        if (subscription === null) return;
        set({ paymentError: null });
        const result = await pos.subscriptionsGetPayment({
          subscriptionId: subscription.id,
          paymentId,
        });
        if (shownId() !== subscription.id) return;
        set(result.ok ? { payment: result.data } : { paymentError: result.error });
      },
      searchCharges: (filter) => readCharges(filter),
      moreCharges: async () => {
        const { charges, chargesFilter } = get();
        const last = charges.items[charges.items.length - 1];
        if (!charges.hasMore || charges.loading || last === undefined) return;
        await readCharges(chargesFilter, last.id);
      },
      refresh: async () => {
        const { subscription, payments, charges, chargesFilter } = get();
        if (subscription === null) return;
        const subscriptionId = subscription.id;
        const timeZone = zone();
        const [current, freshPayments, freshCharges] = await Promise.all([
          pos.subscriptionsGet({ subscriptionId }),
          rereadLoadedPages<SubscriptionPayment>(payments.items.length, (last) =>
            paymentsPage(subscriptionId, last?.id),
          ),
          rereadLoadedPages<Charge>(charges.items.length, async (last) => {
            const query = subscriptionChargesListQuery(
              chargesFilter,
              { timeZone, currency: subscription.currency },
              last?.id,
            );
            return query.ok
              ? pos.subscriptionsListCharges({ subscriptionId, query: query.query })
              : null;
          }),
        ]);
        if (shownId() !== subscriptionId) return;
        set(current.ok ? { subscription: current.data, error: null } : { error: current.error });
        // A page the clerk asked for meanwhile, or a new filter, is newer than this read.
        if (freshPayments !== null && !get().payments.loading) {
          set({ payments: pageRead(get().payments, freshPayments) });
        }
        if (
          freshCharges !== null &&
          !get().charges.loading &&
          get().chargesFilter === chargesFilter
        ) {
          set({ charges: pageRead(get().charges, freshCharges) });
        }
      },
      update: async (change) => {
        const subscription = get().subscription;
        if (subscription === null) return null;
        const result = await pos.subscriptionsUpdate({
          subscriptionId: subscription.id,
          body: change,
        });
        if (!result.ok) return result.error;
        if (shownId() === subscription.id) set({ subscription: result.data });
        return null;
      },
    };
  });
}
