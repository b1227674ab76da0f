import { heartbeatModule } from './heartbeat-module';
import type { SimulatorModule } from './simulator-module';

/**
 * The modules a simulator runs unless told otherwise. A new resource module is one import and
 * one entry here (docs/simulator.md: Writing a module); order does not matter, since every
 * module's collections are declared before any module registers.
 */
export const serviceModules: readonly SimulatorModule[] = [heartbeatModule];
