import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditFileName,
  openAuditTrail,
  type AuditTrail,
} from '../../../../main/journal/audit-trail';
import { canonicalJson } from '../../../../main/journal/canonical-json';
import { openRecordLog } from '../../../../main/journal/record-log';

const chargeId = '11efdfb0-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const operationId = '11efdfb1-0000-4000-8000-000000000001';
const manager = { profileId: 'shibuya-1', operator: 'Sato' };

let directory: string;
let now: Date;
const trails: AuditTrail[] = [];

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-audit-'));
  now = new Date('2024-01-05T01:00:00.000Z');
});

afterEach(async () => {
  for (const trail of trails.splice(0)) await trail.close();
  await rm(directory, { recursive: true, force: true });
});

async function open(): Promise<AuditTrail> {
  const opened = await openAuditTrail({ directory, now: () => now });
  if (!opened.ok) throw new Error(`open failed: ${JSON.stringify(opened.error)}`);
  trails.push(opened.value.trail);
  return opened.value.trail;
}

async function appended(trail: AuditTrail, ...args: Parameters<AuditTrail['append']>) {
  const result = await trail.append(...args);
  if (!result.ok) throw new Error(`append failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Four entries of different actions, the trail closed afterwards. */
async function fourEntries() {
  const trail = await open();
  await appended(trail, manager, {
    action: 'capture',
    details: { chargeId, amount: 1000, currency: 'JPY', operationId },
  });
  await appended(trail, manager, {
    action: 'refund',
    details: { chargeId, amount: 300, currency: 'JPY', reason: 'customer_request' },
  });
  await appended(trail, {}, { action: 'training_mode_switch', details: { enabled: true } });
  await appended(trail, manager, {
    action: 'credential_change',
    details: { profileId: 'shibuya-1', change: 'replaced' },
  });
  await trail.close();
}

/** Rewrites the stored entries as a tamperer with a text editor and a CRC tool would. */
async function tamper(change: (records: unknown[]) => unknown[]): Promise<void> {
  const raw = await openRecordLog({ path: join(directory, auditFileName), kind: 'audit' });
  if (!raw.ok) throw new Error('raw open failed');
  await raw.value.log.rewrite(change([...raw.value.records]) as object[]);
  await raw.value.log.close();
}

async function verification() {
  const trail = await open();
  const result = await trail.verify();
  if (!result.ok) throw new Error(`verify failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('audit trail', () => {
  it('chains each entry to the one before it, across reopening', async () => {
    const trail = await open();
    const first = await appended(trail, manager, {
      action: 'cancel',
      details: { chargeId },
    });
    expect(first).toMatchObject({
      seq: 1,
      previousHash: '0'.repeat(64),
      at: '2024-01-05T01:00:00.000Z',
    });
    await trail.close();

    const reopened = await open();
    const second = await appended(reopened, manager, {
      action: 'settings_change',
      details: { setting: 'receipt.footer', from: null, to: 'ありがとうございました' },
    });
    expect(second).toMatchObject({ seq: 2, previousHash: first.hash });
    expect(await reopened.verify()).toEqual({
      ok: true,
      value: { intact: true, entries: 2, headHash: second.hash },
    });
  });

  it('records a document reprint with its ordinal, and refuses one called issue 1', async () => {
    const trail = await open();
    const entry = await appended(trail, manager, {
      action: 'document_reprint',
      details: { document: 'receipt', chargeId, output: 'paper', issue: 2 },
    });
    expect(entry.event).toEqual({
      action: 'document_reprint',
      details: { document: 'receipt', chargeId, output: 'paper', issue: 2 },
    });
    const original = await trail.append(manager, {
      action: 'document_reprint',
      details: { document: 'payment_slip', chargeId, output: 'pdf', issue: 1 },
    });
    expect(original).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('refuses details outside the action’s schema or holding a secret, and records nothing', async () => {
    const trail = await open();
    const attempts = [
      trail.append(manager, {
        action: 'capture',
        details: { chargeId, amount: 1000, currency: 'JPY', cardNumber: '4242' },
      } as never),
      trail.append(manager, {
        action: 'credential_change',
        details: { profileId: 'shibuya-1', change: 'added', secret: 'sk_live_x' },
      } as never),
      trail.append(manager, {
        action: 'settings_change',
        details: { setting: 'service.url', from: null, to: 'https://user:pass@api.example' },
      }),
      trail.append(manager, {
        action: 'review_resolution',
        details: { operationId, outcome: 'succeeded', note: 'card 4012 8888 8888 1881' },
      }),
      trail.append(
        { operator: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ' },
        {
          action: 'training_mode_switch',
          details: { enabled: false },
        },
      ),
    ];
    const codes = (await Promise.all(attempts)).map((result) =>
      result.ok
        ? 'recorded'
        : result.error.code === 'INVALID_INPUT'
          ? result.error.issues[0]?.code
          : result.error.code,
    );
    expect(codes).toEqual([
      'unrecognized_keys',
      'unrecognized_keys',
      'SECRET_NOT_ALLOWED',
      'CARD_NUMBER_NOT_ALLOWED',
      'SECRET_NOT_ALLOWED',
    ]);
    expect(await trail.verify()).toMatchObject({ ok: true, value: { intact: true, entries: 0 } });
  });

  it('reports an edited entry as the first broken link', async () => {
    await fourEntries();
    await tamper((records) => {
      const entry = records[1] as { event: { details: { amount: number } } };
      entry.event.details.amount = 30;
      return records;
    });
    expect(await verification()).toMatchObject({
      intact: false,
      brokenAt: { index: 1, problem: 'hash_mismatch' },
    });
  });

  it('reports an edited entry whose own hash was recomputed at the entry after it', async () => {
    await fourEntries();
    await tamper((records) => {
      const entry = records[1] as Record<string, unknown> & {
        event: { details: { amount: number } };
      };
      entry.event.details.amount = 30;
      const linked = { ...entry, hash: undefined };
      entry.hash = createHash('sha256').update(canonicalJson(linked)).digest('hex');
      return records;
    });
    expect(await verification()).toMatchObject({
      intact: false,
      brokenAt: { index: 2, problem: 'previous_hash_mismatch' },
    });
  });

  it('reports a deleted entry', async () => {
    await fourEntries();
    await tamper((records) => records.filter((_, index) => index !== 1));
    expect(await verification()).toMatchObject({
      intact: false,
      brokenAt: { index: 1, problem: 'sequence_mismatch' },
    });
  });

  it('reports reordered entries', async () => {
    await fourEntries();
    await tamper(([a, b, c, d]) => [a, c, b, d]);
    expect(await verification()).toMatchObject({
      intact: false,
      brokenAt: { index: 1, problem: 'sequence_mismatch' },
    });
  });

  it('reports an inserted entry', async () => {
    await fourEntries();
    await tamper(([a, b, c, d]) => [a, b, b, c, d]);
    expect(await verification()).toMatchObject({
      intact: false,
      brokenAt: { index: 2, problem: 'sequence_mismatch' },
    });
  });

  it('reports an entry edited on disk under an open trail as unreadable', async () => {
    await fourEntries();
    const trail = await open();
    const path = join(directory, auditFileName);
    const contents = await readFile(path, 'utf8');
    await writeFile(path, contents.replace('"amount":300', '"amount":900'));
    expect(await trail.verify()).toEqual({
      ok: true,
      value: { intact: false, entries: 4, brokenAt: { index: 1, problem: 'unreadable_entry' } },
    });
  });

  it('refuses to open when the last entry is not an entry, as new ones could not chain to it', async () => {
    await fourEntries();
    await tamper((records) => [...records, { seq: 5 }]);
    expect(await openAuditTrail({ directory })).toMatchObject({
      ok: false,
      error: { code: 'AUDIT_RECORD_INVALID', index: 4 },
    });
  });

  it('exports JSON lines that hold every entry with its hashes', async () => {
    await fourEntries();
    const trail = await open();
    const exported = await trail.export('jsonl');
    if (!exported.ok) throw new Error('export failed');
    const lines = exported.value.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    const entries = lines.map(
      (line) => JSON.parse(line) as { seq: number; hash: string; previousHash: string },
    );
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect(entries[1]?.previousHash).toBe(entries[0]?.hash);
    expect(lines[0]).toBe(canonicalJson(entries[0]));
  });

  it('exports CSV with a header, quoted details, and formulas disarmed', async () => {
    const trail = await open();
    await appended(
      trail,
      { profileId: 'shibuya-1', operator: '=HYPERLINK("http://x")' },
      {
        action: 'cancel',
        details: { chargeId },
      },
    );
    const exported = await trail.export('csv');
    if (!exported.ok) throw new Error('export failed');
    const [header, row] = exported.value.replace(/^\uFEFF/, '').split('\r\n');
    expect(exported.value.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('seq,at,profile_id,operator,action,details,previous_hash,hash');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(`"{""chargeId"":""${chargeId}""}"`);
  });
});
