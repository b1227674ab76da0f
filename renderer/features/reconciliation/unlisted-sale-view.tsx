import { useTranslation } from 'react-i18next';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { OperationRecord } from '../operation-record/operation-record';
import { useOperationRecord } from '../operation-record/use-operation-record';
import '../../ui/notice.css';

/**
 * A sale of this till that the service does not list and whose charge id the till never
 * learnt, opened from reconciliation: there is no charge to ask the service for, so this
 * shows what the journal recorded of it, for the clerk to check against the store's own
 * records. Esc goes back to the reconciliation.
 */
export function UnlistedSaleView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const operation = useOperationRecord((state) => state.operation);
  const error = useOperationRecord((state) => state.error);
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== 'Escape') return false;
    onBack();
    return true;
  });
  return (
    <section className="back-office" aria-labelledby="unlisted-sale-title">
      <h1 className="back-office__heading" id="unlisted-sale-title">
        {t('unlistedSale.title')}
      </h1>
      <p role="note">{t('unlistedSale.explain')}</p>
      {error === null ? null : (
        <p className="notice-problem" role="alert">
          {t('unlistedSale.loadFailed')} {errorCodeText(tErrors, error.code)}
        </p>
      )}
      {operation === null ? (
        error === null ? (
          <p role="status">{t('unlistedSale.loading')}</p>
        ) : null
      ) : (
        <OperationRecord operation={operation} />
      )}
      <Button shortcut="Esc" onClick={onBack} autoFocus>
        {t('backTo.reconciliation')}
      </Button>
    </section>
  );
}
