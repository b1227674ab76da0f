import { useState, type FormEvent } from 'react';
import type { IpcError } from '../../shared/ipc/ipc-result';
import type { Result } from '../../shared/result';

type Problems<Field extends string, Problem> = Partial<Record<Field, Problem>>;

/**
 * A form main saves: the typed values, their check, and main's refusal. A field shows its own
 * check's problem once it was left or the form submitted, and main's refusal once the form
 * checks out; a change clears the refusal. Submit saves the checked value once at a time.
 */
export function useRefusableForm<Form, Field extends string, Value, Problem>({
  initial,
  check,
  refusal,
  save,
}: {
  initial: Form | (() => Form);
  check: (form: Form) => Result<Value, Problems<Field, Problem>>;
  /** Where main's refusal shows, by field. */
  refusal: (error: IpcError) => Problems<Field, Problem>;
  /**
   * Null when main saved it, its refusal otherwise. `reset` starts the form again from a value
   * (the blank one, or what main saved), with nothing left or submitted.
   */
  save: (value: Value, reset: (form: Form) => void) => Promise<IpcError | null>;
}) {
  const [form, setForm] = useState<Form>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Problems<Field, Problem>>({});
  const [saving, setSaving] = useState(false);

  const request = check(form);
  const problemOf = (field: Field): Problem | undefined => {
    if (request.ok) return refused[field];
    return submitted || touched.has(field) ? request.error[field] : undefined;
  };
  const update = (patch: Partial<Form>) => {
    setRefused({});
    setForm((current) => ({ ...current, ...patch }));
  };
  const touch = (field: Field) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const reset = (next: Form) => {
    setForm(next);
    setTouched(new Set());
    setSubmitted(false);
    setRefused({});
  };

  /** True when main saved the form. */
  const submit = async (event: FormEvent): Promise<boolean> => {
    event.preventDefault();
    setSubmitted(true);
    if (!request.ok || saving) return false;
    setSaving(true);
    const error = await save(request.value, reset);
    setSaving(false);
    if (error === null) return true;
    setRefused(refusal(error));
    return false;
  };

  return { form, saving, problemOf, update, touch, submit };
}
