import { describe, expect, it } from 'vitest';
import {
  checkNotes,
  journalNotesOf,
  noteRowsOf,
  problemsOfFields,
  rowLimits,
} from '../../../../../renderer/features/charge-detail/payment-notes';

const operationId = '8f2c3e1a-6b1d-4c1e-9a43-0f1e2d3c4b5a';

describe('payment notes', () => {
  it('keeps the journal’s keys out of the editable rows and shows them apart', () => {
    const metadata = { 'counter-operation-id': operationId, memo: 'gift', table: 4 };
    expect(noteRowsOf(metadata).map(({ key, value }) => [key, value])).toEqual([
      ['memo', 'gift'],
      ['table', '4'],
    ]);
    expect(journalNotesOf(metadata)).toEqual([['counter-operation-id', operationId]]);
  });

  it('sends a stored number back as a number while its text is untouched', () => {
    const rows = noteRowsOf({ table: 4, memo: 'gift' });
    expect(checkNotes(rows)).toEqual({ ok: true, metadata: { table: 4, memo: 'gift' } });
    const edited = rows.map((row) => (row.key === 'table' ? { ...row, value: '5' } : row));
    expect(checkNotes(edited)).toEqual({ ok: true, metadata: { table: '5', memo: 'gift' } });
  });

  it('drops a blank row, which is how a note is removed', () => {
    expect(
      checkNotes([
        { key: ' ', value: '' },
        { key: 'memo', value: 'x' },
      ]),
    ).toEqual({
      ok: true,
      metadata: { memo: 'x' },
    });
  });

  it('refuses a value without a name, a name twice, a journal key and an overlong name', () => {
    const checked = checkNotes([
      { key: '', value: 'orphan' },
      { key: 'memo', value: 'a' },
      { key: 'memo', value: 'b' },
      { key: 'counter-operation-id', value: operationId },
      { key: 'k'.repeat(256), value: 'long' },
    ]);
    expect(checked).toEqual({
      ok: false,
      problems: [
        { row: 0, reason: 'REQUIRED_VALUE' },
        { row: 2, reason: 'DUPLICATE_KEY' },
        { row: 3, reason: 'READ_ONLY_KEY' },
        { row: 4, reason: 'OUT_OF_RANGE' },
      ],
    });
  });

  it('refuses a customer id that is not a UUID with the service’s reason', () => {
    expect(checkNotes([{ key: 'univapay-customer-id', value: 'member-12' }])).toEqual({
      ok: false,
      problems: [{ row: 0, reason: 'INVALID_UUID' }],
    });
  });

  it('marks the row a refusal names', () => {
    const rows = [
      { key: 'memo', value: 'a' },
      { key: 'univapay-customer-id', value: 'x' },
    ];
    expect(
      problemsOfFields(rows, [{ field: 'metadata.univapay-customer-id', reason: 'INVALID_UUID' }]),
    ).toEqual([{ row: 1, reason: 'INVALID_UUID' }]);
  });

  it('holds a memo and an order number edited here to the sale’s limits, in characters', () => {
    const rock = '𠮷';
    expect(checkNotes([{ key: 'memo', value: rock.repeat(255) }])).toMatchObject({ ok: true });
    expect(checkNotes([{ key: 'memo', value: rock.repeat(256) }])).toEqual({
      ok: false,
      problems: [{ row: 0, reason: 'OUT_OF_RANGE' }],
    });
    expect(checkNotes([{ key: 'order_number', value: 'A'.repeat(65) }])).toEqual({
      ok: false,
      problems: [{ row: 0, reason: 'OUT_OF_RANGE' }],
    });
    expect(checkNotes([{ key: 'table', value: 'A'.repeat(1000) }])).toMatchObject({ ok: true });
  });

  it('counts a note’s name in characters, 255 at most, and says so before the limit', () => {
    expect(checkNotes([{ key: '🎁'.repeat(255), value: 'x' }])).toMatchObject({ ok: true });
    expect(checkNotes([{ key: '🎁'.repeat(256), value: 'x' }])).toEqual({
      ok: false,
      problems: [{ row: 0, reason: 'OUT_OF_RANGE' }],
    });
    expect(rowLimits({ key: 'table', value: 'x'.repeat(500) })).toEqual({
      key: { count: 5, max: 255, stage: 'quiet' },
      value: null,
    });
    expect(rowLimits({ key: 'memo', value: 'x'.repeat(210) }).value).toEqual({
      count: 210,
      max: 255,
      stage: 'near',
    });
    expect(rowLimits({ key: 'k'.repeat(255), value: '' }).key.stage).toBe('full');
  });
});
