import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../../../main/journal/audit-event';

/** A hash as SHA-256 can come out: hex whose digits run into a Luhn-valid card number. */
const hashWithACardNumberInIt = `4111111111111111${'a'.repeat(48)}`;

const entry = {
  seq: 1,
  at: '2026-11-25T12:00:00.000Z',
  actor: {},
  event: { action: 'training_mode_switch', details: { enabled: true } },
  previousHash: '0'.repeat(64),
  hash: hashWithACardNumberInIt,
};

describe('an audit entry', () => {
  it('reads back whatever digits its chain hashes happen to hold', () => {
    expect(auditEntry.safeParse(entry).success).toBe(true);
    expect(auditEntry.safeParse({ ...entry, previousHash: hashWithACardNumberInIt }).success).toBe(
      true,
    );
  });

  it('still refuses a card number in what it records', () => {
    const planted = {
      ...entry,
      event: {
        action: 'settings_change',
        details: { setting: 'printerName', from: null, to: '4111 1111 1111 1111' },
      },
    };
    const parsed = auditEntry.safeParse(planted);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('CARD_NUMBER_NOT_ALLOWED');
  });
});
