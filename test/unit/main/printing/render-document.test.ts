import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../shared/money';
import { layoutDocument, renderDocument } from '../../../../main/printing/render-document';
import { layoutHtml } from '../../../../main/printing/layout-html';
import type { LayoutBlock } from '../../../../shared/printing/document-layout';
import { bankTransferSlip, konbiniSlip, receipt } from './printed-documents';

const roll = { paper: 'receipt_80mm' } as const;

/** The page's text as a reader sees it: tags dropped, the few entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('renderDocument', () => {
  it('escapes a hostile store name and metadata instead of letting them become markup', () => {
    const html = renderDocument(
      receipt({
        store: { name: '<script>alert(1)</script> & Co', timeZone: 'Asia/Tokyo' },
        references: [{ label: 'order"><marquee', value: '"><img src=x onerror=alert(1)>' }],
      }),
      roll,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<marquee');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(textOf(html)).toContain('"><img src=x onerror=alert(1)>');
  });

  it('loads nothing and runs nothing: no script, no link, no URL, and a CSP that allows only its style', () => {
    const html = renderDocument(receipt({ training: true, copy: true }), roll);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|href=|url\(|@import/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(html).toContain(
      `content="default-src &#39;none&#39;; style-src &#39;sha256-${hash}&#39;;`,
    );
  });

  it('marks a copy, in both places, and only a copy', () => {
    expect(textOf(renderDocument(receipt({ copy: true }), roll)).match(/COPY/g)).toHaveLength(2);
    expect(textOf(renderDocument(receipt({ copy: false }), roll))).not.toContain('COPY');
    const japanese = receipt({ language: 'ja', copy: true });
    expect(textOf(renderDocument(japanese, roll))).toContain('再発行');
    expect(textOf(renderDocument({ ...japanese, copy: false }, roll))).not.toContain('再発行');
  });

  it('names who served by name or number, and nobody on a till without operators', () => {
    const rowsOf = (layout: ReturnType<typeof layoutDocument>) =>
      layout.blocks.flatMap((block) => (block.type === 'rows' ? block.rows : []));
    const served = (document: Parameters<typeof layoutDocument>[0]) =>
      rowsOf(layoutDocument(document)).find((row) => row.label === 'Served by')?.value;
    expect(served(receipt({ operator: { name: 'Aiko' } }))).toBe('Aiko');
    expect(served(konbiniSlip({ operator: { number: 3 } }))).toBe('No. 3');
    expect(served(receipt())).toBeUndefined();
    const japanese = layoutDocument(receipt({ language: 'ja', operator: { number: 3 } }));
    expect(rowsOf(japanese)).toContainEqual(
      expect.objectContaining({ label: '担当', value: 'No.3' }),
    );
  });

  it('watermarks training documents, and only them', () => {
    const training = renderDocument(receipt({ training: true }), roll);
    expect(training).toContain('<div class="watermark" aria-hidden="true"><span>TRAINING</span>');
    expect(textOf(training)).toContain('Training mode: no payment was made.');
    expect(renderDocument(receipt({ training: false }), roll)).not.toContain('TRAINING');
    const slip = renderDocument(konbiniSlip({ language: 'ja', training: true }), roll);
    expect(slip).toContain('<span>トレーニング</span>');
    expect(textOf(slip)).toContain('お支払いはしないでください');
  });

  it('prints JPY without decimals and USD with two, in the language of the document', () => {
    expect(textOf(renderDocument(receipt(), roll))).toContain('¥1,000');
    expect(textOf(renderDocument(receipt({ language: 'ja' }), roll))).toContain('￥1,000');
    const dollars = receipt({ amount: toMinorUnits(3350), currency: 'USD' });
    expect(textOf(renderDocument(dollars, roll))).toContain('$33.50');
  });

  it("prints dates in the store's time zone, whatever the terminal's", () => {
    expect(textOf(renderDocument(receipt(), roll))).toContain('Mar 14, 2025, 14:07 GMT+9');
    const newYork = receipt({ store: { name: 'Cafe', timeZone: 'America/New_York' } });
    expect(textOf(renderDocument(newYork, roll))).toContain('Mar 14, 2025, 01:07 EDT');
    expect(textOf(renderDocument(receipt({ language: 'ja' }), roll))).toContain(
      '2025年3月14日 14:07 JST',
    );
  });

  it('writes English and Japanese', () => {
    const english = renderDocument(receipt(), roll);
    expect(english).toContain('<html lang="en">');
    expect(textOf(english)).toContain('Receipt');
    expect(textOf(english)).toContain('Visa **** 4242');
    const japanese = renderDocument(receipt({ language: 'ja' }), roll);
    expect(japanese).toContain('<html lang="ja">');
    expect(textOf(japanese)).toContain('お取引明細');
    expect(textOf(japanese)).toContain('支払い済み');
  });

  it('names why a charge failed, by its code', () => {
    const declined = receipt({ status: { state: 'failed', code: 306 } });
    expect(textOf(renderDocument(declined, roll))).toContain('Payment declined (code 306)');
    expect(textOf(renderDocument({ ...declined, language: 'ja' }, roll))).toContain(
      'お支払いが拒否されました（コード 306）',
    );
    const unknown = receipt({ status: { state: 'failed', code: 999 } });
    expect(textOf(renderDocument(unknown, roll))).toContain('Payment failed (code 999)');
  });

  it('lists captures and refunds under the total', () => {
    const text = textOf(
      renderDocument(
        receipt({
          captures: [
            { amount: toMinorUnits(800), currency: 'JPY', at: '2025-03-14T06:00:00.000Z' },
          ],
          refunds: [{ amount: toMinorUnits(300), currency: 'JPY', at: '2025-03-15T01:00:00.000Z' }],
        }),
        roll,
      ),
    );
    expect(text).toContain('Captured Mar 14, 2025, 15:00 GMT+9 ¥800');
    expect(text).toContain('Refund Mar 15, 2025, 10:00 GMT+9 -¥300');
  });

  it('totals a partial capture at what was captured, under the authorization it came from', () => {
    const partial = receipt({
      amount: toMinorUnits(9800),
      asked: { amount: toMinorUnits(12000), currency: 'JPY' },
      captures: [{ amount: toMinorUnits(9800), currency: 'JPY', at: '2025-03-14T06:00:00.000Z' }],
    });
    const blocks = layoutDocument({ ...partial, language: 'ja' }).blocks;
    expect(blocks).toContainEqual({ type: 'total', label: '合計', value: '￥9,800' });
    const rows = blocks.flatMap((block) => (block.type === 'rows' ? block.rows : []));
    expect(rows).toContainEqual({ label: '仮売上額', value: '￥12,000', style: 'amount' });
    expect(textOf(renderDocument(partial, roll))).toContain('Authorized ¥12,000');
  });

  it('never breaks an amount inside itself: every money row is an amount the page keeps whole', () => {
    const document = receipt({
      amount: toMinorUnits(9800),
      asked: { amount: toMinorUnits(12000), currency: 'JPY' },
      captures: [{ amount: toMinorUnits(9800), currency: 'JPY', at: '2025-03-14T06:00:00.000Z' }],
      refunds: [{ amount: toMinorUnits(300), currency: 'JPY', at: '2025-03-15T01:00:00.000Z' }],
    });
    for (const language of ['en', 'ja'] as const) {
      const rows = layoutDocument({ ...document, language }).blocks.flatMap((block) =>
        block.type === 'rows' ? block.rows : [],
      );
      const moneyRows = rows.filter((line) => /[¥￥]\d/.test(line.value));
      expect(moneyRows).toHaveLength(3);
      for (const line of moneyRows) expect(line.style, line.label).toBe('amount');
    }
    const html = renderDocument(document, roll);
    expect(html).toMatch(/\.rows dd\.amount\{white-space:nowrap/);
    expect(html).toMatch(/\.total \.value\{white-space:nowrap\}/);
    expect(html).toContain('<dd class="amount">¥12,000</dd>');
  });

  it('totals a bank transfer at what arrived, with the amount asked and the difference in words', () => {
    const transfer = (received: number, language: 'en' | 'ja') =>
      layoutDocument(
        receipt({
          language,
          payment: { method: 'bank_transfer', brand: 'aozora_bank', card: null },
          amount: toMinorUnits(received),
          asked: { amount: toMinorUnits(20000), currency: 'JPY' },
        }),
      ).blocks;
    const rowsOf = (blocks: LayoutBlock[]) =>
      blocks.flatMap((block) => (block.type === 'rows' ? block.rows : []));
    const short = transfer(5, 'en');
    expect(short).toContainEqual({ type: 'total', label: 'Total', value: '¥5' });
    expect(rowsOf(short)).toContainEqual({
      label: 'Amount asked',
      value: '¥20,000',
      style: 'amount',
    });
    expect(rowsOf(short)).toContainEqual({
      label: 'Difference',
      value: '¥19,995 short',
      style: 'amount',
    });
    expect(rowsOf(transfer(25000, 'ja'))).toContainEqual({
      label: '差額',
      value: '￥5,000 超過',
      style: 'amount',
    });
  });

  it('tells a konbini customer where and by when to pay, and a Pay-easy customer how', () => {
    const lawson = textOf(renderDocument(konbiniSlip(), roll));
    expect(lawson).toContain('¥12,800');
    expect(lawson).toContain('Pay the amount above at a Lawson store by the deadline.');
    expect(lawson).toContain('Mar 21, 2025, 23:59 GMT+9');
    const payEasy = textOf(renderDocument(konbiniSlip({ convenienceStore: 'pay_easy' }), roll));
    expect(payEasy).toContain('Pay-easy at a bank ATM or in online banking');
    expect(payEasy).not.toContain('store by the deadline');
  });

  it('says the e-mail has the numbers when the charge carried none', () => {
    const lawson = textOf(renderDocument(konbiniSlip(), roll));
    expect(lawson).toContain('Loppi terminal');
    expect(lawson).toContain('The payment service e-mails the numbers');
  });

  it('prints the numbers the charge carried, named as the chain names them', () => {
    const numbers = {
      paymentNumber: '1234567890123',
      confirmationNumber: null,
      institutionNumber: null,
    };
    const seven = textOf(
      renderDocument(konbiniSlip({ convenienceStore: 'seven_eleven', details: numbers }), roll),
    );
    expect(seven).toContain('Payment slip number 1234567890123');
    expect(seven).toContain('The numbers are below');
    const payEasy = textOf(
      renderDocument(
        konbiniSlip({
          convenienceStore: 'pay_easy',
          language: 'ja',
          details: {
            paymentNumber: '12345678901',
            confirmationNumber: '4321',
            institutionNumber: '58091',
          },
        }),
        roll,
      ),
    );
    expect(payEasy).toContain('収納機関番号 58091');
    expect(payEasy).toContain('お客様番号 12345678901');
    expect(payEasy).toContain('確認番号 4321');
    expect(payEasy).toContain('ペイジーマークのある銀行ATM');
  });

  it('gives a bank-transfer customer the account and the rule the bank applies', () => {
    const text = textOf(renderDocument(bankTransferSlip(), roll));
    expect(text).toContain('GMO Aozora Net Bank (0310)');
    expect(text).toContain('Business Branch 2 (102)');
    expect(text).toContain('Account type Ordinary');
    expect(text).toContain('1234567');
    expect(text).toContain('ミナトカフェ');
    expect(text).toContain('The bank rejects a transfer of any other amount.');
    const unnamed = textOf(renderDocument(bankTransferSlip({ matchAmount: null }), roll));
    expect(unnamed).not.toContain('The bank rejects');
  });

  it('says so when the deadline is not known', () => {
    expect(textOf(renderDocument(konbiniSlip({ expiresAt: null }), roll))).toContain(
      'Pay by Ask the shop',
    );
  });

  it('lays a roll out 72 mm wide and a sheet on its page size', () => {
    expect(renderDocument(receipt(), roll)).toContain('.sheet{width:72mm;');
    expect(renderDocument(receipt(), { paper: 'a4' })).toContain('@page{size:A4;');
    expect(renderDocument(receipt(), { paper: 'letter' })).toContain('@page{size:letter;');
  });

  it('prints every word of the layout the preview draws, in the same order', () => {
    for (const document of [
      receipt({ copy: true, training: true }),
      konbiniSlip({ language: 'ja' }),
      bankTransferSlip(),
    ]) {
      const layout = layoutDocument(document);
      const words = layout.blocks.flatMap(blockText);
      const printed = textOf(renderDocument(document, roll));
      let from = 0;
      for (const word of words) {
        const at = printed.indexOf(word, from);
        expect(at, word).toBeGreaterThanOrEqual(0);
        from = at + word.length;
      }
    }
  });

  it('lays out the copy mark first and last, and the total as one block', () => {
    const blocks = layoutDocument(receipt({ copy: true })).blocks;
    expect(blocks[0]).toEqual({ type: 'copy_mark', text: 'COPY', at: 'start' });
    expect(blocks.at(-1)).toEqual({ type: 'copy_mark', text: 'COPY', at: 'end' });
    expect(blocks).toContainEqual({ type: 'total', label: 'Total', value: '¥1,000' });
    expect(layoutDocument(receipt()).blocks.some((block) => block.type === 'copy_mark')).toBe(
      false,
    );
  });

  it('escapes the cells of a table', () => {
    const html = layoutHtml(
      {
        language: 'en',
        title: 'Report',
        watermark: null,
        blocks: [
          {
            type: 'table',
            header: [{ text: '<b>Method</b>', align: 'start' }],
            rows: [[{ text: '<img src=x>', align: 'end' }]],
          },
        ],
      },
      { paper: 'a4' },
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<td class="end">&lt;img src=x&gt;</td>');
  });
});

/** The words a block shows, in reading order. */
function blockText(block: LayoutBlock): string[] {
  switch (block.type) {
    case 'rule':
      return [];
    case 'total':
      return [block.label, block.value];
    case 'rows':
      return block.rows.flatMap((row) => [row.label, row.value]);
    case 'steps':
      return [...block.items];
    case 'table':
      return [...block.header, ...block.rows.flat()].map((cell) => cell.text);
    default:
      return [block.text];
  }
}
