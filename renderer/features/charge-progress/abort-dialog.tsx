import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

interface AbortDialogProps {
  open: boolean;
  /** False once the flow can no longer be aborted: the button says so by being off. */
  abortable: boolean;
  onAbort: () => void;
  onClose: () => void;
}

/**
 * Aborting a sale cancels its charge, so it is asked once more: the dialog opens on Back
 * (Dialog: safeClose), and only a press of the abort button itself ends the sale.
 */
export function AbortDialog({ open, abortable, onAbort, onClose }: AbortDialogProps) {
  const { t } = useTranslation('chargeProgress');
  return (
    <Dialog
      open={open}
      title={t('abortConfirm.title')}
      closeLabel={t('abortConfirm.back')}
      safeClose
      onClose={onClose}
    >
      <p>{t('abortHint')}</p>
      <Button variant="danger" size="large" disabled={!abortable} onClick={onAbort}>
        {t('abortConfirm.confirm')}
      </Button>
    </Dialog>
  );
}
