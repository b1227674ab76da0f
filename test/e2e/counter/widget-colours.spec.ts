import { expect, test } from './counter-fixture';

/*
 * The payment widget's colours from the records screen, through the browser host to the training
 * simulator (main/simulator/subscriptions/README.md: Widget configuration): reached by Ctrl+8 and
 * Alt+2, an invalid colour refused in the form with the service's reason (its swatch keeping the
 * colour in use), the preview following the typed colour, a save of only what changed, a fault that
 * keeps the form and says the colours may have been saved, a reset to the spec's defaults, and a
 * screen that opens on the colours the store has now, read back from the checkout info.
 */

const widgetPath = '/stores/{storeId}/widget_configuration';

const text = {
  en: {
    records: 'Records',
    tab: 'Widget colours',
    headerText: 'Header and button text',
    invalid: 'This is not in the expected format.',
    save: 'Save colours',
    saved: 'Colours saved.',
    mayHaveSaved: 'The colours may have been saved',
    current: 'The form starts from the colours the widget shows now',
    picker: 'Pick the colour: Header and button text',
    unchanged: 'Nothing to save: the widget already shows these colours.',
  },
  ja: {
    records: '顧客記録',
    tab: 'ウィジェットの色',
    headerText: 'ヘッダーとボタンの文字',
    invalid: '形式が正しくありません。',
    save: '色を保存',
    saved: '色を保存しました。',
    mayHaveSaved: '色が保存された可能性があります',
    current: 'ウィジェットで使用中の色から始め',
    picker: '色を選ぶ：ヘッダーとボタンの文字',
    unchanged: '保存するものはありません。ウィジェットは既にこの色です。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`widget colours are checked, previewed, saved and reset (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await expect(page.getByRole('heading', { name: words.records, level: 1 })).toBeVisible();
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const headerText = page.getByRole('textbox', { name: words.headerText, exact: true });
    await expect(headerText).toHaveValue('#838383');
    await headerText.fill('#12345');
    await headerText.blur();
    await expect(page.locator('.field--invalid')).toContainText(words.invalid);
    // While the typed colour is none, its swatch shows the colour in use, not black.
    await expect(page.getByLabel(words.picker)).toHaveValue('#838383');
    await page.keyboard.press('F9');
    await expect(page.getByText(words.saved)).toHaveCount(0);
    await counter.screenshot('widget-colours-invalid');

    await headerText.fill('#123456');
    await expect(page.locator('.field--invalid')).toHaveCount(0);
    await expect(page.locator('.widget-preview__bar-text').first()).toHaveCSS(
      'fill',
      'rgb(18, 52, 86)',
    );
    // Only the colour the clerk changed is sent (spec: the update takes any subset).
    const sent = page.waitForRequest((request) =>
      decodeURIComponent(request.url()).endsWith('/ipc/widget:update'),
    );
    await page.keyboard.press('F9');
    expect(JSON.stringify((await sent).postDataJSON())).toContain(
      JSON.stringify({ colors: { main_text: '#123456' } }),
    );
    await expect(page.getByText(words.saved)).toBeVisible();
    await expect(page.getByRole('button', { name: words.save })).toBeInViewport();
    await counter.screenshot('widget-colours-saved');
    await counter.expectAccessible();

    // Saved again unchanged: nothing is sent, and the screen says why.
    await page.keyboard.press('F9');
    await expect(page.getByText(words.unchanged)).toBeVisible();

    await headerText.fill('#abc');
    counter.armFault({ fault: '500', count: 3, method: 'PATCH', path: widgetPath });
    await page.keyboard.press('F9');
    await expect(page.getByRole('alert')).toContainText(words.mayHaveSaved, { timeout: 30_000 });
    await expect(headerText).toHaveValue('#abc');

    await page.keyboard.press('F3');
    await expect(headerText).toHaveValue('#838383');
    await expect(page.locator('.widget-preview__bar-text').first()).toHaveCSS(
      'fill',
      'rgb(131, 131, 131)',
    );
  });
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`the screen opens on the store's current colours, not the defaults (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    // Set at the service as another till or the merchant's dashboard would.
    const updated = await counter.core.dispatch('widget:update', {
      body: { colors: { main_text: '#204060', secondary_background: '#aa5500' } },
    });
    expect(updated).toMatchObject({ ok: true });

    await page.keyboard.press('Control+8');
    await expect(page.getByRole('heading', { name: words.records, level: 1 })).toBeVisible();
    await page.keyboard.press('Alt+2');

    await expect(page.getByRole('textbox', { name: words.headerText, exact: true })).toHaveValue(
      '#204060',
    );
    await expect(page.getByText(words.current)).toBeVisible();
    await expect(page.locator('.widget-preview__bar-text').first()).toHaveCSS(
      'fill',
      'rgb(32, 64, 96)',
    );
    await counter.screenshot('widget-colours-current');
    await counter.expectAccessible();
  });
}
