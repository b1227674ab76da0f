import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { timestampToDate } from '../../../shared/service/common';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { hasCommandModifier } from '../../app/key-target';
import { useFreshView } from '../../app/use-fresh-view';
import { useKeyCommands } from '../../app/use-key-commands';
import { brandName } from '../../i18n/brand-name';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useKeptBoxScroll } from '../../ui/use-kept-box-scroll';
import type { KeptScroll } from '../../ui/virtual-list';
import { formatDateTime } from '../charge-detail/date-time';
import { moreTokensKey } from '../customer-ids/customer-ids-screen';
import { CardRegistrationDialog, registrationStore } from './card-registration-dialog';
import { TokenDetail } from './token-detail';
import { TokenFilters } from './token-filters';
import { tokenBrandOrMethod, tokenTypeName } from './token-words';
import { createTokensStore } from './tokens-store';
import { useStoreName } from '../../app/use-store-name';
import './tokens-screen.css';

const tokensStore = createTokensStore(pos);

export const registerCardKey = 'F4';

/** A row's card or method: brand and last four where the list gives them. */
function MethodCell({ token }: { token: TransactionToken }) {
  const { t } = useTranslation('tokens');
  const { t: tBrands } = useTranslation('brands');
  const { t: tPayments } = useTranslation('payments');
  if (isPaymentType(token, 'card')) {
    return (
      <>
        {t('list.cardShort', {
          brand: brandName(tBrands, token.data.card.brand),
          lastFour: token.data.card.last_four,
        })}
      </>
    );
  }
  return <>{tokenBrandOrMethod(token, tBrands, tPayments)}</>;
}

/** Where the clerk left the rows: back from another view, they show there again. */
const keptRowsScroll: KeptScroll = { top: 0 };

/**
 * The store's (or every store's) transaction tokens with the spec's filters, a page at a time;
 * a token's detail; a look-up by alias; and the recurring card registration.
 */
export function TokensScreen() {
  const { t } = useTranslation('tokens');
  const { t: tErrors } = useTranslation('errors');
  const storeName = useStoreName();
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const state = useStore(tokensStore);
  const { filter, filterErrors, items, hasMore, status, listError, detail } = state;

  useFreshView(tokensStore.getState().refresh);
  const rows = useKeptBoxScroll<HTMLDivElement>(keptRowsScroll);

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === moreTokensKey && hasMore) {
      void state.more();
      return true;
    }
    if (event.key === registerCardKey) {
      registrationStore.getState().openDialog();
      return true;
    }
    return false;
  });

  const merchantWide = filter.scope === 'merchant';
  return (
    <div className="tokens fills-main">
      <section className="tokens__list" aria-labelledby="tokens-title">
        <div className="tokens__head">
          <h2 className="tokens__title" id="tokens-title">
            {t('title')}
          </h2>
          <div className="tokens__list-status" aria-live="polite">
            {listError !== null ? (
              <p className="field__error" role="alert">
                {t('list.readFailed')} {errorCodeText(tErrors, listError.code)}
              </p>
            ) : status === 'loading' ? (
              <p>{t('list.reading')}</p>
            ) : status === 'loaded' && items.length === 0 ? (
              <p>{t('list.none')}</p>
            ) : null}
            {hasMore ? (
              <Button
                shortcut={moreTokensKey}
                disabled={status === 'loading'}
                onClick={() => void state.more()}
              >
                {t('list.more')}
              </Button>
            ) : null}
          </div>
        </div>
        <TokenFilters
          applied={filter}
          errors={filterErrors}
          onApply={(next) => void state.search(next)}
        />
        {/* Focusable, so the rows scroll by keyboard too, even while no row has a button. */}
        <div
          ref={rows}
          className="tokens__rows"
          role="region"
          aria-labelledby="tokens-title"
          tabIndex={0}
        >
          <table className="tokens__table">
            <colgroup>
              <col className="tokens__col-created" />
              <col className="tokens__col-method" />
              <col className="tokens__col-type" />
              <col />
              {merchantWide ? <col /> : null}
              <col className="tokens__col-id" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('list.created', { zone: timeZone })}</th>
                <th scope="col">{t('list.method')}</th>
                <th scope="col">{t('list.type')}</th>
                <th scope="col">{t('list.email')}</th>
                {/* Every row of one store's list names the same store. */}
                {merchantWide ? <th scope="col">{t('list.store')}</th> : null}
                <th scope="col">{t('list.id')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((token) => (
                <tr key={token.id} aria-selected={detail?.id === token.id}>
                  <td>
                    {formatDateTime(
                      timestampToDate(token.created_on),
                      language,
                      timeZone,
                      'minute',
                    )}
                  </td>
                  <td>
                    <MethodCell token={token} />
                  </td>
                  <td>{tokenTypeName(t, token.type)}</td>
                  {/* An address may be longer than its column: it is whole in the title and the detail. */}
                  <td className="tokens__email" title={token.email ?? undefined}>
                    {token.email ?? '—'}
                  </td>
                  {merchantWide ? <td>{storeName(token.store_id, token.store_name)}</td> : null}
                  <td>
                    {/* The name holds the words shown (WCAG 2.5.3); the whole id is in the detail. */}
                    <button
                      type="button"
                      className="tokens__open"
                      aria-label={t('list.open', { end: token.id.slice(-6) })}
                      onClick={() => void state.open(token.id)}
                    >
                      {token.id.slice(-6)}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="tokens__detail" aria-labelledby="tokens-detail-title">
        <div className="tokens__head">
          <h2 className="tokens__title" id="tokens-detail-title">
            {t('detail.title')}
          </h2>
          <Button
            variant="primary"
            shortcut={registerCardKey}
            onClick={() => registrationStore.getState().openDialog()}
          >
            {t('register.open')}
          </Button>
        </div>
        <form
          className="tokens__alias"
          noValidate
          aria-label={t('alias.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void state.lookUpAlias();
          }}
        >
          <Field
            label={t('alias.title')}
            hint={t('alias.hint')}
            error={state.aliasError === null ? null : validationText(tErrors, state.aliasError)}
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={state.alias}
                onChange={(event) => state.setAlias(event.target.value)}
              />
            )}
          </Field>
          <Button submit disabled={state.aliasLoading}>
            {t('alias.submit')}
          </Button>
          {state.aliasRefusal === null ? null : (
            <p className="field__error" role="alert">
              {state.aliasRefusal.code === 'NOT_FOUND'
                ? t('alias.notFound')
                : `${t('alias.failed')} ${errorCodeText(tErrors, state.aliasRefusal.code)}`}
            </p>
          )}
        </form>
        <div className="tokens__shown" aria-live="polite">
          {state.detailError === null ? null : (
            <p className="field__error" role="alert">
              {t('detail.readFailed')} {errorCodeText(tErrors, state.detailError.code)}
            </p>
          )}
          {detail === null ? (
            <p className="tokens__hint">{t('detail.none')}</p>
          ) : (
            <TokenDetail token={detail} />
          )}
        </div>
      </section>
      <CardRegistrationDialog />
    </div>
  );
}
