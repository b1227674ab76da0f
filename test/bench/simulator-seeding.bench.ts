import { performance } from 'node:perf_hooks';
import { seedHistory } from '../../main/simulator/seeding/seed-history';
import { startSimulator } from '../../main/simulator/start-simulator';
import type { Benchmark, BenchReport } from './report';

/*
 * `--seed-history` at scale (docs/simulator.md: Seeding a history promises 100,000 charges in
 * well under a minute): the seconds to seed 100,000 charges into a fresh simulator, and, seeded
 * in the same run, the time per charge at 100,000 against the time per charge at 10,000, which
 * stays near 1 while seeding grows linearly with the count.
 */

const small = 10_000;
const large = 100_000;
const goalSeconds = 30;
const goalGrowth = 1.5;

/** Seconds to seed `count` charges into a fresh simulator on a frozen clock. */
async function secondsToSeed(count: number): Promise<number> {
  const simulator = await startSimulator({ port: 0, clock: 'frozen' });
  try {
    const started = performance.now();
    seedHistory(simulator, { count, days: 30 });
    return (performance.now() - started) / 1000;
  } finally {
    await simulator.close();
  }
}

const benchmark: Benchmark = async (): Promise<readonly BenchReport[]> => {
  const smallSeconds = await secondsToSeed(small);
  const largeSeconds = await secondsToSeed(large);
  const growth = largeSeconds / large / (smallSeconds / small);
  const details = {
    seconds10k: smallSeconds.toFixed(2),
    seconds100k: largeSeconds.toFixed(2),
  };
  return [
    {
      name: 'simulator seeding 100,000 charges',
      value: Number(largeSeconds.toFixed(2)),
      unit: 's',
      goal: `<= ${String(goalSeconds)} s`,
      met: largeSeconds <= goalSeconds,
      details,
    },
    {
      name: 'simulator seeding time per charge at 100,000 vs 10,000',
      value: Number(growth.toFixed(2)),
      unit: 'x',
      goal: `<= ${String(goalGrowth)} (linear)`,
      met: growth <= goalGrowth,
      details,
    },
  ];
};

export default benchmark;
