import { describe, expect, it } from 'vitest';
import { auditFileName } from '../../../../../renderer/features/settings/audit-file';

describe('the audit trail’s file', () => {
  it('is named by the day it was taken and its format', () => {
    const at = new Date(2025, 4, 1, 23, 59);
    expect(auditFileName('csv', at)).toBe('counter-audit-2025-05-01.csv');
    expect(auditFileName('jsonl', at)).toBe('counter-audit-2025-05-01.jsonl');
  });
});
