import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDifferenceExplanations } from '../../../../main/back-office/difference-explanations';
import { auditRecorder } from '../../../../main/core/audit-recorder';
import { openAuditTrail } from '../../../../main/journal/audit-trail';

const key = 'subscription_charge:00000000-0000-4000-8000-000000000001';
let directory: string;
let at = new Date('2026-12-03T01:00:00.000Z');

async function open() {
  const opened = await openAuditTrail({ directory, now: () => at });
  if (!opened.ok) throw new Error(opened.error.code);
  const { trail } = opened.value;
  const recordAudit = auditRecorder(trail, () => ({ profileId: 'training', operator: 'Hanako' }));
  return { trail, explanations: createDifferenceExplanations({ auditTrail: trail, recordAudit }) };
}

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-explained-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('difference explanations', () => {
  it('keeps a clerk’s explanation in the audit trail and reads the latest back after a restart', async () => {
    const first = await open();
    expect(await first.explanations.explain({ differenceKey: key, note: 'Bakery plan' })).toEqual({
      note: 'Bakery plan',
      at: '2026-12-03T01:00:00.000Z',
      operator: 'Hanako',
    });
    at = new Date('2026-12-04T01:00:00.000Z');
    await first.explanations.explain({ differenceKey: key, note: 'Bakery plan, December' });
    await first.trail.close();

    const again = await open();
    expect(await again.explanations.all()).toEqual(
      new Map([
        [
          key,
          { note: 'Bakery plan, December', at: '2026-12-04T01:00:00.000Z', operator: 'Hanako' },
        ],
      ]),
    );
    const exported = await again.trail.export('jsonl');
    expect(exported.ok && exported.value).toContain('"action":"difference_explained"');
    await again.trail.close();
  });

  it('refuses an empty note and a key that names no difference', async () => {
    const { trail, explanations } = await open();
    await expect(explanations.explain({ differenceKey: key, note: ' ' })).rejects.toThrow();
    await expect(
      explanations.explain({ differenceKey: 'not a key', note: 'Bakery plan' }),
    ).rejects.toThrow();
    expect(await explanations.all()).toEqual(new Map());
    await trail.close();
  });
});
