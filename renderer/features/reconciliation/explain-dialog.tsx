import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  differenceKey,
  type ReconciliationDifference,
} from '../../../shared/back-office/reconciliation-difference';
import { invokeContract } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { parseRequest } from '../../../shared/service/common';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';

const explainInput = invokeContract['history:explain-difference'].input;

/**
 * The clerk's note that a difference is in order. Main keeps it in the audit trail; `onClose`
 * hears whether one was saved, so the reconciliation is read again and shows it.
 */
export function ExplainDialog({
  difference,
  onClose,
}: {
  difference: ReconciliationDifference;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const [note, setNote] = useState(difference.explanation?.note ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const parsed = parseRequest(explainInput, { differenceKey: differenceKey(difference), note });
  const noteError =
    parsed.success || !submitted
      ? null
      : (parsed.errors.find((error) => error.field === 'note') ?? null);

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success || busy) return;
    setBusy(true);
    const saved = await pos.historyExplainDifference(parsed.data);
    setBusy(false);
    if (!saved.ok) {
      setRefusal(saved.error);
      return;
    }
    onClose(true);
  };

  return (
    <Dialog
      open
      title={t('reconciliation.explainTitle')}
      closeLabel={t('reconciliation.explainCancel')}
      onClose={() => onClose(false)}
    >
      <form
        className="reconciliation__explain"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('reconciliation.explainLead')}</p>
        <Field
          label={t('reconciliation.explainNote')}
          error={noteError === null ? null : validationText(tErrors, noteError.reason)}
        >
          {(control) => (
            <textarea
              {...control}
              className="reconciliation__explain-note"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {refusal === null ? null : (
          <p className="field__error" role="alert">
            {t('reconciliation.explainFailed')} {errorCodeText(tErrors, refusal.code)}
          </p>
        )}
        <Button variant="primary" size="large" submit disabled={busy}>
          {t('reconciliation.explainSave')}
        </Button>
      </form>
    </Dialog>
  );
}
