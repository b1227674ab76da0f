import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayCloseRequest } from '../../../shared/back-office/day-close-report';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { DocumentPreviewDialog, PrintingOutputsNote } from '../printing/printing-controls';
import { usePrintingOutputs } from '../printing/use-printing-outputs';

type Output = 'paper' | 'pdf';

type PrintState =
  | { type: 'idle' }
  | { type: 'working' }
  | { type: 'done'; output: Output }
  | { type: 'problem'; error: IpcError };

/**
 * The printable day-close report of the range shown: main lays out the day close it answered
 * the screen (main/printing/day-close-layout.ts), for the printer, a PDF or the preview.
 * Print and PDF are disabled, with the reason, where this host has neither.
 */
export function DayClosePrint({ request }: { request: DayCloseRequest | null }) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const outputs = usePrintingOutputs();
  const reasonId = useId();
  const [state, setState] = useState<PrintState>({ type: 'idle' });
  const [previewing, setPreviewing] = useState(false);
  const busy = request === null || state.type === 'working';

  const issue = (output: Output) => {
    if (request === null) return;
    setState({ type: 'working' });
    void pos
      .printingPrintDayClose({ request, output })
      .then((result) =>
        setState(result.ok ? { type: 'done', output } : { type: 'problem', error: result.error }),
      );
  };

  return (
    <div className="day-close-print">
      <div className="day-close-print__buttons">
        <Button
          disabled={busy || (outputs !== null && outputs.paper !== 'ready')}
          aria-describedby={reasonId}
          onClick={() => issue('paper')}
        >
          {t('dayClose.print')}
        </Button>
        <Button
          disabled={busy || (outputs !== null && outputs.pdf !== 'ready')}
          aria-describedby={reasonId}
          onClick={() => issue('pdf')}
        >
          {t('dayClose.savePdf')}
        </Button>
        <Button disabled={request === null} onClick={() => setPreviewing(true)}>
          {t('dayClose.preview')}
        </Button>
      </div>
      <PrintingOutputsNote id={reasonId} outputs={outputs} />
      <p className="day-close-print__message" aria-live="polite">
        {state.type === 'working'
          ? t('dayClose.printing')
          : state.type === 'done'
            ? t(state.output === 'paper' ? 'dayClose.printed' : 'dayClose.saved')
            : state.type === 'problem'
              ? `${t('dayClose.printFailed')} ${errorCodeText(tErrors, state.error.code)}`
              : null}
      </p>
      {request === null ? null : (
        <DocumentPreviewDialog
          open={previewing}
          onClose={() => setPreviewing(false)}
          load={() => pos.printingPreview({ document: 'day_close', request })}
        />
      )}
    </div>
  );
}
