import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fixtureRoot = join(import.meta.dirname, '../../../../../shared/fixtures/service-responses');

/** Every recorded response under a fixtures folder, searched recursively, by relative path. */
export function responseFixtures(folder: string): [string, unknown][] {
  const dir = join(fixtureRoot, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown]);
}
