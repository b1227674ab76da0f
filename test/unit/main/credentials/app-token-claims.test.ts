import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  decodeAppTokenClaims,
  summarizeAppToken,
} from '../../../../main/credentials/app-token-claims';
import { CredentialsError } from '../../../../main/credentials/credentials-error';
import { makeJwt, merchantId, storeId, storeTokenClaims } from './app-token-fixture';

function decodeError(jwt: string): CredentialsError {
  try {
    decodeAppTokenClaims(jwt);
  } catch (error) {
    if (error instanceof CredentialsError) return error;
    throw error;
  }
  throw new Error('expected the JWT to be refused');
}

const payloadOf = (jwt: string) => jwt.split('.')[1] ?? '';

describe('app token claims', () => {
  it('reads the claims of a store app token', () => {
    const claims = decodeAppTokenClaims(makeJwt(storeTokenClaims()));
    expect(claims).toMatchObject({ sub: 'app_token', store_id: storeId, mode: 'test' });
    expect(summarizeAppToken(claims)).toEqual({ kind: 'store', merchantId, storeId, mode: 'test' });
  });

  it('summarizes a token without store_id as a merchant token', () => {
    const merchantClaims: Record<string, unknown> = { ...storeTokenClaims(), mode: 'live' };
    delete merchantClaims['store_id'];
    const claims = decodeAppTokenClaims(makeJwt(merchantClaims));
    expect(summarizeAppToken(claims)).toEqual({ kind: 'merchant', merchantId, mode: 'live' });
  });

  it('keeps claims it does not know', () => {
    const claims = decodeAppTokenClaims(makeJwt({ ...storeTokenClaims(), iss: 'svc' }));
    expect(claims['iss']).toBe('svc');
  });

  it('refuses a string that is not three base64url segments as MALFORMED_APP_TOKEN', () => {
    const jwt = makeJwt(storeTokenClaims());
    for (const malformed of [
      '',
      'abc',
      jwt.split('.').slice(0, 2).join('.'),
      `${jwt}.x`,
      `${jwt}+`,
    ]) {
      expect(decodeError(malformed).code).toBe('MALFORMED_APP_TOKEN');
    }
  });

  it('refuses a payload that is not JSON as MALFORMED_APP_TOKEN', () => {
    const jwt = makeJwt(storeTokenClaims());
    const notJson = Buffer.from('{"sub":"app_token",').toString('base64url');
    expect(decodeError(jwt.replace(payloadOf(jwt), notJson)).code).toBe('MALFORMED_APP_TOKEN');
  });

  it('refuses a header that names no algorithm as MALFORMED_APP_TOKEN', () => {
    expect(decodeError(makeJwt(storeTokenClaims(), { typ: 'JWT' })).code).toBe(
      'MALFORMED_APP_TOKEN',
    );
  });

  it('names each claim in error with INVALID_APP_TOKEN_CLAIMS', () => {
    const claims: Record<string, unknown> = { ...storeTokenClaims(), sub: 'user', mode: 'sandbox' };
    delete claims['jti'];
    const error = decodeError(makeJwt(claims));
    expect(error.code).toBe('INVALID_APP_TOKEN_CLAIMS');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'sub', reason: 'INVALID_FORMAT' },
        { field: 'mode', reason: 'INVALID_FORMAT' },
        { field: 'jti', reason: 'REQUIRED_VALUE' },
      ]),
    );
  });

  it('never echoes the token in an error', () => {
    const jwt = makeJwt({ ...storeTokenClaims(), mode: 'sandbox' });
    const notJson = Buffer.from('{"sub":"app_token_but_not_json"').toString('base64url');
    for (const refused of [jwt, jwt.replace(payloadOf(jwt), notJson), `${jwt}.extra`]) {
      const text = inspect(decodeError(refused), { depth: 10 });
      for (const segment of refused.split('.')) expect(text).not.toContain(segment);
      expect(text).not.toContain('app_token_but_not_json');
    }
  });
});
