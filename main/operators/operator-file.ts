import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  approvalActions,
  defaultApprovalActions,
  idleSignOutMinutes,
  operatorSummary,
  receiptOperator,
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

const storedOperator = operatorSummary.extend({ pin: pinHash });
export type StoredOperator = z.infer<typeof storedOperator>;

/**
 * A file from before operator numbers: its operators are numbered in the order they were
 * added, and the last number given is the highest of theirs.
 */
function numbered(file: unknown): unknown {
  if (typeof file !== 'object' || file === null || !('operators' in file)) return file;
  const { operators } = file;
  if (!Array.isArray(operators)) return file;
  const given = operators.map((operator: unknown) =>
    typeof operator === 'object' && operator !== null && 'number' in operator
      ? Number(operator.number)
      : 0,
  );
  let next = Math.max(0, ...given);
  const renumbered = operators.map((operator: unknown) =>
    typeof operator === 'object' && operator !== null && !('number' in operator)
      ? { ...operator, number: (next += 1) }
      : operator,
  );
  return { lastNumber: next, ...file, operators: renumbered };
}

const operatorFile = z.preprocess(
  numbered,
  z.strictObject({
    version: z.literal(1),
    operators: z.array(storedOperator),
    /** The highest number ever given, so a removed operator's is never given again. */
    lastNumber: z.int().min(0),
    idleSignOutMinutes,
    /** Wrong PINs in a row on this till, whichever operator they were typed for. */
    failedSignIns: z.int().min(0),
    retryAt: isoTimestamp.nullable(),
    /** Absent in files written before manager approvals: the defaults. */
    approvalActions: approvalActions.default([...defaultApprovalActions]),
    receiptOperator: receiptOperator.default('name'),
  }),
);
export type OperatorFile = z.infer<typeof operatorFile>;

const fileName = 'operators.json';

const emptyOperatorFile: OperatorFile = {
  version: 1,
  operators: [],
  lastNumber: 0,
  idleSignOutMinutes: 5,
  failedSignIns: 0,
  retryAt: null,
  approvalActions: [...defaultApprovalActions],
  receiptOperator: 'name',
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
