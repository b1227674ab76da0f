// Writes shared/ipc/channel-names.ts from the contract (`npm run generate:channels`).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelNamesSource } from '../shared/ipc/channel-names-source';
import { eventContract, invokeContract } from '../shared/ipc/ipc-contract';

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../shared/ipc/channel-names.ts',
);
const source = channelNamesSource(Object.keys(invokeContract), Object.keys(eventContract));
const current = await readFile(file, 'utf8').catch(() => '');
if (current === source) {
  process.stdout.write('shared/ipc/channel-names.ts is up to date\n');
} else {
  await writeFile(file, source);
  process.stdout.write('wrote shared/ipc/channel-names.ts\n');
}
