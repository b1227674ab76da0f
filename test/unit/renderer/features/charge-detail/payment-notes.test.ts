import { describe, expect, it } from 'vitest';
import {
  checkNotes,
  journalNotesOf,
  noteRowsOf,
  problemsOfFields,
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
        { row: 4, reason: 'INVALID_FORMAT' },
      ],
    });
  });

  it('refuses a customer id that is not a UUID with the service’s reason', () => {
    expect(checkNotes([{ key: 'svc-customer-id', value: 'member-12' }])).toEqual({
      ok: false,
      problems: [{ row: 0, reason: 'INVALID_UUID' }],
    });
  });

  it('marks the row a refusal names', () => {
    const rows = [
      { key: 'memo', value: 'a' },
      { key: 'svc-customer-id', value: 'x' },
    ];
    expect(
      problemsOfFields(rows, [{ field: 'metadata.svc-customer-id', reason: 'INVALID_UUID' }]),
    ).toEqual([{ row: 1, reason: 'INVALID_UUID' }]);
  });
});
