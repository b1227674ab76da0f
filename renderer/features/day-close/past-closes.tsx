import { useTranslation } from 'react-i18next';
import type { TillClose } from '../../../shared/back-office/till-close';
import { useStoreTimeZone } from '../../app/store-clock';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { CloseDocuments } from './close-documents';
import { CloseLinesTable, LateChangesList } from './close-lines-table';
import { useTillClose } from './use-till-close';

/** This till's past closes of the store, newest first; each opens and compares with now. */
export function PastCloses() {
  const { t } = useTranslation('backOffice');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const past = useTillClose((state) => state.past);
  const shown = useTillClose((state) => state.shown);
  return (
    <section aria-labelledby="past-closes-title">
      <h4 id="past-closes-title">{t('tillClose.past')}</h4>
      {past.length === 0 ? (
        <p className="screen-message">{t('tillClose.noPast')}</p>
      ) : (
        <table className="day-close__table" aria-labelledby="past-closes-title">
          <thead>
            <tr>
              {(['number', 'day', 'closedAt', 'closedBy'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`tillClose.pastColumns.${column}`)}
                </th>
              ))}
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {past.map((close) => (
              <tr key={close.number}>
                <td>{close.number}</td>
                <td>{close.day}</td>
                <td>{formatDateTime(new Date(close.closedAt), language, timeZone)}</td>
                <td>{close.closedBy ?? t('tillClose.anonymous')}</td>
                <td>
                  <Button onClick={() => void useTillClose.getState().show(close.number)}>
                    {t('tillClose.show', { number: close.number })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown === null ? null : <ShownClose close={shown} />}
    </section>
  );
}

function ShownClose({ close }: { close: TillClose }) {
  const { t } = useTranslation('backOffice');
  const language = useLanguage();
  const comparison = useTillClose((state) => state.comparison);
  const comparing = useTillClose((state) => state.comparing);
  const heading = t('tillClose.shown', {
    number: close.number,
    day: close.day,
    closedAt: formatDateTime(new Date(close.closedAt), language, close.timeZone),
    closedBy: close.closedBy ?? t('tillClose.anonymous'),
  });
  return (
    <article className="day-close" aria-label={heading}>
      <h5>{heading}</h5>
      <CloseLinesTable lines={close.lines} label={t('tillClose.lines')} />
      <LateChangesList changes={close.lateChanges} />
      <CloseDocuments number={close.number} />
      <div className="back-office__pager">
        <Button disabled={comparing} onClick={() => void useTillClose.getState().compare()}>
          {t('tillClose.compare')}
        </Button>
        <Button onClick={() => useTillClose.getState().hide()}>{t('tillClose.close')}</Button>
      </div>
      {comparing ? <p role="status">{t('tillClose.comparing')}</p> : null}
      {comparison === null ? null : (
        <CloseLinesTable lines={comparison.now.lines} label={t('tillClose.now')} />
      )}
    </article>
  );
}
