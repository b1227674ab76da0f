import { describe, expect, it } from 'vitest';
import { Accounts, seedAccounts } from '../../../../main/simulator/accounts';
import {
  authenticate,
  bearerJwt,
  inTokenScope,
  requireSameMode,
  requireStoreToken,
} from '../../../../main/simulator/auth';

const accounts = new Accounts(seedAccounts(Date.UTC(2024, 0, 1)));
const { store1Test, merchant } = accounts.credentials().appTokens;
const [store1, store2] = accounts.credentials().stores;

describe('simulator auth helpers', () => {
  it('reads the claims of a store token', () => {
    const claims = authenticate(
      `Bearer ${store1Test.secret}.${store1Test.jwt}`,
      'secret',
      accounts,
    );
    expect(claims).toMatchObject({ sub: 'app_token', store_id: store1?.id, mode: 'test' });
  });

  it('takes the JWT out of either header form for the rate limiter', () => {
    expect(bearerJwt(`Bearer ${store1Test.secret}.${store1Test.jwt}`)).toBe(store1Test.jwt);
    expect(bearerJwt(`Bearer ${store1Test.jwt}`)).toBe(store1Test.jwt);
    expect(bearerJwt(undefined)).toBeUndefined();
  });

  it('answers a header seen before as the first time, per the route it is sent to', () => {
    const jwtOnly = `Bearer ${store1Test.jwt}`;
    const wrongSecret = `Bearer ${'x'.repeat(store1Test.secret.length)}.${store1Test.jwt}`;
    for (let sighting = 0; sighting < 2; sighting += 1) {
      expect(authenticate(jwtOnly, 'jwt', accounts).store_id).toBe(store1?.id);
      expect(() => authenticate(jwtOnly, 'secret', accounts)).toThrow(
        expect.objectContaining({ code: 'INVALID_CREDENTIALS' }) as Error,
      );
      expect(() => authenticate(wrongSecret, 'secret', accounts)).toThrow(
        expect.objectContaining({ code: 'INVALID_CREDENTIALS' }) as Error,
      );
      expect(() => authenticate('Bearer a.b', 'jwt', accounts)).toThrow(
        expect.objectContaining({ code: 'INVALID_APP_TOKEN' }) as Error,
      );
      expect(bearerJwt('Bearer a.b')).toBe('a.b');
    }
  });

  it('gives a store token its store and refuses a merchant token with INVALID_PERMISSIONS', () => {
    const storeClaims = authenticate(`Bearer ${store1Test.jwt}`, 'jwt', accounts);
    expect(requireStoreToken({ auth: storeClaims, accounts })).toEqual(store1);
    const merchantClaims = authenticate(`Bearer ${merchant.jwt}`, 'jwt', accounts);
    expect(() => requireStoreToken({ auth: merchantClaims, accounts })).toThrow(
      expect.objectContaining({ code: 'INVALID_PERMISSIONS' }) as Error,
    );
  });

  it('refuses a resource of the other mode with PROCESSING_MODE_MISMATCH', () => {
    const auth = authenticate(`Bearer ${store1Test.jwt}`, 'jwt', accounts);
    expect(() => requireSameMode({ auth, accounts }, { mode: 'test' })).not.toThrow();
    expect(() => requireSameMode({ auth, accounts }, { mode: 'live' })).toThrow(
      expect.objectContaining({ code: 'PROCESSING_MODE_MISMATCH' }) as Error,
    );
  });

  it('scopes cross-store lists to the token store, or every store for a merchant token', () => {
    const items = [
      { store_id: store1?.id ?? '' },
      { store_id: store2?.id ?? '' },
      { store_id: 'x' },
    ];
    const storeAuth = authenticate(`Bearer ${store1Test.jwt}`, 'jwt', accounts);
    const merchantAuth = authenticate(`Bearer ${merchant.jwt}`, 'jwt', accounts);
    expect(items.filter(inTokenScope({ auth: storeAuth, accounts }))).toEqual([items[0]]);
    expect(items.filter(inTokenScope({ auth: merchantAuth, accounts }))).toEqual(items.slice(0, 2));
  });
});
