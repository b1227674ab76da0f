import { randomUUID } from 'node:crypto';
import { amountFormatted } from '../../../shared/money';
import {
  normaliseChargeThreeDs,
  type ChargeThreeDsInput,
  type CreateChargeBody,
} from '../../../shared/service/charges';
import { timestampToDate } from '../../../shared/service/common';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import type { AppTokenClaims, SimulatorStore } from '../accounts';
import { SimulatorError } from '../simulator-error';
import { tokenBrand } from '../tokens/token-brand';
import type { TokenRecord } from '../tokens/token-record';
import { chargeKind, type ChargeKind } from './charge-kind';
import { serviceTimestamp } from './charge-lifecycle';
import type { ChargeRecord } from './charge-record';
import { paymentDeadline } from './payment-deadline';
import { unprocessedCharge } from './unprocessed-charge';

/** Conventions: Business codes, CHARGE_TOO_QUICK (same card or recurring token, same amount, 30 s). */
export const tooQuickWindowMs = 30_000;

/**
 * A card whose number ends in these digits asks for 3DS whenever the charge's mode lets the
 * card decide (`normal`, `if_available`), like an issuer's risk check would (docs/simulator.md:
 * Charges). 4000000000003220 is such a Luhn-valid number.
 */
const threeDsCardLastFour = '3220';

/** Konbini and Japanese bank transfers are paid in yen. */
const yenOnlyKinds: readonly ChargeKind[] = ['konbini', 'bank_transfer'];

interface ChargeRequest {
  readonly body: CreateChargeBody;
  readonly store: SimulatorStore;
  /** Only the mode is read: a charge takes its app token's mode. */
  readonly auth: Pick<AppTokenClaims, 'mode'>;
  readonly merchantId: string;
  readonly now: number;
  readonly token: TokenRecord | undefined;
  /** Charges already made, for CHARGE_TOO_QUICK. */
  readonly charges: readonly ChargeRecord[];
  readonly tokenOf: (tokenId: string) => TokenRecord | undefined;
}

/** What makes two cards the same card, as far as the service can see it on a token. */
function cardIdentity(token: TransactionToken): string | null {
  if (!isPaymentType(token, 'card')) return null;
  const {
    brand,
    card_bin: bin,
    last_four: lastFour,
    exp_month: month,
    exp_year: year,
  } = token.data.card;
  return [brand, bin ?? '', lastFour, month, year].join('|');
}

function samePaymentSource(a: TokenRecord, b: TokenRecord): boolean {
  if (a.id === b.id && a.token.type === 'recurring') return true;
  const card = cardIdentity(a.token);
  return card !== null && card === cardIdentity(b.token);
}

function isTooQuick(request: ChargeRequest, token: TokenRecord): boolean {
  const { body, store, now } = request;
  return request.charges.some((earlier) => {
    const { charge } = earlier;
    if (charge.store_id !== store.id || charge.created_on === null) return false;
    if (charge.requested_amount !== body.amount || charge.requested_currency !== body.currency) {
      return false;
    }
    if (now - timestampToDate(charge.created_on).getTime() >= tooQuickWindowMs) return false;
    const earlierToken = request.tokenOf(earlier.tokenId);
    return earlierToken !== undefined && samePaymentSource(earlierToken, token);
  });
}

/**
 * Whether the charge goes through 3DS (spec: Get the 3DS issuer token, rule 2; conventions:
 * `three_ds.mode`). Only card charges authenticate; `force` always does, `require` unless the
 * recurring token already authenticated, `normal` and `if_available` when the card asks for it
 * and the store is set up for 3DS (spec: Authentication 4), `skip` never.
 */
function needsThreeDs(
  token: TransactionToken,
  threeDs: ChargeThreeDsInput,
  store: SimulatorStore,
): boolean {
  if (!isPaymentType(token, 'card')) return false;
  const mode = threeDs.mode ?? 'normal';
  const forced = mode === 'force' || mode === 'require';
  if (forced && !store.settings.threeDsConfigured) throw new SimulatorError('INVALID_PERMISSIONS');
  if (mode === 'force') return true;
  if (token.data.three_ds?.status === 'successful' || mode === 'skip') return false;
  if (mode === 'require') return true;
  return store.settings.threeDsConfigured && token.data.card.last_four === threeDsCardLastFour;
}

function checkToken(request: ChargeRequest): TokenRecord {
  const { token, store, auth, now } = request;
  // A token of another store is as unknown as one that never existed (conventions: a token
  // cannot learn what other stores hold), and the body names it like a path would.
  if (token === undefined || token.token.store_id !== store.id) {
    throw new SimulatorError('NOT_FOUND');
  }
  if (token.token.mode !== auth.mode) throw new SimulatorError('PROCESSING_MODE_MISMATCH');
  // A subscription token is charged by its subscription, never directly.
  if (token.token.type === 'subscription') throw new SimulatorError('INVALID_TOKEN_TYPE');
  if (token.usedAt !== null) throw new SimulatorError('TRANSACTION_ALREADY_PROCESSED');
  // An inactive token can no longer be charged, just like one past its five minutes.
  if (token.token.active === false || (token.expiresAt !== null && now >= token.expiresAt)) {
    throw new SimulatorError('TRANSACTION_TOKEN_EXPIRED');
  }
  return token;
}

function checkBody(body: CreateChargeBody, kind: ChargeKind, now: number): void {
  // Conventions: Charges, `capture: false` authorizes only, which only card-like issuers do.
  if (!body.capture && kind !== 'authorization') {
    throw new SimulatorError('VALIDATION_ERROR', [
      { field: 'capture', reason: 'NOT_SUPPORTED_BY_BRAND' },
    ]);
  }
  if (body.capture_at !== undefined) {
    const reason = body.capture
      ? 'DEPENDS_ON_OTHER_FIELD'
      : Date.parse(body.capture_at) <= now
        ? 'MUST_BE_FUTURE_TIME'
        : undefined;
    if (reason !== undefined) {
      throw new SimulatorError('VALIDATION_ERROR', [{ field: 'capture_at', reason }]);
    }
  }
  if (yenOnlyKinds.includes(kind) && body.currency !== 'JPY') {
    throw new SimulatorError('VALIDATION_ERROR', [
      { field: 'currency', reason: 'INVALID_CURRENCY' },
    ]);
  }
}

/**
 * `POST /charges` (conventions: Charges): checks the request against its token and the charges
 * before it, and answers the new record, `pending`. Throws `SimulatorError` for every refusal.
 */
export function createChargeRecord(request: ChargeRequest): ChargeRecord {
  const { body, store, auth, now } = request;
  const token = checkToken(request);
  const brand = tokenBrand(token.token);
  const kind = chargeKind({ paymentType: token.token.payment_type, brand });
  checkBody(body, kind, now);
  const threeDs = normaliseChargeThreeDs(body);
  const authenticates = needsThreeDs(token.token, threeDs, store);
  if (isTooQuick(request, token)) throw new SimulatorError('CHARGE_TOO_QUICK');

  const id = randomUUID();
  const created = serviceTimestamp(now);
  const endpoint = threeDs.redirect_endpoint ?? null;
  // Spec: Get the 3DS issuer token, rule 4: the creation response shows the redirect id once
  // an endpoint is registered.
  const redirectId = endpoint === null ? null : randomUUID();
  const olderForm = body.three_ds_mode !== undefined || body.redirect_three_ds !== undefined;
  const deadline = paymentDeadline(kind, token.token, now);
  return {
    id,
    charge: {
      id,
      store_id: store.id,
      merchant_id: request.merchantId,
      transaction_token_id: token.id,
      transaction_token_type: token.token.type ?? 'one_time',
      subscription_id: null,
      ...unprocessedCharge,
      requested_amount: body.amount,
      requested_currency: body.currency,
      requested_amount_formatted: amountFormatted(body.amount, body.currency),
      only_direct_currency: body.only_direct_currency ?? false,
      capture_at: body.capture_at ?? null,
      descriptor: body.descriptor ?? null,
      metadata: body.metadata ?? {},
      mode: auth.mode,
      created_on: created,
      updated_on: created,
      redirect:
        body.redirect === undefined
          ? {}
          : { endpoint: body.redirect.endpoint, redirect_id: randomUUID() },
      // Conventions: Charges, both 3DS forms mean the same; the answer carries `three_ds`, and
      // the older names too when the request used them (DESIGN.md: Where the spec is silent).
      three_ds: {
        mode: threeDs.mode ?? 'normal',
        redirect_endpoint: endpoint,
        redirect_id: redirectId,
      },
      ...(olderForm && {
        three_ds_mode: threeDs.mode ?? 'normal',
        redirect_three_ds: { endpoint, redirect_id: redirectId },
      }),
    },
    tokenId: token.id,
    paymentType: token.token.payment_type,
    brand,
    creationMetadata: body.metadata ?? {},
    failure: token.chargeFailure,
    refundFails: token.refundFails,
    cancelFails: token.cancelFails,
    capture: body.capture,
    threeDs: authenticates ? { status: 'pending', redirectEndpoint: endpoint } : null,
    expiry:
      deadline === null
        ? null
        : {
            id: randomUUID(),
            expiresAt: deadline,
            extensionCount: 0,
            createdAt: now,
            updatedAt: now,
          },
    refundedAmount: 0,
  };
}

/** A one_time token is spent by its first charge (TRANSACTION_ALREADY_PROCESSED after). */
export function markTokenUsed(token: TokenRecord, now: number): TokenRecord {
  return {
    ...token,
    usedAt: token.token.type === 'one_time' ? now : token.usedAt,
    // In the token's own timestamp form (the tokens module's), not the charge's.
    token: { ...token.token, last_used_on: new Date(now).toISOString() },
  };
}
