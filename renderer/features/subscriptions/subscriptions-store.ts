import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError, IpcResult } from '../../../shared/ipc/ipc-result';
import type { Charge } from '../../../shared/service/charges';
import { parseRequest, uuid, type MetadataInput } from '../../../shared/service/common';
import type { Subscription, SubscriptionPayment } from '../../../shared/service/subscriptions';
import type { TransactionToken } from '../../../shared/service/tokens';
import { storeTimeZone } from '../../app/store-clock';
import { rereadLoadedPages } from '../../app/reread-loaded-pages';
import {
  emptyChargesFilter,
  subscriptionChargesListQuery,
  type ChargesQuery,
  type SubscriptionChargesFilter,
} from './subscription-charges-filter';
import { chargesAtOnce, switchEffect } from './switch-effect';

/*
 * The subscription on show (the service lists none, so it is found by id: typed, or handed
 * over from a charge or the history), followed with `polling=true` while unverified; the
 * token it charges, read to name the card; its scheduled payments and its charges, a page at a
 * time; and its two changes: the card it charges and its metadata. Kept while the clerk visits
 * other screens.
 */

type SubscriptionsPos = Pick<
  PosApi,
  | 'subscriptionsGet'
  | 'subscriptionsUpdate'
  | 'subscriptionsListCharges'
  | 'subscriptionsListPayments'
  | 'subscriptionsGetPayment'
  | 'tokensGet'
  | 'chargesGet'
>;

/** Conventions: Subscriptions, `unverified` until its first charge is processed. */
function isSubscriptionPending(subscription: Subscription): boolean {
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

/** The token the subscription charges, read by its id to name the card. */
interface CardRead {
  tokenId: string;
  token: TransactionToken | null;
  error: IpcError | null;
}

/**
 * What a card switch turned out to do, from the service's answers after it: the overdue
 * payment charged to the new card (being charged, paid, declined, or not read back), or no
 * charge at once, the subscription's status then saying the rest.
 */
export type SwitchOutcome =
  | { kind: 'charging' | 'paid' | 'declined' | 'unread'; amount: Subscription['amount'] }
  | { kind: 'switched' };

interface SubscriptionsState {
  typedId: string;
  idError: 'REQUIRED_VALUE' | 'INVALID_UUID' | null;
  subscription: Subscription | null;
  loading: boolean;
  /** Waiting on the service's `polling=true` while the subscription is unverified. */
  polling: boolean;
  error: IpcError | null;
  card: CardRead | null;
  switchOutcome: SwitchOutcome | null;
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
  /**
   * Switches the card (answers the refusal, or null once made), then reads back what happened:
   * an overdue payment the service charges to the new card at once is followed to its outcome,
   * and the subscription, its card and its lists are read again.
   */
  switchCard: (tokenId: string) => Promise<IpcError | null>;
}

export type SubscriptionsStore = SubscriptionsState & SubscriptionsActions;

export function createSubscriptionsStore(
  pos: SubscriptionsPos,
  zone: () => string = storeTimeZone,
) {
  return createStore<SubscriptionsStore>()((set, get) => {
    const shownId = () => get().subscription?.id;

    /** Reads the token the shown subscription charges, unless it was already read. */
    const readCard = async () => {
      const tokenId = get().subscription?.transaction_token_id;
      if (tokenId === undefined) return set({ card: null });
      const known = get().card;
      if (known?.tokenId === tokenId && known.error === null) return;
      set({ card: { tokenId, token: null, error: null } });
      const result = await pos.tokensGet({ tokenId });
      if (get().subscription?.transaction_token_id !== tokenId) return;
      set({
        card: result.ok
          ? { tokenId, token: result.data, error: null }
          : { tokenId, token: null, error: result.error },
      });
    };

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
        void readCard();
        if (!isSubscriptionPending(result.data)) {
          // Its first charge was processed: the lists have news.
          void readPayments(subscriptionId);
          void readCharges(get().chargesFilter);
        }
      }
      set({ polling: false });
    };

    /**
     * The charge the service made with the new token for the overdue payment (its newest with
     * that token), followed with `polling=true` until it leaves pending.
     */
    const overdueChargeOutcome = async (
      subscriptionId: string,
      tokenId: string,
    ): Promise<'paid' | 'declined' | 'unread'> => {
      const listed = await pos.subscriptionsListCharges({
        subscriptionId,
        // Newest first (conventions: Pagination), so the first is the charge just made.
        query: { transaction_token_id: tokenId },
      });
      const made = listed.ok ? listed.data.items[0] : undefined;
      if (made === undefined) return 'unread';
      let status = made.status;
      // Each read is held by the service, and may still answer pending (conventions: Charges).
      while (status === 'pending' && shownId() === subscriptionId) {
        const charge = await pos.chargesGet({ chargeId: made.id, query: { polling: true } });
        if (!charge.ok) return 'unread';
        status = charge.data.status;
      }
      if (status === 'successful') return 'paid';
      if (status === 'failed' || status === 'error') return 'declined';
      return 'unread';
    };

    const open = async (subscriptionId: string) => {
      set({
        typedId: subscriptionId,
        idError: null,
        loading: true,
        error: null,
        subscription: null,
        card: null,
        switchOutcome: null,
        payments: emptyPage,
        payment: null,
        paymentError: null,
        // Another subscription's charges are searched afresh, not with the last one's filters.
        chargesFilter: emptyChargesFilter,
        charges: emptyPage,
        chargesErrors: [],
      });
      const result = await pos.subscriptionsGet({ subscriptionId });
      if (get().typedId !== subscriptionId) return;
      if (!result.ok) return set({ loading: false, error: result.error });
      set({ loading: false, subscription: result.data });
      void readCard();
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
      card: null,
      switchOutcome: null,
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
        void readCard();
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
        if (shownId() !== subscription.id) return null;
        set({ subscription: result.data });
        void readCard();
        return null;
      },
      switchCard: async (tokenId) => {
        const before = get().subscription;
        if (before === null) return null;
        const effect = switchEffect(before);
        set({ switchOutcome: null });
        const refused = await get().update({ transaction_token_id: tokenId });
        if (refused !== null) return refused;
        if (shownId() !== before.id) return null;
        if (chargesAtOnce(effect)) {
          set({ switchOutcome: { kind: 'charging', amount: effect.amount } });
          const kind = await overdueChargeOutcome(before.id, tokenId);
          if (shownId() !== before.id) return null;
          set({ switchOutcome: { kind, amount: effect.amount } });
        } else set({ switchOutcome: { kind: 'switched' } });
        await get().refresh();
        return null;
      },
    };
  });
}
