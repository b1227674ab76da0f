import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm run lint` runs dependency-cruiser over every folder with .dependency-cruiser.cjs. These
 * tests hold its rule to what the project needs: a circle of type-only imports counts, and
 * files that import one way only pass.
 */

const { forbidden = [] } = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as Pick<
  IConfiguration,
  'forbidden'
>;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function violations(files: Record<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'counter-circles-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const result = await cruise([folder], {
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result, got text');
  return result.output.summary.violations.map((violation) => violation.rule.name);
}

describe('the import-circle rule', () => {
  it('finds a circle made of type-only imports', async () => {
    const found = await violations({
      'run.ts':
        "import type { Details } from './progress';\nexport type Run = { details: Details };\n",
      'progress.ts': "import type { Run } from './run';\nexport type Details = { run?: Run };\n",
    });
    expect(found).toContain('no-circular');
  });

  it('passes files that import one way only', async () => {
    const found = await violations({
      'details.ts': 'export type Details = { step: string };\n',
      'run.ts':
        "import type { Details } from './details';\nexport type Run = { details: Details };\n",
    });
    expect(found).toEqual([]);
  });
});
