import type { RouteDefinition } from '../../../../shared/service/route';
import { cancelRoutes } from '../../../../shared/service/cancels';
import { captureRoutes } from '../../../../shared/service/captures';
import { chargeRoutes } from '../../../../shared/service/charges';
import { customerRoutes } from '../../../../shared/service/customers';
import { customsRoutes } from '../../../../shared/service/customs';
import { heartbeatRoutes } from '../../../../shared/service/heartbeat';
import { historyRoutes } from '../../../../shared/service/history';
import { refundRoutes } from '../../../../shared/service/refunds';
import { subscriptionRoutes } from '../../../../shared/service/subscriptions';
import { tokenRoutes } from '../../../../shared/service/tokens';
import { widgetRoutes } from '../../../../shared/service/widget';

/** Every route of the service the contract declares, named `table.route`. */
export const everyRoute: readonly [string, RouteDefinition][] = Object.entries({
  cancelRoutes,
  captureRoutes,
  chargeRoutes,
  customerRoutes,
  customsRoutes,
  heartbeatRoutes,
  historyRoutes,
  refundRoutes,
  subscriptionRoutes,
  tokenRoutes,
  widgetRoutes,
}).flatMap(([table, entries]) =>
  Object.entries(entries as Record<string, RouteDefinition>).map(
    ([name, route]): [string, RouteDefinition] => [`${table}.${name}`, route],
  ),
);
