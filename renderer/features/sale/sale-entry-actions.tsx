import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { saleEntrySubmitKey } from './use-sale-entry-form';

interface SaleEntryProblemProps {
  /** Main's refusal of the sale; one naming fields shows at those fields instead. */
  refusal: IpcError | null;
  /** The form-wide error's words, when there is one to show. */
  formError: string | null;
  /** The words before main's reason ("The sale could not start."), in the method's namespace. */
  formProblem: string;
  className?: string;
}

/** What stops the whole form rather than one field, in a slot that keeps its line. */
export function SaleEntryProblem({
  refusal,
  formError,
  formProblem,
  className,
}: SaleEntryProblemProps) {
  const { t: tErrors } = useTranslation('errors');
  const text =
    refusal !== null && (refusal.fields ?? []).length === 0
      ? `${formProblem} ${errorCodeText(tErrors, refusal.code)}`
      : formError;
  return (
    <div
      className={className === undefined ? 'field__error-slot' : `${className} field__error-slot`}
      aria-live="polite"
    >
      {text === null ? null : <p className="field__error">{text}</p>}
    </div>
  );
}

interface SaleEntryButtonsProps {
  onBack: () => void;
  starting: boolean;
  back: string;
  /** The submit's words: the sale it starts, or that it is starting. */
  submit: string;
}

/** Back to the amount (Esc) and the submit that starts the sale (Enter or F9). */
export function SaleEntryButtons({ onBack, starting, back, submit }: SaleEntryButtonsProps) {
  return (
    <>
      <Button variant="secondary" size="large" shortcut="Esc" onClick={onBack}>
        {back}
      </Button>
      <Button
        variant="primary"
        size="large"
        submit
        shortcut={`Enter / ${saleEntrySubmitKey}`}
        disabled={starting}
      >
        {submit}
      </Button>
    </>
  );
}
