import type { RunningSimulator } from '../start-simulator';
import {
  historySeedResult,
  type HistorySeedInput,
  type HistorySeedResult,
} from './history-seed-module';

/**
 * Seeds a running simulator's history in process (docs/simulator.md: Seeding a history): for
 * tests, benchmarks, the CLI's `--seed-history` and the training simulator, whose control
 * routes are off. The trigger `history.seed` does the same over `POST /_sim/triggers`.
 */
export function seedHistory(
  simulator: Pick<RunningSimulator, 'runTrigger'>,
  options: HistorySeedInput,
): HistorySeedResult {
  return historySeedResult.parse(simulator.runTrigger('history.seed', options));
}
