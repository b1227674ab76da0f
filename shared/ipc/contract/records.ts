import { customerRoutes } from '../../service/customers';
import { customsRoutes } from '../../service/customs';
import { subscriptionRoutes } from '../../service/subscriptions';
import { tokenRoutes } from '../../service/tokens';
import { widgetConfiguration, widgetRoutes } from '../../service/widget';
import { channel, emptyInput } from './channel';
import { routeChannel, scopedListChannel, storeRouteInput } from './route-channel';

/**
 * The back office's records at the service: tokens, subscriptions, customs declarations,
 * customer ids and the payment widget. Creating a subscription charges a token on a schedule,
 * so it has no channel; switching one's token is audited by its handler. The widget's colours
 * are read back from the checkout info, as the widget reads them (main/ipc/record-handlers.ts).
 */
export const recordChannels = {
  'tokens:list': scopedListChannel(tokenRoutes.listStoreTokens, tokenRoutes.listTokens),
  'tokens:get': routeChannel(tokenRoutes.getToken),
  'tokens:get-by-alias': routeChannel(tokenRoutes.getTokenByAlias),

  'subscriptions:get': routeChannel(subscriptionRoutes.getSubscription),
  'subscriptions:update': channel(
    storeRouteInput(subscriptionRoutes.updateSubscription),
    subscriptionRoutes.updateSubscription.response,
  ),
  'subscriptions:list-charges': routeChannel(subscriptionRoutes.listSubscriptionCharges),
  'subscriptions:list-payments': routeChannel(subscriptionRoutes.listSubscriptionPayments),
  'subscriptions:get-payment': routeChannel(subscriptionRoutes.getSubscriptionPayment),

  'customs:create': routeChannel(customsRoutes.createCustomsDeclaration),
  'customs:get': routeChannel(customsRoutes.getCustomsDeclaration),
  'customs:update': routeChannel(customsRoutes.updateCustomsDeclaration),

  'widget:get': channel(emptyInput, widgetConfiguration),
  'widget:update': routeChannel(widgetRoutes.updateWidgetConfiguration),
  'customers:create-id': routeChannel(customerRoutes.createCustomerId),
};
