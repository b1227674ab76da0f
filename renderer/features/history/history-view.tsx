import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { HistoryItem } from '../../../shared/service/history';
import { hasCommandModifier } from '../../app/key-target';
import { useStoreTimeZone } from '../../app/store-clock';
import { useKeyCommands } from '../../app/use-key-commands';
import { Button } from '../../ui/button';
import { shownRows } from '../charge-list/charge-list-filter';
import { ListProblem, MethodFilterNote } from '../charge-list/charge-list-notices';
import { useFreshList } from '../charge-list/use-fresh-list';
import { ExportPanel } from '../export/export-panel';
import { HistoryFilters } from './history-filters';
import { historyExportSubject } from './history-filter';
import { HistoryTable } from './history-table';
import { historyStore } from './use-history';

export const loadOlderKey = 'F9';
export const loadNewerKey = 'F8';

/**
 * Every charge and refund of the store or of all stores, filtered as the service allows and
 * by method on the rows loaded. The filters and rows stay in the history's store, so Back
 * from a charge returns to the same list at the same row.
 */
export function HistoryView({
  focusResourceId,
  onOpen,
}: {
  focusResourceId: string | null;
  onOpen: (item: HistoryItem) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { filter, items, hasOlder, status, error, search, loadPage } = useStore(historyStore);
  const timeZone = useStoreTimeZone();
  const rows = useMemo(() => shownRows(items, filter.method), [items, filter.method]);
  useFreshList(historyStore);

  const loadOlder = () => void loadPage('older');
  const loadNewer = () => void loadPage('newer');
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === loadOlderKey) loadOlder();
    else if (event.key === loadNewerKey) loadNewer();
    else return false;
    return true;
  });

  return (
    <section className="back-office__view" aria-labelledby="history-title">
      {/* The selected tab names the view on screen, so the rows start higher; a reader hears this. */}
      <h2 className="visually-hidden" id="history-title">
        {t('history.title')}
      </h2>
      <HistoryFilters applied={filter} timeZone={timeZone} onApply={(next) => void search(next)} />
      <MethodFilterNote method={filter.method} text={t('history.methodLoadedOnly')} />
      <ListProblem
        error={error}
        loadFailed={t('history.loadFailed')}
        retry={t('history.retry')}
        onRetry={() => void search(filter)}
      />
      <div className="back-office__pager">
        <Button
          shortcut={loadNewerKey}
          disabled={status === 'loading' || items.length === 0}
          onClick={loadNewer}
        >
          {t('history.loadNewer')}
        </Button>
        <p className="back-office__count" role="status">
          {status === 'loading' ? t('history.loading') : t('history.count', { count: rows.length })}
        </p>
        <ExportPanel subject={historyExportSubject(filter, timeZone)} />
      </div>
      {rows.length > 0 ? (
        <HistoryTable
          items={rows}
          showStore={filter.scope === 'merchant'}
          timeZone={timeZone}
          focusResourceId={focusResourceId}
          onOpen={onOpen}
        />
      ) : status === 'loaded' && error === null ? (
        <p className="screen-message">{t('history.empty')}</p>
      ) : null}
      <footer className="back-office__pager">
        {hasOlder ? (
          <Button shortcut={loadOlderKey} disabled={status === 'loading'} onClick={loadOlder}>
            {t('history.loadOlder')}
          </Button>
        ) : status === 'loaded' && rows.length > 0 ? (
          <p className="back-office__count">{t('history.allOlder')}</p>
        ) : null}
      </footer>
    </section>
  );
}
