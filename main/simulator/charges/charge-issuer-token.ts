import type { z } from 'zod';
import type { Mode } from '../../../shared/service/common';
import type { issuerToken, threeDsIssuerToken } from '../../../shared/service/issuer-tokens';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { SimulatorError } from '../simulator-error';
import { chargeKind } from './charge-kind';
import type { ChargeRecord } from './charge-record';

/**
 * The simulated issuer's 3DS page, at the path the real service's issuer tokens name
 * (fixtures: issuerToken/get-issuer-token-three-ds-*.json). Tokens and charges share it; the
 * form's `resource_type` tells them apart.
 */
export const issuerPagePath = '/stores/{storeId}/three_ds/issuer_token/{mode}/response';

/** The simulated wallet's page where a customer pays an online or merchant-QR charge. */
export const walletPagePath = '/wallet/charges/{chargeId}';

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** Spec: 3DS issuer token object; rule 3, the payload goes as a form in a POST. */
export function threeDsIssuerTokenFor(
  baseUrl: string,
  storeId: string,
  mode: Mode,
  resource: { readonly id: string; readonly type: 'charge' | 'transaction_token' },
): z.input<typeof threeDsIssuerToken> {
  return {
    payment_type: 'card',
    issuer_token: `${baseUrl}${fill(issuerPagePath, { storeId, mode })}`,
    payload: { resource_id: resource.id, resource_type: resource.type },
    content_type: 'application/x-www-form-urlencoded; charset=UTF-8',
    call_method: 'http_post',
  };
}

/**
 * Spec: Get the issuer token of a charge; Issuer token object.
 * - online: per the token's call method, the wallet page's URL (http_get, http_get_mobile),
 *   that URL and a payload to post (http_post), or an opaque token for the wallet's SDK, app or
 *   browser (sdk, app, web);
 * - bank_transfer: the account the customer transfers to, the token's virtual account
 *   (conventions: Transaction tokens), `account_id` being the token's id.
 * Spec: Charge, rule 2: nothing before the charge is awaiting. Any other charge, a
 * merchant-presented QR one included, is refused as the real service refuses it (conventions:
 * Checked against the provider's own clients): its code is on its token.
 */
export function chargeIssuerTokenFor(
  baseUrl: string,
  record: ChargeRecord,
  token: TransactionToken,
): z.input<typeof issuerToken> {
  const kind = chargeKind(record);
  if (kind !== 'online' && kind !== 'bank_transfer') throw new SimulatorError('NOT_ONLINE_CHARGE');
  if (record.charge.status === 'pending') throw new SimulatorError('ISSUER_TOKEN_EMPTY');
  const walletUrl = walletPageUrl(baseUrl, record.id);
  switch (kind) {
    case 'online': {
      const callMethod = isPaymentType(token, 'online') ? token.data.call_method : undefined;
      switch (callMethod) {
        case 'http_get':
        case 'http_get_mobile':
          return { payment_type: 'online', issuer_token: walletUrl, call_method: callMethod };
        case 'http_post':
          return {
            payment_type: 'online',
            issuer_token: walletUrl,
            payload: { resource_id: record.id, resource_type: 'charge' },
            call_method: callMethod,
          };
        default:
          return {
            payment_type: 'online',
            issuer_token: `sim_${record.brand ?? 'wallet'}_${record.id.replaceAll('-', '')}`,
            call_method: callMethod ?? 'sdk',
          };
      }
    }
    case 'bank_transfer': {
      if (!isPaymentType(token, 'bank_transfer')) break;
      const { data } = token;
      const account = {
        bank_code: data.bank_code,
        bank_name: data.bank_name,
        branch_code: data.branch_code,
        branch_name: data.branch_name,
        account_holder_name: data.account_holder_name,
        account_number: data.account_number,
      };
      return {
        payment_type: 'bank_transfer',
        account_id: token.id,
        ...Object.fromEntries(
          Object.entries(account).filter(([, value]) => typeof value === 'string'),
        ),
      };
    }
  }
  throw new SimulatorError('NOT_ONLINE_CHARGE');
}

/**
 * The simulated wallet's page of a charge: an online charge's issuer token, and the code a
 * merchant-presented QR charge's token carries, so scanning it opens the page
 * (docs/simulator.md: Charges).
 */
export function walletPageUrl(baseUrl: string, chargeId: string): string {
  return `${baseUrl}${fill(walletPagePath, { chargeId })}`;
}
