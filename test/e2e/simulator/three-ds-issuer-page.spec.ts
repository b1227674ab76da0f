import { expect, test } from '@playwright/test';
import { encodeThreeDsPayload } from '../../../shared/service/issuer-tokens';
import { createServiceApi, type ServiceApi } from '../../../main/service/service-api';
import { createServiceClient, type ServiceClient } from '../../../main/service/service-client';
import { startSimulator, type RunningSimulator } from '../../../main/simulator/start-simulator';

/*
 * The simulator's 3DS issuer page is what a customer sees in the app's authentication window
 * during training. This drives it in a real browser: a charge that needs 3DS, the issuer
 * form posted like the app posts it, the customer's choice, and the redirect back with the
 * charge id and the creation-time metadata (spec: Get the 3DS issuer token, rules 3 and 4).
 */

let simulator: RunningSimulator;
let client: ServiceClient;
let api: ServiceApi;
let storeId: string;

test.beforeAll(async () => {
  simulator = await startSimulator();
  const token = simulator.credentials.appTokens.store1Test;
  storeId = token.storeId ?? '';
  client = createServiceClient({
    baseUrl: simulator.baseUrl,
    appVersion: 'e2e',
    credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
  });
  api = createServiceApi(client);
});

test.afterAll(async () => {
  await client.close();
  await simulator.close();
});

/** Amounts differ per test: the same card and amount within 30 s is CHARGE_TOO_QUICK. */
async function chargeAwaitingThreeDs(orderNumber: string, amount: number) {
  const token = await api.tokens.createToken({
    body: {
      payment_type: 'card',
      email: 'customer@example.com',
      data: {
        cardholder: 'HANAKO YAMADA',
        card_number: '4000020000000000',
        exp_month: '12',
        exp_year: '2099',
        cvv: '123',
      },
    },
  });
  const created = await api.charges.createCharge({
    body: {
      transaction_token_id: token.id,
      amount,
      currency: 'JPY',
      metadata: { order: orderNumber },
      three_ds_mode: 'force',
      redirect_three_ds: { endpoint: `${simulator.baseUrl}/heartbeat` },
    },
  });
  // Each polling read is held at most the simulator's bound; on a loaded machine the charge may
  // leave pending only after it, so read again as a till would.
  await expect
    .poll(
      async () =>
        (
          await api.charges.getCharge({
            params: { storeId, chargeId: created.id },
            query: { polling: true },
          })
        ).status,
      { timeout: 30_000 },
    )
    .toBe('awaiting');
  const issuer = await api.charges.getChargeThreeDsIssuerToken({
    params: { storeId, chargeId: created.id },
  });
  return { chargeId: created.id, issuer };
}

/** Posts the issuer payload from a page, as the authentication window does (rule 3). */
function issuerFormHtml(url: string, body: string): string {
  const inputs = [...new URLSearchParams(body)].map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${value}">`,
  );
  return `<form method="post" action="${url}">${inputs.join('')}<button>Continue</button></form>`;
}

test('a customer who authenticates returns to the redirect endpoint and the charge succeeds', async ({
  page,
}) => {
  const { chargeId, issuer } = await chargeAwaitingThreeDs('A-100', 1500);
  await page.setContent(issuerFormHtml(issuer.issuer_token, encodeThreeDsPayload(issuer)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Authenticate', exact: true }).click();

  await page.waitForURL(/\/heartbeat\?/);
  const returned = new URL(page.url());
  expect(returned.searchParams.get('univapayChargeId')).toBe(chargeId);
  expect(returned.searchParams.get('order')).toBe('A-100');

  const settled = await api.charges.getCharge({
    params: { storeId, chargeId },
    query: { polling: true },
  });
  expect(settled.status).toBe('successful');
  expect(settled.charged_amount).toBe(1500);
});

test('a customer who fails authentication leaves a failed charge with the 3DS error', async ({
  page,
}) => {
  const { chargeId, issuer } = await chargeAwaitingThreeDs('A-101', 2500);
  await page.setContent(issuerFormHtml(issuer.issuer_token, encodeThreeDsPayload(issuer)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await page.waitForURL(/univapayChargeId=/);

  const settled = await api.charges.getCharge({
    params: { storeId, chargeId },
    query: { polling: true },
  });
  expect(settled.status).toBe('failed');
  expect(settled.error?.code).toBe(358);
});
