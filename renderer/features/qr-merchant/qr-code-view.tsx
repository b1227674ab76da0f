import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Countdown } from '../../ui/countdown';
import { QrCode } from '../../ui/qr-code';
import type { CustomerActionViewProps } from '../charge-progress/customer-action-view-props';
import { TrainingCustomerActions } from '../training/training-customer-actions';
import './qr-code-view.css';

/** Large enough for a phone's camera across the counter, small enough to fit beside the facts. */
const qrSize = 340;

/** What a trainee can do as the customer of a merchant QR: pay it, or let it run out. */
const trainingActions = ['pay_merchant_qr', 'expire_charge'] as const;

/**
 * What the counter shows while a merchant-presented QR sale waits: the code for the customer's
 * wallet app, large, with the wallet, the amount and the time left to pay. The wait's status
 * and the abort (which cancels the charge) are the progress screen's.
 */
export function QrCodeView({ action, operation }: CustomerActionViewProps<'qr_code'>) {
  const { t } = useTranslation('qrMerchant');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const titleId = useId();
  const brand = brandName(tBrands, action.brand);
  const amount = formatAmount(operation.amount, operation.currency, language);
  const chargeId = operation.progress?.chargeId;
  return (
    <section className="qr-code-wait" aria-labelledby={titleId}>
      <h2 className="qr-code-wait__title" id={titleId}>
        {t('code.title', { brand })}
      </h2>
      <div className="qr-code-wait__body">
        <QrCode
          className="qr-code-wait__code"
          value={action.content}
          size={qrSize}
          label={t('code.label', { brand, amount })}
        />
        <dl className="qr-code-wait__facts">
          <div>
            <dt>{t('code.wallet')}</dt>
            <dd className="qr-code-wait__brand">{brand}</dd>
          </div>
          <div>
            <dt>{t('code.amount')}</dt>
            <dd className="qr-code-wait__amount">{amount}</dd>
          </div>
          {action.expiresAt === null ? null : (
            <div>
              <dt>{t('code.expiresIn')}</dt>
              <dd className="qr-code-wait__countdown">
                <Countdown
                  until={new Date(action.expiresAt)}
                  label={t('code.expiresIn')}
                  expiredLabel={t('code.expired')}
                />
              </dd>
            </div>
          )}
        </dl>
      </div>
      <p className="qr-code-wait__hint">{t('code.body')}</p>
      {chargeId === undefined ? null : (
        <TrainingCustomerActions chargeId={chargeId} actions={trainingActions} />
      )}
    </section>
  );
}
