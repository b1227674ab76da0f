import { describe, expect, it } from 'vitest';
import { runCrashSoak } from '../../../../soak/crash-soak';
import { soakLines } from '../../../../soak/soak-report';

/*
 * DESIGN.md: Flows: a crash or power loss mid-payment resumes on the next start without
 * charging twice. The crash soak of `npm run soak -- --crash` (test/soak/crash-soak.ts) at the
 * size of every CI run: tills sell every kind of sale and are killed with SIGKILL at random
 * moments, 51 times; in the end the simulator's charges and the journals must agree: at most
 * one charge per operation, no charge the journals do not know, every operation ended, in
 * the review list, or waiting for its customer with its charge known, and no sale left in
 * review while the service can tell how its charge stands.
 */

describe('killing tills mid-sale', () => {
  it('charges no operation twice, loses none and leaves a person only what the service cannot tell', async () => {
    const report = await runCrashSoak({
      tills: 3,
      killsPerTill: 17,
      maxKillDelayMs: 2_000,
      seed: 1,
    });
    process.stdout.write(`${soakLines(report).join('\n')}\n`);
    const { tally } = report;
    expect(tally.operations['card_sale']).toBeGreaterThan(0);
    expect(tally.duplicates).toEqual([]);
    expect(tally.lost).toEqual([]);
    expect(report.unhandled).toEqual([]);
    expect(tally.unknown).toEqual([]);
    expect(tally.decidableReviews).toEqual([]);
  }, 600_000);
});
