/** What append-child.ts writes and kill-recovery.test.ts expects back. */

export const killTestLogName = 'kill.log';
export const killTestLogKind = 'kill-test';

/** Records as large as the kill test writes; the log must accept them. */
export const killTestMaxRecordBytes = 2 * 1024 * 1024;

/**
 * Every eighth record is large: the kernel stops a write of many pages part-way when SIGKILL
 * arrives, which tears the record as a power loss would (a small write is never cut by a kill).
 */
export function isLargeRecord(n: number): boolean {
  return n % 8 === 0;
}

/** A body whose length and bytes vary with n, multi-byte characters included. */
export function recordBody(n: number): string {
  const filler = isLargeRecord(n) ? 512 * 1024 + ((n * 7919) % (512 * 1024)) : n % 97;
  return `${'x'.repeat(filler)}${'あ'.repeat(n % 13)}${n}`;
}

export const saleIntent = {
  kind: 'card_sale',
  storeId: '11efdfaf-1e1d-899c-9c99-8718c995d6c0',
  profileId: 'kill-test',
  mode: 'test',
  training: true,
  amount: 1000,
  currency: 'JPY',
} as const;
