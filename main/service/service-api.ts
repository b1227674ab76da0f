import { cancelRoutes } from '../../shared/service/cancels';
import { captureRoutes } from '../../shared/service/captures';
import { chargeRoutes } from '../../shared/service/charges';
import { checkoutInfoRoutes } from '../../shared/service/checkout-info';
import { customerRoutes } from '../../shared/service/customers';
import { customsRoutes } from '../../shared/service/customs';
import { heartbeatRoutes } from '../../shared/service/heartbeat';
import { historyRoutes } from '../../shared/service/history';
import { refundRoutes } from '../../shared/service/refunds';
import { subscriptionRoutes } from '../../shared/service/subscriptions';
import { tokenRoutes } from '../../shared/service/tokens';
import { widgetRoutes } from '../../shared/service/widget';
import { bindRoutes } from './bind-routes';
import type { ServiceClient } from './service-client';

/** Every route of the spec and the conventions as a typed function, grouped by resource. */
export function createServiceApi(client: ServiceClient) {
  return {
    tokens: bindRoutes(client, tokenRoutes),
    charges: bindRoutes(client, chargeRoutes),
    captures: bindRoutes(client, captureRoutes),
    cancels: bindRoutes(client, cancelRoutes),
    refunds: bindRoutes(client, refundRoutes),
    history: bindRoutes(client, historyRoutes),
    subscriptions: bindRoutes(client, subscriptionRoutes),
    customs: bindRoutes(client, customsRoutes),
    widget: bindRoutes(client, widgetRoutes),
    checkoutInfo: bindRoutes(client, checkoutInfoRoutes),
    customers: bindRoutes(client, customerRoutes),
    heartbeat: bindRoutes(client, heartbeatRoutes),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;
