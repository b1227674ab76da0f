import { expect, test } from './counter-fixture';

/*
 * Customer-presented QR sales from the real renderer through the browser host to the training
 * simulator, in both languages: the code typed as a keyboard-wedge scanner types it (a few
 * milliseconds a key, then Enter) while another field has focus, and the simulator's answer
 * for that code (main/simulator/tokens/README.md: Scanned QR codes).
 */

/**
 * The simulator settles a charge a second after it is made; polling and a busy machine add to it.
 */
const settles = 30_000;

const text = {
  en: {
    email: 'Customer email',
    manualCode: 'Or type the code',
    ready: 'Ready to scan',
    paid: 'Paid',
    payments: 'Payments',
    oneShown: '1 payment shown',
    failed: 'Payment failed',
    alreadyUsed: 'This QR code was already used.',
  },
  ja: {
    email: 'お客様のメールアドレス',
    manualCode: 'またはコードを入力',
    ready: '読み取りできます',
    paid: '支払い完了',
    payments: '支払い一覧',
    oneShown: '1 件を表示中',
    failed: '決済失敗',
    alreadyUsed: 'このQRコードは使用済みです。',
  },
} as const;

const reference = '281234567890123456';

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a code scanned while the email field has focus is paid (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1500');
    await page.keyboard.press('F4');
    const email = page.getByLabel(words.email);
    await expect(email).toBeFocused();
    await expect(page.getByRole('status')).toContainText(words.ready);
    await email.fill('hanako@example.com');
    await counter.screenshot('qr-scan-ready');
    await counter.expectAccessible();

    await page.keyboard.type(`pay_pay:${reference}\n`, { delay: 2 });

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: settles });
    await counter.screenshot('qr-scan-paid');
    await counter.expectAccessible();

    // The wallet is named as people know it, never by the service's code.
    await page
      .getByRole('navigation')
      .getByRole('button', { name: words.payments, exact: true })
      .click();
    const payments = page.getByRole('list', { name: words.payments });
    await expect(payments).toContainText('PayPay');
    await expect(payments).not.toContainText('pay_pay');
    await expect(page.getByRole('status')).toHaveText(words.oneShown);
  });

  test(`a code the wallet refuses ends failed with its reason (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1500');
    await page.keyboard.press('F4');
    await page.getByLabel(words.email).fill('hanako@example.com');
    const manual = page.getByLabel(words.manualCode);
    await manual.focus();

    await page.keyboard.type(`pay_pay:${reference}:324\n`, { delay: 2 });

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
      timeout: settles,
    });
    await expect(page.getByText(words.alreadyUsed)).toBeVisible();
    await counter.screenshot('qr-scan-failed');
    await counter.expectAccessible();
  });
}
