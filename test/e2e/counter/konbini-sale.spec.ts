import { expect, test, type CounterHarness } from './counter-fixture';
import type { Language } from '../../../renderer/i18n/languages';

/*
 * Konbini sales from the real renderer through the browser host to the training simulator, in both
 * languages (main/simulator/tokens/README.md: Konbini payment details): the form refusing what the
 * service would, the slip while the charge awaits the customer, then each ending: paid by the
 * trainee playing the customer, expired at the deadline (327), canceled by the cashier, or left
 * open for the open-payments board while the counter takes the next sale.
 */

/**
 * The simulator settles a charge a second after it is made; polling and a busy machine add to it.
 */
const settles = 30_000;

const text = {
  en: {
    name: 'Customer name',
    phone: 'Phone number (Japan)',
    email: 'Customer email',
    store: 'Lawson',
    sevenEleven: '7-Eleven',
    setTime: 'Deadline at a set time of day',
    periodNumber: 'Number',
    slip: 'Konbini payment slip',
    nameRequired: 'Enter the customer’s name.',
    phoneInvalid: 'Enter a Japanese phone number of 10 or 11 digits, such as 090-1234-5678.',
    storeRequired: 'Choose the convenience store where the customer will pay.',
    periodTooLong: 'Give the customer from 30 minutes to 30 days.',
    noTimeAtSevenEleven: '7-Eleven does not accept a set time of day.',
    print: 'Print slip',
    noPrinter:
      'Printing and PDF are not available in this window (no printer here). The preview shows what would print.',
    preview: 'Preview slip',
    slipTraining: 'Training mode: do not pay.',
    pay: 'Training: customer pays the slip',
    expire: 'Training: let it expire',
    paid: 'Paid',
    paidBody: 'The customer paid at the convenience store. The sale is complete.',
    failed: 'Payment failed',
    deadline:
      'The customer did not pay before the deadline. Start a new payment if the sale stands.',
    abort: 'Abort payment',
    abortConfirm: 'Yes, abort the payment',
    canceled: 'Payment canceled',
    canceledBody: /can no longer pay it and is not charged/,
    leave: 'Keep open, next sale',
    method: 'Konbini',
    endOfDay: /11:59\u202fPM GMT\+9|11:59 PM GMT\+9/,
    loppi: 'on the Loppi terminal in the store',
    numbersHere: 'The numbers are below; the payment service also e-mails them.',
    customerNumber: 'Customer number',
    confirmationNumber: 'Confirmation number',
    payEasy: 'Pay-easy',
    payEasyHow: /Pay at a bank ATM with the Pay-easy mark or in online banking/,
    institutionNumber: 'Institution number',
  },
  ja: {
    name: 'お客様のお名前',
    phone: '電話番号（日本）',
    email: 'お客様のメールアドレス',
    store: 'ローソン',
    sevenEleven: 'セブン-イレブン',
    setTime: '期限を決まった時刻にする',
    periodNumber: '数',
    slip: 'コンビニ払い 払込票',
    nameRequired: 'お客様のお名前を入力してください。',
    phoneInvalid: '日本の電話番号を10桁または11桁で入力してください（例：090-1234-5678）。',
    storeRequired: 'お客様がお支払いになるコンビニを選んでください。',
    periodTooLong: '支払期間は30分から30日までにしてください。',
    noTimeAtSevenEleven: 'セブン-イレブンでは期限の時刻を指定できません。',
    print: '払込票を印刷',
    noPrinter:
      'この画面では印刷もPDF保存もできません（プリンターがありません）。プレビューで印刷される内容を確認できます。',
    preview: '払込票をプレビュー',
    slipTraining: 'トレーニング用です。お支払いはしないでください。',
    pay: 'トレーニング：お客様が払込票で支払う',
    expire: 'トレーニング：支払期限を過ぎさせる',
    paid: '支払い完了',
    paidBody: 'お客様がコンビニで支払いました。販売は完了です。',
    failed: '決済失敗',
    deadline:
      'お客様が期限までに支払いませんでした。販売が有効であれば、新しく支払いを始めてください。',
    abort: '決済を中止',
    abortConfirm: 'はい、決済を中止する',
    canceled: '決済を中止しました',
    canceledBody: /お客様はもう支払えず/,
    leave: '保留して次の販売へ',
    method: 'コンビニ',
    endOfDay: /23:59 JST/,
    loppi: '店内のLoppi端末で',
    numbersHere:
      'お支払いに必要な番号は下記のとおりです（決済サービスからメールでもお送りします）。',
    customerNumber: 'お客様番号',
    confirmationNumber: '確認番号',
    payEasy: 'ペイジー',
    payEasyHow: /ペイジーマークのある銀行ATMまたはインターネットバンキング/,
    institutionNumber: '収納機関番号',
  },
} as const;

/** Types ¥1,200, picks Konbini (F3) and fills the form as a cashier would. */
async function fillKonbiniForm(counter: CounterHarness, language: Language) {
  const { page } = counter;
  const words = text[language];
  await counter.switchLanguage(language);
  await page.keyboard.type('1200');
  await page.keyboard.press('F3');
  await expect(page.getByLabel(words.name)).toBeFocused();
  await page.getByLabel(words.name).fill('Yamada Hanako');
  await page.getByLabel(words.phone).fill('090-1234-5678');
  await page.getByLabel(words.email).fill('hanako@example.com');
  await page.getByRole('radio', { name: words.store }).check();
  await page.getByRole('textbox', { name: words.periodNumber, exact: true }).fill('3');
}

/** Issues the konbini payment and waits for its slip. */
async function showSlip(counter: CounterHarness, language: Language) {
  const { page } = counter;
  await fillKonbiniForm(counter, language);
  await page.keyboard.press('F9');
  await expect(page.getByRole('heading', { name: text[language].slip })).toBeVisible({
    timeout: settles,
  });
  await expect(page.getByRole('timer')).toBeVisible();
  // By default a slip is due at the end of its last day, Japan time.
  await expect(page.getByText(text[language].endOfDay)).toBeVisible();
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`the konbini form names each mistake next to its field and sends nothing (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('1200');
    await page.keyboard.press('F3');
    await counter.screenshot('konbini-entry');
    await counter.expectAccessible();

    await page.getByLabel(words.phone).fill('12345');
    await page.getByRole('textbox', { name: words.periodNumber, exact: true }).fill('31');
    await page.keyboard.press('F9');

    await expect(page.getByText(words.nameRequired)).toBeVisible();
    await expect(page.getByText(words.phoneInvalid)).toBeVisible();
    await expect(page.getByText(words.storeRequired)).toBeVisible();
    await expect(page.getByText(words.periodTooLong)).toBeVisible();
    await counter.screenshot('konbini-entry-errors');
    await counter.expectAccessible();

    // A chain that takes no set time of day does not offer one.
    await page.getByRole('radio', { name: words.sevenEleven }).check();
    await expect(page.getByRole('checkbox', { name: new RegExp(words.setTime) })).toBeDisabled();
    await expect(page.getByText(words.noTimeAtSevenEleven)).toBeVisible();

    const open = (await counter.core.dispatch('payments:list-open', undefined)) as {
      ok: true;
      data: unknown[];
    };
    expect(open.data).toEqual([]);
  });

  test(`a slip the trainee pays as the customer ends paid (${language})`, async ({ counter }) => {
    const { page } = counter;
    await fillKonbiniForm(counter, language);
    await expect(page.getByRole('checkbox', { name: new RegExp(words.setTime) })).toBeEnabled();
    await page.keyboard.press('F9');
    await expect(page.getByRole('heading', { name: words.slip })).toBeVisible({ timeout: settles });
    await expect(page.getByText(words.store, { exact: true })).toBeVisible();
    await counter.screenshot('konbini-slip');
    await counter.expectAccessible();

    // The browser host has no printer: Print says why it cannot before it is pressed, and
    // the preview shows the slip the printer would get.
    await expect(page.getByRole('button', { name: words.print })).toBeDisabled();
    await expect(page.getByRole('button', { name: words.print })).toHaveAccessibleDescription(
      words.noPrinter,
    );
    await page.getByRole('button', { name: words.preview }).click();
    const slip = page.getByRole('dialog').getByRole('article');
    await expect(slip).toContainText(words.slipTraining);
    await expect(slip).toContainText(/[¥￥]1,200/);
    await counter.screenshot('slip-preview');
    await counter.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();

    await page.getByRole('button', { name: words.pay }).click();

    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: settles });
    await expect(page.getByText(words.paidBody)).toBeVisible();
    await counter.screenshot('konbini-paid');
    await counter.expectAccessible();
  });

  test(`a slip tells how the chain takes the payment and the numbers, on screen, display and paper (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const display = await counter.openCustomerDisplay();
    await showSlip(counter, language);

    // Lawson is paid at its Loppi terminal with the numbers the charge carries.
    await expect(page.getByText(words.loppi, { exact: false })).toBeVisible();
    await expect(page.getByText(words.numbersHere)).toBeVisible();
    const number = (label: string) =>
      page.locator('.konbini-slip__details > div', { hasText: label }).locator('dd');
    await expect(number(words.customerNumber)).toHaveText(/^\d{11}$/);
    await expect(number(words.confirmationNumber)).toHaveText(/^\d{4}$/);
    const customerNumber = await number(words.customerNumber).innerText();
    await counter.screenshot('konbini-slip-numbers');
    await counter.expectAccessible();

    const shown = display.locator('.customer-display__facts > div', {
      hasText: words.customerNumber,
    });
    await expect(shown.locator('dd')).toHaveText(customerNumber);
    await expect(display.getByText(words.loppi, { exact: false }).first()).toBeVisible();
    await display.screenshot({
      path: `test-results/screenshots/customer-display-konbini-numbers-${language}.png`,
    });

    await page.getByRole('button', { name: words.preview }).click();
    const slip = page.getByRole('dialog').getByRole('article');
    await expect(slip).toContainText(`${words.customerNumber}${customerNumber}`);
    await expect(slip).toContainText(words.loppi);
    await page.keyboard.press('Escape');
    await display.close();
  });

  test(`a Pay-easy customer is sent to an ATM or online banking with three numbers (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    const display = await counter.openCustomerDisplay();
    await fillKonbiniForm(counter, language);
    await page.getByRole('radio', { name: words.payEasy }).check();
    await page.keyboard.press('F9');
    await expect(page.getByRole('heading', { name: words.slip })).toBeVisible({ timeout: settles });

    await expect(page.getByText(words.payEasyHow)).toBeVisible();
    await expect(
      page.locator('.konbini-slip__details > div', { hasText: words.institutionNumber }),
    ).toContainText(/\d{5}/);
    await expect(display.getByText(words.payEasyHow).first()).toBeVisible();
    await expect(
      display.locator('.customer-display__facts > div', { hasText: words.institutionNumber }),
    ).toBeVisible();
    await display.close();
  });

  test(`a slip nobody pays ends failed at its deadline (${language})`, async ({ counter }) => {
    const { page } = counter;
    await showSlip(counter, language);

    await page.getByRole('button', { name: words.expire }).click();

    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
      timeout: settles,
    });
    await expect(page.getByText(words.deadline)).toBeVisible();
    await counter.screenshot('konbini-expired');
    await counter.expectAccessible();
  });
}

test('the cashier cancels a slip by aborting, and the customer is told it is void', async ({
  counter,
}) => {
  const { page } = counter;
  await showSlip(counter, 'en');

  await page.getByRole('button', { name: text.en.abort }).click();
  await page.getByRole('button', { name: text.en.abortConfirm }).click();

  await expect(page.getByRole('heading', { name: text.en.canceled })).toBeVisible({
    timeout: settles,
  });
  await expect(page.getByText(text.en.canceledBody)).toBeVisible();
  await counter.screenshot('konbini-canceled');
  await counter.expectAccessible();
});

test('the cashier leaves a slip open for the board and takes the next sale', async ({
  counter,
}) => {
  const { page } = counter;
  await showSlip(counter, 'en');

  await page.keyboard.press('F8');

  // Back on a new sale: the amount entry and the method picker.
  await expect(page.getByRole('button', { name: new RegExp(text.en.method) })).toBeVisible();
  const open = (await counter.core.dispatch('payments:list-open', undefined)) as {
    ok: true;
    data: { kind: string; status: string }[];
  };
  expect(open.data).toMatchObject([{ kind: 'konbini_sale', status: 'awaiting' }]);
});

const twoHourText = {
  en: {
    unit: 'Unit',
    shortPeriod:
      'A set time of day needs a period of a day or more: this deadline is the period from now.',
  },
  ja: {
    unit: '単位',
    shortPeriod: '期限の時刻は1日以上の期間で指定できます。この期限は今から指定した期間後です。',
  },
} as const;

for (const language of ['en', 'ja'] as const) {
  const words = text[language];
  const twoHours = twoHourText[language];

  test(`a 2-hour expiry is taken as it is, the default set time of day set aside (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await fillKonbiniForm(counter, language);
    const setTime = page.getByRole('checkbox', { name: words.setTime });
    await expect(setTime).toBeChecked();
    await page.getByRole('textbox', { name: words.periodNumber, exact: true }).fill('2');
    await page.getByLabel(twoHours.unit, { exact: true }).selectOption('hours');
    await expect(setTime).toBeDisabled();
    await expect(page.getByText(twoHours.shortPeriod)).toBeVisible();
    await expect(page.locator('.field__error')).toHaveCount(0);
    await page.keyboard.press('F9');
    await expect(page.getByRole('heading', { name: words.slip })).toBeVisible({ timeout: settles });
    await expect(page.getByText(words.endOfDay)).toBeHidden();
  });
}
