import type { Page } from '@playwright/test';
import { expect, test } from './counter-fixture';

/*
 * Every screen at the two common till sizes, 1024x768 and 1280x800, in both languages, with
 * the training banner on: nothing scrolls sideways, the store's name and every screen's tab
 * show whole, each tab's badge with the key that opens it ("Ctrl+3"), the keypad's last row (0, 00) and every method are above the fold, and the
 * card form's fields stand clear of its action bar without scrolling.
 */

const sizes = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

const text = {
  en: { name: 'Name on card', email: 'Customer email', zero: '0', doubleZero: '00' },
  ja: { name: 'カード名義', email: 'お客様のメールアドレス', zero: '0', doubleZero: '00' },
} as const;

/** What is wider than the window, by tag and class: nothing, when the page fits. */
function widerThanTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && !element.closest('.training-watermark');
    });
    const scrolls = document.documentElement.scrollWidth > width;
    return [
      ...(scrolls ? [`the page scrolls sideways to ${document.documentElement.scrollWidth}`] : []),
      ...over.slice(0, 5).map((element) => `${element.tagName}.${element.className}`),
    ];
  });
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`every screen fits a 1024x768 and a 1280x800 till (${language})`, async ({ counter }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const at = `${size.width}x${size.height}`;
      const tabs = page.getByRole('navigation').getByRole('button');
      await expect(tabs).toHaveCount(8);
      for (let screen = 1; screen <= 8; screen += 1) {
        // Each tab's badge names the key that opens it, as it is pressed.
        await expect(tabs.nth(screen - 1).locator('kbd')).toHaveText(`Ctrl+${screen}`);
        await page.keyboard.press(`Control+${screen}`);
        await expect(tabs.nth(screen - 1)).toHaveAttribute('aria-current', 'page');
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await widerThanTheWindow(page), `screen ${screen} at ${at}`).toEqual([]);
        const storeName = page.locator('.app-header__store-name');
        expect(
          await storeName.evaluate((name) => name.scrollWidth <= name.clientWidth),
          `the store's name whole at ${at}`,
        ).toBe(true);
        for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      }
      await counter.screenshot(`screen-tabs-${at}`);

      await page.keyboard.press('Control+1');
      const keypad = page.locator('.keypad');
      await expect(keypad.getByRole('button', { name: words.zero, exact: true })).toBeInViewport({
        ratio: 1,
      });
      await expect(
        keypad.getByRole('button', { name: words.doubleZero, exact: true }),
      ).toBeInViewport({ ratio: 1 });
      // Each method card whole across; the lowest may sit below the fold, never beside it.
      for (const method of await page.locator('.method-option').all()) {
        const box = await method.boundingBox();
        expect(box, `a method at ${at}`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      }

      await page.keyboard.type('1200');
      await page.keyboard.press('Enter');
      await page.keyboard.press('F2');
      const bar = page.locator('.sale-entry .action-bar');
      await expect(bar).toBeVisible();
      expect(await widerThanTheWindow(page), `the card form at ${at}`).toEqual([]);
      const barTop = (await bar.boundingBox())?.y ?? 0;
      for (const field of [words.name, words.email]) {
        const box = await page.getByRole('textbox', { name: field }).boundingBox();
        expect(box, `${field} at ${at}`).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), `${field} above the bar at ${at}`).toBeLessThan(
          barTop,
        );
      }
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    }
  });
}
