import { useState, type FormEvent } from 'react';
import type { SaleInput } from '../../../shared/flows/flow-input';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { FieldError } from '../../../shared/service/common';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { saleOperationStore, useSaleOperation } from '../charge-progress/use-sale-operation';

/** The key that submits a method's details from anywhere on its screen, beside Enter in a field. */
export const saleEntrySubmitKey = 'F9';

/** Fields at fault, as the flow's schema and main's refusal both name them. */
type RefusedFields = NonNullable<IpcError['fields']>;

/** A method's form checked by the flow's own schema: the sale's input, or what it refuses. */
export type SaleEntryCheck =
  { ok: true; input: SaleInput } | { ok: false; errors: readonly FieldError[] };

interface SaleEntryFormOptions<Form> {
  empty: Form;
  check: (form: Form) => SaleEntryCheck;
  onBack: () => void;
  /** Besides showing every error: what a submit the checks refuse does (e.g. move the focus). */
  onRefused?: (errors: readonly FieldError[]) => void;
}

/**
 * The state every method's details screen shares: the form, checked on every change; which
 * fields show their errors (once left, once submitted, or after main refused the sale); main's
 * refusal; and the keys (Esc back to the amount, F9 submits). A sale starts only with an input
 * the flow's schema accepts, so no rejected input leaves the renderer.
 */
export function useSaleEntryForm<Form, Field extends string>({
  empty,
  check,
  onBack,
  onRefused,
}: SaleEntryFormOptions<Form>) {
  const starting = useSaleOperation((state) => state.starting);
  const [form, setForm] = useState<Form>(empty);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);

  const checked = check(form);
  /** The schema's errors while the form is invalid; once it is valid, what main refused. */
  const errors: Readonly<RefusedFields> = checked.ok ? (refusal?.fields ?? []) : checked.errors;

  const submit = (submitting: Form = form) => {
    setSubmitted(true);
    const request = submitting === form ? checked : check(submitting);
    if (!request.ok) {
      onRefused?.(request.errors);
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

  return {
    form,
    errors,
    refusal,
    submitted,
    starting,
    /** Whether a field's error is shown: not while the cashier is still on their first pass. */
    shows: (field: Field) => submitted || touched.has(field) || refusal !== null,
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
