import { describe, expect, it } from 'vitest';
import { createExportRunner } from '../../../../main/export/export-runner';
import type { ServiceClient } from '../../../../main/service/service-client';

describe('createExportRunner', () => {
  it('refuses with the folder’s code when its folder cannot be made, and starts nothing', async () => {
    const emitted: unknown[] = [];
    const runner = createExportRunner({
      service: () => ({
        storeId: '11111111-1111-4111-8111-111111111111',
        client: {} as ServiceClient,
      }),
      timeZone: () => 'Asia/Tokyo',
      storeCurrency: () => Promise.resolve('JPY'),
      now: () => new Date('2031-05-06T07:08:09.000Z'),
      // A file stands where the exports folder should be.
      folder: () =>
        Promise.reject(Object.assign(new Error('EEXIST: file already exists'), { code: 'EEXIST' })),
      emit: (progress) => emitted.push(progress),
      onError: () => {},
    });
    await expect(
      runner.start({ kind: 'history', scope: 'store', query: {}, encoding: 'utf8' }),
    ).rejects.toMatchObject({ name: 'IpcFailure', code: 'EXPORT_FOLDER_UNWRITABLE' });
    expect(emitted).toEqual([]);
  });
});
