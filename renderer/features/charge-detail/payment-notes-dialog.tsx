import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMayHaveBeenMade } from '../../../shared/ipc/change-outcome';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { MetadataInput } from '../../../shared/service/common';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import {
  checkNotes,
  journalNotesOf,
  noteRowsOf,
  problemsOfFields,
  rowLimits,
  type NoteProblem,
  type NoteRow,
} from './payment-notes';
import './payment-notes.css';

/** Saves the notes; answers main's or the service's refusal, or null once saved. */
type SaveNotes = (metadata: MetadataInput) => Promise<IpcError | null>;

const blankRow: NoteRow = { key: '', value: '' };

/**
 * Edits a charge's or a refund's notes (its metadata): one name and value per row, the
 * journal's keys shown but not editable. Checked as typed once the clerk has tried to save;
 * a refusal marks the rows it names, and a fault keeps every row as typed and says whether
 * the notes may have been saved all the same.
 */
export function PaymentNotesDialog({
  title,
  metadata,
  onSave,
  onClose,
}: {
  title: string;
  metadata: Readonly<Record<string, unknown>>;
  onSave: SaveNotes;
  onClose: () => void;
}) {
  const { t } = useTranslation('chargeDetail');
  const { t: tErrors } = useTranslation('errors');
  const [rows, setRows] = useState<NoteRow[]>(() => [...noteRowsOf(metadata), blankRow]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const checked = checkNotes(rows);
  const problems: NoteProblem[] = [
    ...(tried && !checked.ok ? checked.problems : []),
    ...(refusal === null ? [] : problemsOfFields(rows, refusal.fields ?? [])),
  ];
  const problemOf = (row: number) => problems.find((problem) => problem.row === row);
  const formProblem = problemOf(-1);
  const journalNotes = journalNotesOf(metadata);

  const edit = (index: number, change: Partial<NoteRow>) => {
    setRefusal(null);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok || busy) return;
    setBusy(true);
    const refused = await onSave(checked.metadata);
    setBusy(false);
    if (refused === null) onClose();
    else setRefusal(refused);
  };

  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t('notes.close')}>
      <form className="payment-notes-form" noValidate onSubmit={(event) => void submit(event)}>
        {journalNotes.length === 0 ? null : (
          <section className="payment-notes-form__journal" aria-labelledby="journal-notes-title">
            <h3 className="payment-notes-form__subheading" id="journal-notes-title">
              {t('notes.journalTitle')}
            </h3>
            <p className="payment-notes-form__hint">{t('notes.journalHint')}</p>
            <dl className="payment-notes__list">
              {journalNotes.map(([key, text]) => (
                <div key={key} className="payment-notes__entry">
                  <dt>{key}</dt>
                  <dd className="payment-notes__value--id">{text}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <p className="payment-notes-form__hint">{t('notes.editHint')}</p>
        <ol className="payment-notes-form__rows">
          {rows.map((row, index) => {
            const problem = problemOf(index);
            const errorId = `payment-note-error-${index}`;
            const countId = `payment-note-count-${index}`;
            const limits = rowLimits(row);
            const counts = [
              ...(limits.key.stage === 'quiet'
                ? []
                : [t('notes.keyCount', { length: limits.key.count, max: limits.key.max })]),
              ...(limits.value === null || limits.value.stage === 'quiet'
                ? []
                : [t('notes.valueCount', { length: limits.value.count, max: limits.value.max })]),
            ];
            const describedBy =
              [problem === undefined ? '' : errorId, counts.length === 0 ? '' : countId]
                .filter((id) => id !== '')
                .join(' ') || undefined;
            return (
              <li key={index} className="payment-notes-form__row">
                <input
                  className="payment-notes-form__input"
                  aria-label={t('notes.keyLabel', { number: index + 1 })}
                  value={row.key}
                  aria-invalid={problem === undefined ? undefined : true}
                  aria-describedby={describedBy}
                  onChange={(event) => edit(index, { key: event.target.value })}
                />
                <input
                  className="payment-notes-form__input payment-notes-form__input--value"
                  aria-label={t('notes.valueLabel', { number: index + 1 })}
                  value={row.value}
                  aria-invalid={problem === undefined ? undefined : true}
                  aria-describedby={describedBy}
                  onChange={(event) => edit(index, { value: event.target.value })}
                />
                <Button
                  variant="quiet"
                  aria-label={t('notes.removeLabel', { number: index + 1 })}
                  onClick={() => edit(index, { key: '', value: '' })}
                >
                  {t('notes.remove')}
                </Button>
                <div className="field__error-slot payment-notes-form__error" aria-live="polite">
                  {problem === undefined ? null : (
                    <p className="field__error" id={errorId}>
                      {validationText(tErrors, problem.reason)}
                    </p>
                  )}
                  {counts.length === 0 ? null : (
                    <p className="payment-notes-form__count" id={countId}>
                      {counts.join(' · ')}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <div className="payment-notes-form__actions">
          <Button onClick={() => setRows((current) => [...current, blankRow])}>
            {t('notes.addRow')}
          </Button>
          <Button variant="primary" size="large" submit disabled={busy}>
            {busy ? t('notes.saving') : t('notes.save')}
          </Button>
        </div>
        <div className="field__error-slot payment-notes-form__error" aria-live="polite">
          {formProblem === undefined ? null : (
            <p className="field__error">{validationText(tErrors, formProblem.reason)}</p>
          )}
          {refusal === null ? null : (
            <p className="field__error" role="alert">
              {changeMayHaveBeenMade(refusal.code) ? t('notes.mayHaveSaved') : t('notes.notSaved')}{' '}
              {errorCodeText(tErrors, refusal.code)}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
