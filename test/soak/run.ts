import { parseArgs } from 'node:util';
import { runFaultSoak } from './fault-soak';
import { soakLines, soakMet } from './soak-report';

/*
 * `npm run soak [-- --sales N --fault-rate R --lanes N --seed N]`: the fault soak at full size
 * (1,000 sales at 10% faults by default); `npm run soak -- --crash [--kills N]`: the crash soak.
 * Prints the figures and one MET or MISSED line per goal, and exits 1 when a goal is missed.
 */

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '1000' },
    'fault-rate': { type: 'string', default: '0.1' },
    lanes: { type: 'string', default: '16' },
    seed: { type: 'string', default: '1' },
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

const report = await runFaultSoak({
  sales: Math.floor(number('sales', values.sales, 1, 1_000_000)),
  faultRate: number('fault-rate', values['fault-rate'], 0, 1),
  lanes: Math.floor(number('lanes', values.lanes, 1, 64)),
  seed: Math.floor(number('seed', values.seed, 0, 2 ** 31)),
});
process.stdout.write(`${soakLines(report).join('\n')}\n`);
process.exit(soakMet(report) ? 0 : 1);
