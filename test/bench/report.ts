/**
 * What every benchmark module reports. `npm run bench` (test/bench/run.ts) imports each
 * `test/bench/*.bench.ts`, calls its default export, and prints one line per report. Ratios
 * are measured side by side in the same run, so they compare like with like on any machine.
 */
export interface BenchReport {
  /** What was measured, e.g. "simulator GET /heartbeat throughput vs bare node:http". */
  readonly name: string;
  /** The measured figure, e.g. a ratio (0.62) or a count (10). */
  readonly value: number;
  /** How to read `value`, e.g. "x of baseline", "requests per 1,000 items", "MiB growth". */
  readonly unit: string;
  /** The goal in words, e.g. ">= 0.5". */
  readonly goal: string;
  /** Whether `value` meets the goal. */
  readonly met: boolean;
  /** Raw figures behind the value, printed for the reader. */
  readonly details?: Readonly<Record<string, number | string>>;
}

export type Benchmark = () => Promise<readonly BenchReport[]>;
