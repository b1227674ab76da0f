import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportEncoding } from '../../../shared/back-office/export-request';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { PrintingOutputsNote } from '../printing/printing-controls';
import { usePrintingOutputs } from '../printing/use-printing-outputs';

type Outcome =
  | { type: 'idle' }
  | { type: 'working' }
  | { type: 'printed'; copy: boolean }
  | { type: 'saved'; copy: boolean }
  | { type: 'exported'; fileName: string }
  | { type: 'problem'; error: IpcError };

/**
 * A past close on paper, as a PDF or as CSV in the export folder. Main marks every issue after
 * the first 再発行 and audits it; the export follows the history export's conventions.
 */
export function CloseDocuments({ number }: { number: number }) {
  const { t } = useTranslation('backOffice');
  const { t: tExport } = useTranslation('exportPanel');
  const { t: tErrors } = useTranslation('errors');
  const outputs = usePrintingOutputs();
  const reasonId = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf8');
  const [outcome, setOutcome] = useState<Outcome>({ type: 'idle' });
  const busy = outcome.type === 'working';

  const print = async (output: 'paper' | 'pdf') => {
    setOutcome({ type: 'working' });
    const result = await pos.printingPrintClose({ number, output });
    if (!result.ok) return setOutcome({ type: 'problem', error: result.error });
    setOutcome({ type: output === 'paper' ? 'printed' : 'saved', copy: result.data.copy });
  };

  const exportCsv = async () => {
    setOutcome({ type: 'working' });
    const result = await pos.closeExport({ number, encoding });
    setOutcome(
      result.ok
        ? { type: 'exported', fileName: result.data.fileName }
        : { type: 'problem', error: result.error },
    );
  };

  const message = (): string | null => {
    switch (outcome.type) {
      case 'idle':
        return null;
      case 'working':
        return t('tillClose.documents.working');
      case 'printed':
        return t(outcome.copy ? 'tillClose.documents.reprinted' : 'tillClose.documents.printed');
      case 'saved':
        return t(outcome.copy ? 'tillClose.documents.resaved' : 'tillClose.documents.saved');
      case 'exported':
        return t('tillClose.documents.exported', { fileName: outcome.fileName });
      case 'problem':
        return `${t('tillClose.documents.failed')} ${errorCodeText(tErrors, outcome.error.code)}`;
    }
  };

  return (
    <div className="close-documents">
      <div className="back-office__pager">
        <Button
          disabled={busy || (outputs !== null && outputs.paper !== 'ready')}
          aria-describedby={reasonId}
          onClick={() => void print('paper')}
        >
          {t('tillClose.documents.print')}
        </Button>
        <Button
          disabled={busy || (outputs !== null && outputs.pdf !== 'ready')}
          aria-describedby={reasonId}
          onClick={() => void print('pdf')}
        >
          {t('tillClose.documents.savePdf')}
        </Button>
      </div>
      <PrintingOutputsNote id={reasonId} outputs={outputs} />
      <ChoiceGroup
        legend={tExport('encoding.legend')}
        options={(['utf8', 'sjis'] as const).map((value) => ({
          value,
          label: tExport(`encoding.${value}`),
        }))}
        value={encoding}
        onChange={setEncoding}
        reserveErrorLine={false}
      />
      <div className="back-office__pager">
        <Button disabled={busy} onClick={() => void exportCsv()}>
          {t('tillClose.documents.export')}
        </Button>
      </div>
      <p className="close-documents__message" aria-live="polite">
        {message()}
      </p>
    </div>
  );
}
