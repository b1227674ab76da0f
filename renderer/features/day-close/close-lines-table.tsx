import { useTranslation } from 'react-i18next';
import type { CloseLine, CloseStatus, LateChange } from '../../../shared/back-office/till-close';
import { brandName } from '../../i18n/brand-name';
import { formatAmount, formatCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';

/** A close's lines: per currency, mode, operation, brand, status and operator. */
export function CloseLinesTable({ lines, label }: { lines: readonly CloseLine[]; label: string }) {
  const { t } = useTranslation('backOffice');
  const { t: tOperations } = useTranslation('operations');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  if (lines.length === 0) return <p className="screen-message">{t('tillClose.noLines')}</p>;
  return (
    <table className="day-close__table" aria-label={label}>
      <thead>
        <tr>
          {(
            ['currency', 'mode', 'kind', 'brand', 'status', 'operator', 'count', 'amount'] as const
          ).map((column) => (
            <th key={column} scope="col">
              {t(`tillClose.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={JSON.stringify([
              line.currency,
              line.mode,
              line.kind,
              line.brand,
              line.status,
              line.operator,
            ])}
          >
            <td>{line.currency}</td>
            <td>{t(`dayClose.modeName.${line.mode}`)}</td>
            <td>{tOperations(`kind.${line.kind}`)}</td>
            <td>{line.brand === null ? t('dayClose.noBrand') : brandName(tBrands, line.brand)}</td>
            <td>{t(`tillClose.status.${line.status}`)}</td>
            <td>{line.operator ?? t('tillClose.anonymous')}</td>
            <td>{formatCount(line.count, language)}</td>
            <td>{formatAmount(line.amount, line.currency, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The changes that reached days already closed, each with the day it belongs to. */
export function LateChangesList({ changes }: { changes: readonly LateChange[] }) {
  const { t } = useTranslation('backOffice');
  const { t: tOperations } = useTranslation('operations');
  const language = useLanguage();
  const stateOf = (
    status: CloseStatus,
    amount: CloseLine['amount'],
    currency: CloseLine['currency'],
  ) => `${t(`tillClose.status.${status}`)} ${formatAmount(amount, currency, language)}`;
  return (
    <section aria-label={t('tillClose.lateChanges')}>
      <h4>{t('tillClose.lateChanges')}</h4>
      {changes.length === 0 ? (
        <p className="screen-message">{t('tillClose.noLateChanges')}</p>
      ) : (
        <ul>
          {changes.map(({ closedDay, operation, was }) => (
            <li key={operation.operationId}>
              {t('tillClose.lateChange', {
                kind: tOperations(`kind.${operation.kind}`),
                day: closedDay,
                was:
                  was === null
                    ? t('tillClose.notSeen')
                    : stateOf(was.status, was.amount, operation.currency),
                now: stateOf(operation.status, operation.amount, operation.currency),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
