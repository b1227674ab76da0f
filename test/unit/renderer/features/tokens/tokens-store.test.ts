import { describe, expect, it } from 'vitest';
import type { TransactionToken } from '../../../../../shared/service/tokens';
import { emptyTokenFilter } from '../../../../../renderer/features/tokens/token-filter';
import { createTokensStore } from '../../../../../renderer/features/tokens/tokens-store';

const listed = {
  id: '0a3f1c9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
} as TransactionToken;

/** Main listing one token, then refusing the card expiry filter as the service would. */
function fakeMain() {
  const unused = () => Promise.reject(new Error('not asked in this test'));
  const pos: Parameters<typeof createTokensStore>[0] = {
    tokensGet: unused,
    tokensGetByAlias: unused,
    tokensList: (input) => {
      if (input.query?.card_exp === undefined) {
        return Promise.resolve({
          ok: true as const,
          data: { items: [listed], has_more: true, total_hits: 11 },
        });
      }
      return Promise.resolve({
        ok: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'GET /stores/{storeId}/tokens: the service answered 400 VALIDATION_ERROR',
          fields: [{ field: 'card_exp', reason: 'INVALID_CARD_EXPIRATION' }],
        },
      });
    },
  };
  return { pos };
}

describe('the tokens store', () => {
  it('shows a filter the service refused under its field and keeps the list shown', async () => {
    const main = fakeMain();
    const store = createTokensStore(main.pos);
    await store.getState().search(emptyTokenFilter);

    await store.getState().search({ ...emptyTokenFilter, card_exp: '2030-12' });
    const state = store.getState();
    expect(state.filterErrors).toEqual([{ field: 'card_exp', reason: 'INVALID_CARD_EXPIRATION' }]);
    expect(state.listError).toBeNull();
    expect(state.items).toEqual([listed]);
    // The next page reads on with the filters of the rows on show.
    expect(state.filter).toEqual(emptyTokenFilter);
  });
});

describe('the alias look-up', () => {
  it('reads the token by its id when the alias answer has no data', async () => {
    const full = { ...listed, payment_type: 'card', data: {} } as TransactionToken;
    const asked: string[] = [];
    const { pos } = fakeMain();
    const store = createTokensStore({
      ...pos,
      tokensGetByAlias: () =>
        Promise.resolve({ ok: true as const, data: { ...listed, payment_type: 'card' } }),
      tokensGet: ({ tokenId }) => {
        asked.push(tokenId);
        return Promise.resolve({ ok: true as const, data: full });
      },
    });
    store.getState().setAlias('alias-1');
    await store.getState().lookUpAlias();
    expect(asked).toEqual([listed.id]);
    expect(store.getState().detail).toBe(full);
  });
});
