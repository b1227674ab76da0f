import { parseArgs } from 'node:util';
import { runCrashSoak } from './crash-soak';
import { runFaultSoak } from './fault-soak';
import { soakLines, soakMet } from './soak-report';

/*
 * `npm run soak [-- --sales N --fault-rate R --lanes N --seed N]`: the fault soak at full size
 * (1,000 sales at 10% faults by default); `npm run soak -- --crash [--kills N --tills N
 * --max-kill-delay-ms N]`: the crash soak (120 kills of 4 tills by default).
 * Prints the figures and one MET or MISSED line per goal, and exits 1 when a goal is missed.
 */

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '1000' },
    'fault-rate': { type: 'string', default: '0.1' },
    lanes: { type: 'string', default: '16' },
    seed: { type: 'string', default: '1' },
    crash: { type: 'boolean', default: false },
    kills: { type: 'string', default: '120' },
    tills: { type: 'string', default: '4' },
    'max-kill-delay-ms': { type: 'string', default: '6000' },
  },
});

function number(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    process.stderr.write(`soak: --${name} must be a number from ${min} to ${max}, not ${text}\n`);
    process.exit(2);
  }
  return value;
}

const seed = Math.floor(number('seed', values.seed, 0, 2 ** 31));
let report;
if (values.crash) {
  const tills = Math.floor(number('tills', values.tills, 1, 16));
  report = await runCrashSoak({
    tills,
    killsPerTill: Math.ceil(number('kills', values.kills, 1, 100_000) / tills),
    maxKillDelayMs: number('max-kill-delay-ms', values['max-kill-delay-ms'], 0, 600_000),
    seed,
  });
} else {
  report = await runFaultSoak({
    sales: Math.floor(number('sales', values.sales, 1, 1_000_000)),
    faultRate: number('fault-rate', values['fault-rate'], 0, 1),
    lanes: Math.floor(number('lanes', values.lanes, 1, 64)),
    seed,
  });
}
process.stdout.write(`${soakLines(report).join('\n')}\n`);
process.exit(soakMet(report) ? 0 : 1);
