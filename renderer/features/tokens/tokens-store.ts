import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { hasTokenData, type TransactionToken } from '../../../shared/service/tokens';
import { storeTimeZone } from '../../app/store-clock';
import { rereadLoadedPages } from '../../app/reread-loaded-pages';
import {
  emptyTokenFilter,
  refusedTokenFilters,
  tokenListQuery,
  type TokenFilter,
  type TokenQuery,
} from './token-filter';

/*
 * The tokens view's state: the list as last asked for (filters, pages read), the token shown
 * in detail, and the alias look-up. Kept while the clerk visits other screens, so Back from
 * a subscription finds the same list.
 */

type TokensPos = Pick<PosApi, 'tokensList' | 'tokensGet' | 'tokensGetByAlias'>;

interface TokensState {
  /** The filters of the list shown. */
  filter: TokenFilter;
  /** Why the filters the clerk last tried could not be sent. */
  filterErrors: Extract<TokenQuery, { ok: false }>['errors'];
  items: TransactionToken[];
  hasMore: boolean;
  status: 'idle' | 'loading' | 'loaded';
  listError: IpcError | null;
  /** The token in detail: as the list or a look-up gave it, then as its get answers. */
  detail: TransactionToken | null;
  detailLoading: boolean;
  detailError: IpcError | null;
  alias: string;
  aliasError: 'REQUIRED_VALUE' | null;
  aliasRefusal: IpcError | null;
  aliasLoading: boolean;
}

interface TokensActions {
  search: (filter: TokenFilter) => Promise<void>;
  more: () => Promise<void>;
  /**
   * Reads the list again from the top, as far as it was loaded, with the same filters, and
   * swaps the rows in at once so the scroll holds; the first time, the first page.
   */
  refresh: () => Promise<void>;
  open: (tokenId: string) => Promise<void>;
  setAlias: (alias: string) => void;
  lookUpAlias: () => Promise<void>;
}

export type TokensStore = TokensState & TokensActions;

export function createTokensStore(pos: TokensPos, zone: () => string = storeTimeZone) {
  return createStore<TokensStore>()((set, get) => {
    // Only the answer to the latest request of each kind is shown.
    let listTicket = 0;
    let detailTicket = 0;

    const load = async (filter: TokenFilter, cursor?: string) => {
      const query = tokenListQuery(filter, zone(), cursor);
      if (!query.ok) {
        set({ filterErrors: query.errors });
        return;
      }
      const ticket = ++listTicket;
      const shown = get().filter;
      set({ filter, filterErrors: [], status: 'loading', listError: null });
      const result = await pos.tokensList({ scope: filter.scope, query: query.query });
      if (ticket !== listTicket) return;
      if (!result.ok) {
        const refused = refusedTokenFilters(result.error);
        if (refused.length === 0) return set({ status: 'loaded', listError: result.error });
        // Said under the fields, as the form's own check would; the rows on show are still
        // those of the filters before, so the next page reads on with them.
        const unnamed = refused.length < (result.error.fields ?? []).length;
        set({
          filter: shown,
          filterErrors: refused,
          status: 'loaded',
          listError: unnamed ? result.error : null,
        });
        return;
      }
      set({
        status: 'loaded',
        items: cursor === undefined ? result.data.items : [...get().items, ...result.data.items],
        hasMore: result.data.has_more,
      });
    };

    const show = async (read: () => ReturnType<TokensPos['tokensGet']>) => {
      const ticket = ++detailTicket;
      set({ detailLoading: true, detailError: null });
      const result = await read();
      if (ticket !== detailTicket) return null;
      set({ detailLoading: false });
      if (!result.ok) return result.error;
      set({ detail: result.data });
      return null;
    };

    return {
      filter: emptyTokenFilter,
      filterErrors: [],
      items: [],
      hasMore: false,
      status: 'idle',
      listError: null,
      detail: null,
      detailLoading: false,
      detailError: null,
      alias: '',
      aliasError: null,
      aliasRefusal: null,
      aliasLoading: false,

      search: (filter) => load(filter),
      more: async () => {
        const { items, hasMore, status, filter } = get();
        const last = items[items.length - 1];
        if (!hasMore || status === 'loading' || last === undefined) return;
        await load(filter, last.id);
      },
      refresh: async () => {
        const { filter, items, status } = get();
        if (status === 'idle') return load(filter);
        const ticket = ++listTicket;
        const timeZone = zone();
        const fresh = await rereadLoadedPages<TransactionToken>(items.length, async (last) => {
          const query = tokenListQuery(filter, timeZone, last?.id);
          if (!query.ok) return null;
          const result = await pos.tokensList({ scope: filter.scope, query: query.query });
          return ticket === listTicket ? result : null;
        });
        if (fresh === null) return;
        if (!fresh.ok) return set({ listError: fresh.error });
        set({
          status: 'loaded',
          items: fresh.data.items,
          hasMore: fresh.data.hasMore,
          listError: null,
        });
      },
      open: async (tokenId) => {
        const listed = get().items.find((token) => token.id === tokenId);
        // The list item shows at once; the get adds what only it carries (usage_limit, card_bin).
        set({ detail: listed ?? get().detail });
        const error = await show(() => pos.tokensGet({ tokenId }));
        if (error !== null) set({ detailError: error });
      },
      setAlias: (alias) => set({ alias, aliasError: null, aliasRefusal: null }),
      lookUpAlias: async () => {
        const alias = get().alias.trim();
        if (alias === '') return set({ aliasError: 'REQUIRED_VALUE' });
        set({ aliasLoading: true, aliasRefusal: null });
        const error = await show(async () => {
          const found = await pos.tokensGetByAlias({ alias });
          if (!found.ok) return found;
          if (hasTokenData(found.data)) return { ok: true, data: found.data };
          // The real service may answer an alias without the token's data: its get has it.
          return pos.tokensGet({ tokenId: found.data.id });
        });
        set({ aliasLoading: false, aliasRefusal: error });
      },
    };
  });
}
