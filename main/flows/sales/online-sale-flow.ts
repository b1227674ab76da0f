import type { SaleInput } from '../../../shared/flows/flow-input';
import type { IssuerToken } from '../../../shared/service/issuer-tokens';
import type { CustomerPage } from './customer-wait/customer-wait';
import { customerWaitSaleFlow } from './customer-wait/customer-wait-sale';

/*
 * An online (wallet) sale (DESIGN.md: Flows): create the online token (brand and call method,
 * with the fields that combination needs, checked by saleInput), charge it, wait until the
 * charge awaits the customer, since only then is its issuer token populated (spec: Charge,
 * rule 2), and fetch it with the charge's deadline. The customer pays as the call method says
 * (spec: Issuer token object): http_get and http_post open the wallet's page through the
 * authenticator while the charge is followed; sdk, app and web hand the token to the wallet's
 * own software, and the charge is only followed. The cashier may abort while the customer has
 * not paid, which cancels the charge.
 */

type OnlineToken = Extract<SaleInput['token'], { payment_type: 'online' }>;

/** A POST from a browser window carries a form, as the wallet's page expects. */
const formContentType = 'application/x-www-form-urlencoded; charset=UTF-8';

function formBody(payload: Readonly<Record<string, unknown>>): string {
  return new URLSearchParams(
    Object.entries(payload).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
}

/**
 * Spec: Issuer token object, call_method: http_get (and http_get_mobile, the same with a
 * mobile page) opens the issuer token, http_post posts the payload to it; the others are for
 * the wallet's own software and open nothing here.
 */
function walletPage(callMethod: string, issuerToken: string, issuer: IssuerToken) {
  switch (callMethod) {
    case 'http_get':
    case 'http_get_mobile':
      return { url: issuerToken, method: 'GET' } satisfies CustomerPage;
    case 'http_post':
      return {
        url: issuerToken,
        method: 'POST',
        contentType: formContentType,
        body: formBody(issuer.payload ?? {}),
      } satisfies CustomerPage;
    default:
      return undefined;
  }
}

export const onlineSaleFlow = customerWaitSaleFlow({
  kind: 'online_sale',
  isToken: (token): token is OnlineToken => token.payment_type === 'online',
  // An online token has no expiration settings: only the service knows the wallet's deadline.
  async action({ dependencies, ref, facts, expiresAt, sale }) {
    const issuer = await dependencies.api.charges.getChargeIssuerToken({ params: ref });
    // Without its issuer token the customer cannot pay.
    if (issuer.issuer_token === undefined) return undefined;
    const callMethod = issuer.call_method ?? sale?.requested.data.call_method ?? '';
    // Only a live sale opens the wallet's page: after a restart its customer is gone.
    const page =
      sale === undefined ? undefined : walletPage(callMethod, issuer.issuer_token, issuer);
    return {
      action: {
        type: 'wallet',
        brand: sale?.requested.data.brand ?? facts.brand ?? '',
        callMethod,
        issuerToken: issuer.issuer_token,
        payload: issuer.payload ?? null,
        expiresAt: await expiresAt(),
      },
      ...(page !== undefined && { page }),
    };
  },
});
