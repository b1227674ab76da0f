import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportEncoding, ExportRequest } from '../../../shared/back-office/export-request';
import { useStoreTimeZone } from '../../app/store-clock';
import { errorCodeText } from '../../i18n/error-text';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { ExportFolderLine } from './export-folder-line';
import type { ExportPanelState } from './export-panel-state';
import { exportStore, useExport } from './use-export';
import './export-panel.css';

/** What to export, without the encoding, which the panel asks for. */
export type ExportSubject =
  | Omit<Extract<ExportRequest, { kind: 'history' }>, 'encoding'>
  | Omit<Extract<ExportRequest, { kind: 'day-close' }>, 'encoding'>;

interface ExportPanelProps {
  /** The history's filters or the day close's range; null while they are not valid. */
  subject: ExportSubject | null;
}

/**
 * The back office's CSV export, one row at the end of a view's count: the encoding, Export, a
 * progress bar with Cancel while it runs, then where the file was saved and when, or why
 * nothing was (docs/back-office.md: Exports). Main writes the file into the export folder the
 * line under the controls names; the panel shows the app's one export as the export store
 * follows it, whichever view started it.
 */
export function ExportPanel({ subject }: ExportPanelProps) {
  const { t } = useTranslation('exportPanel');
  const { t: tErrors } = useTranslation('errors');
  const titleId = useId();
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf8');
  const current = useExport((store) => store.export);
  const kind = useExport((store) => store.kind);
  // A running export shows in every view, its Cancel at hand; how one ended, only in the view
  // of its kind (a day close's file is no news in the history).
  const busy = current.step === 'starting' || current.step === 'running';
  const state: ExportPanelState = busy || subject?.kind === kind ? current : { step: 'idle' };

  async function start(): Promise<void> {
    if (subject === null) return;
    await exportStore.getState().start({ ...subject, encoding });
  }

  return (
    <section className="export-panel" aria-labelledby={titleId}>
      <div className="export-panel__controls">
        <h3 id={titleId} className="visually-hidden">
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
          <Button variant="danger" onClick={() => void exportStore.getState().cancel()}>
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
      <ExportFolderLine busy={busy} />
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
          {t('done', {
            fileName: state.end.fileName,
            folder: state.end.folder,
            time: formatDateTime(new Date(state.end.writtenAt), language, timeZone),
          })}{' '}
          {t('summary', {
            count: state.end.summary.rows,
            charges: t('charges', { count: state.end.summary.charges }),
            refunds: t('refunds', { count: state.end.summary.refunds }),
          })}
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="export-panel__error">
          {errorCodeText(tErrors, state.code)}
        </p>
      )}
    </section>
  );
}
