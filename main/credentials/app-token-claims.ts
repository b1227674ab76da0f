import { z } from 'zod';
import { appTokenJwt, type AppTokenSummary } from '../../shared/profiles';
import { mode, parseRequest, uuid } from '../../shared/service/common';
import { CredentialsError } from './credentials-error';

const jwtHeader = z.looseObject({ alg: z.string() });

/**
 * The app token's claims (conventions: Authentication). Tolerant like every response schema:
 * unknown claims are kept, and the claims the conventions name without a type (`version`,
 * `jti`, `creator_id`) are accepted in any plain form.
 */
const appTokenClaims = z.looseObject({
  sub: z.literal('app_token', { error: 'INVALID_FORMAT' }),
  /** Seconds since the epoch. */
  iat: z.int({ error: 'INVALID_FORMAT' }).nonnegative({ error: 'INVALID_FORMAT' }),
  merchant_id: uuid,
  /** Absent on a merchant token, which reads across stores but cannot create tokens or charges. */
  store_id: uuid.nullish(),
  domains: z.array(z.string(), { error: 'INVALID_FORMAT' }),
  mode,
  creator_id: z.string({ error: 'INVALID_FORMAT' }),
  version: z.union([z.int(), z.string()], { error: 'INVALID_FORMAT' }),
  jti: z.string({ error: 'INVALID_FORMAT' }),
});
export type AppTokenClaims = z.infer<typeof appTokenClaims>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function malformed(why: string): CredentialsError {
  return new CredentialsError('MALFORMED_APP_TOKEN', `The app token JWT is malformed: ${why}.`);
}

function decodeSegment(segment: string, name: string): unknown {
  try {
    return JSON.parse(utf8.decode(Buffer.from(segment, 'base64url')));
  } catch {
    // No cause: a JSON SyntaxError quotes the text it failed on, which is part of the token.
    throw malformed(`its ${name} is not base64url-encoded UTF-8 JSON`);
  }
}

/**
 * Reads the claims of an app token JWT without verifying its signature: the signing key is
 * the service's, so the client can only check the token's shape and what it claims.
 */
export function decodeAppTokenClaims(jwt: string): AppTokenClaims {
  if (!appTokenJwt.safeParse(jwt).success) {
    throw malformed('expected three base64url segments joined by dots');
  }
  const [header = '', payload = ''] = jwt.split('.');
  if (!jwtHeader.safeParse(decodeSegment(header, 'header')).success) {
    throw malformed('its header is not a JSON object naming an algorithm');
  }
  const claims = parseRequest(appTokenClaims, decodeSegment(payload, 'payload'));
  if (!claims.success) {
    const fields = claims.errors;
    throw new CredentialsError(
      'INVALID_APP_TOKEN_CLAIMS',
      `The JWT is not an app token; claims in error: ${fields.map((f) => f.field || '(payload)').join(', ')}.`,
      { fields },
    );
  }
  return claims.data;
}

export function summarizeAppToken(claims: AppTokenClaims): AppTokenSummary {
  return claims.store_id == null
    ? { kind: 'merchant', merchantId: claims.merchant_id, mode: claims.mode }
    : {
        kind: 'store',
        merchantId: claims.merchant_id,
        storeId: claims.store_id,
        mode: claims.mode,
      };
}
