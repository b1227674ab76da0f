import { useLayoutEffect, useRef, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { saleEntrySubmitKey } from './use-sale-entry-form';
import './sale-entry.css';

/** The namespaces of the methods' screens; each has the words the layout shows. */
export type SaleEntryNamespace =
  'card' | 'konbini' | 'bankTransfer' | 'online' | 'qrMerchant' | 'qrScan';

interface SaleEntryLayoutProps {
  /** The method's words: title, amountLabel, submit ({{amount}}), starting, back, formProblem. */
  namespace: SaleEntryNamespace;
  charge: SaleChargeDraft;
  onBack: () => void;
  entry: {
    refusal: IpcError | null;
    refusedSubmits: number;
    formError: string | null;
    starting: boolean;
    onSubmit: (event: FormEvent) => void;
  };
  /** The submit's words for the amount, where the method's `submit` is not what it does. */
  submitText?: (amount: string) => string;
  /** A control that changes what the submit does, at the start of the action bar. */
  barStart?: ReactNode;
  /** What the method shows above its fields, outside the form. */
  above?: ReactNode;
  className?: string;
  /** The method's fields. */
  children: ReactNode;
}

/**
 * A payment method's details screen around its fields: the title and the confirmed amount,
 * the fields in a scroll area that ends where the action bar begins (so nothing focusable and
 * no error can sit under the bar at any window size or bar height), then the bar with the
 * form-wide problem, Back (Esc) and the submit (Enter or F9).
 */
export function SaleEntryLayout({
  namespace,
  charge,
  onBack,
  entry,
  submitText,
  barStart,
  above,
  className,
  children,
}: SaleEntryLayoutProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const amount = formatAmount(charge.amount, charge.currency, language);
  const submit = entry.starting ? t('starting') : (submitText?.(amount) ?? t('submit', { amount }));
  const fields = useRef<HTMLDivElement>(null);
  useErrorsInView(fields, entry.refusedSubmits, entry.refusal);
  return (
    <div className={`sale-entry fills-main${className === undefined ? '' : ` ${className}`}`}>
      <header className="sale-entry__header">
        <h1 className="sale-entry__title">{t('title')}</h1>
        <p className="sale-entry__amount">
          <span className="sale-entry__amount-label">{t('amountLabel')}</span>
          <span className="sale-entry__amount-value">{amount}</span>
        </p>
      </header>
      {above}
      <form className="sale-entry__form" noValidate onSubmit={entry.onSubmit}>
        <div ref={fields} className="sale-entry__fields" onFocus={showFocusedField}>
          {children}
        </div>
        <ActionBar className="sale-entry__actions">
          {barStart}
          <SaleEntryProblem
            refusal={entry.refusal}
            formError={entry.formError}
            formProblem={t('formProblem')}
          />
          <Button variant="secondary" size="large" shortcut="Esc" onClick={onBack}>
            {t('back')}
          </Button>
          <Button
            variant="primary"
            size="large"
            submit
            shortcut={`Enter / ${saleEntrySubmitKey}`}
            disabled={entry.starting}
          >
            {submit}
          </Button>
        </ActionBar>
      </form>
    </div>
  );
}

/** What scrolls as a whole: a field with its hint and error line, or a group of choices. */
const fieldSelector = '.field, .choice-group, fieldset, details';

/**
 * Once a submit is refused, by the checks or by main naming fields, the cashier is taken to
 * what to correct: a field in error the cashier is in keeps the focus, or else the first field
 * in error takes it; either is scrolled wholly into view so its error does not open under
 * the bar.
 */
function useErrorsInView(
  fields: { readonly current: HTMLDivElement | null },
  refusedSubmits: number,
  refusal: IpcError | null,
) {
  useLayoutEffect(() => {
    const area = fields.current;
    if (area === null || (refusedSubmits === 0 && refusal === null)) return;
    const focused = document.activeElement;
    const current =
      focused !== null && area.contains(focused) ? focused.closest(fieldSelector) : null;
    const inError =
      current?.querySelector('.field__error') != null
        ? current
        : area.querySelector('.field__error')?.closest(fieldSelector);
    if (inError === null || inError === undefined) {
      current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (inError !== current) {
      inError
        .querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
        ?.focus({ preventScroll: true });
    }
    inError.scrollIntoView({ block: 'nearest' });
  }, [fields, refusedSubmits, refusal]);
}

/**
 * A focus move from the keyboard scrolls the whole field into the scroll area, its error line
 * included, not only the control the browser would bring into view by itself. A click's focus
 * does not: the field is already where the pointer is, and moving it would take the click
 * away from the control pressed.
 */
function showFocusedField(event: FocusEvent<HTMLDivElement>) {
  if (!event.target.matches(':focus-visible')) return;
  event.target.closest(fieldSelector)?.scrollIntoView({ block: 'nearest' });
}

interface SaleEntryProblemProps {
  /** Main's refusal of the sale; one naming fields shows at those fields instead. */
  refusal: IpcError | null;
  /** An error of the form no field shows, in words. */
  formError: string | null;
  /** The words before the reason ("The payment could not start."), in the method's namespace. */
  formProblem: string;
}

/** What stops the whole form rather than one field, in a slot that keeps its line. */
function SaleEntryProblem({ refusal, formError, formProblem }: SaleEntryProblemProps) {
  const { t: tErrors } = useTranslation('errors');
  const reason =
    refusal !== null && (refusal.fields ?? []).length === 0
      ? errorCodeText(tErrors, refusal.code)
      : formError;
  return (
    <div className="sale-entry__problem field__error-slot" aria-live="polite">
      {reason === null ? null : <p className="field__error">{`${formProblem} ${reason}`}</p>}
    </div>
  );
}
