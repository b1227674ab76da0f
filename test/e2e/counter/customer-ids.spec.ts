import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * A member number mapped to the service's customer id from the records screen, through the browser
 * host to the training simulator (main/simulator/subscriptions/README.md: Customer ids): the empty
 * number refused in the form, the mapping, that customer's tokens listed once a card is registered
 * to them (metadata univapay-customer-id) appearing as the registration ends, and a fault that
 * keeps the number and says the id may have been made.
 */

const customerIdPath = '/stores/{storeId}/create_customer_id';

const text = {
  en: {
    tab: 'Customer ids',
    memberNumber: 'Member number',
    required: 'Enter a value here.',
    noTokens: 'No tokens are registered to this customer at this store.',
    card: 'Visa ending 0026, expires 12/2030',
    recurring: 'Recurring',
    mayHaveMapped: 'The customer id may have been made',
    tooLong: '9936 characters too many: at most 64. Shorten it.',
  },
  ja: {
    tab: '顧客ID',
    memberNumber: '会員番号',
    required: '入力してください。',
    noTokens: 'この店舗でこの顧客に登録されたトークンはありません。',
    card: 'Visa 下4桁 0026、有効期限 12/2030',
    recurring: '継続',
    mayHaveMapped: '顧客IDが作成された可能性があります',
    tooLong: '9936 文字多すぎます。64 文字以内に短くしてください。',
  },
} as const;

/** Registers a recurring card to the customer, as the card registration flow does, and waits. */
async function registerCard(counter: CounterHarness, customerId: string) {
  const ended = counter.nextEvent('flows:progress', (progress) =>
    isTerminalFlowStep(progress.step),
  );
  const started = await counter.core.dispatch('flows:start-card-registration', {
    token: {
      payment_type: 'card',
      type: 'recurring',
      usage_limit: 'monthly',
      email: 'member@example.com',
      metadata: { 'univapay-customer-id': customerId },
      data: {
        cardholder: 'Hanako Member',
        card_number: '4012000033330026',
        exp_month: '12',
        exp_year: '2030',
        cvv: '123',
        three_ds: { enabled: false },
      },
    },
  });
  expect(started.ok).toBe(true);
  expect((await ended).step).toBe('succeeded');
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a member number maps to a customer id that lists their tokens (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const memberNumber = page.getByRole('textbox', { name: words.memberNumber });
    await memberNumber.focus();
    await page.keyboard.press('F9');
    await expect(page.locator('.field--invalid')).toContainText(words.required);

    await memberNumber.fill('M-1001');
    await page.keyboard.press('F9');
    const customerId = page.locator('.customer-ids__facts .customer-ids__id');
    await expect(customerId).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(page.getByText(words.noTokens)).toBeVisible();

    // The list reads itself again when a card registration of this till ends.
    await registerCard(counter, (await customerId.textContent()) ?? '');
    await expect(page.getByRole('table')).toContainText(words.card);
    await expect(page.getByRole('table')).toContainText(words.recurring);
    await counter.screenshot('customer-ids');
    await counter.expectAccessible();

    counter.armFault({ fault: '500', count: 3, method: 'POST', path: customerIdPath });
    await memberNumber.fill('M-1002');
    await page.keyboard.press('F9');
    await expect(page.getByRole('alert')).toContainText(words.mayHaveMapped, { timeout: 30_000 });
    await expect(memberNumber).toHaveValue('M-1002');
  });
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a member number past the service's 64 characters is refused by how many, on one screen (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+1');
    const memberNumber = page.getByRole('textbox', { name: words.memberNumber });
    await memberNumber.fill('9'.repeat(10_000));
    await page.keyboard.press('F9');
    await expect(page.locator('.field--invalid')).toContainText(words.tooLong);
    await expect(memberNumber).toHaveValue('9'.repeat(10_000));
    // The page never scrolls sideways, whatever the length typed.
    const sideways = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(sideways).toBe(0);
  });
}
