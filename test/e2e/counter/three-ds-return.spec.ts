import { expect } from '@playwright/test';
import { customerFrameName } from '../../../main/ipc/browser-host/authentication-relay-page';
import { authenticationReturnPath } from '../../../main/ipc/browser-host/authentication-return';
import { cards, cardSaleWords, enterCardSale } from './card-sale-journeys';
import { test, type CounterHarness } from './counter-fixture';
import type { Language } from '../../../renderer/i18n/languages';

/*
 * The real service sends the customer back from 3-D Secure with `univapayChargeId`
 * (conventions: Checked against the provider's own clients, Identifiers), not the spec's
 * `svcChargeId`. In the browser host a card sale registers the host's own return page, the
 * one place its popup can be seen coming back. The sale reads its charge only every five
 * minutes here, so a sale that ends at once ended because its return was recognised.
 */

test.use({ iframePollMs: 300_000 });

const unknownReturn = 'This return is for no authentication open at this counter.';

/** A 3DS card sale up to its issuer's page, open in the popup; answers the popup and charge id. */
async function atTheIssuersPage(counter: CounterHarness, language: Language, amount: string) {
  const { page } = counter;
  await enterCardSale(counter, language, cards.threeDs, amount);
  const popup = counter.nextPopup();
  await page.keyboard.press('Enter');
  const issuer = await popup;
  await expect(page.getByRole('status')).toHaveText(cardSaleWords[language].authenticating);
  const [record] = counter.simulatorRecords().charges;
  if (record === undefined) throw new Error('the simulator holds no charge');
  return { issuer, chargeId: record.charge.id };
}

for (const language of ['en', 'ja'] as const) {
  test(`a 3DS return with the real query parameters is recognised (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const { issuer, chargeId } = await atTheIssuersPage(counter, language, '2480');
    // The request leaves the popup before the host, seeing it, closes the popup.
    const back = issuer.window.waitForRequest((request) =>
      request.url().includes(authenticationReturnPath),
    );
    const closed = issuer.window.waitForEvent('close');
    await issuer.content.getByRole('button', { name: 'Authenticate' }).click();

    const query = new URL((await back).url()).searchParams;
    expect(query.get('univapayChargeId')).toBe(chargeId);
    expect(query.has('svcChargeId')).toBe(false);
    await closed;
    await expect(page.getByRole('heading', { name: cardSaleWords[language].paid })).toBeVisible();
  });

  test(`a 3DS return naming the charge only as svcChargeId is not taken for it (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const { issuer, chargeId } = await atTheIssuersPage(counter, language, '3100');
    // The issuer's page has loaded in the frame, so going elsewhere interrupts no navigation.
    await expect(issuer.content.getByRole('button', { name: 'Authenticate' })).toBeVisible();
    const frame = issuer.window.frame({ name: customerFrameName });
    if (frame === null) throw new Error('the popup has no customer frame');
    const returnPage = new URL(authenticationReturnPath, counter.host.url);

    returnPage.searchParams.set('svcChargeId', chargeId);
    const refused = await frame.goto(returnPage.href);
    expect(refused?.status()).toBe(404);
    await expect(issuer.content.getByText(unknownReturn)).toBeVisible();
    expect(issuer.window.isClosed()).toBe(false);
    await expect(page.getByRole('status')).toHaveText(cardSaleWords[language].authenticating);

    // The same page, with the service's own word, is the sale's return: the popup closes.
    const closed = issuer.window.waitForEvent('close');
    returnPage.searchParams.delete('svcChargeId');
    returnPage.searchParams.set('univapayChargeId', chargeId);
    await frame.evaluate((href) => window.location.assign(href), returnPage.href);
    await closed;
  });
}
