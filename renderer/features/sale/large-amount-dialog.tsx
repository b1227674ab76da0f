import { useTranslation } from 'react-i18next';
import type { CurrencyCode, MinorUnits } from '../../../shared/money';
import { amountInWords } from '../../i18n/amount-in-words';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

interface LargeAmountDialogProps {
  open: boolean;
  amount: MinorUnits;
  currency: CurrencyCode;
  onConfirm: () => void;
  /** Back, or Esc. */
  onClose: () => void;
  /** Once closed, by Back, Esc or after onConfirm, and the focus went back. */
  onClosed: () => void;
}

/**
 * The second look at an amount above the store's threshold: in figures and in words, so an
 * extra zero is read before it is charged. Back holds the focus, so a second Enter goes back
 * to the amount; confirming takes a deliberate Tab or click.
 */
export function LargeAmountDialog({
  open,
  amount,
  currency,
  onConfirm,
  onClose,
  onClosed,
}: LargeAmountDialogProps) {
  const { t } = useTranslation('sale');
  const language = useLanguage();
  return (
    <Dialog
      open={open}
      title={t('largeAmount.title')}
      closeLabel={t('largeAmount.back')}
      safeClose
      onClose={onClose}
      onClosed={onClosed}
    >
      <p>{t('largeAmount.question')}</p>
      <p className="large-amount__figures">{formatAmount(amount, currency, language)}</p>
      <p className="large-amount__words">{amountInWords(amount, currency, language)}</p>
      <Button variant="primary" onClick={onConfirm}>
        {t('largeAmount.confirm')}
      </Button>
    </Dialog>
  );
}
