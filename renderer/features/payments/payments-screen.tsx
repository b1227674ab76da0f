import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { HistoryItem } from '../../../shared/service/history';
import { StoreRequired } from '../../app/store-required';
import { hasCommandModifier } from '../../app/key-target';
import { useStoreTimeZone } from '../../app/store-clock';
import { useKeyCommands } from '../../app/use-key-commands';
import { Button } from '../../ui/button';
import { ChargeDetailView } from '../charge-detail/charge-detail-view';
import {
  paymentsDrillDown,
  showChargeDetail,
  useChargeDetail,
} from '../charge-detail/use-charge-detail';
import { shownRows } from '../charge-list/charge-list-filter';
import { ChargeListFilters } from '../charge-list/charge-list-filters';
import { ListProblem, MethodFilterNote } from '../charge-list/charge-list-notices';
import { useFreshList } from '../charge-list/use-fresh-list';
import { emptyPaymentsFilter, isFiltered } from './payments-store';
import { PaymentsTable } from './payments-table';
import { paymentsStore } from './use-payments';
import './payments-screen.css';

const loadMoreKey = 'F9';

/** The store's charges, and the one the clerk opened. */
export function PaymentsScreen() {
  const chargeId = useChargeDetail((state) => state.chargeId);
  const [lastOpened, setLastOpened] = useState<string | null>(null);

  // Back remounts the list, which reads itself again: what the clerk did shows at once.
  const back = () => {
    setLastOpened(chargeId);
    paymentsDrillDown.operation.getState().dismiss();
    paymentsDrillDown.detail.getState().close();
  };

  return (
    <StoreRequired>
      {() =>
        chargeId === null ? (
          <PaymentsList focusChargeId={lastOpened} />
        ) : (
          <ChargeDetailView onBack={back} />
        )
      }
    </StoreRequired>
  );
}

function PaymentsList({ focusChargeId }: { focusChargeId: string | null }) {
  const { t } = useTranslation('payments');
  const { filter, items, hasOlder, status, error, search, loadPage } = useStore(paymentsStore);
  const timeZone = useStoreTimeZone();
  const rows = useMemo(() => shownRows(items, filter.method), [items, filter.method]);
  useFreshList(paymentsStore);

  const loadMore = () => void loadPage('older');
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== loadMoreKey) return false;
    loadMore();
    return true;
  });

  const open = (item: HistoryItem) =>
    showChargeDetail(item.resource_id, {
      paymentType: item.payment_type ?? null,
      brand: item.user_data?.brand ?? null,
    });

  return (
    <section className="payments" aria-labelledby="payments-title">
      <h1 className="payments__title" id="payments-title">
        {t('title')}
      </h1>
      <ChargeListFilters
        className="payments-filters"
        label={t('filters.label')}
        searchHint={t('filters.searchHint')}
        statusName={(status) => t(`status.${status}`)}
        applied={filter}
        empty={emptyPaymentsFilter}
        timeZone={timeZone}
        onApply={(next) => void search(next)}
      />
      <MethodFilterNote method={filter.method} text={t('filters.methodLoadedOnly')} />
      <ListProblem
        error={error}
        loadFailed={t('loadFailed')}
        retry={t('retry')}
        onRetry={() => void search(filter)}
      />
      {rows.length > 0 ? (
        <PaymentsTable items={rows} focusChargeId={focusChargeId} onOpen={open} />
      ) : status === 'loaded' && error === null ? (
        <p className="screen-message">{isFiltered(filter) ? t('empty') : t('emptyAll')}</p>
      ) : null}
      <footer className="payments__footer">
        <p className="payments__count" role="status">
          {status === 'loading' ? t('loading') : t('count', { count: rows.length })}
        </p>
        {hasOlder ? (
          <Button shortcut={loadMoreKey} disabled={status === 'loading'} onClick={loadMore}>
            {t('loadMore')}
          </Button>
        ) : status === 'loaded' && rows.length > 0 ? (
          <p className="payments__all">{t('allLoaded')}</p>
        ) : null}
      </footer>
    </section>
  );
}
