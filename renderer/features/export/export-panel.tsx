import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ExportEncoding,
  ExportErrorCode,
  ExportProgress,
  ExportRequest,
} from '../../../shared/back-office/export-request';
import { errorCodeText } from '../../i18n/error-text';
import { exportPanel } from '../../i18n/en/export';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import './export-panel.css';

/** What to export, without the encoding, which the panel asks for. */
export type ExportSubject =
  | Omit<Extract<ExportRequest, { kind: 'history' }>, 'encoding'>
  | Omit<Extract<ExportRequest, { kind: 'day-close' }>, 'encoding'>;

interface ExportPanelProps {
  /** The history's filters or the day close's range; null while they are not valid. */
  subject: ExportSubject | null;
}

type PanelState =
  | { readonly step: 'idle' }
  | { readonly step: 'starting' }
  | {
      readonly step: 'running';
      readonly exportId: string;
      readonly read: number;
      readonly total: number | null;
    }
  | { readonly step: 'done'; readonly end: Extract<ExportProgress, { state: 'done' }> }
  | { readonly step: 'failed'; readonly code: string }
  | { readonly step: 'no-file' };

function isExportCode(code: string): code is ExportErrorCode {
  return Object.hasOwn(exportPanel.failed, code);
}

/**
 * The back office's CSV export: the encoding, Export, a progress bar with Cancel while it runs,
 * then the file saved or why nothing was (docs/back-office.md: Exports). Main chooses where
 * the file goes and writes it; the panel only follows `export:progress`.
 */
export function ExportPanel({ subject }: ExportPanelProps) {
  const { t } = useTranslation('exportPanel');
  const { t: tErrors } = useTranslation('errors');
  const titleId = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf8');
  const [state, setState] = useState<PanelState>({ step: 'idle' });
  const runningId = state.step === 'running' ? state.exportId : null;

  useEffect(() => {
    if (runningId === null) return undefined;
    return pos.onExportProgress((progress) => {
      if (progress.exportId !== runningId) return;
      if (progress.state === 'running') {
        setState({
          step: 'running',
          exportId: runningId,
          read: progress.read,
          total: progress.total,
        });
      } else if (progress.state === 'done') setState({ step: 'done', end: progress });
      else setState({ step: 'failed', code: progress.code });
    });
  }, [runningId]);

  async function start(): Promise<void> {
    if (subject === null) return;
    setState({ step: 'starting' });
    const started = await pos.exportStart({ ...subject, encoding });
    if (!started.ok) setState({ step: 'failed', code: started.error.code });
    else if (started.data.exportId === null) setState({ step: 'no-file' });
    else setState({ step: 'running', exportId: started.data.exportId, read: 0, total: null });
  }

  async function cancel(exportId: string): Promise<void> {
    const cancelled = await pos.exportCancel({ exportId });
    // A refusal here means the export ended meanwhile: its end arrives as an event.
    if (!cancelled.ok) setState({ step: 'failed', code: cancelled.error.code });
  }

  const busy = state.step === 'starting' || state.step === 'running';
  return (
    <section className="export-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="export-panel__title">
        {t('title')}
      </h2>
      <div className="export-panel__controls">
        <ChoiceGroup<ExportEncoding>
          legend={t('encoding.legend')}
          options={[
            { value: 'utf8', label: t('encoding.utf8') },
            { value: 'sjis', label: t('encoding.sjis') },
          ]}
          value={encoding}
          onChange={setEncoding}
        />
        {state.step === 'running' ? (
          <Button variant="danger" onClick={() => void cancel(state.exportId)}>
            {t('cancel')}
          </Button>
        ) : (
          <Button
            variant="primary"
            disabled={subject === null || busy}
            onClick={() => void start()}
          >
            {t('start')}
          </Button>
        )}
      </div>
      {state.step === 'running' && (
        <div className="export-panel__progress">
          <progress
            aria-label={t('progressLabel')}
            max={state.total ?? undefined}
            value={state.total === null ? undefined : state.read}
          />
          <p role="status">
            {state.total === null
              ? t('reading', { count: state.read })
              : t('readingOf', { read: state.read, total: state.total })}
          </p>
        </div>
      )}
      {state.step === 'done' && (
        <p role="status" className="export-panel__done">
          {t('done', { fileName: state.end.fileName })}{' '}
          {t('summary', {
            count: state.end.summary.rows,
            charges: state.end.summary.charges,
            refunds: state.end.summary.refunds,
          })}
        </p>
      )}
      {state.step === 'no-file' && <p role="status">{t('dialogCancelled')}</p>}
      {state.step === 'failed' && (
        <p role="alert" className="export-panel__error">
          {isExportCode(state.code)
            ? t(`failed.${state.code}`)
            : errorCodeText(tErrors, state.code)}
        </p>
      )}
    </section>
  );
}
