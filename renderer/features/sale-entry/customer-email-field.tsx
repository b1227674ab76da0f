import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleEntryNamespace } from './sale-entry-layout';
import { TextEntryField } from './text-entry-field';

interface CustomerEmailFieldProps {
  /** The method's words: `email` and `emailHint` (why the service needs it for this method). */
  namespace: Exclude<SaleEntryNamespace, 'online'>;
  /** The method's form (useSaleEntryForm), whose `email` this field edits. */
  entry: {
    form: { email: string };
    errorOf: (field: 'email') => string | null;
    update: (patch: { email: string }) => void;
    touch: (field: 'email') => () => void;
  };
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** The customer's email (spec: Create a transaction token, `email`), as every method asks it. */
export function CustomerEmailField({ namespace, entry, ...input }: CustomerEmailFieldProps) {
  const { t } = useTranslation(namespace);
  return (
    <TextEntryField
      {...input}
      label={t('email')}
      hint={t('emailHint')}
      error={entry.errorOf('email')}
      type="email"
      value={entry.form.email}
      onChange={(email) => entry.update({ email })}
      onBlur={entry.touch('email')}
    />
  );
}
