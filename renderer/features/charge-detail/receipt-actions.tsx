import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedDocument } from '../../../shared/ipc/ipc-payloads';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { askedOf, type Asked } from '../../asked';
import { chargeDetail as chargeDetailMessages } from '../../i18n/en/charge-detail';
import { errorCodeText } from '../../i18n/error-text';
import { hasEntry } from '../../i18n/has-entry';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { DocumentPreviewDialog, PrintingOutputsNote } from '../printing/printing-controls';
import { usePrintingOutputs } from '../printing/use-printing-outputs';
import '../../ui/panel.css';

/*
 * Print or save the charge's receipt. Main builds it from the charge and the journal and
 * marks every issue after the first as a copy (docs/architecture.md: IPC, printing), so the
 * counter only asks and says what came out.
 */

type ReceiptOutput = 'paper' | 'pdf';

/** The last receipt asked for: where it came out and as what. Null until one is asked for. */
type ReceiptState = Asked<{ output: ReceiptOutput; document: IssuedDocument }> | null;

const printReceiptKey = 'F6';
const saveReceiptKey = 'F7';
const previewReceiptKey = 'F9';

export function useReceipt(chargeId: string) {
  const [state, setState] = useState<ReceiptState>(null);
  // Once one has come out here, the next is the cashier's explicit reprint: a copy.
  const [issued, setIssued] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const outputs = usePrintingOutputs();
  const issue = (output: ReceiptOutput) => {
    if (state?.state === 'asking') return;
    // A key must not do what its disabled button cannot (the reason is shown beside it).
    if (outputs !== null && outputs[output === 'paper' ? 'paper' : 'pdf'] !== 'ready') return;
    setState({ state: 'asking' });
    const copy = issued;
    const request: Promise<IpcResult<IssuedDocument>> =
      output === 'paper'
        ? pos.printingPrintReceipt({ chargeId, copy })
        : pos.printingSavePdf({ document: 'receipt', chargeId, copy });
    void request.then((result) => {
      if (result.ok) setIssued(true);
      setState(askedOf(result, (document) => ({ output, document })));
    });
  };
  return {
    chargeId,
    state,
    issued,
    outputs,
    previewing,
    print: () => issue('paper'),
    savePdf: () => issue('pdf'),
    preview: () => setPreviewing(true),
    closePreview: () => setPreviewing(false),
  };
}

/** The receipt's keys (print, save, preview); true when the key was one of them. */
export function receiptKeyCommand(receipt: ReturnType<typeof useReceipt>, key: string): boolean {
  const command = new Map([
    [printReceiptKey, receipt.print],
    [saveReceiptKey, receipt.savePdf],
    [previewReceiptKey, receipt.preview],
  ]).get(key);
  command?.();
  return command !== undefined;
}

export function ReceiptActions({ receipt }: { receipt: ReturnType<typeof useReceipt> }) {
  const { t } = useTranslation('chargeDetail');
  const { state, outputs } = receipt;
  const working = state?.state === 'asking';
  const reasonId = useId();
  return (
    <section
      className="panel panel--snug charge-detail__section--wide"
      aria-labelledby="charge-receipt-title"
    >
      <h2 className="panel__title" id="charge-receipt-title">
        {t('receipt.title')}
      </h2>
      <div className="charge-detail__buttons">
        <Button
          shortcut={printReceiptKey}
          disabled={working || (outputs !== null && outputs.paper !== 'ready')}
          aria-describedby={reasonId}
          onClick={receipt.print}
        >
          {receipt.issued ? t('receipt.reprint') : t('receipt.print')}
        </Button>
        <Button
          shortcut={saveReceiptKey}
          disabled={working || (outputs !== null && outputs.pdf !== 'ready')}
          aria-describedby={reasonId}
          onClick={receipt.savePdf}
        >
          {t('receipt.savePdf')}
        </Button>
        <Button shortcut={previewReceiptKey} onClick={receipt.preview}>
          {t('receipt.preview')}
        </Button>
      </div>
      <PrintingOutputsNote id={reasonId} outputs={outputs} />
      <ReceiptPreviewDialog receipt={receipt} />
      <p className="charge-detail__note">{t('receipt.copyNote')}</p>
      <ReceiptStatus state={state} />
    </section>
  );
}

/** The receipt as the next issue would print, while `receipt.preview` has it open. */
export function ReceiptPreviewDialog({ receipt }: { receipt: ReturnType<typeof useReceipt> }) {
  return (
    <DocumentPreviewDialog
      open={receipt.previewing}
      onClose={receipt.closePreview}
      load={() =>
        pos.printingPreview({
          document: 'receipt',
          chargeId: receipt.chargeId,
          copy: receipt.issued,
        })
      }
    />
  );
}

/** What came of the last receipt asked for: working, issued (original or copy), or why not. */
export function ReceiptStatus({ state }: { state: ReceiptState }) {
  const { t } = useTranslation('chargeDetail');
  const { t: tErrors } = useTranslation('errors');
  return (
    <div className="charge-detail__message-slot" aria-live="polite">
      {state === null ? null : state.state === 'asking' ? (
        <p>{t('receipt.working')}</p>
      ) : state.state === 'answered' ? (
        <p className="charge-detail__message charge-detail__message--positive">
          {state.answer.document.copy
            ? t(state.answer.output === 'paper' ? 'receipt.printedCopy' : 'receipt.savedCopy', {
                issue: state.answer.document.issue,
              })
            : t(state.answer.output === 'paper' ? 'receipt.printed' : 'receipt.saved')}
        </p>
      ) : (
        <p className="charge-detail__message charge-detail__message--problem" role="alert">
          {/* Problems of printing this screen explains in its own words; any other is generic. */}
          {hasEntry(chargeDetailMessages.receipt.problem, state.error.code)
            ? t(`receipt.problem.${state.error.code}`)
            : errorCodeText(tErrors, state.error.code)}
        </p>
      )}
    </div>
  );
}
