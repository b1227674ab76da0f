import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openPrintRegister,
  printRegisterFileName,
  type PrintRecord,
} from '../../../../main/printing/print-register';
import { openRecordLog } from '../../../../main/journal/record-log';
import { chargeId } from './printed-documents';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-prints-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const printed: PrintRecord = {
  at: '2025-03-14T05:08:00.000Z',
  document: 'receipt',
  chargeId,
  output: 'paper',
  copy: false,
};

async function open() {
  const opened = await openPrintRegister({ directory });
  if (!opened.ok) throw new Error(`not opened: ${opened.error.code}`);
  return opened.value.register;
}

describe('openPrintRegister', () => {
  it('counts the issues of each document of each charge', async () => {
    const register = await open();
    expect(register.issueCount('receipt', chargeId)).toBe(0);
    expect(await register.record(printed)).toEqual({ ok: true, value: undefined });
    expect(register.issueCount('receipt', chargeId)).toBe(1);
    expect(register.issueCount('payment_slip', chargeId)).toBe(0);
    await register.close();
  });

  it('still knows after a restart that a document was issued', async () => {
    const first = await open();
    await first.record(printed);
    await first.record({ ...printed, output: 'pdf', copy: true });
    await first.close();
    const second = await open();
    expect(second.issueCount('receipt', chargeId)).toBe(2);
    await second.close();
  });

  it('refuses to open over a stored record that is not a print record', async () => {
    const log = await openRecordLog({
      path: join(directory, printRegisterFileName),
      kind: 'print-register',
    });
    if (!log.ok) throw new Error(log.error.code);
    await log.value.log.append({ ...printed, chargeId: 'not-a-charge' });
    await log.value.log.close();
    const opened = await openPrintRegister({ directory });
    expect(opened.ok || opened.error.code).toBe('PRINT_RECORD_INVALID');
  });
});
