import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { FlowProblem } from '../../../shared/flows/flow-progress';
import { usageLimits } from '../../../shared/service/token-options';
import { errorCodeText, paymentErrorText, validationText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import {
  cardNumberCharacters,
  cardNumberDigits,
  expiryCharacters,
  expiryDigits,
  formatExpiry,
  groupCardNumber,
} from '../card/card-form';
import { CustomerPageClosed } from '../charge-progress/customer-page-closed';
import { TextEntryField } from '../sale-entry/text-entry-field';
import {
  registrationErrorsByField,
  type CardRegistrationField,
  type CardRegistrationForm,
} from './card-registration-form';
import {
  createCardRegistrationStore,
  isRegistrationRunning,
  registrationOutcome,
} from './card-registration-store';
import { TokenDetail, usageLimitKey } from './token-detail';

export const registrationStore = createCardRegistrationStore(pos);

/** A service refusal names the token's own fields (`data.cvv`); the form's paths start at the input. */
function problemFields(problem: FlowProblem | undefined) {
  if (problem?.type !== 'service') return [];
  return problem.fields.map(({ field, reason }) => ({ field: `token.${field}`, reason }));
}

function ProblemText({ problem }: { problem: FlowProblem }) {
  const { t: tErrors } = useTranslation('errors');
  switch (problem.type) {
    case 'payment':
      return <>{paymentErrorText(tErrors, problem.code)}</>;
    case 'service':
    case 'connection':
      return <>{errorCodeText(tErrors, problem.code)}</>;
    case 'aborted':
    case 'timed_out':
    case 'review':
      // The outcome's heading says it all.
      return null;
  }
}

/**
 * Registers a customer's card for later charges: a recurring token, with 3DS in the
 * authentication window when asked. The dialog says how it went and what the token allows.
 */
export function CardRegistrationDialog() {
  const { t } = useTranslation('tokens');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCard } = useTranslation('card');
  const state = useStore(registrationStore);
  const { form, errors, tried, refusal, progress, token } = state;
  const running = isRegistrationRunning(state);
  const step = progress?.step;
  const stepKey = step === 'creating_token' || step === 'authenticating_token' ? step : 'started';
  const outcome = registrationOutcome(progress);
  const pageClosed = progress?.action?.type === 'three_ds' && progress.action.windowClosed === true;
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The outcome sits under the form, which may be scrolled: it comes into view as it is told.
  useEffect(() => {
    if (outcome !== null) outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  const shown = registrationErrorsByField([
    ...(tried ? errors : []),
    ...(refusal?.fields ?? []),
    ...problemFields(progress?.problem),
  ]);
  const errorOf = (field: CardRegistrationField) => {
    const error = shown[field];
    return error === undefined ? null : validationText(tErrors, error.reason);
  };
  const update = (patch: Partial<CardRegistrationForm>) => state.update(patch);

  return (
    <Dialog
      open={state.dialogOpen}
      onClose={() => state.closeDialog()}
      title={t('register.title')}
      closeLabel={t('register.close')}
    >
      {step === 'succeeded' ? (
        <section className="tokens__register-result" aria-labelledby="register-result-title">
          <h3 id="register-result-title">{t('register.outcome.succeeded')}</h3>
          {token === null ? null : (
            <>
              <p className="tokens__usage">{t(usageLimitKey(token))}</p>
              <TokenDetail token={token} />
            </>
          )}
          <Button onClick={() => state.reset()}>{t('register.another')}</Button>
        </section>
      ) : (
        <form
          className="tokens__register dense-fields"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.start(new Date());
          }}
        >
          <p className="tokens__hint">{t('register.intro')}</p>
          <fieldset className="tokens__register-fields" disabled={running}>
            <Field label={t('register.cardholder')} error={errorOf('cardholder')}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  value={form.cardholder}
                  onChange={(event) => update({ cardholder: event.target.value })}
                />
              )}
            </Field>
            <TextEntryField
              label={t('register.cardNumber')}
              error={errorOf('cardNumber')}
              inputMode="numeric"
              characters={{ allowed: cardNumberCharacters, refusal: tCard('cardNumberCharacters') }}
              value={groupCardNumber(form.cardNumber)}
              onChange={(typed) => update({ cardNumber: cardNumberDigits(typed) })}
            />
            <TextEntryField
              label={t('register.expiry')}
              hint={t('register.expiryHint')}
              error={errorOf('expiry')}
              inputMode="numeric"
              placeholder="MM/YY"
              characters={{ allowed: expiryCharacters, refusal: tCard('expiryCharacters') }}
              value={formatExpiry(form.expiry)}
              onChange={(typed) => update({ expiry: expiryDigits(typed) })}
            />
            <Field label={t('register.cvv')} error={errorOf('cvv')}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  value={form.cvv}
                  onChange={(event) =>
                    update({ cvv: event.target.value.replace(/\D/g, '').slice(0, 4) })
                  }
                />
              )}
            </Field>
            <Field label={t('register.email')} error={errorOf('email')}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="off"
                  value={form.email}
                  onChange={(event) => update({ email: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('register.usageLimit')}
              hint={t('register.usageLimitHint')}
              error={errorOf('usageLimit')}
            >
              {(control) => (
                <select
                  {...control}
                  value={form.usageLimit}
                  onChange={(event) =>
                    update({ usageLimit: event.target.value as CardRegistrationForm['usageLimit'] })
                  }
                >
                  {usageLimits.map((limit) => (
                    <option key={limit} value={limit}>
                      {t(`register.limit.${limit}`)}
                    </option>
                  ))}
                  <option value="">{t('register.limit.none')}</option>
                </select>
              )}
            </Field>
            <Field
              label={t('register.customerId')}
              hint={t('register.customerIdHint')}
              error={errorOf('customerId')}
            >
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  value={form.customerId}
                  onChange={(event) => update({ customerId: event.target.value })}
                />
              )}
            </Field>
            <label className="tokens__check">
              <input
                type="checkbox"
                checked={form.threeDs}
                onChange={(event) => update({ threeDs: event.target.checked })}
              />
              {t('register.threeDs')}
            </label>
          </fieldset>
          <div className="tokens__register-actions" aria-live="polite">
            <Button variant="primary" submit disabled={running}>
              {running ? t('register.registering') : t('register.submit')}
            </Button>
            {running && progress?.abortable === true ? (
              <Button onClick={() => void state.abort()}>{t('register.abort')}</Button>
            ) : null}
            {step === undefined || outcome !== null || pageClosed ? null : (
              <p>{t(`register.steps.${stepKey}`)}</p>
            )}
            {outcome === null ? null : (
              <div role="alert" ref={outcomeRef}>
                <h3 className="tokens__outcome">{t(`register.outcome.${outcome}`)}</h3>
                {outcome === 'unknown' ? (
                  // The connection's or the 5xx's own words tell of payments, not of a card.
                  <p>{t('register.lookBeforeAgain')}</p>
                ) : progress?.problem === undefined ? null : (
                  <ProblemText problem={progress.problem} />
                )}
              </div>
            )}
            {refusal === null ? null : (
              <p className="field__error" role="alert">
                {t('register.notStarted')} {errorCodeText(tErrors, refusal.code)}
              </p>
            )}
            {shown.form === undefined ? null : (
              <p className="field__error" role="alert">
                {validationText(tErrors, shown.form.reason)}
              </p>
            )}
          </div>
          {pageClosed ? (
            <CustomerPageClosed
              message={t('register.pageClosed')}
              reopenText={t('register.reopen')}
              onReopen={() => state.reopen()}
            />
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
