import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '../../../shared/service/history';
import { StoreRequired } from '../../app/store-required';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { ChargeDetailView } from '../charge-detail/charge-detail-view';
import {
  chargeDetailStore,
  chargeOperationStore,
  showChargeDetail,
  useChargeDetail,
} from '../charge-detail/use-charge-detail';
import { isFiltered, matchesMethod } from './payments-filter';
import { PaymentsFilters } from './payments-filters';
import { PaymentsTable } from './payments-table';
import { paymentsStore, usePayments } from './use-payments';
import { pos } from '../../pos';
import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import './payments-screen.css';

const loadMoreKey = 'F9';

/** The store's charges, and the one the clerk opened. */
export function PaymentsScreen() {
  const chargeId = useChargeDetail((state) => state.chargeId);
  const [lastOpened, setLastOpened] = useState<string | null>(null);

  // Back remounts the list, which reads itself again: what the clerk did shows at once.
  const back = () => {
    setLastOpened(chargeId);
    chargeOperationStore.getState().dismiss();
    chargeDetailStore.getState().close();
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
  const { t: tErrors } = useTranslation('errors');
  const filter = usePayments((state) => state.filter);
  const items = usePayments((state) => state.items);
  const hasMore = usePayments((state) => state.hasMore);
  const status = usePayments((state) => state.status);
  const error = usePayments((state) => state.error);
  const rows = items.filter((item) => matchesMethod(item, filter.method));

  // The list is read again whenever it comes into view, and whenever a sale, capture, cancel
  // or refund of this till ends while it is on screen: rows loaded earlier may be stale.
  useEffect(() => {
    const { status, filter: current, search, refresh } = paymentsStore.getState();
    void (status === 'idle' ? search(current) : refresh());
    return pos.onFlowsProgress((progress) => {
      if (isTerminalFlowStep(progress.step)) void paymentsStore.getState().refresh();
    });
  }, []);

  const loadMore = () => void paymentsStore.getState().loadMore();
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
      <PaymentsFilters
        applied={filter}
        onApply={(next) => void paymentsStore.getState().search(next)}
      />
      {filter.method === 'all' ? null : (
        <p className="payments__note" role="note">
          {t('filters.methodLoadedOnly')}
        </p>
      )}
      {error === null ? null : (
        <div className="payments__problem" role="alert">
          <p>
            {t('loadFailed')} {errorCodeText(tErrors, error.code)}
          </p>
          <Button onClick={() => void paymentsStore.getState().search(filter)}>{t('retry')}</Button>
        </div>
      )}
      {rows.length > 0 ? (
        <PaymentsTable items={rows} focusChargeId={focusChargeId} onOpen={open} />
      ) : status === 'loaded' && error === null ? (
        <p className="screen-message">{isFiltered(filter) ? t('empty') : t('emptyAll')}</p>
      ) : null}
      <footer className="payments__footer">
        <p className="payments__count" role="status">
          {status === 'loading' ? t('loading') : t('count', { count: rows.length })}
        </p>
        {hasMore ? (
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
