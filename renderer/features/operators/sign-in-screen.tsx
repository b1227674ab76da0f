import { useTranslation } from 'react-i18next';
import type { OperatorsState } from '../../../shared/operators';
import { pos } from '../../pos';
import { applyOperators } from './operators-store';
import { PinForm } from './pin-form';
import './sign-in-screen.css';

/** The PIN pad that stands in for the app while the till has operators and nobody is signed in. */
export function SignInScreen({ state }: { state: OperatorsState }) {
  const { t } = useTranslation('operators');

  const signIn = async (operatorId: string, pin: string) => {
    const result = applyOperators(await pos.operatorsSignIn({ operatorId, pin }));
    return result.ok ? null : result.error;
  };

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="sign-in__title">
        {t('signIn.title')}
      </h1>
      <p className="sign-in__lead">{t('signIn.lead')}</p>
      <PinForm
        operators={state.operators}
        retryAt={state.retryAt}
        submitLabel={t('signIn.submit')}
        onSubmit={signIn}
      />
    </section>
  );
}
