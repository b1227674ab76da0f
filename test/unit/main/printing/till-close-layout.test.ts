import { describe, expect, it } from 'vitest';
import type { TillClose } from '../../../../shared/back-office/till-close';
import { toMinorUnits } from '../../../../shared/money';
import { layoutTillClose } from '../../../../main/printing/till-close-layout';
import type { LayoutBlock } from '../../../../shared/printing/document-layout';

const close: TillClose = {
  storeId: '0f7b3c2e-1d2a-4b5c-8d9e-0a1b2c3d4e5f',
  day: '2026-12-01',
  number: 4,
  timeZone: 'Asia/Tokyo',
  closedAt: '2026-12-01T12:30:00.000Z',
  closedBy: 'Sato',
  lines: [
    {
      currency: 'JPY',
      mode: 'live',
      kind: 'card_sale',
      brand: 'visa',
      status: 'succeeded',
      operator: 'Aiko',
      count: 3,
      amount: toMinorUnits(4500),
    },
  ],
  lateChanges: [],
  stillOpen: { awaitingCustomers: [], reviews: [], unexplainedDifferences: [] },
  reconciled: { charges: 3, refunds: 0, operations: 3 },
  seen: [],
};

const store = { name: 'Cafe Minato', language: 'ja', training: false } as const;

function texts(blocks: readonly LayoutBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'rows':
        return block.rows.flatMap((row) => [row.label, row.value]);
      case 'table':
        return [...block.header, ...block.rows.flat()].map((cell) => cell.text);
      case 'rule':
        return [];
      case 'total':
        return [block.label, block.value];
      case 'steps':
        return block.items;
      default:
        return [block.text];
    }
  });
}

describe('a printed close', () => {
  it('names its number, day, closer and each line with its count and amount', () => {
    const layout = layoutTillClose(close, store, false);
    expect(layout.title).toBe('精算 No.4');
    const printed = texts(layout.blocks);
    expect(printed).toEqual(
      expect.arrayContaining([
        '2026-12-01',
        'Sato',
        'JPY · カード売上 · visa · 成功 · 本番 · Aiko',
        '3',
        '￥4,500',
      ]),
    );
    expect(layout.blocks.some((block) => block.type === 'copy_mark')).toBe(false);
  });

  it('marks a reprint 再発行 at its start and end', () => {
    const { blocks } = layoutTillClose(close, store, true);
    expect(blocks[0]).toEqual({ type: 'copy_mark', text: '再発行', at: 'start' });
    expect(blocks.at(-1)).toEqual({ type: 'copy_mark', text: '再発行', at: 'end' });
  });

  it('counts what was still open, and names no closer on a till without operators', () => {
    const review = {
      operationId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      kind: 'refund' as const,
      day: '2026-12-01',
      saleDay: '2026-11-30',
      mode: 'live' as const,
      currency: 'JPY',
      amount: toMinorUnits(500),
      brand: null,
      status: 'in_review' as const,
      operator: null,
    };
    const anonymous = {
      ...close,
      closedBy: null,
      stillOpen: { ...close.stillOpen, reviews: [review] },
    };
    const { blocks } = layoutTillClose(anonymous, { ...store, language: 'en' }, false);
    const rows = blocks.flatMap((block) => (block.type === 'rows' ? block.rows : []));
    expect(rows).toContainEqual(
      expect.objectContaining({ label: 'Closed by', value: 'No operator' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ label: 'In review', value: '1' }));
  });
});
