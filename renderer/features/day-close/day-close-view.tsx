import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DayCloseReport,
  DayCloseRequest,
  OpenDeadline,
} from '../../../shared/back-office/day-close-report';
import { listedBuckets, type CurrencyTotals } from '../../../shared/back-office/day-close-totals';
import type { DayRange } from '../../../shared/back-office/zoned-day';
import { mode as modeSchema } from '../../../shared/service/common';
import { brandName } from '../../i18n/brand-name';
import { useShell } from '../../app/shell-store';
import { useStoreTimeZone } from '../../app/store-clock';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount, formatCount, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { StatusBadge } from '../../ui/status-badge';
import { DayRangeForm, todayIn } from '../back-office/day-range-form';
import { ExportPanel } from '../export/export-panel';
import { methodName } from '../history/method-name';
import { DayClosePrint } from './day-close-print';
import { HourlyChart } from './hourly-chart';
import { TillClosePanel } from './till-close-panel';
import { dayCloseStore, useDayClose } from './use-day-close';
import '../../ui/notice.css';
import '../../ui/panel.css';
import { useStoreName } from '../../app/use-store-name';
import '../../ui/row-button.css';

/**
 * The check (点検) of a range of days for this store or all stores: per currency, the net
 * sales, the counts and amounts by status and by method and brand, an hourly chart, and the
 * payments still open with their deadlines. Computed in main from every history page
 * (shared/back-office/day-close-totals.ts).
 */
export function DayCloseView({ onOpen }: { onOpen: (deadline: OpenDeadline) => void }) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const request = useDayClose((state) => state.request);
  const report = useDayClose((state) => state.report);
  const status = useDayClose((state) => state.status);
  const error = useDayClose((state) => state.error);
  const timeZone = useStoreTimeZone();
  const storeMode = useShell((state) =>
    state.store.status === 'active' ? state.store.store.mode : 'live',
  );
  const today = todayIn(timeZone);
  const applied: DayCloseRequest = request ?? {
    scope: 'store',
    fromDate: today,
    toDate: today,
    mode: storeMode,
  };
  const [scope, setScope] = useState(applied.scope);
  const [mode, setMode] = useState(applied.mode);
  const [days, setDays] = useState<DayRange>({
    fromDate: applied.fromDate,
    toDate: applied.toDate,
  });
  // Figures answer one request: once the form asks another, they are no longer its answer.
  const stale = report !== null && !answers(report, { scope, mode, ...days });

  useEffect(() => {
    if (dayCloseStore.getState().status === 'idle') void dayCloseStore.getState().load(applied);
  }, []);

  return (
    <section className="back-office__view" aria-labelledby="day-close-title">
      {/* The selected tab names the view on screen, so the rows start higher; a reader hears this. */}
      <h2 className="visually-hidden" id="day-close-title">
        {t('dayClose.title')}
      </h2>
      <DayRangeForm
        label={t('dayClose.form')}
        submitLabel={t('dayClose.show')}
        applied={applied}
        onApply={(range) => void dayCloseStore.getState().load({ scope, mode, ...range })}
        onDraftChange={setDays}
      >
        <Field label={t('scope.label')}>
          {(control) => (
            <select
              {...control}
              value={scope}
              onChange={(event) =>
                setScope(event.target.value === 'merchant' ? 'merchant' : 'store')
              }
            >
              <option value="store">{t('scope.store')}</option>
              <option value="merchant">{t('scope.merchant')}</option>
            </select>
          )}
        </Field>
        <Field label={t('dayClose.mode')}>
          {(control) => (
            <select
              {...control}
              value={mode}
              onChange={(event) => setMode(event.target.value === 'test' ? 'test' : 'live')}
            >
              {modeSchema.options.map((option) => (
                <option key={option} value={option}>
                  {t(`dayClose.modeName.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </DayRangeForm>
      {error === null ? null : (
        <div className="notice-problem" role="alert">
          <p>
            {t('dayClose.loadFailed')} {errorCodeText(tErrors, error.code)}
          </p>
          {request === null ? null : (
            <Button onClick={() => void dayCloseStore.getState().load(request)}>
              {t('dayClose.retry')}
            </Button>
          )}
        </div>
      )}
      <div className="back-office__pager">
        <p className="back-office__count" role="status">
          {status === 'loading'
            ? t('dayClose.loading')
            : status === 'cancelled'
              ? t('dayClose.cancelled')
              : report === null
                ? ''
                : t('dayClose.itemCount', { count: report.totals.itemCount })}
        </p>
        {status === 'loading' ? (
          <Button variant="secondary" onClick={() => dayCloseStore.getState().cancel()}>
            {t('dayClose.cancel')}
          </Button>
        ) : null}
        <ExportPanel
          subject={
            request === null || report === null || status !== 'loaded' || stale
              ? null
              : { kind: 'day-close', request }
          }
        />
      </div>
      {report === null || status === 'loading' ? null : (
        <>
          {stale ? (
            <p className="notice-info" role="status">
              {t('dayClose.stale', { show: t('dayClose.show') })}
            </p>
          ) : null}
          <DayClosePrint request={stale ? null : request} />
          <DayCloseReportView report={report} stale={stale} onOpen={onOpen} />
        </>
      )}
      <TillClosePanel />
    </section>
  );
}

/** Whether `report` is the answer to `request`. */
function answers(report: DayCloseReport, request: DayCloseRequest): boolean {
  return (
    report.scope === request.scope &&
    report.mode === request.mode &&
    report.range.fromDate === request.fromDate &&
    report.range.toDate === request.toDate
  );
}

function DayCloseReportView({
  report,
  stale,
  onOpen,
}: {
  report: DayCloseReport;
  stale: boolean;
  onOpen: (deadline: OpenDeadline) => void;
}) {
  const { t } = useTranslation('backOffice');
  const language = useLanguage();
  const { fromDate, toDate } = report.range;
  return (
    <div className={stale ? 'day-close day-close--stale' : 'day-close'}>
      <h3 className="day-close__subject">
        {t('dayClose.subject', {
          mode: t(`dayClose.modeName.${report.mode}`),
          scope: t(`scope.${report.scope}`),
          days: fromDate === toDate ? fromDate : t('dayClose.days', { fromDate, toDate }),
        })}
      </h3>
      <p className="back-office__count">
        {t('range.zone', { zone: report.range.timeZone })} ·{' '}
        {t('dayClose.generatedAt', {
          time: formatDateTime(new Date(report.generatedAt), language, report.range.timeZone),
        })}
      </p>
      {report.totals.currencies.length === 0 ? (
        <p className="screen-message">{t('dayClose.empty')}</p>
      ) : (
        report.totals.currencies.map((totals) => (
          <CurrencySection key={totals.currency} totals={totals} />
        ))
      )}
      <Deadlines
        deadlines={report.deadlines}
        timeZone={report.range.timeZone}
        allStores={report.scope === 'merchant'}
        onOpen={onOpen}
      />
    </div>
  );
}

function CurrencySection({ totals }: { totals: CurrencyTotals }) {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const money = (amount: CurrencyTotals['net']) => formatAmount(amount, totals.currency, language);
  const buckets = listedBuckets(totals.tallies);
  const headingId = `day-close-${totals.currency}`;
  return (
    <section className="day-close__currency" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('dayClose.currency', { currency: totals.currency })}</h3>
      <p className="day-close__net">
        <span>{t('dayClose.net')}</span>
        <strong data-testid={`net-${totals.currency}`}>{money(totals.net)}</strong>
      </p>
      <div className="day-close__tables">
        <table className="day-close__table data-table">
          <caption>{t('dayClose.byStatus')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dayClose.columns.bucket')}</th>
              <th scope="col">{t('dayClose.columns.count')}</th>
              <th scope="col">{t('dayClose.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket} data-bucket={bucket}>
                <th scope="row">{t(`dayClose.bucket.${bucket}`)}</th>
                <td>{formatCount(totals.tallies[bucket].count, language)}</td>
                <td>{money(totals.tallies[bucket].amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="day-close__table data-table">
          <caption>{t('dayClose.byMethod')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dayClose.columns.method')}</th>
              <th scope="col">{t('dayClose.columns.brand')}</th>
              <th scope="col">{t('dayClose.columns.paid')}</th>
              <th scope="col">{t('dayClose.columns.refunded')}</th>
              <th scope="col">{t('dayClose.columns.net')}</th>
              <th scope="col">{t('dayClose.columns.open')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.byMethod.map((method) => (
              <tr key={`${method.paymentType ?? ''}/${method.brand ?? ''}`}>
                <th scope="row">{methodName(tPayments, method.paymentType)}</th>
                <td>
                  {method.brand === null ? t('dayClose.noBrand') : brandName(tBrands, method.brand)}
                </td>
                <td>
                  {formatCount(method.tallies.paid.count, language)} ·{' '}
                  {money(method.tallies.paid.amount)}
                </td>
                <td>
                  {formatCount(method.tallies.refunded.count, language)} ·{' '}
                  {money(method.tallies.refunded.amount)}
                </td>
                <td>{money(method.net)}</td>
                <td>
                  {formatCount(
                    method.tallies.authorized.count + method.tallies.awaiting.count,
                    language,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HourlyChart totals={totals} />
    </section>
  );
}

function Deadlines({
  deadlines,
  timeZone,
  allStores,
  onOpen,
}: {
  deadlines: readonly OpenDeadline[];
  timeZone: string;
  /** All stores' deadlines: each names its store. */
  allStores: boolean;
  onOpen: (deadline: OpenDeadline) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const storeName = useStoreName();
  const language = useLanguage();
  return (
    <section className="day-close__deadlines" aria-labelledby="day-close-deadlines">
      <h3 id="day-close-deadlines">{t('dayClose.deadlines')}</h3>
      {deadlines.length === 0 ? (
        <p>{t('dayClose.noDeadlines')}</p>
      ) : (
        <ul className="day-close__deadline-list">
          {deadlines.map((deadline) => (
            <li key={deadline.chargeId}>
              <button
                type="button"
                className="row-button day-close__deadline"
                onClick={() => onOpen(deadline)}
              >
                <span>{t(`dayClose.deadlineKind.${deadline.kind}`)}</span>
                <span>
                  {deadline.expiresAt === null
                    ? t('dayClose.deadlineUnknown')
                    : formatDateTime(new Date(deadline.expiresAt), language, timeZone)}
                </span>
                <span>
                  {allStores ? `${storeName(deadline.storeId, deadline.storeName)} · ` : ''}
                  {methodName(tPayments, deadline.paymentType, deadline.brand)}
                  {deadline.brand === null ? '' : ` · ${brandName(tBrands, deadline.brand)}`}
                </span>
                <span className="day-close__amount">
                  {formatAmount(deadline.amount, deadline.currency, language)}
                </span>
                <span>
                  {deadline.urgent ? (
                    <StatusBadge tone="warning">{t('dayClose.urgent')}</StatusBadge>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
