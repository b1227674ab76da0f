import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '../../../shared/service/history';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { ExportPanel } from '../export/export-panel';
import { HistoryFilters } from './history-filters';
import { historyExportSubject, matchesMethod } from './history-filter';
import { HistoryTable } from './history-table';
import { historyStore, useHistory } from './use-history';

export const loadOlderKey = 'F9';
export const loadNewerKey = 'F8';

/** Japan time until the settings are read: the zone the back office defaults to. */
const defaultZone = 'Asia/Tokyo';

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
  const { t: tErrors } = useTranslation('errors');
  const filter = useHistory((state) => state.filter);
  const items = useHistory((state) => state.items);
  const hasOlder = useHistory((state) => state.hasOlder);
  const status = useHistory((state) => state.status);
  const error = useHistory((state) => state.error);
  const timeZone = useHistory((state) => state.timeZone);
  const rows =
    filter.method === 'all' ? items : items.filter((item) => matchesMethod(item, filter.method));

  useEffect(() => {
    if (historyStore.getState().status === 'idle') {
      void historyStore.getState().search(historyStore.getState().filter);
    }
  }, []);

  const loadOlder = () => void historyStore.getState().loadPage('older');
  const loadNewer = () => void historyStore.getState().loadPage('newer');
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === loadOlderKey) loadOlder();
    else if (event.key === loadNewerKey) loadNewer();
    else return false;
    return true;
  });

  return (
    <section className="back-office__view" aria-labelledby="history-title">
      <h2 className="back-office__title" id="history-title">
        {t('history.title')}
      </h2>
      <HistoryFilters
        applied={filter}
        timeZone={timeZone ?? defaultZone}
        onApply={(next) => void historyStore.getState().search(next)}
      />
      {filter.method === 'all' ? null : (
        <p className="back-office__note" role="note">
          {t('history.methodLoadedOnly')}
        </p>
      )}
      {error === null ? null : (
        <div className="back-office__problem" role="alert">
          <p>
            {t('history.loadFailed')} {errorCodeText(tErrors, error.code)}
          </p>
          <Button onClick={() => void historyStore.getState().search(filter)}>
            {t('history.retry')}
          </Button>
        </div>
      )}
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
        <ExportPanel subject={timeZone === null ? null : historyExportSubject(filter, timeZone)} />
      </div>
      {rows.length > 0 ? (
        <HistoryTable
          items={rows}
          showStore={filter.scope === 'merchant'}
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
