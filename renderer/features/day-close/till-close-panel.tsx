import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosePreview } from '../../../shared/back-office/till-close';
import { useStoreTimeZone } from '../../app/store-clock';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { todayIn } from '../back-office/day-range-form';
import { CloseLinesTable, LateChangesList } from './close-lines-table';
import { PastCloses } from './past-closes';
import { useTillClose } from './use-till-close';

/**
 * The close (精算) of one store day for this till: prepared first, so the person sees what
 * would be recorded and what is still open, then closed or left.
 */
export function TillClosePanel() {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const timeZone = useStoreTimeZone();
  const [day, setDay] = useState(() => todayIn(timeZone));
  const step = useTillClose((state) => state.step);
  const preview = useTillClose((state) => state.preview);
  const closed = useTillClose((state) => state.closed);
  const error = useTillClose((state) => state.error);

  useEffect(() => {
    void useTillClose.getState().loadPast();
  }, []);

  return (
    <section className="back-office__view" aria-labelledby="till-close-title">
      <h3 id="till-close-title">{t('tillClose.title')}</h3>
      <p>{t('tillClose.explain')}</p>
      <form
        aria-label={t('tillClose.form')}
        onSubmit={(event) => {
          event.preventDefault();
          void useTillClose.getState().prepare(day);
        }}
      >
        <Field label={t('tillClose.day')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={day}
              required
              onChange={(event) => setDay(event.target.value)}
            />
          )}
        </Field>
        <Button submit disabled={step === 'preparing' || step === 'closing'}>
          {t('tillClose.prepare')}
        </Button>
      </form>
      {error === null ? null : (
        <p className="notice-problem" role="alert">
          {t('tillClose.failed')} {errorCodeText(tErrors, error)}
        </p>
      )}
      {step === 'preparing' ? <p role="status">{t('tillClose.preparing')}</p> : null}
      {closed === null ? null : (
        <p className="notice-info" role="status">
          {t('tillClose.closed', { day: closed.day, number: closed.number })}
        </p>
      )}
      {preview === null ? null : <PreparedClose preview={preview} busy={step === 'closing'} />}
      <PastCloses />
    </section>
  );
}

function PreparedClose({ preview, busy }: { preview: ClosePreview; busy: boolean }) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="day-close" aria-label={t('tillClose.preview', preview)} role="region">
      <h4>{t('tillClose.preview', preview)}</h4>
      <StillOpenList stillOpen={preview.stillOpen} />
      <CloseLinesTable lines={preview.lines} label={t('tillClose.lines')} />
      <LateChangesList changes={preview.lateChanges} />
      <div className="back-office__pager">
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => void useTillClose.getState().close()}
        >
          {t('tillClose.confirm')}
        </Button>
        <Button disabled={busy} onClick={() => useTillClose.getState().goBack()}>
          {t('tillClose.goBack')}
        </Button>
      </div>
    </div>
  );
}

function StillOpenList({ stillOpen }: { stillOpen: ClosePreview['stillOpen'] }) {
  const { t } = useTranslation('backOffice');
  const counts = [
    ['awaitingCustomers', stillOpen.awaitingCustomers.length],
    ['reviews', stillOpen.reviews.length],
    ['differences', stillOpen.unexplainedDifferences.length],
  ] as const;
  const open = counts.filter(([, count]) => count > 0);
  return (
    <section aria-label={t('tillClose.stillOpen')}>
      <h5>{t('tillClose.stillOpen')}</h5>
      {open.length === 0 ? (
        <p>{t('tillClose.nothingOpen')}</p>
      ) : (
        <>
          <ul>
            {open.map(([key, count]) => (
              <li key={key}>{t(`tillClose.${key}`, { count })}</li>
            ))}
          </ul>
          <p className="notice-info">{t('tillClose.openDecision')}</p>
        </>
      )}
    </section>
  );
}
