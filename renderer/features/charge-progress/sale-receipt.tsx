import { useTranslation } from 'react-i18next';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { Button } from '../../ui/button';
import { ReceiptPreviewDialog, ReceiptStatus, useReceipt } from '../charge-detail/receipt-actions';

/** On a paid sale's result: its receipt, printed where a printer is, else shown. */
export const saleReceiptKey = 'F6';

/**
 * The paid sale's receipt in one key, without going through its charge's detail: printed on
 * paper where this till can print, otherwise shown as it would print (the browser host, a
 * till without a printer). Reprints, PDFs and copies stay on the charge's detail.
 */
export function SaleReceipt({ chargeId }: { chargeId: string }) {
  const { t } = useTranslation('chargeProgress');
  const receipt = useReceipt(chargeId);
  const onPaper = receipt.outputs?.paper === 'ready';
  const issue = onPaper ? receipt.print : receipt.preview;
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== saleReceiptKey) {
      return false;
    }
    issue();
    return true;
  });
  return (
    <>
      <Button
        shortcut={saleReceiptKey}
        disabled={receipt.state?.state === 'asking'}
        onClick={issue}
      >
        {onPaper ? t('result.receipt.print') : t('result.receipt.show')}
      </Button>
      <ReceiptPreviewDialog receipt={receipt} />
      <div className="sale-result__receipt-status">
        <ReceiptStatus state={receipt.state} />
      </div>
    </>
  );
}
