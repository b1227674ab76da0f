import { useTranslation } from 'react-i18next';
import type { Charge } from '../../../shared/service/charges';
import { useNavigation } from '../../app/navigation-store';
import { Button } from '../../ui/button';
import { useRecordsView } from '../records/records-store';
import { subscriptionsStore } from './subscriptions-store-instance';

/**
 * From a charge a subscription made, to that subscription in the records screen: the service
 * lists no subscriptions, so a charge's `subscription_id` is one of the ways to one.
 */
export function ChargeSubscriptionLink({ charge }: { charge: Charge }) {
  const { t } = useTranslation('subscriptions');
  const subscriptionId = charge.subscription_id;
  if (subscriptionId === undefined || subscriptionId === null) return null;
  return (
    <Button
      onClick={() => {
        void subscriptionsStore.getState().open(subscriptionId);
        useRecordsView.getState().show('subscriptions');
        useNavigation.getState().navigate('records');
      }}
    >
      {t('fromCharge')}
    </Button>
  );
}
