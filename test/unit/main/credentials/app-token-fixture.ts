import { randomBytes } from 'node:crypto';

export const merchantId = '11efd2ab-0c3e-6f2a-8a8b-6b2c3d4e5f60';
export const storeId = '11efd2ab-1d4f-7a3b-9b9c-7c3d4e5f6a71';
export const otherStoreId = '11efd2ab-2e5a-8b4c-acad-8d4e5f6a7b82';

/** The claims of a test-mode store app token (conventions: Authentication). */
export function storeTokenClaims(): Record<string, unknown> {
  return {
    sub: 'app_token',
    iat: 1_718_000_000,
    merchant_id: merchantId,
    store_id: storeId,
    domains: ['counter.example'],
    mode: 'test',
    creator_id: '11efd2ab-3f6b-9c5d-bdbe-9e5f6a7b8c93',
    version: 1,
    jti: '11efd2ab-4a7c-ad6e-8ecf-af6a7b8c9da4',
  };
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT with the given payload and a random signature: the client never verifies it. */
export function makeJwt(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  return `${encode(header)}.${encode(payload)}.${randomBytes(32).toString('base64url')}`;
}

/** Credentials whose secret is unmistakable in any text it might leak into. */
export function storeCredentials(claims: Record<string, unknown> = storeTokenClaims()): {
  secret: string;
  jwt: string;
} {
  return { secret: `Sekrit-${randomBytes(12).toString('hex')}`, jwt: makeJwt(claims) };
}
