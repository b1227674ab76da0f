import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { changeMayHaveBeenMade } from '../../../shared/ipc/change-outcome';
import { timestampToDate } from '../../../shared/service/common';
import { customerIdMaxLength } from '../../../shared/service/customers';
import { hasCommandModifier } from '../../app/key-target';
import { useFreshView } from '../../app/use-fresh-view';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useTextLimit } from '../../ui/use-text-limit';
import { formatDateTime } from '../charge-detail/date-time';
import { useTokenCardWords } from '../tokens/token-card-words';
import { tokenTypeName } from '../tokens/token-words';
import { createCustomerIdsStore } from './customer-ids-store';
import '../../ui/panel.css';
import './customer-ids-screen.css';

const customerIdsStore = createCustomerIdsStore(pos);

const mapKey = 'F9';
export const moreTokensKey = 'F8';

/** Maps a member number to the service's customer id and lists that customer's tokens. */
export function CustomerIdsScreen() {
  const { t } = useTranslation('customerIds');
  const { t: tErrors } = useTranslation('errors');
  const { t: tTokens } = useTranslation('tokens');
  const language = useLanguage();
  const cardWords = useTokenCardWords();
  const timeZone = useStoreTimeZone();
  const state = useStore(customerIdsStore);
  const { memberNumber, errors, mapping, refusal, customer, tokens, hasMore, listing, listError } =
    state;
  useFreshView(customerIdsStore.getState().refresh);
  const fieldError = errors[0] ?? refusal?.fields?.find(({ field }) => field === 'customer_id');
  // The service keeps at most 64 characters: counted as they come, and past it said by how many.
  const memberNumberField = useTextLimit(memberNumber, customerIdMaxLength, {
    hint: t('memberNumberHint'),
    error: fieldError === undefined ? null : validationText(tErrors, fieldError.reason),
  });

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === mapKey) {
      void state.map();
      return true;
    }
    if (event.key === moreTokensKey && hasMore) {
      void state.more();
      return true;
    }
    return false;
  });

  return (
    <div className="customer-ids">
      <form
        className="panel panel--snug"
        noValidate
        aria-labelledby="customer-ids-title"
        onSubmit={(event) => {
          event.preventDefault();
          void state.map();
        }}
      >
        <h2 className="panel__title" id="customer-ids-title">
          {t('title')}
        </h2>
        <Field
          label={t('memberNumber')}
          hint={memberNumberField.hint}
          error={memberNumberField.error}
        >
          {(control) => (
            <input
              {...control}
              className="customer-ids__input"
              autoComplete="off"
              value={memberNumber}
              onChange={(event) => state.setMemberNumber(event.target.value)}
            />
          )}
        </Field>
        <Button variant="primary" size="large" shortcut={mapKey} submit disabled={mapping}>
          {mapping ? t('mapping') : t('map')}
        </Button>
        <div className="customer-ids__outcome" aria-live="polite">
          {refusal === null ? null : (
            <p className="field__error" role="alert">
              {changeMayHaveBeenMade(refusal.code) ? t('mayHaveMapped') : t('notMapped')}{' '}
              {errorCodeText(tErrors, refusal.code)}
            </p>
          )}
        </div>
      </form>

      {customer === null ? null : (
        <section className="panel panel--snug" aria-labelledby="customer-ids-result-title">
          <h2 className="panel__title" id="customer-ids-result-title">
            {t('result.title', { memberNumber: customer.memberNumber })}
          </h2>
          <dl className="customer-ids__facts">
            <dt>{t('result.customerId')}</dt>
            <dd className="customer-ids__id">{customer.customerId}</dd>
          </dl>
          <p className="customer-ids__hint">{t('result.hint')}</p>
          <table className="customer-ids__tokens data-table">
            <caption>{t('tokens.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tokens.created')}</th>
                <th scope="col">{t('tokens.method')}</th>
                <th scope="col">{t('tokens.type')}</th>
                <th scope="col">{t('tokens.active')}</th>
                <th scope="col">{t('tokens.id')}</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <td>{formatDateTime(timestampToDate(token.created_on), language, timeZone)}</td>
                  <td>{cardWords(token)}</td>
                  <td>{tokenTypeName(tTokens, token.type)}</td>
                  <td>{token.active === false ? t('tokens.inactive') : t('tokens.yes')}</td>
                  <td className="customer-ids__id">{token.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="customer-ids__list-status" aria-live="polite">
            {listError !== null ? (
              <p className="field__error" role="alert">
                {t('tokens.readFailed')} {errorCodeText(tErrors, listError.code)}
              </p>
            ) : listing ? (
              <p>{t('tokens.reading')}</p>
            ) : tokens.length === 0 ? (
              <p>{t('tokens.none')}</p>
            ) : null}
            {hasMore ? (
              <Button shortcut={moreTokensKey} disabled={listing} onClick={() => void state.more()}>
                {t('tokens.more')}
              </Button>
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}
