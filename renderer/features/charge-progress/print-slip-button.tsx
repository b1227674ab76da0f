import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedDocument } from '../../../shared/ipc/ipc-payloads';
import { askedOf, type Asked } from '../../asked';
import { chargeProgress } from '../../i18n/en/charge-progress';
import { errorCodeText } from '../../i18n/error-text';
import { hasEntry } from '../../i18n/has-entry';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { DocumentPreviewDialog, PrintingOutputsNote } from '../printing/printing-controls';
import { usePrintingOutputs } from '../printing/use-printing-outputs';
import './print-slip-button.css';

/** The keys that print the slip, and show it, while a sale waits for its customer. */
const printKey = 'F6';
const previewKey = 'F7';

/**
 * Prints the payment slip of a sale waiting for its customer (also with F6). Main builds it from the charge
 * and what the sale showed (printing:print-slip); the renderer names only the operation. A
 * second print is marked as a copy by main.
 */
export function PrintSlipButton({ operationId }: { operationId: string }) {
  const { t } = useTranslation('chargeProgress');
  const { t: tErrors } = useTranslation('errors');
  /** The last slip asked for; null until one is. */
  const [state, setState] = useState<Asked<IssuedDocument> | null>(null);
  const printing = state?.state === 'asking';
  const [previewing, setPreviewing] = useState(false);
  const outputs = usePrintingOutputs();
  const reasonId = useId();
  const cannotPrint = outputs !== null && outputs.paper !== 'ready';

  const print = () => {
    // The key must not do what the disabled button cannot; the reason is shown beside it.
    if (printing || cannotPrint) return;
    setState({ state: 'asking' });
    void pos
      .printingPrintSlip({ operationId })
      .then((result) => setState(askedOf(result, (issued) => issued)));
  };

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === printKey) print();
    else if (event.key === previewKey) setPreviewing(true);
    else return false;
    return true;
  });

  const message =
    state?.state === 'answered'
      ? state.answer.copy
        ? t('slip.printedCopy', { issue: state.answer.issue })
        : t('slip.printed')
      : state?.state === 'failed'
        ? hasEntry(chargeProgress.slip.printErrors, state.error.code)
          ? t(`slip.printErrors.${state.error.code}`)
          : `${t('slip.printFailed')} ${errorCodeText(tErrors, state.error.code)}`
        : null;

  return (
    <div className="print-slip">
      <Button
        variant="secondary"
        size="large"
        shortcut={printKey}
        disabled={printing || cannotPrint}
        aria-describedby={reasonId}
        onClick={print}
      >
        {printing ? t('slip.printing') : t('slip.print')}
      </Button>
      <Button variant="secondary" shortcut={previewKey} onClick={() => setPreviewing(true)}>
        {t('slip.preview')}
      </Button>
      <PrintingOutputsNote id={reasonId} outputs={outputs} />
      <DocumentPreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        load={() => pos.printingPreview({ document: 'payment_slip', operationId })}
      />
      <p
        className={`print-slip__message${state?.state === 'failed' ? ' field__error' : ''}`}
        role="status"
      >
        {message}
      </p>
    </div>
  );
}
