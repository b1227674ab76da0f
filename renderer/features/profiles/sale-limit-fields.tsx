import { useTranslation } from 'react-i18next';
import { currencyCode, currencyExponent, type MinorUnits } from '../../../shared/money';
import { defaultSaleLimits } from '../../../shared/sale-limits';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Field } from '../../ui/field';
import type { FieldProblem, SaleLimitField, SaleLimitsForm } from './profile-form';
import { problemText } from './profile-problem-text';

interface SaleLimitFieldsProps {
  /** The store's currency as typed: the limits are read in it, and a blank is its default. */
  currency: string;
  form: SaleLimitsForm;
  /** The problem to show now; a form leaves out those of fields not yet left or saved. */
  problemOf: (field: SaleLimitField) => FieldProblem | undefined;
  onChange: (patch: Partial<SaleLimitsForm>) => void;
  /** Told that a field was left: a form that shows a field's problem once it is left. */
  touch?: (field: SaleLimitField) => () => void;
}

/**
 * A store's largest sale and the amount above which a sale is confirmed in words, in major
 * units of its currency, each hinting the default a blank stands for. Adding a profile and
 * changing one's limits show the same two fields.
 */
export function SaleLimitFields({
  currency,
  form,
  problemOf,
  onChange,
  touch,
}: SaleLimitFieldsProps) {
  const { t } = useTranslation('profiles');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const code = currencyCode.safeParse(currency.trim());
  const defaults = code.success ? defaultSaleLimits(code.data) : null;
  const defaultText = (amount: MinorUnits | undefined) =>
    amount === undefined || !code.success ? '—' : formatAmount(amount, code.data, language);
  const errorOf = (field: SaleLimitField): string | null => {
    const problem = problemOf(field);
    if (problem?.kind === 'reason' && problem.reason === 'DEPENDS_ON_OTHER_FIELD') {
      return t('add.confirmAboveMaximum');
    }
    if (problem?.kind !== 'amount') return problemText(tErrors, problem);
    return t(`add.amountErrors.${problem.error}`, {
      currency: code.success ? code.data : currency,
      decimals: code.success ? currencyExponent(code.data) : 0,
    });
  };
  const hints: Record<SaleLimitField, string> = {
    maximumSale: t('add.maximumSaleHint', { amount: defaultText(defaults?.maximum) }),
    confirmSaleAbove: t('add.confirmSaleAboveHint', {
      amount: defaultText(defaults?.confirmAbove),
    }),
  };
  return (['maximumSale', 'confirmSaleAbove'] as const).map((field) => (
    <Field key={field} label={t(`add.${field}`)} hint={hints[field]} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          onBlur={touch?.(field)}
        />
      )}
    </Field>
  ));
}
