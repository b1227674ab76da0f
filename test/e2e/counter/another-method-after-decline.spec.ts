import { expect, test, type CounterHarness } from './counter-fixture';
import { cardFormWords } from '../card-form-words';

/*
 * A declined card, through the browser host to the training simulator: after a decline, Try
 * another method sits next to New sale, and the sale starts again by another method with the
 * amount, order number and memo the cashier typed, which the charge that method makes carries.
 */

/** The simulator settles a charge a second after it is made; polling and a busy machine add to it. */
const settles = 30_000;

/** A published test card the simulator declines (306). */
const declinedCard = '4111111111111111';

const text = {
  en: {
    amount: 'Amount',
    orderNumber: 'Order number',
    memo: 'Memo',
    ...cardFormWords.en,
    failed: 'Payment failed',
    newSale: /^New sale/,
    otherMethod: /^Try another method/,
    konbiniName: 'Customer name',
    konbiniPhone: 'Phone number (Japan)',
    konbiniStore: 'Lawson',
    slip: 'Konbini payment slip',
  },
  ja: {
    amount: '金額',
    orderNumber: '注文番号',
    memo: 'メモ',
    ...cardFormWords.ja,
    failed: '決済失敗',
    newSale: /^新規販売/,
    otherMethod: /^別の支払い方法で試す/,
    konbiniName: 'お客様のお名前',
    konbiniPhone: '電話番号（日本）',
    konbiniStore: 'ローソン',
    slip: 'コンビニ払い 払込票',
  },
} as const;

/** The store's charges, newest first, each read whole for its amount and metadata. */
async function storeCharges(counter: CounterHarness) {
  const listed = (await counter.core.dispatch('history:list', {
    scope: 'store',
    query: { type: 'charge' },
  })) as { ok: true; data: { items: { resource_id: string }[] } };
  return Promise.all(
    listed.data.items.map(async ({ resource_id: chargeId }) => {
      const charge = (await counter.core.dispatch('charges:get', { chargeId })) as {
        ok: true;
        data: { status: string; requested_amount: number; metadata: Record<string, unknown> };
      };
      return charge.data;
    }),
  );
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`after a decline, another method takes the same amount, order number and memo (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await page.keyboard.type('900');
    await page.getByLabel(words.orderNumber).fill('A-1042');
    await page.getByLabel(words.memo).fill('Gift wrap');
    await page.keyboard.press('F2');
    await page.getByLabel(words.cardNumber).fill(declinedCard);
    await page.getByLabel(words.expiry).fill('12/30');
    await page.getByLabel(words.cvv).fill('123');
    await page.getByLabel(words.cardholder).fill('Taro Yamada');
    await page.getByLabel(words.email).fill('taro@example.com');
    await page.keyboard.press('F9');
    await expect(page.getByRole('heading', { name: words.failed })).toBeVisible({
      timeout: settles,
    });

    // Offered next to New sale, not instead of it.
    const actions = page.locator('.sale-result__actions');
    await expect(actions.getByRole('button', { name: words.newSale })).toBeVisible();
    await actions.getByRole('button', { name: words.otherMethod }).click();

    await expect(page.getByLabel(words.amount, { exact: true })).toHaveText(/^[¥￥]900$/);
    await expect(page.getByLabel(words.orderNumber)).toHaveValue('A-1042');
    await expect(page.getByLabel(words.memo)).toHaveValue('Gift wrap');
    await counter.screenshot('another-method-after-decline');
    await counter.expectAccessible();

    await page.keyboard.press('F3');
    await page.getByLabel(words.konbiniName).fill('Yamada Hanako');
    await page.getByLabel(words.konbiniPhone).fill('090-1234-5678');
    await page.getByLabel(words.email).fill('hanako@example.com');
    await page.getByRole('radio', { name: words.konbiniStore }).check();
    await page.keyboard.press('F9');
    await expect(page.getByRole('heading', { name: words.slip })).toBeVisible({
      timeout: settles,
    });

    const sameSale = {
      requested_amount: 900,
      metadata: expect.objectContaining({ order_number: 'A-1042', memo: 'Gift wrap' }),
    };
    const charges = await storeCharges(counter);
    expect(charges).toHaveLength(2);
    expect(charges).toContainEqual(expect.objectContaining({ ...sameSale, status: 'failed' }));
    expect(charges).toContainEqual(expect.objectContaining({ ...sameSale, status: 'awaiting' }));
  });
}
