import { expect, test, type Locator, type Page } from '@playwright/test';
import { openCounter, setup, shibuya } from './counter-page';
import { serveRenderer, type ServedRenderer } from './serve-renderer';

/*
 * The details screens at a counter's 1280x800 with the training banner on: the
 * fields scroll above the action bar, so no field a focus move reaches and no error under it
 * sits behind the bar, even when a long amount wraps the submit onto a second line.
 */

let renderer: ServedRenderer;

test.beforeAll(async () => {
  renderer = await serveRenderer();
});

test.afterAll(async () => {
  await renderer.close();
});

test.use({ viewport: { width: 1280, height: 800 } });

/** Types a large amount (confirmed in words, as the store asks) and opens a method's form. */
async function openForm(page: Page, methodKey: string) {
  await openCounter(
    page,
    renderer.url,
    setup({
      profile: { ...shibuya, training: true },
      settings: {
        language: 'en',
        printerName: null,
        paper: 'receipt_80mm',
        pdfPaper: 'a4',
        timeZone: 'Asia/Tokyo',
        customerDisplay: false,
      },
    }),
  );
  await page.keyboard.type('9999999');
  await page.keyboard.press(methodKey);
  await page.getByRole('button', { name: /^Yes, this amount is right/ }).click();
}

/** The bar of the screen on show: the one row of the form's actions. */
function actionBar(page: Page) {
  return page.locator('.action-bar');
}

/**
 * Focuses an invalid control, then checks it and its error (the description ui/field.tsx ties
 * to it) sit wholly above the bar, in view.
 */
async function expectClearOfBar(page: Page, control: Locator) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const id = await control.getAttribute('id');
  const error = page.locator(`[id="${id}-error"]`);
  await expect(error).toBeVisible();
  // A focus move onto the field, as Tab or a click makes it.
  await control.blur();
  await control.focus();
  const bar = await actionBar(page).boundingBox();
  expect(bar).not.toBeNull();
  for (const target of [control, error]) {
    const box = await target.boundingBox();
    expect(box).not.toBeNull();
    if (box === null || bar === null) return;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  }
}

test('an online sale’s field errors stay above the bar when a long amount wraps the submit', async ({
  page,
}) => {
  await openForm(page, 'F6');
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  await page.getByRole('radio', { name: /^In-app browser/ }).check();
  await page.getByLabel('Customer’s device IP address').fill('203.0.113');
  await page.keyboard.press('F9');
  for (const label of ['Customer’s wallet user ID', 'Customer’s device IP address']) {
    await expectClearOfBar(page, page.getByLabel(label));
  }
  await page.screenshot({ path: 'test-results/screenshots/online-entry-long-amount-1280.png' });
});

test('the email and its error on a QR sale stay above the bar', async ({ page }) => {
  await openForm(page, 'F5');
  await page.getByRole('radio', { name: 'PayPay' }).check();
  await page.getByLabel('Customer email').fill('not-an-email');
  await page.keyboard.press('F9');
  await expectClearOfBar(page, page.getByLabel('Customer email'));
});

test('the konbini time to pay is above the bar with its error', async ({ page }) => {
  await openForm(page, 'F3');
  const period = page.getByRole('group', { name: 'Time to pay' }).getByRole('textbox');
  await period.fill('');
  await page.keyboard.press('F9');
  await expectClearOfBar(page, period);
  await page.screenshot({ path: 'test-results/screenshots/konbini-entry-period-1280.png' });
});
