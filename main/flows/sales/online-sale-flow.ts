import type { z } from 'zod';
import type { SaleInput } from '../../../shared/flows/flow-input';
import type { IssuerToken } from '../../../shared/service/issuer-tokens';
import { chargeExpiresAt } from './customer-wait/payment-deadline';
import { awaitCustomer, type CustomerPage } from './customer-wait/customer-wait';
import type { FlowDefinition, FlowDependencies } from '../engine/flow-definition';
import type { FlowRun } from '../engine/flow-run';
import { awaitProcessed, createSale, saleInputFor, settleSale } from './sale-steps';
import { customerWaitSaleMachine } from './customer-wait/customer-wait-machine';

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

const onlineSaleInput = saleInputFor(
  (token): token is OnlineToken => token.payment_type === 'online',
);

const onlineSaleMachine = customerWaitSaleMachine('online_sale');

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

async function runOnlineSale(
  run: FlowRun,
  input: z.output<typeof onlineSaleInput>,
  dependencies: FlowDependencies,
): Promise<void> {
  const sale = await createSale(run, input, dependencies);
  if (sale === undefined) return;
  const { ref } = sale;
  const charge = await awaitProcessed(dependencies, ref, sale.charge);
  if (charge.status !== 'awaiting') return settleSale(run, charge, true);
  const issuer = await dependencies.api.charges.getChargeIssuerToken({ params: ref });
  // Without its issuer token the customer cannot pay: settleSale hands a waiting charge to a person.
  if (issuer.issuer_token === undefined) return settleSale(run, charge, true);
  const callMethod = issuer.call_method ?? input.token.data.call_method;
  const page = walletPage(callMethod, issuer.issuer_token, issuer);
  // An online token has no expiration settings: only the service knows the wallet's deadline.
  const expiresAt = await chargeExpiresAt(dependencies, ref, charge, {
    period: undefined,
    timeShift: undefined,
  });
  return awaitCustomer({
    run,
    dependencies,
    ref,
    charge,
    action: {
      type: 'wallet',
      brand: input.token.data.brand,
      callMethod,
      issuerToken: issuer.issuer_token,
      payload: issuer.payload ?? null,
      expiresAt,
    },
    paidIsFinal: false,
    ...(page !== undefined && { page }),
  });
}

export const onlineSaleFlow: FlowDefinition<typeof onlineSaleInput> = {
  kind: 'online_sale',
  input: onlineSaleInput,
  machine: onlineSaleMachine,
  run: runOnlineSale,
};
