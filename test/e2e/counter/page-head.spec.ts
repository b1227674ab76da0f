import { expect, test } from './counter-fixture';

/*
 * Both of Counter's pages say they have no icon, so no page load asks the host for a
 * /favicon.ico it does not serve.
 */

test('the counter and the customer display name no icon to fetch', async ({ counter }) => {
  await expect(counter.page.locator('link[rel="icon"]')).toHaveAttribute('href', 'data:,');
  const display = await counter.openCustomerDisplay();
  await expect(display.locator('link[rel="icon"]')).toHaveAttribute('href', 'data:,');
  await display.close();
});
