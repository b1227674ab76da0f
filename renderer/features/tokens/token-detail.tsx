import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timestampToDate } from '../../../shared/service/common';
import { usageLimits } from '../../../shared/service/token-options';
import {
  cvvAuthorizeStatus,
  isPaymentType,
  threeDsStatus,
  type TransactionToken,
} from '../../../shared/service/tokens';
import { brandName } from '../../i18n/brand-name';
import { codeName } from '../../i18n/code-name';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime } from '../charge-detail/date-time';
import { methodName } from '../history/method-name';
import { tokenTypeName } from './token-words';

/** A usage limit's explanation key: the conventions' values, none, or not read yet. */
export function usageLimitKey(
  token: TransactionToken,
): `usageLimit.${(typeof usageLimits)[number] | 'unknown' | 'none' | 'other'}` {
  if (token.usage_limit === undefined) return 'usageLimit.unknown';
  if (token.usage_limit === null) return 'usageLimit.none';
  const known = usageLimits.find((limit) => limit === token.usage_limit);
  return known === undefined ? 'usageLimit.other' : `usageLimit.${known}`;
}

/**
 * One fact, its term beside its value, two a row (a wide one alone): every fact of a card token
 * then fits beside the list at a counter's 1280x800, with nothing below the fold.
 */
function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide === true ? 'tokens__fact tokens__fact--wide' : 'tokens__fact'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The card part of a card token, masked as the service returns it: never more than it sent. */
function CardFacts({ token }: { token: TransactionToken }) {
  const { t } = useTranslation('tokens');
  const { t: tBrands } = useTranslation('brands');
  if (!isPaymentType(token, 'card')) return null;
  const { card, three_ds: threeDs, cvv_authorize: cvvAuthorize } = token.data;
  return (
    <>
      <Fact term={t('detail.card')} wide>
        {t('detail.cardMasked', {
          brand: brandName(tBrands, card.brand),
          bin: card.card_bin ?? '••••••',
          lastFour: card.last_four,
        })}
      </Fact>
      <Fact term={t('detail.cardholder')}>{card.cardholder}</Fact>
      <Fact term={t('detail.expiry')}>
        {`${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`}
      </Fact>
      {threeDs === undefined ? null : (
        <Fact term={t('detail.threeDs')}>
          {threeDs.enabled
            ? codeName(threeDsStatus.options, threeDs.status, (status) =>
                t(`threeDsStatus.${status}`),
              )
            : t('detail.off')}
        </Fact>
      )}
      {cvvAuthorize === undefined ? null : (
        <Fact term={t('detail.cvvAuthorize')}>
          {cvvAuthorize.enabled
            ? codeName(cvvAuthorizeStatus.options, cvvAuthorize.status, (status) =>
                t(`cvvAuthorizeStatus.${status}`),
              )
            : t('detail.off')}
        </Fact>
      )}
    </>
  );
}

/** One token as the service keeps it: its kind, usage limit, card (masked), metadata. */
export function TokenDetail({ token }: { token: TransactionToken }) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const metadata = Object.entries(token.metadata ?? {});
  const { t: tPayments } = useTranslation('payments');
  return (
    <dl className="record-facts tokens__facts">
      <Fact term={t('detail.id')} wide>
        <span className="tokens__id">{token.id}</span>
      </Fact>
      <CardFacts token={token} />
      <Fact term={t('detail.usageLimit')} wide>
        {t(usageLimitKey(token))}
      </Fact>
      <Fact term={t('detail.type')}>{tokenTypeName(t, token.type)}</Fact>
      <Fact term={t('detail.active')}>
        {token.active === false ? t('detail.inactive') : t('detail.usable')}
      </Fact>
      <Fact term={t('detail.mode')}>{t(`modeName.${token.mode}`)}</Fact>
      <Fact term={t('detail.paymentType')}>{methodName(tPayments, token.payment_type)}</Fact>
      <Fact term={t('detail.email')} wide>
        {token.email ?? '—'}
      </Fact>
      <Fact term={t('detail.created')} wide>
        {formatDateTime(timestampToDate(token.created_on), language, timeZone)}
      </Fact>
      <Fact term={t('detail.lastUsed')} wide>
        {token.last_used_on === undefined || token.last_used_on === null
          ? t('detail.neverUsed')
          : formatDateTime(timestampToDate(token.last_used_on), language, timeZone)}
      </Fact>
      {token.amount === undefined ||
      token.amount === null ||
      token.currency === undefined ||
      token.currency === null ? null : (
        <Fact term={t('detail.aliasAmount')}>
          {formatAmount(token.amount, token.currency, language)}
        </Fact>
      )}
      {metadata.length === 0 ? null : (
        <Fact term={t('detail.metadata')} wide>
          <ul className="tokens__metadata">
            {metadata.map(([key, value]) => (
              <li key={key}>
                <code>{key}</code>: {String(value)}
              </li>
            ))}
          </ul>
        </Fact>
      )}
    </dl>
  );
}
