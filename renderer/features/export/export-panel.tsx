import { useEffect, useId, useRef, useState } from 'react';
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
import { afterProgress, afterStart, type ExportPanelState } from './export-panel-state';
import './export-panel.css';

/** What to export, without the encoding, which the panel asks for. */
export type ExportSubject =
  | Omit<Extract<ExportRequest, { kind: 'history' }>, 'encoding'>
  | Omit<Extract<ExportRequest, { kind: 'day-close' }>, 'encoding'>;

interface ExportPanelProps {
  /** The history's filters or the day close's range; null while they are not valid. */
  subject: ExportSubject | null;
}

function isExportCode(code: string): code is ExportErrorCode {
  return Object.hasOwn(exportPanel.failed, code);
}

/**
 * The back office's CSV export, one row beside a view's title: the encoding, Export, a progress
 * bar with Cancel while it runs, then the file saved or why nothing was (docs/back-office.md:
 * Exports). Main chooses where the file goes and writes it; the panel only follows
 * `export:progress`.
 */
export function ExportPanel({ subject }: ExportPanelProps) {
  const { t } = useTranslation('exportPanel');
  const { t: tErrors } = useTranslation('errors');
  const titleId = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf8');
  const [state, setState] = useState<ExportPanelState>({ step: 'idle' });
  // The latest event of each export: a short export can end before export:start answers.
  const latest = useRef(new Map<string, ExportProgress>());

  useEffect(
    () =>
      pos.onExportProgress((progress) => {
        latest.current.set(progress.exportId, progress);
        setState((current) => afterProgress(current, progress));
      }),
    [],
  );

  async function start(): Promise<void> {
    if (subject === null) return;
    setState({ step: 'starting' });
    const next = afterStart(await pos.exportStart({ ...subject, encoding }));
    const early = next.step === 'running' ? latest.current.get(next.exportId) : undefined;
    setState(early === undefined ? next : afterProgress(next, early));
  }

  async function cancel(exportId: string): Promise<void> {
    const cancelled = await pos.exportCancel({ exportId });
    // An export that ended meanwhile answers cancelled: false, and its end comes as an event.
    if (!cancelled.ok) setState({ step: 'failed', code: cancelled.error.code });
  }

  const busy = state.step === 'starting' || state.step === 'running';
  return (
    <section className="export-panel" aria-labelledby={titleId}>
      <div className="export-panel__controls">
        <h3 id={titleId} className="export-panel__title">
          {t('title')}
        </h3>
        <label className="export-panel__encoding">
          <span>{t('encoding.legend')}</span>
          <select
            value={encoding}
            disabled={busy}
            onChange={(event) => setEncoding(event.target.value === 'sjis' ? 'sjis' : 'utf8')}
          >
            <option value="utf8">{t('encoding.utf8')}</option>
            <option value="sjis">{t('encoding.sjis')}</option>
          </select>
        </label>
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
      {state.step === 'no-file' && (
        <p role="status" className="export-panel__message">
          {t('dialogCancelled')}
        </p>
      )}
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
