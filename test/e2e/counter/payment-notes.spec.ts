import type { Page } from '@playwright/test';
import type { Language } from '../../../renderer/i18n/languages';
import { expect, test, type CounterHarness } from './counter-fixture';
import { cardFormWords } from '../card-form-words';

/*
 * A charge's and a refund's notes from the charge detail, through the browser host to the
 * training simulator: the order number and memo the sale carried, an edit saved (the journal's
 * operation id kept, the edit in the audit trail), each rule the form checks before sending,
 * and a fault that leaves the form filled and says the notes may have been saved.
 */

/** The simulator settles a charge or a refund seconds after it is asked; polling adds to it. */
const settles = 30_000;

const chargePath = '/stores/{storeId}/charges/{chargeId}';

const text = {
  en: {
    orderNumber: 'Order number',
    memo: 'Memo',
    ...cardFormWords.en,
    details: 'Payment details',
    notes: 'Notes',
    edit: 'Edit notes',
    save: 'Save notes',
    key: (number: number) => `Name of note ${number}`,
    value: (number: number) => `Value of note ${number}`,
    addRow: 'Add a note',
    readOnly: 'Kept by Counter (cannot be changed)',
    duplicate: 'This name is used twice.',
    readOnlyKey: 'Counter keeps this key',
    invalidUuid: 'This is not a valid ID.',
    mayHaveSaved: 'The notes may have been saved',
    valueCount: (count: number) => `Value: ${count} of 255 characters`,
    tooLong: 'This value is too long',
  },
  ja: {
    orderNumber: '注文番号',
    memo: 'メモ',
    ...cardFormWords.ja,
    details: '支払いの詳細',
    notes: 'メモ',
    edit: 'メモを編集',
    save: 'メモを保存',
    key: (number: number) => `メモ${number}の名前`,
    value: (number: number) => `メモ${number}の値`,
    addRow: 'メモを追加',
    readOnly: 'Counterが管理（変更できません）',
    duplicate: '同じ名前が2回使われています。',
    readOnlyKey: 'このキーは支払いと記録を結び付けるため',
    invalidUuid: 'IDの形式が正しくありません。',
    mayHaveSaved: 'メモが保存された可能性があります',
    valueCount: (count: number) => `値：${count}/255文字`,
    tooLong: '値が長すぎる',
  },
} as const;

/** A captured card sale of `amount` yen carrying an order number and memo; opens its detail. */
async function saleWithNotes(counter: CounterHarness, language: Language, amount: string) {
  const { page } = counter;
  const words = text[language];
  await page.keyboard.type(amount);
  await page.getByLabel(words.orderNumber).fill('A-1001');
  await page.getByLabel(words.memo).fill('gift wrap');
  await page.keyboard.press('F2');
  await page.getByLabel(words.cardNumber).fill('4012000033330026');
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvv).fill('123');
  await page.getByLabel(words.cardholder).fill('Taro Yamada');
  await page.getByLabel(words.email).fill('taro@example.com');
  await page.keyboard.press('F9');
  await expect(page.locator('.sale-result__title')).toBeVisible({ timeout: settles });
  await page.keyboard.press('F2');
  await expect(page.getByRole('heading', { name: words.details, level: 1 })).toBeVisible();
  await expect(page.locator('.charge-detail__amount')).toBeVisible({ timeout: settles });
}

function notesSection(page: Page, language: Language) {
  return page.getByRole('region', { name: text[language].notes, exact: true });
}

async function chargeMetadata(counter: CounterHarness): Promise<Record<string, unknown>> {
  const listed = (await counter.core.dispatch('history:list', {
    scope: 'store',
    query: { type: 'charge' },
  })) as {
    ok: true;
    data: { items: { resource_id: string }[] };
  };
  const chargeId = listed.data.items[0]?.resource_id ?? '';
  const charge = (await counter.core.dispatch('charges:get', { chargeId })) as {
    ok: true;
    data: { metadata: Record<string, unknown> };
  };
  return charge.data.metadata;
}

/** The details of every metadata edit in the audit trail. */
async function auditedEdits(counter: CounterHarness): Promise<unknown[]> {
  const audit = await counter.core.dispatch('audit:export', { format: 'jsonl' });
  if (!audit.ok || typeof audit.data !== 'string') throw new Error('The audit trail was not read.');
  return audit.data
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event: { action: string; details: unknown } })
    .filter(({ event }) => event.action === 'metadata_update')
    .map(({ event }) => event.details);
}

for (const language of ['en', 'ja'] as const) {
  const words = text[language];

  test(`a charge's notes are edited, the journal's id kept and the edit audited (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await saleWithNotes(counter, language, '1800');

    const section = notesSection(page, language);
    await expect(section).toContainText('A-1001');
    await expect(section).toContainText('gift wrap');
    await expect(page.getByRole('button', { name: words.edit })).toBeInViewport();
    await counter.screenshot('charge-detail-notes');

    await page.keyboard.press('F5');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(words.readOnly);
    await expect(dialog).toContainText('counter-operation-id');
    await expect(dialog.getByLabel(words.key(1))).toHaveValue('order_number');
    await dialog.getByLabel(words.value(2)).fill('gift wrap, ribbon');
    await dialog.getByLabel(words.key(3)).fill('desk');
    await dialog.getByLabel(words.value(3)).fill('north');
    await counter.screenshot('charge-notes-dialog');
    await counter.expectAccessible();
    await dialog.getByRole('button', { name: words.save }).click();

    await expect(dialog).toBeHidden();
    await expect(section).toContainText('gift wrap, ribbon');
    await expect(section).toContainText('north');
    const metadata = await chargeMetadata(counter);
    expect(metadata).toMatchObject({ order_number: 'A-1001', memo: 'gift wrap, ribbon' });
    expect(metadata['counter-operation-id']).toEqual(expect.any(String));

    // Which keys changed, never what they now say.
    expect(await auditedEdits(counter)).toEqual([
      { chargeId: expect.any(String), added: ['desk'], changed: ['memo'], removed: [] },
    ]);
  });

  test(`the notes form counts a memo towards its limit and cuts no long name (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await saleWithNotes(counter, language, '2600');

    await page.keyboard.press('F5');
    const dialog = page.getByRole('dialog');
    const memo = dialog.getByLabel(words.value(2));
    // A present counts once, as on the sale's memo field: 210 characters, 420 UTF-16 units.
    await memo.fill('🎁'.repeat(210));
    await expect(memo).toHaveAccessibleDescription(words.valueCount(210));
    await memo.fill('🎁'.repeat(256));
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.locator('.field__error')).toContainText(words.tooLong);
    await expect(dialog).toContainText(words.valueCount(256));
    await expect(memo).toHaveValue('🎁'.repeat(256));

    // A name past its limit stays whole, to be shortened, and is refused by name.
    const longName = 'n'.repeat(300);
    await dialog.getByLabel(words.key(3)).fill(longName);
    await dialog.getByLabel(words.value(3)).fill('x');
    await expect(dialog.getByLabel(words.key(3))).toHaveValue(longName);
    await expect(dialog.locator('.field__error')).toHaveCount(2);
    expect(await chargeMetadata(counter)).toMatchObject({ memo: 'gift wrap' });
  });

  test(`the notes form refuses what the service would, and a lost answer keeps the form (${language})`, async ({
    counter,
  }) => {
    const { page } = counter;
    await counter.switchLanguage(language);
    await saleWithNotes(counter, language, '2200');

    await page.keyboard.press('F5');
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: words.save });
    await dialog.getByLabel(words.key(3)).fill('memo');
    await dialog.getByLabel(words.value(3)).fill('twice');
    await save.click();
    await expect(dialog.locator('.field__error')).toContainText(words.duplicate);

    await dialog.getByLabel(words.key(3)).fill('counter-operation-id');
    await expect(dialog.locator('.field__error')).toContainText(words.readOnlyKey);

    await dialog.getByLabel(words.key(3)).fill('univapay-customer-id');
    await dialog.getByLabel(words.value(3)).fill('member-12');
    await expect(dialog.locator('.field__error')).toContainText(words.invalidUuid);
    await counter.screenshot('charge-notes-refused');
    await counter.expectAccessible();

    await dialog.getByRole('button', { name: words.addRow }).click();
    await dialog.getByLabel(words.key(3)).fill('desk');
    await dialog.getByLabel(words.value(3)).fill('south');
    // Every attempt the client makes fails: the service's side is left unknown.
    counter.armFault({ fault: '500', count: 3, method: 'PATCH', path: chargePath });
    await save.click();
    await expect(dialog.getByRole('alert')).toContainText(words.mayHaveSaved, {
      timeout: settles,
    });
    await expect(dialog.getByLabel(words.value(3))).toHaveValue('south');
    await expect(dialog.locator('.field__error')).toHaveCount(1);
  });
}

test("a refund's notes are edited from its charge", async ({ counter }) => {
  const { page } = counter;
  await counter.switchLanguage('en');
  await saleWithNotes(counter, 'en', '3000');
  await page.keyboard.press('F4');
  await page.getByLabel('Amount to refund (JPY)').fill('1000');
  // A refund takes a press of its own button: Enter in its form sends nothing.
  await page.getByRole('button', { name: 'Refund ¥1,000' }).click();
  await expect(page.getByText('Refund done.')).toBeVisible({ timeout: settles });

  const section = notesSection(page, 'en');
  await section.getByRole('button', { name: 'Edit refund notes' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name of note 1').fill('reason_note');
  await dialog.getByLabel('Value of note 1').fill('damaged box');
  await dialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('list', { name: 'Refunds and their notes' })).toContainText(
    'damaged box',
  );
  expect(await auditedEdits(counter)).toEqual([
    {
      added: ['reason_note'],
      changed: [],
      removed: [],
      chargeId: expect.any(String),
      refundId: expect.any(String),
    },
  ]);
});
