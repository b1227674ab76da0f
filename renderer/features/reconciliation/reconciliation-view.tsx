import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reconciliationDifference,
  type DifferenceCause,
  type ReconciliationDifference,
} from '../../../shared/back-office/reconciliation-difference';
import { useStoreTimeZone } from '../../app/store-clock';
import { errorCodeText } from '../../i18n/error-text';
import { formatCount, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { OptionSelect } from '../../ui/option-select';
import { DayRangeForm, todayIn } from '../back-office/day-range-form';
import { DifferenceList, type OpenAction } from './difference-list';
import { ExplainDialog } from './explain-dialog';
import { reconciliationStore, useDifferenceFilter, useReconciliation } from './use-reconciliation';
import '../../ui/notice.css';

/** Every cause, in the order the filter lists them. */
const causes = reconciliationDifference.options.map((option) => option.shape.cause.value);

/**
 * This till's journal against the service's history for a range of the store's days: every
 * difference with its cause and a way to act on it (the charge, the journal's record, or the
 * review screen), which causes to show chosen with how many of each there are. A clean range
 * says so in one line; a range older than what the till remembers says that first. A clerk
 * explains a difference in a dialog, and the reconciliation is read again to show it.
 */
export function ReconciliationView({
  focusKey,
  onOpen,
}: {
  /** The difference to focus when the view appears: the one whose link the clerk followed. */
  focusKey: string | null;
  onOpen: (action: OpenAction, key: string) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const request = useReconciliation((state) => state.request);
  const report = useReconciliation((state) => state.report);
  const status = useReconciliation((state) => state.status);
  const error = useReconciliation((state) => state.error);
  const cause = useDifferenceFilter((state) => state.cause);
  const [explaining, setExplaining] = useState<ReconciliationDifference | null>(null);
  const timeZone = useStoreTimeZone();
  const today = todayIn(timeZone);
  const applied = request ?? { fromDate: today, toDate: today };

  useEffect(() => {
    if (reconciliationStore.getState().status === 'idle') {
      void reconciliationStore.getState().load(applied);
    }
  }, []);

  const differences = report === null || status === 'loading' ? [] : report.differences;
  const counts = new Map<DifferenceCause, number>();
  for (const difference of differences) {
    counts.set(difference.cause, (counts.get(difference.cause) ?? 0) + 1);
  }
  const shown =
    cause === 'all' ? differences : differences.filter((difference) => difference.cause === cause);

  return (
    <section className="back-office__view" aria-labelledby="reconciliation-title">
      {/* The selected tab names the view on screen, so the rows start higher; a reader hears this. */}
      <h2 className="visually-hidden" id="reconciliation-title">
        {t('reconciliation.title')}
      </h2>
      <p className="back-office__count">{t('reconciliation.explain')}</p>
      <DayRangeForm
        label={t('reconciliation.form')}
        submitLabel={t('reconciliation.show')}
        applied={applied}
        onApply={(range) => {
          useDifferenceFilter.getState().show('all');
          void reconciliationStore.getState().load(range);
        }}
      />
      {error === null ? null : (
        <div className="notice-problem" role="alert">
          <p>
            {t('reconciliation.loadFailed')} {errorCodeText(tErrors, error.code)}
          </p>
          {request === null ? null : (
            <Button onClick={() => void reconciliationStore.getState().load(request)}>
              {t('reconciliation.retry')}
            </Button>
          )}
        </div>
      )}
      {report === null || status === 'loading' || !report.memory.reachesBefore ? null : (
        <p className="notice-info" role="note">
          {t('reconciliation.memoryLimit', {
            since: formatDateTime(
              new Date(report.memory.keptSince),
              language,
              report.range.timeZone,
            ),
          })}
        </p>
      )}
      <div className="back-office__pager">
        <p className="back-office__count" role="status">
          {status === 'loading'
            ? t('reconciliation.loading')
            : report === null
              ? ''
              : report.differences.length === 0
                ? t('reconciliation.clean', report.checked)
                : t('reconciliation.differences', { count: report.differences.length })}
        </p>
        {differences.length === 0 ? null : (
          <OptionSelect
            label={t('reconciliation.causeFilter')}
            value={cause}
            options={['all', ...causes.filter((option) => counts.has(option))] as const}
            optionName={(option) =>
              option === 'all'
                ? t('reconciliation.allCauses')
                : `${t(`reconciliation.cause.${option}`)} (${formatCount(counts.get(option) ?? 0, language)})`
            }
            onChange={(chosen) => useDifferenceFilter.getState().show(chosen)}
          />
        )}
      </div>
      {differences.length === 0 ? null : (
        <DifferenceList
          differences={shown}
          timeZone={report?.range.timeZone ?? timeZone}
          focusKey={focusKey}
          onOpen={onOpen}
          onExplain={setExplaining}
        />
      )}
      {explaining === null ? null : (
        <ExplainDialog
          difference={explaining}
          onClose={(saved) => {
            setExplaining(null);
            if (saved && request !== null) void reconciliationStore.getState().load(request);
          }}
        />
      )}
    </section>
  );
}
