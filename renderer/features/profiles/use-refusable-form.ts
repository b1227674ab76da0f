import { useState, type FormEvent } from 'react';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { refusalProblems, type FieldProblem } from './profile-form';

type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/**
 * A profile form's state: the typed values, the check of them, and main's refusal. A field
 * shows its own check's problem once the form was submitted, and main's refusal once the form
 * checks out; a change clears the refusal. Submit saves the checked request once at a time.
 */
export function useRefusableForm<
  Form,
  Field extends string,
  Request extends { ok: true } | { ok: false; problems: Problems<Field> },
>({
  initial,
  check,
  fields,
  fallback,
  save,
}: {
  initial: Form | (() => Form);
  check: (form: Form) => Request;
  /** Every field a refusal may name, and where one naming none of them shows. */
  fields: readonly Field[];
  fallback: Field;
  /** Null when main saved it, its refusal otherwise. */
  save: (request: Extract<Request, { ok: true }>) => Promise<IpcError | null>;
}) {
  const [form, setForm] = useState<Form>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Problems<Field>>({});
  const [saving, setSaving] = useState(false);

  const request = check(form);
  const problemOf = (field: Field): FieldProblem | undefined =>
    request.ok ? refused[field] : submitted ? request.problems[field] : undefined;
  const update = (patch: Partial<Form>) => {
    setRefused({});
    setForm((current) => ({ ...current, ...patch }));
  };

  /** True when main saved the form. */
  const submit = async (event: FormEvent): Promise<boolean> => {
    event.preventDefault();
    setSubmitted(true);
    if (!request.ok || saving) return false;
    setSaving(true);
    const error = await save(request as Extract<Request, { ok: true }>);
    setSaving(false);
    if (error === null) return true;
    setRefused(refusalProblems(error, fields, fallback));
    return false;
  };

  return { form, setForm, saving, problemOf, update, submit };
}
