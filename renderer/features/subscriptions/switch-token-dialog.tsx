import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMayHaveBeenMade } from '../../../shared/ipc/change-outcome';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { parseRequest, uuid } from '../../../shared/service/common';
import type { Subscription } from '../../../shared/service/subscriptions';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { switchEffect } from './switch-effect';

/** What the switch will do, in words, given the subscription's status. */
function SwitchEffectText({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('subscriptions');
  const language = useLanguage();
  const effect = switchEffect(subscription);
  const amount = (minor: Subscription['amount']) =>
    formatAmount(minor, subscription.currency, language);
  const text =
    effect.kind === 'overdueNow'
      ? t('switch.effect.overdueNow', { amount: amount(effect.amount) })
      : effect.kind === 'nextPayment'
        ? effect.dueDate === null
          ? t('switch.effect.nextPaymentUndated', { amount: amount(effect.amount) })
          : t('switch.effect.nextPayment', { amount: amount(effect.amount), due: effect.dueDate })
        : effect.kind === 'noMorePayments'
          ? t(`switch.effect.${effect.status}`)
          : t(`switch.effect.${effect.kind}`);
  return <p className="subscriptions__switch-effect">{text}</p>;
}

/**
 * Switches the card a subscription charges (spec: Update a subscription, for example when the
 * card expires). The new token is typed, then confirmed by the clerk on its own step, since it
 * changes what will be charged (said in words from the subscription's status); main records it
 * in the audit trail before sending.
 */
export function SwitchTokenDialog({
  subscription,
  currentCard,
  onSwitch,
  onClose,
}: {
  subscription: Subscription;
  /** The card it charges now, in words (or its token id while those are unknown). */
  currentCard: string;
  onSwitch: (tokenId: string) => Promise<IpcError | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const { t: tErrors } = useTranslation('errors');
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const parsed = parseRequest(uuid, typed.trim());
  const sameToken = parsed.success && parsed.data === subscription.transaction_token_id;
  const ownError = !tried
    ? null
    : typed.trim() === ''
      ? validationText(tErrors, 'REQUIRED_VALUE')
      : !parsed.success
        ? validationText(tErrors, 'INVALID_UUID')
        : sameToken
          ? t('switch.sameToken')
          : null;
  const refusedField = refusal?.fields?.find(({ field }) => field === 'transaction_token_id');

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (parsed.success && !sameToken) setConfirming(parsed.data);
  };
  const confirm = async (tokenId: string) => {
    setBusy(true);
    const refused = await onSwitch(tokenId);
    setBusy(false);
    if (refused === null) onClose();
    else {
      setRefusal(refused);
      setConfirming(null);
    }
  };

  return (
    <Dialog
      open
      title={t('switch.title')}
      onClose={onClose}
      closeLabel={t('switch.back')}
      safeClose
    >
      {confirming === null ? (
        <form className="subscriptions__dialog-form" noValidate onSubmit={review}>
          <p>{t('switch.intro', { current: currentCard })}</p>
          <Field
            label={t('switch.tokenId')}
            hint={t('switch.tokenIdHint')}
            error={
              ownError ??
              (refusedField === undefined ? null : validationText(tErrors, refusedField.reason))
            }
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setRefusal(null);
                }}
              />
            )}
          </Field>
          {refusal === null ? null : (
            <p className="field__error" role="alert">
              {changeMayHaveBeenMade(refusal.code)
                ? t('switch.maySwitched')
                : t('switch.notSwitched')}{' '}
              {errorCodeText(tErrors, refusal.code)}
            </p>
          )}
          <Button variant="primary" submit>
            {t('switch.review')}
          </Button>
        </form>
      ) : (
        <div
          className="subscriptions__dialog-form"
          role="group"
          aria-label={t('switch.confirmTitle')}
        >
          <SwitchEffectText subscription={subscription} />
          <p>{t('switch.confirmText', { from: currentCard, to: confirming })}</p>
          <Button variant="danger" disabled={busy} onClick={() => void confirm(confirming)}>
            {busy ? t('switch.switching') : t('switch.confirm')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
