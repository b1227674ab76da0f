import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { expectAboveTheFold } from './above-the-fold';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * The tokens view of the records screen, through the browser host to the training simulator
 * (docs/simulator.md: Transaction tokens): a recurring card registered with 3DS in the
 * issuer's window (closed by hand once, then opened again) and its usage limit explained, the list filtered and paged, a token's
 * masked card, a filter refused in the form, and the service's refusals of a second
 * registration of the same card and of an unknown alias; a registration whose answer is lost
 * says the card may be registered and keeps what was typed; a filter the service refuses is
 * named under its field as the form's own check names one.
 */

const text = {
  en: {
    tab: 'Tokens',
    register: 'Register a card',
    another: 'Register another card',
    cardholder: 'Cardholder',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    cvv: 'Security code',
    email: 'Customer’s email',
    submit: 'Register the card',
    registered: 'The card is registered',
    pageClosed: 'The issuer’s page was closed before the customer confirmed the card.',
    reopen: 'Open the issuer’s page again',
    notRegistered: 'The card was not registered',
    mayBeRegistered: 'The card may have been registered',
    lookBeforeAgain: 'Look for the card in the list (Card last four) before registering it again',
    monthly: 'Can be charged at most once a month.',
    duplicate: 'An active token for this card already exists.',
    close: 'Close',
    lastFour: 'Card last four',
    cardExp: 'Card expiry',
    cardExpFormat: 'Year and month, as 2030-12.',
    more: 'More filters',
    brand: 'Brand',
    visa: 'Visa',
    jcb: 'JCB',
    usable: 'Usable',
    bothUsable: 'Both',
    expiryRefused: 'The expiry date is not valid or has passed.',
    card: 'Visa •••• 3220',
    masked: /Visa \d{0,6}•••••• 3220/,
    nextPage: 'Next page',
    alias: 'Alias',
    find: 'Find',
    notFound: 'No token has this alias. Check it with the customer or the shop that gave it.',
    listFailed: 'The tokens could not be read.',
    cardNumberRefused:
      'A card number is digits, with spaces or dashes between them if you like. That character is not taken.',
  },
  ja: {
    tab: 'トークン',
    register: 'カードを登録',
    another: '別のカードを登録',
    cardholder: 'カード名義',
    cardNumber: 'カード番号',
    expiry: '有効期限',
    cvv: 'セキュリティコード',
    email: 'お客様のメールアドレス',
    submit: 'カードを登録',
    registered: 'カードを登録しました',
    pageClosed: 'お客様がカードを確認する前にカード会社の画面が閉じられました。',
    reopen: 'カード会社の画面をもう一度開く',
    notRegistered: 'カードは登録されませんでした',
    mayBeRegistered: 'カードが登録された可能性があります',
    lookBeforeAgain: 'もう一度登録する前に、一覧（カード下4桁）でカードを探してください',
    monthly: '1か月に1回まで請求できます。',
    duplicate: 'このカードの有効なトークンが既にあります。',
    close: '閉じる',
    lastFour: 'カード下4桁',
    cardExp: 'カード有効期限',
    cardExpFormat: '年-月で入力（例 2030-12）。',
    more: 'その他の絞り込み',
    brand: 'ブランド',
    visa: 'Visa',
    jcb: 'JCB',
    usable: '利用可否',
    bothUsable: '両方',
    expiryRefused: '有効期限が正しくないか、期限切れです。',
    card: 'Visa 下4桁 3220',
    masked: /Visa \d{0,6}•••••• 下4桁 3220/,
    nextPage: '次のページ',
    alias: 'エイリアス',
    find: '探す',
    notFound:
      'このエイリアスのトークンはありません。お客様またはエイリアスを発行したお店に確認してください。',
    listFailed: 'トークンを読み込めませんでした。',
    cardNumberRefused:
      'カード番号は数字です（間のスペースやハイフンは可）。この文字は入力できません。',
  },
} as const;

/** More recurring cards straight through main (ten: the list has a second page). */
async function registerMoreCards(counter: CounterHarness, count = 10) {
  for (let month = 1; month <= count; month += 1) {
    const ended = counter.nextEvent('flows:progress', (progress) =>
      isTerminalFlowStep(progress.step),
    );
    const started = await counter.core.dispatch('flows:start-card-registration', {
      token: {
        payment_type: 'card',
        type: 'recurring',
        usage_limit: 'weekly',
        email: `member${month}@example.com`,
        data: {
          cardholder: 'Taro Member',
          card_number: '4012000033330026',
          exp_month: String(month),
          exp_year: '2031',
          cvv: '123',
          three_ds: { enabled: false },
        },
      },
    });
    expect(started.ok).toBe(true);
    expect((await ended).step).toBe('succeeded');
  }
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a card registered with 3DS is listed, filtered, paged and shown masked (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+3');
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.keyboard.press('F4');
    const dialog = page.getByRole('dialog', { name: words.register });
    const fill = async () => {
      await dialog.getByRole('textbox', { name: words.cardholder }).fill('Hanako Member');
      await dialog.getByRole('textbox', { name: words.cardNumber }).fill('4000000000003220');
      await dialog.getByRole('textbox', { name: words.expiry }).fill('1230');
      await dialog.getByLabel(words.cvv).fill('123');
      await dialog.getByRole('textbox', { name: words.email }).fill('member@example.com');
    };
    // A letter is refused in words and nothing typed before it is lost.
    const cardNumber = dialog.getByRole('textbox', { name: words.cardNumber });
    await cardNumber.pressSequentially('4000a');
    await expect(dialog.getByText(words.cardNumberRefused)).toBeVisible();
    await expect(cardNumber).toHaveValue('4000');
    await fill();
    await expect(dialog.getByText(words.cardNumberRefused)).toBeHidden();
    const popup = counter.nextPopup();
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    // The customer closes the issuer's page by hand: the dialog says so and opens it again.
    await (await popup).window.close();
    await expect(dialog.getByRole('alert')).toContainText(words.pageClosed);
    await counter.screenshot('token-3ds-closed');
    await counter.expectAccessible();
    const reopened = counter.nextPopup();
    await dialog.getByRole('button', { name: words.reopen }).click();
    const issuer = await reopened;
    await expect(dialog.getByText(words.pageClosed)).toBeHidden();
    const closed = issuer.window.waitForEvent('close', { timeout: 30_000 });
    await issuer.content.getByRole('button', { name: 'Authenticate' }).click();
    await closed;
    await expect(dialog.getByRole('heading', { name: words.registered })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog).toContainText(words.monthly);
    await counter.screenshot('token-registered');
    await counter.expectAccessible();

    // The same card again: the service refuses it, and the form keeps what was typed.
    await dialog.getByRole('button', { name: words.another }).click();
    await fill();
    await dialog.getByRole('checkbox').uncheck();
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: words.notRegistered })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('alert')).toContainText(words.duplicate);
    await expect(dialog.getByRole('textbox', { name: words.cardholder })).toHaveValue(
      'Hanako Member',
    );
    await dialog.getByRole('button', { name: words.close }).click();
    // The card this till registered is listed without Show, and so are those registered after.
    const rows = page.locator('.tokens__table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(words.card);
    await registerMoreCards(counter);
    await expect(rows).toHaveCount(10);

    const lastFour = page.getByRole('textbox', { name: words.lastFour });
    const cardExp = page.getByRole('textbox', { name: words.cardExp });
    await page.getByRole('button', { name: words.more }).click();
    await cardExp.fill('12/2030');
    await page.keyboard.press('F9');
    await expect(page.locator('.field--invalid')).toContainText(words.cardExpFormat);
    await cardExp.fill('2030-12');
    await lastFour.fill('3220');
    await page.keyboard.press('F9');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(words.card);

    await rows.getByRole('button').click();
    await expect(page.locator('.tokens__detail')).toContainText(words.masked);
    await expect(page.locator('.tokens__detail')).toContainText(words.monthly);
    await counter.expectAccessible();

    // A fault while listing: the list says so and the filters stay as typed.
    counter.armFault({ fault: '500', count: 3, method: 'GET', path: '/stores/{storeId}/tokens' });
    await page.keyboard.press('F9');
    await expect(page.locator('.tokens__list-status [role="alert"]')).toContainText(
      words.listFailed,
      { timeout: 30_000 },
    );
    await expect(lastFour).toHaveValue('3220');
    await expect(cardExp).toHaveValue('2030-12');

    await cardExp.fill('');
    await lastFour.fill('');
    await page.getByRole('button', { name: words.more }).click();
    await page.keyboard.press('F9');
    await expect(rows).toHaveCount(10);
    // A page of the list, the token's every fact and the actions of both, without scrolling.
    await counter.screenshot('tokens');
    await expectAboveTheFold(
      page.getByRole('button', { name: words.register }),
      page.locator('.tokens__rows'),
      page.getByRole('button', { name: words.nextPage }),
      page.getByRole('button', { name: words.find, exact: true }),
      page.locator('.tokens__facts'),
    );
    await counter.expectAccessible();
    await page.keyboard.press('F8');
    await expect(rows).toHaveCount(11);
    await expect(page.getByRole('button', { name: words.nextPage })).toHaveCount(0);

    // Another view and back: the rows come back scrolled where the clerk left them, even when
    // the clerk left before the scroll's event came (Alt+4 in the same task as the scroll) and
    // when the fresh read of the list lands after the rows came back (held by the simulator).
    const box = page.locator('.tokens__rows');
    const scrolled = await box.evaluate((element) => {
      element.scrollTo(0, element.scrollHeight);
      const top = element.scrollTop;
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: '4', code: 'Digit4', altKey: true }),
      );
      return top;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect(box).toHaveCount(0);
    counter.armFault({
      fault: 'latency=1500',
      count: 2,
      method: 'GET',
      path: '/stores/{storeId}/tokens',
    });
    let listsAnswered = 0;
    page.on('response', (response) => {
      if (decodeURIComponent(response.url()).endsWith('/ipc/tokens:list')) listsAnswered += 1;
    });
    await page.keyboard.press('Alt+3');
    await expect(rows).toHaveCount(11);
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBe(scrolled);
    // Both pages of the fresh read (11 rows) have landed: the rows are still where they were.
    await expect.poll(() => listsAnswered).toBe(2);
    expect(await box.evaluate((element) => element.scrollTop)).toBe(scrolled);

    await page.getByRole('textbox', { name: words.alias }).fill('no-such-alias');
    await page.getByRole('button', { name: words.find, exact: true }).click();
    // One sentence that says what to do, not "not found" said twice.
    await expect(page.locator('.tokens__alias [role="alert"]')).toHaveText(words.notFound);
  });

  test(`every filter reads whole, a brand is chosen by name and an error keeps the grid (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+3');
    await registerMoreCards(counter, 1);
    const rows = page.locator('.tokens__table tbody tr');
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: words.more }).click();

    // No label, placeholder, heading or cell is cut: each fits the box it is drawn in (an email
    // address may be any length; it is whole in its title and the detail).
    const cut = await page.locator('.tokens__list').evaluate((list) => {
      const context = document.createElement('canvas').getContext('2d');
      if (context === null) throw new Error('no canvas');
      const overflowing = [
        ...list.querySelectorAll<HTMLElement>('.field__label, th, td:not(.tokens__email)'),
      ]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent);
      const placeholders = [...list.querySelectorAll('input')]
        .filter((input) => {
          const style = getComputedStyle(input);
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(input.placeholder).width > room;
        })
        .map((input) => input.placeholder);
      return [...overflowing, ...placeholders];
    });
    expect(cut).toEqual([]);

    const brand = page.getByRole('combobox', { name: words.brand });
    await brand.selectOption({ label: words.jcb });
    await page.keyboard.press('F9');
    await expect(rows).toHaveCount(0);
    await brand.selectOption({ label: words.visa });
    await page.getByRole('combobox', { name: words.usable }).selectOption({
      label: words.bothUsable,
    });
    await page.keyboard.press('F9');
    await expect(rows).toHaveCount(1);

    // A refused filter says how to write it, and every field stays in its column.
    await page.getByRole('textbox', { name: words.cardExp }).fill('12/2030');
    await page.keyboard.press('F9');
    await expect(page.locator('.field--invalid')).toContainText(words.cardExpFormat);
    const boxes = await page
      .locator('.tokens__filters .field')
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect()));
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(4);
    expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);
    await counter.screenshot('tokens-filters-error');
  });

  test(`a registration whose answer is lost may have registered the card and keeps the form (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+3');
    await page.keyboard.press('F4');
    const dialog = page.getByRole('dialog', { name: words.register });
    const cardholder = dialog.getByRole('textbox', { name: words.cardholder });
    const cardNumber = dialog.getByRole('textbox', { name: words.cardNumber });
    const expiry = dialog.getByRole('textbox', { name: words.expiry });
    const cvv = dialog.getByLabel(words.cvv);
    const email = dialog.getByRole('textbox', { name: words.email });
    await cardholder.fill('Hanako Member');
    await cardNumber.fill('4000000000003220');
    await expiry.fill('1230');
    await cvv.fill('123');
    await email.fill('member@example.com');
    await dialog.getByRole('checkbox').uncheck();

    // The service makes the token, but the answer never reaches the till, retries included.
    counter.armFault({ fault: 'reset-after', count: 3, method: 'POST', path: '/tokens' });
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    const outcome = dialog.getByRole('alert');
    await expect(outcome.getByRole('heading', { name: words.mayBeRegistered })).toBeVisible();
    await expect(outcome).toContainText(words.lookBeforeAgain);
    await expect(cardholder).toHaveValue('Hanako Member');
    await expect(cardNumber).toHaveValue('4000 0000 0000 3220');
    await expect(expiry).toHaveValue('12/30');
    await expect(cvv).toHaveValue('123');
    await expect(email).toHaveValue('member@example.com');
    await counter.screenshot('token-registration-unknown');
    await counter.expectAccessible();

    // It was made: registering the card again is refused, and the list shows it.
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(outcome.getByRole('heading', { name: words.notRegistered })).toBeVisible();
    await expect(outcome).toContainText(words.duplicate);
    await dialog.getByRole('button', { name: words.close }).click();
    await page.getByRole('textbox', { name: words.lastFour }).fill('3220');
    await page.keyboard.press('F9');
    await expect(page.locator('.tokens__table tbody tr')).toHaveCount(1);
  });

  test(`a filter the service refuses is named under its field in the clerk’s words (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.press('Control+8');
    await page.keyboard.press('Alt+3');
    const cardExp = page.getByRole('textbox', { name: words.cardExp });
    await page.getByRole('button', { name: words.more }).click();
    await cardExp.fill('2030-12');
    // A rule of the service the form's check does not know (docs/simulator.md: Faults).
    counter.armFault({
      fault: 'refuse=card_exp:invalid_card_expiration',
      method: 'GET',
      path: '/stores/{storeId}/tokens',
    });
    await page.keyboard.press('F9');
    const field = page.locator('.field--invalid');
    await expect(field).toHaveCount(1);
    await expect(field).toContainText(words.cardExp);
    await expect(field).toContainText(words.expiryRefused);
    await expect(cardExp).toHaveValue('2030-12');
    await counter.screenshot('tokens-filter-refused');
    await counter.expectAccessible();
  });
}
