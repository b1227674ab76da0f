import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentPreview, PrintingOutputs } from '../../../shared/printing/document-layout';
import type { IpcError, IpcResult } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { Dialog } from '../../ui/dialog';
import { DocumentSheet } from './document-sheet';
import { outputsProblem } from './use-printing-outputs';
import './printing-controls.css';

type PreviewState =
  | { type: 'loading' }
  | { type: 'shown'; preview: DocumentPreview }
  | { type: 'failed'; error: IpcError };

/**
 * The document as it would print, in a dialog, on every host: main lays it out from its own
 * facts each time the dialog opens (`load`), so it is what the next print would give.
 */
export function DocumentPreviewDialog({
  open,
  onClose,
  load,
}: {
  open: boolean;
  onClose: () => void;
  load: () => Promise<IpcResult<DocumentPreview>>;
}) {
  const { t } = useTranslation('printing');
  const { t: tErrors } = useTranslation('errors');
  const [state, setState] = useState<PreviewState>({ type: 'loading' });
  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ type: 'loading' });
    void load().then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { type: 'shown', preview: result.data }
          : { type: 'failed', error: result.error },
      );
    });
    return () => {
      current = false;
    };
    // Loaded once per opening: `load` is a new function at every render of its owner.
  }, [open]);
  return (
    <Dialog open={open} title={t('previewTitle')} onClose={onClose} closeLabel={t('close')}>
      {/* Focusable, so the keyboard can scroll a long document. */}
      <div
        className="document-preview"
        role="region"
        aria-label={t('previewTitle')}
        aria-live="polite"
        tabIndex={0}
      >
        {state.type === 'loading' ? (
          <p>{t('previewLoading')}</p>
        ) : state.type === 'failed' ? (
          <p role="alert">
            {t('previewFailed')} {errorCodeText(tErrors, state.error.code)}
          </p>
        ) : (
          <DocumentSheet preview={state.preview} label={t('documentLabel')} />
        )}
      </div>
    </Dialog>
  );
}

/** Why Print (and PDF) are disabled here, under the buttons; nothing when both work. */
export function PrintingOutputsNote({
  id,
  outputs,
}: {
  id: string;
  outputs: PrintingOutputs | null;
}) {
  const { t } = useTranslation('printing');
  const problem = outputsProblem(outputs);
  if (problem === null) return null;
  return (
    <p id={id} className="printing-outputs-note">
      {t(`outputs.${problem}`)}
    </p>
  );
}
