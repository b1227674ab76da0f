import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { uuid } from '../../shared/service/common';
import { writeFileAtomic } from '../files/atomic-file';

/*
 * This till's id: random, made on the first start and kept in the data directory, so every
 * charge the till makes names it (`counter-till-id`) and a reconciliation tells this till's
 * forgotten charges from another till's (docs/back-office.md: Reconciliation).
 */

export const tillIdFileName = 'till-id.json';

const tillIdFile = z.strictObject({ tillId: uuid });

/** The till's id, made and kept durably the first time. */
export async function openTillId(dataDir: string): Promise<string> {
  const path = join(dataDir, tillIdFileName);
  try {
    return tillIdFile.parse(JSON.parse(await readFile(path, 'utf8'))).tillId;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tillId = randomUUID();
  await writeFileAtomic(path, `${JSON.stringify({ tillId })}\n`);
  return tillId;
}
