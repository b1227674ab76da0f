import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../i18n/format';
import { saleEndingText } from '../../i18n/sale-ending-text';
import { useLanguage } from '../../i18n/use-language';
import { useStoreTimeZone } from '../../app/store-clock';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useSaleOperation } from '../charge-progress/use-sale-operation';

/**
 * The question before a sale of an amount just paid ("¥4,321 was paid at 12:03 by Mastercard
 * ••4444"): the same customer may be about to pay twice. Don't charge again holds the focus,
 * so Enter sends nothing; charging again takes a press of its own button.
 */
export function RepeatSaleDialog() {
  const { t } = useTranslation('sale');
  const { t: tOperations } = useTranslation('operations');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const repeat = useSaleOperation((state) => state.repeat);
  const paid = repeat?.paid;
  const amount =
    paid?.amount === undefined || paid.currency === undefined
      ? ''
      : formatAmount(paid.amount, paid.currency, language);
  return (
    <Dialog
      open={repeat !== null}
      title={t('repeatSale.title', { amount })}
      closeLabel={t('repeatSale.keep')}
      safeClose
      onClose={() => repeat?.answer(false)}
    >
      {paid === undefined ? null : (
        <p>{saleEndingText(tOperations, tBrands, paid, language, timeZone)}</p>
      )}
      <Button variant="primary" onClick={() => repeat?.answer(true)}>
        {t('repeatSale.chargeAgain')}
      </Button>
    </Dialog>
  );
}
