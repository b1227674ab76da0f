import { timingSafeEqual } from 'node:crypto';
import type { Mode } from '../../shared/service/common';
import type { RouteDefinition } from '../../shared/service/route';
import {
  appTokenClaims,
  type Accounts,
  type AppTokenClaims,
  type SimulatorStore,
} from './accounts';
import { verifyJwt } from './jwt';
import { SimulatorError } from './simulator-error';

/*
 * Spec: Authentication, conventions: Authentication. Checks run from the outside in, and the
 * first failure answers:
 *   no header                                   401 AUTH_HEADER_MISSING
 *   not `Bearer {jwt}` / `Bearer {secret}.{jwt}`,
 *   bad signature, unknown or revoked token      401 INVALID_APP_TOKEN
 *   wrong secret, or no secret on a secret route 401 INVALID_CREDENTIALS
 *   version claim older than current             403 OUTDATED_APP_TOKEN
 * The secret is checked before the version so that only the token's owner learns it is outdated.
 */

const bearer = /^Bearer +(\S+)$/i;

/** The token of a `Bearer` header taken apart, before any check. */
interface BearerToken {
  /** The JWT, or the whole token when it has neither form: the rate limiter's identity. */
  readonly jwt: string;
  /** Present in the `{secret}.{jwt}` form. */
  readonly secret: string | undefined;
  /** Whether the token has one of the two forms, `{jwt}` or `{secret}.{jwt}`. */
  readonly wellFormed: boolean;
}

/**
 * Bearer tokens already taken apart, by exact header text. A till sends the same header on
 * every request, so after the first one the regex and splits are a lookup, and the JWT comes
 * back as the same string every time, whose hash V8 keeps for the claims and rate-limit
 * lookups keyed by it. It is parsing only (no verification), so nothing can make an entry
 * stale; headers are the caller's choice, so the memo is emptied when it fills.
 */
const parsedTokens = new Map<string, BearerToken>();
const maxParsedTokens = 256;

function bearerToken(header: string): BearerToken | undefined {
  const known = parsedTokens.get(header);
  if (known) return known;
  const token = bearer.exec(header)?.[1];
  if (token === undefined) return undefined;
  const parts = token.split('.');
  const parsed: BearerToken =
    parts.length === 4
      ? { jwt: parts.slice(1).join('.'), secret: parts[0], wellFormed: true }
      : { jwt: token, secret: undefined, wellFormed: parts.length === 3 };
  if (parsedTokens.size >= maxParsedTokens) parsedTokens.clear();
  parsedTokens.set(header, parsed);
  return parsed;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Every secret has the same length, so checking it first reveals nothing.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Claims of JWTs already verified, by JWT text. Only this simulator's own tokens get in, so the
 * cache holds at most one entry per issued app token, and a request skips the HMAC and the
 * claims parse after the first.
 */
const verified = new WeakMap<Accounts, Map<string, AppTokenClaims>>();

function claimsOf(jwt: string, accounts: Accounts): AppTokenClaims {
  let known = verified.get(accounts);
  if (!known) {
    known = new Map();
    verified.set(accounts, known);
  }
  const cached = known.get(jwt);
  if (cached) return cached;
  const claims = appTokenClaims.safeParse(verifyJwt(jwt, accounts.signingKey));
  if (!claims.success) throw new SimulatorError('INVALID_APP_TOKEN');
  const record = accounts.appToken(claims.data.jti);
  if (!record || record.jwt !== jwt) throw new SimulatorError('INVALID_APP_TOKEN');
  known.set(jwt, claims.data);
  return claims.data;
}

/** The JWT part of an Authorization header, unverified: the rate limiter's identity. */
export function bearerJwt(header: string | undefined): string | undefined {
  return header === undefined ? undefined : bearerToken(header)?.jwt;
}

export function authenticate(
  header: string | undefined,
  routeAuth: Exclude<RouteDefinition['auth'], 'none'>,
  accounts: Accounts,
): AppTokenClaims {
  if (header === undefined || header.trim() === '') throw new SimulatorError('AUTH_HEADER_MISSING');
  const token = bearerToken(header);
  if (!token?.wellFormed) throw new SimulatorError('INVALID_APP_TOKEN');
  const { jwt, secret } = token;
  const claims = claimsOf(jwt, accounts);
  const record = accounts.appToken(claims.jti);
  if (!record) throw new SimulatorError('INVALID_APP_TOKEN');
  if (secret === undefined ? routeAuth === 'secret' : !sameSecret(secret, record.secret)) {
    throw new SimulatorError('INVALID_CREDENTIALS');
  }
  if (claims.version < accounts.currentTokenVersion) {
    throw new SimulatorError('OUTDATED_APP_TOKEN');
  }
  return claims;
}

/** What the helpers below need from a handler's context. */
export interface AuthenticatedContext {
  readonly auth: AppTokenClaims;
  readonly accounts: Accounts;
}

/**
 * Conventions: Authentication, a merchant token (no store_id) can read across stores but
 * cannot create tokens or charges. Handlers of creating routes call this first.
 */
export function requireStoreToken(ctx: AuthenticatedContext): SimulatorStore {
  const storeId = ctx.auth.store_id;
  const store = storeId === undefined ? undefined : ctx.accounts.store(storeId);
  if (!store) throw new SimulatorError('INVALID_PERMISSIONS');
  return store;
}

/** Conventions: Authentication, resources carry the mode of the token that made them. */
export function requireSameMode(
  ctx: AuthenticatedContext,
  resource: { readonly mode: Mode },
): void {
  if (resource.mode !== ctx.auth.mode) throw new SimulatorError('PROCESSING_MODE_MISMATCH');
}

/**
 * For the cross-store lists (`GET /charges`, `/tokens`, `/transaction_history`): a store token
 * sees its own store, a merchant token every store of its merchant.
 */
export function inTokenScope(
  ctx: AuthenticatedContext,
): (item: { readonly store_id: string }) => boolean {
  const storeId = ctx.auth.store_id;
  if (storeId !== undefined) return (item) => item.store_id === storeId;
  return (item) => ctx.accounts.store(item.store_id) !== undefined;
}

/**
 * A path under `/stores/{storeId}` names a store the token may use: its own store for a store
 * token, any store of the merchant for a merchant token. Anything else is 404 NOT_FOUND rather
 * than 403, so a token cannot learn which store ids exist.
 */
export function storeOfPath(
  storeId: string,
  auth: AppTokenClaims | null,
  accounts: Accounts,
): SimulatorStore {
  const store = accounts.store(storeId);
  if (!store) throw new SimulatorError('NOT_FOUND');
  if (auth?.store_id !== undefined && auth.store_id !== storeId) {
    throw new SimulatorError('NOT_FOUND');
  }
  return store;
}
