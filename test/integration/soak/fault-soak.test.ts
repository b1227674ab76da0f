import { describe, expect, it } from 'vitest';
import { runFaultSoak } from '../../soak/fault-soak';
import { soakLines } from '../../soak/soak-report';

/*
 * The fault soak of `npm run soak`, shortened for every CI run: fewer sales at a higher fault
 * rate, so each fault still meets most kinds of request. The full run's figures are in
 * docs/reliability.md.
 */

describe('selling through a bad network', () => {
  it('charges no sale twice, loses none, crashes never and takes no money the journal misses', async () => {
    const report = await runFaultSoak({ sales: 40, faultRate: 0.2, lanes: 8, seed: 7 });
    process.stdout.write(`${soakLines(report).join('\n')}\n`);
    const { tally } = report;
    expect(tally.operations['card_sale']).toBeGreaterThan(0);
    expect(tally.duplicates).toEqual([]);
    expect(tally.lost).toEqual([]);
    expect(report.unhandled).toEqual([]);
    expect(tally.unknown).toEqual([]);
  }, 240_000);
});
