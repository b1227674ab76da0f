import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { OperatorSummary } from '../../../shared/operators';
import { pos } from '../../pos';
import { Countdown } from '../../ui/countdown';
import { Field } from '../../ui/field';
import { NumericKeypad } from '../../ui/numeric-keypad';
import { operatorProblemText } from './operator-problem-text';
import { loadOperators } from './operators-store';
import { editPin, typedPin } from './pin-entry';
import './pin-form.css';

interface PinFormProps {
  /** Whom the PIN may be typed for: every operator to sign in, the managers to approve. */
  readonly operators: readonly OperatorSummary[];
  /** Set while wrong PINs keep the pad waiting (main's state). */
  readonly retryAt: string | null;
  readonly submitLabel: string;
  /** Main's answer to the PIN: null when it took it, else its refusal. */
  readonly onSubmit: (operatorId: string, pin: string) => Promise<IpcError | null>;
  /** The keypad beside the fields, for a dialog that must fit a 768-pixel-high till. */
  readonly keypadBeside?: boolean;
}

/**
 * A choice of operator and a PIN pad: digits come from the keyboard's main row, its number
 * pad or a tap on the keys, and Enter submits. Main decides, and says when wrong PINs make
 * the pad wait; the sign-in screen and a manager's approval both type PINs here.
 */
export function PinForm({
  operators,
  retryAt,
  submitLabel,
  onSubmit,
  keypadBeside = false,
}: PinFormProps) {
  const { t } = useTranslation('operators');
  const { t: tErrors } = useTranslation('errors');
  const [operatorId, setOperatorId] = useState(operators[0]?.id ?? '');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = retryAt !== null;
  const pinField = useRef<HTMLInputElement>(null);

  // A disabled field loses the focus; once the pad opens again the PIN goes back to it.
  useEffect(() => {
    if (!waiting) pinField.current?.focus();
  }, [waiting]);

  // Main's state says the pad waits until retryAt; read it again then, so the pad opens.
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(
      () => void loadOperators(pos),
      Math.max(0, new Date(retryAt).getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [retryAt]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    const refusal = await onSubmit(operatorId, pin);
    setBusy(false);
    setPin('');
    setError(refusal);
    // A wrong PIN may have made the pad wait: main's state says until when.
    if (refusal !== null) await loadOperators(pos);
  };

  return (
    <form
      className={keypadBeside ? 'pin-form pin-form--keypad-beside' : 'pin-form'}
      onSubmit={(event) => void submit(event)}
    >
      <Field label={t('signIn.operator')}>
        {(control) => (
          <select
            {...control}
            className="pin-form__operator"
            value={operatorId}
            onChange={(event) => setOperatorId(event.target.value)}
          >
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.name} ({t(`role.${operator.role}`)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('signIn.pin')}
        error={error === null ? null : operatorProblemText(tErrors, error)}
      >
        {(control) => (
          <input
            {...control}
            ref={pinField}
            className="pin-form__pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            disabled={waiting}
            onChange={(event) => setPin(typedPin(event.target.value))}
          />
        )}
      </Field>
      {retryAt === null ? null : (
        <p className="pin-form__wait" role="status">
          {t('signIn.retryIn')}{' '}
          <Countdown
            until={new Date(retryAt)}
            label={t('signIn.retryTimer')}
            expiredLabel={t('signIn.retryNow')}
          />
        </p>
      )}
      <NumericKeypad
        label={t('signIn.keypad')}
        labels={{ backspace: t('signIn.backspace'), clear: t('signIn.clear') }}
        onKey={(key) => setPin((current) => editPin(current, key))}
        disabled={waiting}
        action={{
          label: submitLabel,
          shortcut: 'Enter',
          tone: 'primary',
          onPress: () => void submit(),
        }}
      />
    </form>
  );
}
