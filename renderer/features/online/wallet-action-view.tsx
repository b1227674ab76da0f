import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../i18n/brand-name';
import { Countdown } from '../../ui/countdown';
import { QrCode } from '../../ui/qr-code';
import type { CustomerActionViewProps } from '../charge-progress/customer-action-view-props';
import { CustomerPageClosed } from '../charge-progress/customer-page-closed';
import { saleOperationStore } from '../charge-progress/use-sale-operation';
import { TrainingCustomerActions } from '../training/training-customer-actions';
import { walletPresentationOf } from './wallet-presentation';
import './wallet-action-view.css';

/**
 * What a trainee may do as a wallet's customer: approve or decline in the wallet, or never
 * pay. The simulator's wallet apps (sdk, app, web) have no page to press Pay on, so these are
 * the only way such a sale is paid in training; a page's sale may use either.
 */
const trainingActions = ['pay_online_wallet', 'decline_online_wallet', 'expire_charge'] as const;

/** Large enough for a phone's camera at arm's length across the counter. */
const qrSize = 260;

/**
 * What the counter shows while a wallet payment waits for its customer: the time left to
 * approve, then the page's QR code for their phone, word that the wallet's window opened, or
 * what to do in the wallet's app. The wait itself (its status, the abort) is the progress
 * screen's.
 */
export function WalletActionView({ action, operation }: CustomerActionViewProps<'wallet'>) {
  const { t } = useTranslation('online');
  const { t: tBrands } = useTranslation('brands');
  const titleId = useId();
  const brand = brandName(tBrands, action.brand);
  const presentation = walletPresentationOf(action);
  const chargeId = operation.progress?.chargeId;
  return (
    <section className="wallet-wait" aria-labelledby={titleId}>
      <h2 className="wallet-wait__title" id={titleId}>
        {t('wait.title', { brand })}
      </h2>
      {action.windowClosed === true ? (
        <CustomerPageClosed
          message={t('wait.pageClosed.message', { brand })}
          reopenText={t('wait.pageClosed.reopen', { brand })}
          onReopen={() => saleOperationStore.getState().reopen()}
        />
      ) : null}
      {action.expiresAt === null ? null : (
        <div className="wallet-wait__deadline">
          {t('wait.deadline.label')}{' '}
          <Countdown
            until={new Date(action.expiresAt)}
            label={t('wait.deadline.label')}
            expiredLabel={t('wait.deadline.expired')}
          />
        </div>
      )}
      {presentation.kind === 'qr' ? (
        <div className="wallet-wait__qr">
          <QrCode
            className="wallet-wait__code"
            value={presentation.url}
            size={qrSize}
            label={t('wait.qr.label', { brand })}
          />
          <div className="wallet-wait__text">
            <p className="wallet-wait__lead">{t('wait.qr.body', { brand })}</p>
            {presentation.host === null ? null : (
              <p>{t('wait.qr.host', { host: presentation.host })}</p>
            )}
            <p>{t('wait.qr.alsoWindow')}</p>
            <p className="wallet-wait__updates">{t('wait.updates')}</p>
          </div>
        </div>
      ) : presentation.kind === 'window' ? (
        <div className="wallet-wait__text">
          <p className="wallet-wait__lead">{t('wait.window.body', { brand })}</p>
          {presentation.host === null ? null : (
            <p>{t('wait.window.host', { host: presentation.host })}</p>
          )}
          <p className="wallet-wait__updates">{t('wait.updates')}</p>
        </div>
      ) : (
        <div className="wallet-wait__text">
          <p className="wallet-wait__lead">{t(`wait.app.${presentation.callMethod}`, { brand })}</p>
          <p className="wallet-wait__updates">{t('wait.updates')}</p>
        </div>
      )}
      {chargeId === undefined ? null : (
        <TrainingCustomerActions chargeId={chargeId} actions={trainingActions} />
      )}
    </section>
  );
}
