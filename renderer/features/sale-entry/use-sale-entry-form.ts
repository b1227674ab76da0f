import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { FieldError } from '../../../shared/service/common';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { validationText } from '../../i18n/error-text';
import { saleOperationStore, useSaleOperation } from '../charge-progress/use-sale-operation';
import { firstErrorPerField } from './first-error-per-field';
import type { FormWide, SaleEntryCheck } from './sale-entry-check';

/** The key that submits a method's details from anywhere on its screen, beside Enter in a field. */
export const saleEntrySubmitKey = 'F9';

interface SaleEntryFormOptions<Form, Field extends string> {
  empty: Form;
  check: (form: Form) => SaleEntryCheck;
  /** Which field shows an error at a flow path; 'form' for a path the form has no field for. */
  fieldOf: (path: string) => Field | FormWide;
  /**
   * The method's own words for a field's reason (what that field needs), or null where the
   * service's general text for the reason says it (docs/architecture.md: Validation reasons).
   */
  message?: (field: Field, reason: string, form: Form) => string | null;
  onBack: () => void;
  /** Besides showing every error: what a submit the checks refuse does (e.g. move the focus). */
  onRefused?: (errors: Partial<Record<Field | FormWide, FieldError>>) => void;
}

/**
 * The state every method's details screen shares: the form, checked on every change; which
 * fields show their errors (once left, once submitted, or after main refused the sale) and in
 * what words; main's refusal; and the keys (Esc back to the amount, F9 submits). A sale starts
 * only with an input the flow's schema accepts, so no rejected input leaves the renderer.
 */
export function useSaleEntryForm<Form, Field extends string>({
  empty,
  check,
  fieldOf,
  message,
  onBack,
  onRefused,
}: SaleEntryFormOptions<Form, Field>) {
  const { t: tErrors } = useTranslation('errors');
  const starting = useSaleOperation((state) => state.starting);
  const [form, setForm] = useState<Form>(empty);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const [refusedSubmits, setRefusedSubmits] = useState(0);

  const checked = check(form);
  /** The schema's errors while the form is invalid; once it is valid, what main refused. */
  const byField = firstErrorPerField(
    checked.ok ? (refusal?.fields ?? []) : checked.errors,
    fieldOf,
  );
  /** Not while the cashier is still on their first pass through the fields. */
  const shows = (field: Field | FormWide) =>
    submitted || refusal !== null || (field !== 'form' && touched.has(field));

  const submit = (submitting: Form = form) => {
    setSubmitted(true);
    const request = submitting === form ? checked : check(submitting);
    if (!request.ok) {
      setRefusedSubmits((count) => count + 1);
      onRefused?.(firstErrorPerField(request.errors, fieldOf));
      return;
    }
    if (starting) return;
    void saleOperationStore
      .getState()
      .start(request.input)
      .then((error) => setRefusal(error));
  };

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === 'Escape') {
      onBack();
      return true;
    }
    if (event.key === saleEntrySubmitKey) {
      submit();
      return true;
    }
    return false;
  });

  const formError = byField.form;
  return {
    form,
    refusal,
    /** How many submits the checks refused: each shows the errors anew. */
    refusedSubmits,
    starting,
    /** The words under a field, or null while it has none to show. */
    errorOf: (field: Field): string | null => {
      const error = byField[field];
      if (error === undefined || !shows(field)) return null;
      return message?.(field, error.reason, form) ?? validationText(tErrors, error.reason);
    },
    /** An error no field shows (the charge's, say), once the cashier has submitted. */
    formError:
      formError === undefined || !shows('form') ? null : validationText(tErrors, formError.reason),
    touch: (field: Field) => () =>
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    update: (patch: Partial<Form>) => {
      setRefusal(null);
      setForm((current) => ({ ...current, ...patch }));
    },
    submit,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      submit();
    },
  };
}
