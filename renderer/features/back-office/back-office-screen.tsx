import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { hasCommandModifier } from '../../app/key-target';
import { StoreRequired } from '../../app/store-required';
import { useKeyCommands } from '../../app/use-key-commands';
import { ChargeDetailView } from '../charge-detail/charge-detail-view';
import { backOfficeDrillDown, ChargeDrillDownProvider } from '../charge-detail/use-charge-detail';
import { DayCloseView } from '../day-close/day-close-view';
import { HistoryView } from '../history/history-view';
import { operationRecordStore, useOperationRecord } from '../operation-record/use-operation-record';
import { ReconciliationView } from '../reconciliation/reconciliation-view';
import { UnlistedSaleView } from '../reconciliation/unlisted-sale-view';
import { chargeToOpen, isOtherStoreCharge, type ListedCharge } from './listed-charge';
import { OtherStoreCharge } from './other-store-charge';
import { backOfficeViews, useBackOfficeView, type BackOfficeView } from './back-office-views';
import './back-office.css';

/** What the clerk opened a charge or record from, so Back returns there and focuses it. */
interface Opened {
  readonly view: BackOfficeView;
  /** The row's key in its list: a history item's id, a deadline's charge, a difference's key. */
  readonly resourceId: string;
}

/** The views that list charges as the service's history does, other stores' included. */
type ListingView = Exclude<BackOfficeView, 'reconciliation'>;

/**
 * How a view opens a charge: as it lists it, or by id with the journal's operation on it
 * (reconciliation, this store's only).
 */
type OpenCharge = (
  ...opening:
    | [view: ListingView, resourceId: string, charge: ListedCharge]
    | [view: 'reconciliation', resourceId: string, charge: ChargeById]
) => void;

interface ChargeById {
  readonly chargeId: string;
  readonly operationId?: string;
}

/**
 * The back office: the transaction history, the day close and reconciliation, one tab each
 * (F2, F3, F4), and the charge detail any of them opens. Two steps reach any view: the
 * screen's Ctrl+number, then the view's key.
 */
export function BackOfficeScreen() {
  const { t } = useTranslation('backOffice');
  // The view that opened the charge: it stays on show behind the detail.
  const view = useBackOfficeView((state) => state.view);
  const chargeId = useStore(backOfficeDrillDown.detail, (state) => state.chargeId);
  const recordId = useOperationRecord((state) => state.operationId);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [elsewhere, setElsewhere] = useState<{
    charge: ListedCharge;
    from: ListingView;
  } | null>(null);

  const open =
    (storeId: string): OpenCharge =>
    (...opening) => {
      const [view, resourceId] = opening;
      setOpened({ view, resourceId });
      if (opening[0] !== 'reconciliation' && isOtherStoreCharge(opening[2], storeId)) {
        setElsewhere({ charge: opening[2], from: opening[0] });
        return;
      }
      backOfficeDrillDown.operation.getState().dismiss();
      const { chargeId: id, hints } =
        opening[0] === 'reconciliation' ? byId(opening[2]) : chargeToOpen(opening[2]);
      void backOfficeDrillDown.detail.getState().open(id, hints);
    };

  // The history reads itself again as it comes back into view (useFreshList), in place, so
  // what the clerk did to the charge shows without losing the row they scrolled to.
  const back = () => {
    backOfficeDrillDown.operation.getState().dismiss();
    backOfficeDrillDown.detail.getState().close();
  };

  return (
    <StoreRequired>
      {(store) =>
        elsewhere !== null ? (
          <OtherStoreCharge
            charge={elsewhere.charge}
            from={elsewhere.from}
            onBack={() => setElsewhere(null)}
          />
        ) : recordId !== null ? (
          <UnlistedSaleView onBack={() => operationRecordStore.getState().close()} />
        ) : chargeId === null ? (
          <BackOfficeViews
            opened={opened}
            onOpen={open(store.storeId)}
            onRecord={(key, operationId) => {
              setOpened({ view: 'reconciliation', resourceId: key });
              void operationRecordStore.getState().open(operationId);
            }}
          />
        ) : (
          <ChargeDrillDownProvider value={backOfficeDrillDown}>
            <ChargeDetailView onBack={back} backText={t(`backTo.${view}`)} />
          </ChargeDrillDownProvider>
        )
      }
    </StoreRequired>
  );
}

/** A charge opened by id, with the operation whose steps its timeline shows. */
function byId({ chargeId, operationId }: ChargeById) {
  return { chargeId, hints: operationId === undefined ? {} : { operationId } };
}

function BackOfficeViews({
  opened,
  onOpen,
  onRecord,
}: {
  opened: Opened | null;
  onOpen: OpenCharge;
  /** Shows the journal's record of an operation, from the difference `key` listed it as. */
  onRecord: (key: string, operationId: string) => void;
}) {
  const { t } = useTranslation('backOffice');
  const view = useBackOfficeView((state) => state.view);
  const show = useBackOfficeView((state) => state.show);

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    const chosen = backOfficeViews.find((candidate) => candidate.key === event.key);
    if (chosen === undefined) return false;
    show(chosen.id);
    return true;
  });

  const focus = (of: BackOfficeView) => (opened?.view === of ? opened.resourceId : null);

  return (
    <section className="back-office" aria-labelledby="back-office-title">
      <div className="back-office__head">
        <h1 className="back-office__heading" id="back-office-title">
          {t('title')}
        </h1>
        <nav aria-label={t('views.label')}>
          <ul className="back-office__tabs">
            {backOfficeViews.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className="back-office__tab"
                  aria-current={candidate.id === view ? 'page' : undefined}
                  aria-keyshortcuts={candidate.key}
                  onClick={() => show(candidate.id)}
                >
                  {t(candidate.label)}
                  <kbd aria-hidden="true">{candidate.key}</kbd>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {view === 'history' ? (
        <HistoryView
          focusResourceId={focus('history')}
          onOpen={(item) => onOpen('history', item.resource_id, item)}
        />
      ) : view === 'dayClose' ? (
        <DayCloseView onOpen={(deadline) => onOpen('dayClose', deadline.chargeId, deadline)} />
      ) : (
        <ReconciliationView
          focusKey={focus('reconciliation')}
          onOpen={(action, key) => {
            if (action.kind === 'record') onRecord(key, action.operationId);
            else onOpen('reconciliation', key, action);
          }}
        />
      )}
    </section>
  );
}
