import { describe, expect, it } from 'vitest';
import { metadataUpdate } from '../../../../main/ipc/metadata-update';

const operationId = '8f2c3e1a-6b1d-4c1e-9a43-0f1e2d3c4b5a';

describe('metadataUpdate', () => {
  it('carries the journal’s operation id over when the edit leaves it out', () => {
    const update = metadataUpdate(
      { 'counter-operation-id': operationId, memo: 'gift' },
      { memo: 'gift wrap' },
    );
    expect(update).toEqual({
      ok: true,
      value: {
        metadata: { memo: 'gift wrap', 'counter-operation-id': operationId },
        added: [],
        changed: ['memo'],
        removed: [],
      },
    });
  });

  it('refuses an edit that names a journal key, even with the stored value', () => {
    const update = metadataUpdate(
      { 'counter-operation-id': operationId },
      { 'counter-operation-id': operationId, memo: 'x' },
    );
    expect(update).toEqual({
      ok: false,
      error: [{ field: 'metadata.counter-operation-id', reason: 'READ_ONLY_KEY' }],
    });
  });

  it('names the keys added, changed and removed, leaving unchanged ones out', () => {
    const update = metadataUpdate(
      { order_number: 'A-1', memo: 'gift', table: 4 },
      { order_number: 'A-1', table: 5, desk: 'north' },
    );
    expect(update.ok && update.value).toMatchObject({
      added: ['desk'],
      changed: ['table'],
      removed: ['memo'],
    });
  });
});
