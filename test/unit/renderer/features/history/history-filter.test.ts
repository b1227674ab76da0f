import { describe, expect, it } from 'vitest';
import {
  emptyChargeListFilter,
  type ChargeListFilter,
} from '../../../../../renderer/features/charge-list/charge-list-filter';
import { historyExportSubject } from '../../../../../renderer/features/history/history-filter';

const zone = 'Asia/Tokyo';

const filtered: ChargeListFilter = {
  scope: 'merchant',
  type: 'refund',
  status: 'successful',
  mode: 'live',
  method: 'konbini',
  fromDate: '2026-11-01',
  toDate: '2026-11-30',
  search: '  ORD-0000042 ',
};

describe('the history export subject', () => {
  it('is the list’s query without its paging, with the method the service does not filter', () => {
    expect(historyExportSubject(filtered, zone)).toEqual({
      kind: 'history',
      scope: 'merchant',
      query: {
        type: 'refund',
        status: 'successful',
        mode: 'live',
        from: '2026-10-31T15:00:00.000Z',
        to: '2026-11-30T15:00:00.000Z',
        search: 'ORD-0000042',
      },
      method: 'konbini',
    });
  });

  it('is the whole history of the store when nothing is filtered', () => {
    expect(historyExportSubject(emptyChargeListFilter, zone)).toEqual({
      kind: 'history',
      scope: 'store',
      query: {},
    });
  });

  it('is nothing while the filters make no query: a reversed range or a day not on the calendar', () => {
    expect(
      historyExportSubject({ ...filtered, fromDate: '2026-11-30', toDate: '2026-11-01' }, zone),
    ).toBeNull();
    expect(historyExportSubject({ ...filtered, fromDate: '2026-02-30' }, zone)).toBeNull();
  });
});
