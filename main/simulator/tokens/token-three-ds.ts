import { paymentErrorCodes } from '../../../shared/service/errors';
import type { ThreeDsIssuerToken } from '../../../shared/service/issuer-tokens';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import type { SimulatorClock } from '../clock';
import { SimulatorError } from '../simulator-error';
import type { SimulatorState } from '../state';
import { tokensCollection, type TokenRecord } from './token-record';

/*
 * The 3DS authentication of a recurring card token (spec: Transaction token 3DS; Get the 3DS
 * issuer token, rule 1; conventions: Card 3DS status values):
 *   pending   at creation, while the service prepares the authentication
 *   awaiting  after `threeDsProcessingMs` on the simulator's clock; the issuer token is served
 *   successful / failed   once the customer completed the issuer page (completeTokenThreeDs)
 */

type CardToken = Extract<TransactionToken, { payment_type: 'card' }>;
type ThreeDsStatus = NonNullable<NonNullable<CardToken['data']['three_ds']>['status']>;

/** Conventions: Errors, 358 3DS failed. */
const threeDsFailed = 358;

function threeDsStatusOf(token: TransactionToken): ThreeDsStatus | null {
  if (!isPaymentType(token, 'card') || token.data.three_ds?.enabled !== true) return null;
  return token.data.three_ds.status ?? null;
}

/** The record with its token's 3DS block changed, and `updated_on` moved to `now`. */
function withThreeDs(
  record: TokenRecord,
  change: Partial<NonNullable<CardToken['data']['three_ds']>>,
  now: number,
): TokenRecord {
  const { token } = record;
  if (!isPaymentType(token, 'card') || token.data.three_ds === undefined) return record;
  return {
    ...record,
    token: {
      ...token,
      updated_on: new Date(now).toISOString(),
      data: { ...token.data, three_ds: { ...token.data.three_ds, ...change } },
    },
  };
}

/** pending -> awaiting: the transition the tokens module schedules at creation. */
export function threeDsReady(record: TokenRecord, now: number): TokenRecord | undefined {
  if (threeDsStatusOf(record.token) !== 'pending') return undefined;
  return withThreeDs(record, { status: 'awaiting' }, now);
}

/**
 * Spec: 3DS issuer token object, in the shape the service answers
 * (fixtures: issuerToken/get-issuer-token-three-ds-token.json): the simulated issuer's page,
 * which the charges module serves for tokens and charges alike, with the token's mode where the
 * fixture shows `test`. Only while awaiting: before, the authentication is not ready; after, it
 * is over. Otherwise 400 INVALID_THREE_DS_STATUS.
 */
export function threeDsIssuerTokenOf(record: TokenRecord, baseUrl: string): ThreeDsIssuerToken {
  const { token } = record;
  if (threeDsStatusOf(token) !== 'awaiting') throw new SimulatorError('INVALID_THREE_DS_STATUS');
  return {
    payment_type: 'card',
    issuer_token: `${baseUrl}/stores/${token.store_id}/three_ds/issuer_token/${token.mode}/response`,
    payload: { resource_id: token.id, resource_type: 'transaction_token' },
    content_type: 'application/x-www-form-urlencoded; charset=UTF-8',
    call_method: 'http_post',
  };
}

/**
 * Ends the authentication of an awaiting token as the customer's issuer page decided, and
 * answers the updated record (its `creationMetadata` and `token.data.three_ds.redirect_endpoint`
 * make the redirect, spec: Get the 3DS issuer token, rule 4). Throws NOT_FOUND for an unknown
 * token and INVALID_THREE_DS_STATUS for one not awaiting 3DS. For the issuer page, which serves
 * tokens and charges alike.
 */
export function completeTokenThreeDs(
  state: SimulatorState,
  clock: SimulatorClock,
  tokenId: string,
  outcome: 'successful' | 'failed',
): TokenRecord {
  const tokens = state.collection(tokensCollection);
  const record = tokens.get(tokenId);
  if (!record) throw new SimulatorError('NOT_FOUND');
  if (threeDsStatusOf(record.token) !== 'awaiting') {
    throw new SimulatorError('INVALID_THREE_DS_STATUS');
  }
  const error =
    outcome === 'failed'
      ? { code: threeDsFailed, message: paymentErrorCodes[threeDsFailed], details: null }
      : null;
  return tokens.replace(withThreeDs(record, { status: outcome, error }, clock.now()));
}
