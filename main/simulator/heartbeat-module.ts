import { heartbeatRoutes } from '../../shared/service/heartbeat';
import type { SimulatorModule } from './simulator-module';

/** Conventions: Wire format, `GET /heartbeat` answers without authentication. */
export const heartbeatModule: SimulatorModule = {
  name: 'heartbeat',
  collections: [],
  register(registry) {
    registry.route(heartbeatRoutes.heartbeat, () => ({ status: 'ok' }));
  },
};
