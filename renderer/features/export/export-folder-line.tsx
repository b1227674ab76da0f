import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { exportStore, useExport } from './use-export';

/**
 * Where exports go, said before the clerk exports: the chosen folder or the default, named as
 * such. Electron changes it with its folder dialog and opens it in the file manager; the
 * browser host, which has neither, takes a typed folder that main checks before keeping it.
 */
export function ExportFolderLine({ busy }: { busy: boolean }) {
  const { t } = useTranslation('exportPanel');
  const { t: tErrors } = useTranslation('errors');
  const folder = useExport((store) => store.folder);
  const folderError = useExport((store) => store.folderError);
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    void exportStore.getState().readFolder();
  }, []);
  const errorText = folderError === null ? null : errorCodeText(tErrors, folderError);

  async function useTyped(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (typed !== null && (await exportStore.getState().chooseFolder(typed))) setTyped(null);
  }

  if (folder === null) {
    return errorText === null ? null : (
      <p role="alert" className="export-panel__error">
        {errorText}
      </p>
    );
  }
  return (
    <div className="export-panel__folder">
      <p className="export-panel__folder-name">
        {t(folder.chosen ? 'folder.chosen' : 'folder.default')} <code>{folder.folder}</code>
      </p>
      {typed !== null ? (
        <form className="export-panel__folder-form" onSubmit={(event) => void useTyped(event)}>
          <TextField
            label={t('folder.typedLabel')}
            hint={t('folder.typedHint')}
            error={errorText}
            value={typed}
            onChange={setTyped}
          />
          <Button variant="primary" submit>
            {t('folder.use')}
          </Button>
          <Button onClick={() => setTyped(null)}>{t('folder.keep')}</Button>
        </form>
      ) : (
        <div className="export-panel__folder-actions">
          <Button
            disabled={busy}
            onClick={() =>
              folder.choose === 'dialog'
                ? void exportStore.getState().chooseFolder()
                : setTyped(folder.folder)
            }
          >
            {t('folder.change')}
          </Button>
          {folder.canOpen && (
            <Button onClick={() => void exportStore.getState().openFolder()}>
              {t('folder.open')}
            </Button>
          )}
          {errorText !== null && (
            <p role="alert" className="export-panel__error">
              {errorText}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
