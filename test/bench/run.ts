import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Benchmark, BenchReport } from './report';

/*
 * `npx tsx test/bench/run.ts` (`npm run bench`): imports every `test/bench/*.bench.ts`, runs
 * their default-exported `Benchmark`s one after another (never in parallel, so they do not
 * compete for the CPU), and prints one line per report. Benchmarks report; they do not fail
 * the build, so this always exits 0, and a benchmark that throws is reported as not met.
 */

function line(report: BenchReport): string {
  const details = Object.entries(report.details ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  return [
    report.met ? 'MET' : 'MISSED',
    `${report.name}:`,
    `${report.value} ${report.unit}`,
    `(goal ${report.goal})`,
    details === '' ? '' : `[${details}]`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

async function run(file: string): Promise<readonly BenchReport[]> {
  const loaded = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as {
    default?: unknown;
  };
  if (typeof loaded.default !== 'function') {
    throw new Error('its default export is not a Benchmark function');
  }
  return (loaded.default as Benchmark)();
}

const files = (await readdir(import.meta.dirname))
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
for (const file of files) {
  const started = performance.now();
  try {
    for (const report of await run(file)) process.stdout.write(`${line(report)}\n`);
  } catch (error) {
    process.stdout.write(
      `${line({
        name: file,
        value: Number.NaN,
        unit: '',
        goal: 'runs',
        met: false,
        details: { error: error instanceof Error ? error.message : String(error) },
      })}\n`,
    );
  }
  process.stderr.write(`bench: ${file} took ${Math.round(performance.now() - started)} ms\n`);
}
process.exit(0);
