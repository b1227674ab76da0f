import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { redirectIdParameters } from '../../../shared/service/identifiers';
import type { SimulatorClock } from '../clock';
import { SimulatorError } from '../simulator-error';
import type { SimulatorState } from '../state';
import { completeTokenThreeDs } from '../tokens/token-three-ds';
import type { TokenRecord } from '../tokens/token-record';
import { completeChargeThreeDs, type Outcome } from './charge-lifecycle';
import { chargesCollection, type ChargeRecord } from './charge-record';
import { customerRedirect } from './customer-redirect';

/** What a 3DS authentication is for: the issuer page's `resource_type` (fixtures: issuerToken/). */
export type ThreeDsResource = 'charge' | 'transaction_token';

export type ThreeDsCompletion =
  | { readonly resource: 'charge'; readonly record: ChargeRecord; readonly redirect: string | null }
  | {
      readonly resource: 'transaction_token';
      readonly record: TokenRecord;
      readonly redirect: string | null;
    };

function redirectOfToken(token: TransactionToken): string | null {
  return isPaymentType(token, 'card') ? (token.data.three_ds?.redirect_endpoint ?? null) : null;
}

/**
 * Ends a 3DS authentication as the customer's answer on the issuer page: a charge goes on to
 * authorized, successful or failed 358 (charge-lifecycle.ts); a token becomes successful or
 * failed (the tokens module's completeTokenThreeDs). `redirect` is where the customer returns
 * (spec: Get the 3DS issuer token, rule 4), null when no endpoint was registered.
 * Throws NOT_FOUND for an unknown resource and INVALID_THREE_DS_STATUS when it awaits no 3DS.
 */
export function completeThreeDs(
  state: SimulatorState,
  clock: SimulatorClock,
  resource: ThreeDsResource,
  id: string,
  outcome: Outcome,
): ThreeDsCompletion {
  if (resource === 'transaction_token') {
    const record = completeTokenThreeDs(
      state,
      clock,
      id,
      outcome === 'success' ? 'successful' : 'failed',
    );
    const endpoint = redirectOfToken(record.token);
    return {
      resource,
      record,
      redirect:
        endpoint === null
          ? null
          : customerRedirect(
              endpoint,
              { name: redirectIdParameters.tokenId, value: id },
              record.creationMetadata,
            ),
    };
  }
  const charges = state.collection(chargesCollection);
  const current = charges.get(id);
  if (!current) throw new SimulatorError('NOT_FOUND');
  const endpoint = current.threeDs?.redirectEndpoint ?? null;
  const next = completeChargeThreeDs(current, outcome, clock.now());
  if (next === current) throw new SimulatorError('INVALID_THREE_DS_STATUS');
  return {
    resource,
    record: charges.replace(next),
    redirect:
      endpoint === null
        ? null
        : customerRedirect(
            endpoint,
            { name: redirectIdParameters.chargeId, value: id },
            current.creationMetadata,
          ),
  };
}
