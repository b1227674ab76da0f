import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  approvalActions,
  defaultApprovalActions,
  idleSignOutMinutes,
  operatorSummary,
} from '../../shared/operators';
import { isoTimestamp } from '../../shared/service/common';
import { CoreStartError } from '../core/core-error';
import { writeFileAtomic } from '../files/atomic-file';
import { operatorFailure } from './operator-failure';
import { pinHash } from './pin-hash';

/*
 * `operators.json` in the data directory: the till's operators with their PINs' hashes, and
 * the run of wrong PINs, so restarting the app does not let a guesser start again.
 */

export const storedOperator = operatorSummary.extend({ pin: pinHash });
export type StoredOperator = z.infer<typeof storedOperator>;

export const operatorFile = z.strictObject({
  version: z.literal(1),
  operators: z.array(storedOperator),
  idleSignOutMinutes,
  /** Wrong PINs in a row on this till, whichever operator they were typed for. */
  failedSignIns: z.int().min(0),
  retryAt: isoTimestamp.nullable(),
  /** Absent in files written before manager approvals: the defaults. */
  approvalActions: approvalActions.default([...defaultApprovalActions]),
});
export type OperatorFile = z.infer<typeof operatorFile>;

const fileName = 'operators.json';

export const emptyOperatorFile: OperatorFile = {
  version: 1,
  operators: [],
  idleSignOutMinutes: 5,
  failedSignIns: 0,
  retryAt: null,
  approvalActions: [...defaultApprovalActions],
};

export async function readOperatorFile(dataDir: string): Promise<OperatorFile> {
  const path = join(dataDir, fileName);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      return emptyOperatorFile;
    }
    throw new CoreStartError('OPERATORS_UNREADABLE', `Cannot read ${fileName}.`, { cause: error });
  }
  let parsed: ReturnType<typeof operatorFile.safeParse>;
  try {
    parsed = operatorFile.safeParse(JSON.parse(text));
  } catch (error) {
    throw new CoreStartError('OPERATORS_UNREADABLE', `${fileName} is not JSON.`, { cause: error });
  }
  if (!parsed.success) {
    throw new CoreStartError('OPERATORS_UNREADABLE', `${fileName} does not hold operators.`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Durable when it resolves; the file is readable by the till's user only. */
export async function writeOperatorFile(dataDir: string, file: OperatorFile): Promise<void> {
  try {
    await writeFileAtomic(join(dataDir, fileName), `${JSON.stringify(file, null, 2)}\n`);
  } catch (error) {
    throw operatorFailure('OPERATORS_WRITE_FAILED', `Cannot write ${fileName}.`, error);
  }
}
