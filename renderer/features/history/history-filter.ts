import { historyExportQuery } from '../../../shared/back-office/export-request';
import { parseRequest } from '../../../shared/service/common';
import { filterQuery, type ChargeListFilter } from '../charge-list/charge-list-filter';
import type { ExportSubject } from '../export/export-panel';

/**
 * What the export writes for the list as the filters give it: the same query without paging
 * (the export reads every page itself) and the method, which the export applies to every row
 * read, not only to the rows loaded. Null when the filters make no query.
 */
export function historyExportSubject(
  filter: ChargeListFilter,
  timeZone: string,
): Extract<ExportSubject, { kind: 'history' }> | null {
  const { query, problems } = filterQuery(filter, timeZone);
  const parsed = parseRequest(historyExportQuery, query);
  if (problems.length > 0 || !parsed.success) return null;
  return {
    kind: 'history',
    scope: filter.scope,
    query: parsed.data,
    ...(filter.method !== 'all' && { method: filter.method }),
  };
}
