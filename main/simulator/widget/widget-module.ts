import { z } from 'zod';
import { checkoutInfoRoutes } from '../../../shared/service/checkout-info';
import {
  widgetColorDefaults,
  widgetConfiguration,
  widgetRoutes,
} from '../../../shared/service/widget';
import { requireStoreToken } from '../auth';
import { defineCollection } from '../collection';
import type { SimulatorModule } from '../simulator-module';

/** A store's widget configuration, kept under the store's id (one per store). */
const widgetConfigurationRecord = z.strictObject({
  id: z.string(),
  configuration: widgetConfiguration,
});

const widgetConfigurations = defineCollection('widget-configurations', widgetConfigurationRecord);

/**
 * Spec: Update the widget configuration. A store starts from the spec's defaults; each PATCH
 * changes only the colours it names, and the answer shows all seven. Test and live tokens
 * share the one configuration: it belongs to the store, not to a mode. The checkout info
 * reads the colours back under `theme.colors` (references: Widget colours), with the token's
 * mode and the store's name; the rest of the real answer (payment methods' settings, brands)
 * is left out, a documented guess (docs/simulator.md).
 */
export const widgetModule: SimulatorModule = {
  name: 'widget',
  collections: [widgetConfigurations],
  register(sim) {
    const configurations = sim.state.collection(widgetConfigurations);
    sim.route(widgetRoutes.updateWidgetConfiguration, (ctx) => {
      const current = configurations.get(ctx.store.id);
      const given = Object.fromEntries(
        Object.entries(ctx.body.colors).filter(([, value]) => value !== undefined),
      );
      const record = {
        id: ctx.store.id,
        configuration: {
          colors: { ...widgetColorDefaults, ...current?.configuration.colors, ...given },
        },
      };
      const saved = current ? configurations.replace(record) : configurations.insert(record);
      return saved.configuration;
    });
    sim.route(checkoutInfoRoutes.getCheckoutInfo, (ctx) => {
      const store = requireStoreToken(ctx);
      const colors = configurations.get(store.id)?.configuration.colors ?? widgetColorDefaults;
      return { mode: ctx.auth.mode, name: store.name, theme: { colors } };
    });
  },
};
