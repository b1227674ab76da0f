import { cancelsModule } from './charges/cancels-module';
import { capturesModule } from './charges/captures-module';
import { chargeAdminModule } from './charges/charge-admin-module';
import { chargesModule } from './charges/charges-module';
import { customersModule } from './customers/customers-module';
import { customsModule } from './customs/customs-module';
import { heartbeatModule } from './heartbeat-module';
import { historyModule } from './history/history-module';
import { refundsModule } from './refunds/refunds-module';
import type { SimulatorModule } from './simulator-module';
import { subscriptionsModule } from './subscriptions/subscriptions-module';
import { tokensModule } from './tokens/tokens-module';
import { widgetModule } from './widget/widget-module';
import { historySeedModule } from './seeding/history-seed-module';

/**
 * The modules a simulator runs unless told otherwise. A new resource module is one import and
 * one entry here (docs/simulator.md: Writing a module); order does not matter, since every
 * module's collections are declared before any module registers.
 */
export const serviceModules: readonly SimulatorModule[] = [
  heartbeatModule,
  tokensModule,
  chargesModule,
  chargeAdminModule,
  capturesModule,
  cancelsModule,
  refundsModule,
  historyModule,
  subscriptionsModule,
  customsModule,
  widgetModule,
  customersModule,
  historySeedModule,
];
