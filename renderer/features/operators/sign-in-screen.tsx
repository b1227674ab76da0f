import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { OperatorsState } from '../../../shared/operators';
import { pos } from '../../pos';
import { Countdown } from '../../ui/countdown';
import { Field } from '../../ui/field';
import { NumericKeypad } from '../../ui/numeric-keypad';
import { operatorProblemText } from './operator-problem-text';
import { applyOperators, loadOperators } from './operators-store';
import { editPin, typedPin } from './pin-entry';
import './sign-in-screen.css';

/**
 * The PIN pad that stands in for the app while the till has operators and nobody is signed
 * in. Digits come from the keyboard's main row, its number pad or a tap on the keys; Enter
 * signs in. Main decides, and says when wrong PINs make the pad wait.
 */
export function SignInScreen({ state }: { state: OperatorsState }) {
  const { t } = useTranslation('operators');
  const { t: tErrors } = useTranslation('errors');
  const [operatorId, setOperatorId] = useState(state.operators[0]?.id ?? '');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = state.retryAt !== null;
  const pinField = useRef<HTMLInputElement>(null);

  // A disabled field loses the focus; once the pad opens again the PIN goes back to it.
  useEffect(() => {
    if (!waiting) pinField.current?.focus();
  }, [waiting]);

  // Main's state says the pad waits until retryAt; read it again then, so the pad opens.
  useEffect(() => {
    if (state.retryAt === null) return;
    const timer = setTimeout(
      () => void loadOperators(pos),
      Math.max(0, new Date(state.retryAt).getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state.retryAt]);

  const signIn = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = applyOperators(await pos.operatorsSignIn({ operatorId, pin }));
    setBusy(false);
    setPin('');
    if (result.ok) return;
    setError(result.error);
    // A wrong PIN may have made the pad wait: main's state says until when.
    await loadOperators(pos);
  };

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="sign-in__title">
        {t('signIn.title')}
      </h1>
      <p className="sign-in__lead">{t('signIn.lead')}</p>
      <form className="sign-in__form" onSubmit={(event) => void signIn(event)}>
        <Field label={t('signIn.operator')}>
          {(control) => (
            <select
              {...control}
              className="sign-in__operator"
              value={operatorId}
              onChange={(event) => setOperatorId(event.target.value)}
            >
              {state.operators.map((operator) => (
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
              className="sign-in__pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              disabled={waiting}
              onChange={(event) => setPin(typedPin(event.target.value))}
            />
          )}
        </Field>
        {state.retryAt === null ? null : (
          <p className="sign-in__wait" role="status">
            {t('signIn.retryIn')}{' '}
            <Countdown
              until={new Date(state.retryAt)}
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
            label: t('signIn.submit'),
            shortcut: 'Enter',
            tone: 'primary',
            onPress: () => void signIn(),
          }}
        />
      </form>
    </section>
  );
}
