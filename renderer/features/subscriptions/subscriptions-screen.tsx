import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { timestampToDate } from '../../../shared/service/common';
import {
  subscriptionPeriod,
  subscriptionStatus,
  type Subscription,
  type SubscriptionPayment,
} from '../../../shared/service/subscriptions';
import { hasCommandModifier } from '../../app/key-target';
import { useFreshView } from '../../app/use-fresh-view';
import { useKeyCommands } from '../../app/use-key-commands';
import { codeName } from '../../i18n/code-name';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { formatDateTime } from '../charge-detail/date-time';
import { PaymentNotesDialog } from '../charge-detail/payment-notes-dialog';
import { useTokenCardWords } from '../tokens/token-card-words';
import { SubscriptionCharges } from './subscription-charges';
import type { SwitchOutcome } from './subscriptions-store';
import { subscriptionsStore } from './subscriptions-store-instance';
import { SwitchTokenDialog } from './switch-token-dialog';
import '../../ui/panel.css';
import './subscriptions-screen.css';

const findSubscriptionKey = 'F9';
export const switchTokenKey = 'F6';
export const editMetadataKey = 'F5';
export const subscriptionListsKey = 'F7';

function PaymentFacts({ payment }: { payment: SubscriptionPayment }) {
  const { t } = useTranslation('subscriptions');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  return (
    <dl className="subscriptions__facts record-facts" aria-label={t('payments.detail')}>
      <dt>{t('payments.due')}</dt>
      <dd>{`${payment.due_date} (${payment.zone_id})`}</dd>
      <dt>{t('payments.amount')}</dt>
      <dd>{formatAmount(payment.amount, payment.currency, language)}</dd>
      <dt>{t('payments.paid')}</dt>
      <dd>{payment.is_paid ? t('yes') : t('no')}</dd>
      <dt>{t('payments.last')}</dt>
      <dd>{payment.is_last_payment ? t('yes') : t('no')}</dd>
      <dt>{t('payments.created', { zone: timeZone })}</dt>
      <dd>{formatDateTime(timestampToDate(payment.created_on), language, timeZone)}</dd>
    </dl>
  );
}

/**
 * The card the subscription charges, in words once its token is read: the token id alone
 * (with why) when it cannot be, since the id is all the clerk can then look up.
 */
function useCardText(): string {
  const { t } = useTranslation('subscriptions');
  const { t: tErrors } = useTranslation('errors');
  const cardWords = useTokenCardWords();
  const { subscription, card } = useStore(subscriptionsStore);
  const tokenId = subscription?.transaction_token_id;
  if (tokenId === undefined) return '—';
  if (card?.tokenId !== tokenId) return t('detail.cardReading');
  if (card.token !== null) return cardWords(card.token);
  if (card.error !== null) {
    return `${t('detail.cardUnread', { tokenId })} ${errorCodeText(tErrors, card.error.code)}`;
  }
  return t('detail.cardReading');
}

/** What the last card switch turned out to do, as the service answered after it. */
function SwitchOutcomeText({
  outcome,
  currency,
}: {
  outcome: SwitchOutcome;
  currency: Subscription['currency'];
}) {
  const { t } = useTranslation('subscriptions');
  const language = useLanguage();
  const text =
    outcome.kind === 'switched'
      ? t('switch.outcome.switched')
      : t(`switch.outcome.${outcome.kind}`, {
          amount: formatAmount(outcome.amount, currency, language),
        });
  return (
    <p className="subscriptions__switch-outcome" role="status">
      {text}
    </p>
  );
}

/** A subscription's scheduled payments, a page at a time, and one in detail. */
function SubscriptionPayments() {
  const { t } = useTranslation('subscriptions');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { payments, payment, paymentError } = useStore(subscriptionsStore);
  return (
    <div className="subscriptions__payments">
      <table className="subscriptions__table data-table record-table">
        <thead>
          <tr>
            <th scope="col">{t('payments.due')}</th>
            <th scope="col">{t('payments.amount')}</th>
            <th scope="col">{t('payments.paid')}</th>
            <th scope="col">{t('payments.open')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.items.map((item) => (
            <tr key={item.id} aria-selected={payment?.id === item.id}>
              <td>{item.due_date}</td>
              <td>{formatAmount(item.amount, item.currency, language)}</td>
              <td>{item.is_paid ? t('yes') : t('no')}</td>
              <td>
                <Button
                  variant="quiet"
                  aria-label={t('payments.openLabel', { due: item.due_date })}
                  onClick={() => void subscriptionsStore.getState().openPayment(item.id)}
                >
                  {t('payments.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="subscriptions__list-status" aria-live="polite">
        {payments.error !== null ? (
          <p className="field__error" role="alert">
            {t('payments.readFailed')} {errorCodeText(tErrors, payments.error.code)}
          </p>
        ) : payments.loading ? (
          <p>{t('reading')}</p>
        ) : payments.items.length === 0 ? (
          <p>{t('payments.none')}</p>
        ) : null}
        {payments.hasMore ? (
          <Button onClick={() => void subscriptionsStore.getState().morePayments()}>
            {t('more')}
          </Button>
        ) : null}
      </div>
      {paymentError === null ? null : (
        <p className="field__error" role="alert">
          {t('payments.readFailed')} {errorCodeText(tErrors, paymentError.code)}
        </p>
      )}
      {payment === null ? null : <PaymentFacts payment={payment} />}
    </div>
  );
}

/**
 * A subscription found by id (the service lists none): its detail, followed while unverified;
 * its scheduled payments or its charges; and switching its card or editing its metadata.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation('subscriptions');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const state = useStore(subscriptionsStore);
  const { subscription } = state;
  const cardText = useCardText();
  const [list, setList] = useState<'payments' | 'charges'>('payments');
  const [dialog, setDialog] = useState<'switch' | 'metadata' | null>(null);
  useFreshView(subscriptionsStore.getState().refresh);

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === findSubscriptionKey) void state.find();
    else if (event.key === subscriptionListsKey)
      setList((current) => (current === 'payments' ? 'charges' : 'payments'));
    else if (event.key === switchTokenKey && subscription !== null) setDialog('switch');
    else if (event.key === editMetadataKey && subscription !== null) setDialog('metadata');
    else return false;
    return true;
  });

  return (
    <div className="subscriptions dense-fields">
      <section className="panel panel--dense" aria-labelledby="subscription-title">
        <form
          className="subscriptions__find"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.find();
          }}
        >
          <Field
            label={t('find.label')}
            hint={t('find.hint')}
            error={state.idError === null ? null : validationText(tErrors, state.idError)}
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={state.typedId}
                onChange={(event) => state.setTypedId(event.target.value)}
              />
            )}
          </Field>
          <Button variant="primary" shortcut={findSubscriptionKey} submit disabled={state.loading}>
            {t('find.submit')}
          </Button>
        </form>
        <h2 className="panel__title" id="subscription-title">
          {t('detail.title')}
        </h2>
        <div aria-live="polite">
          {state.error === null ? null : (
            <p className="field__error" role="alert">
              {t('detail.readFailed')} {errorCodeText(tErrors, state.error.code)}
            </p>
          )}
          {state.loading ? <p>{t('reading')}</p> : null}
          {state.polling ? <p className="subscriptions__polling">{t('detail.polling')}</p> : null}
        </div>
        {subscription === null ? (
          <p className="subscriptions__hint">{t('detail.none')}</p>
        ) : (
          <>
            <dl className="subscriptions__facts record-facts">
              <dt>{t('detail.id')}</dt>
              <dd className="subscriptions__id">{subscription.id}</dd>
              <dt>{t('detail.status')}</dt>
              <dd>
                {codeName(subscriptionStatus.options, subscription.status, (status) =>
                  t(`statusName.${status}`),
                )}
              </dd>
              <dt>{t('detail.amount')}</dt>
              <dd>{formatAmount(subscription.amount, subscription.currency, language)}</dd>
              <dt>{t('detail.period')}</dt>
              <dd>
                {codeName(
                  subscriptionPeriod.options,
                  subscription.period ?? subscription.cyclical_period,
                  (period) => t(`periodName.${period}`),
                )}
              </dd>
              <dt>{t('detail.token')}</dt>
              <dd>{cardText}</dd>
              <dt>{t('detail.nextPayment')}</dt>
              <dd>{subscription.next_payment?.due_date ?? '—'}</dd>
              <dt>{t('detail.created', { zone: timeZone })}</dt>
              <dd>
                {formatDateTime(timestampToDate(subscription.created_on), language, timeZone)}
              </dd>
              <dt>{t('detail.metadata')}</dt>
              <dd>
                {Object.entries(subscription.metadata)
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join(', ') || '—'}
              </dd>
            </dl>
            {state.switchOutcome === null ? null : (
              <SwitchOutcomeText outcome={state.switchOutcome} currency={subscription.currency} />
            )}
            <div className="subscriptions__actions">
              <Button shortcut={switchTokenKey} onClick={() => setDialog('switch')}>
                {t('switch.open')}
              </Button>
              <Button shortcut={editMetadataKey} onClick={() => setDialog('metadata')}>
                {t('detail.editMetadata')}
              </Button>
            </div>
          </>
        )}
      </section>
      {subscription === null ? null : (
        <section className="panel panel--dense" aria-label={t('lists')}>
          <div className="subscriptions__switch" role="group" aria-label={t('lists')}>
            {(['payments', 'charges'] as const).map((name) => (
              <Button
                key={name}
                variant={list === name ? 'primary' : 'secondary'}
                aria-pressed={list === name}
                onClick={() => setList(name)}
              >
                {t(`${name}.title`)}
              </Button>
            ))}
            <kbd>{subscriptionListsKey}</kbd>
          </div>
          {list === 'payments' ? (
            <SubscriptionPayments />
          ) : (
            // Keyed so another subscription's form starts from its store's (reset) filters.
            <SubscriptionCharges key={subscription.id} />
          )}
        </section>
      )}
      {dialog === 'switch' && subscription !== null ? (
        <SwitchTokenDialog
          subscription={subscription}
          currentCard={cardText}
          onSwitch={state.switchCard}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'metadata' && subscription !== null ? (
        <PaymentNotesDialog
          title={t('detail.editMetadata')}
          metadata={subscription.metadata}
          onSave={(metadata) => state.update({ metadata })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
