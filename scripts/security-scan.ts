// Scans the main process, the preload and the built renderer with Electronegativity for
// `npm run test:security`, failing on any finding the reviewed allowlist does not excuse.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire, Module } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One finding the scan may let through: this check, in this file, once, for this reason. */
const allowlistEntry = z.strictObject({
  check: z.string().regex(/^[A-Z_]+$/),
  file: z.string().min(1),
  justification: z.string().min(1),
});
export type AllowlistEntry = z.infer<typeof allowlistEntry>;

export interface Finding {
  check: string;
  /** Relative to the scanned root, with `/`; global checks report `N/A`. */
  file: string;
  line: number;
  column: number;
  severity: string;
  confidence: string;
  description: string;
  sample: string;
  /** The allowlist's justification, when an entry excuses this finding. */
  excused?: string;
}

export interface ScanReport {
  electronVersion: string;
  inputs: string[];
  findings: Finding[];
  /** Files Electronegativity could not analyse (or was told to skip), which it would pass. */
  errors: { file: string; message: string }[];
  /** Entries that excused nothing: the code they covered changed, so they need review. */
  staleAllowlistEntries: AllowlistEntry[];
  passed: boolean;
}

interface ElectronegativityIssue {
  id: string;
  file: string;
  location: { line: number; column: number };
  severity: { name: string };
  confidence: { name: string };
  description: string;
  sample?: string;
}

type Electronegativity = (options: {
  input: string;
  isRelative: boolean;
  electronVersionOverride: string;
  excludeFromScan: string[];
}) => Promise<{
  issues: ElectronegativityIssue[];
  errors: { file: string; message: string }[];
}>;

/**
 * Its release check downloads Electron's release list on every run: the answer changes with
 * the day, not with this code (Electron upgrades are reviewed as dependency updates).
 */
const offlineExclusions = ['AvailableSecurityFixesGlobalCheck'];

/**
 * Loads Electronegativity with its `got` answering every request as not found: it fetches
 * translations on each run, and the scan must neither reach the network nor wait on it.
 * Without a translation it keeps its bundled English.
 */
function loadElectronegativity(): Electronegativity {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@doyensec/electronegativity/package.json');
  const gotPath = createRequire(packageJson).resolve('got');
  const stub = new Module(gotPath);
  stub.filename = gotPath;
  stub.exports = () => Promise.resolve({ statusCode: 404, body: '' });
  stub.loaded = true;
  require.cache[gotPath] = stub;
  return require('@doyensec/electronegativity') as Electronegativity;
}

/** Inline `eng-disable` comments would hide findings from the scan, past the allowlist. */
async function inlineDisables(dir: string): Promise<{ file: string; message: string }[]> {
  const found: { file: string; message: string }[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'utf8')).includes('eng-disable')) {
      found.push({
        file: toPosix(path.relative(dir, file)),
        message: 'eng-disable comment: excuse findings in scripts/security-scan-allowlist.json',
      });
    }
  }
  return found;
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/**
 * Scans `inputs` (folders relative to `scanRoot`) together, so the app-wide checks (CSP,
 * navigation limits, permission handler) see the whole app, and matches every finding against
 * the allowlist.
 */
export async function securityScan(options: {
  scanRoot: string;
  inputs: string[];
  electronVersion: string;
  allowlist: AllowlistEntry[];
}): Promise<ScanReport> {
  const run = loadElectronegativity();
  // Electronegativity takes one folder; copying the inputs into one keeps their paths.
  const stage = await mkdtemp(path.join(os.tmpdir(), 'counter-security-scan-'));
  try {
    for (const input of options.inputs) {
      await mkdir(path.dirname(path.join(stage, input)), { recursive: true });
      await cp(path.join(options.scanRoot, input), path.join(stage, input), { recursive: true });
    }
    const result = await run({
      input: stage,
      isRelative: true,
      electronVersionOverride: options.electronVersion,
      excludeFromScan: offlineExclusions,
    });
    const findings: Finding[] = result.issues.map((issue) => ({
      check: issue.id,
      file: toPosix(issue.file),
      line: issue.location.line,
      column: issue.location.column,
      severity: issue.severity.name,
      confidence: issue.confidence.name,
      description: issue.description,
      sample: issue.sample ?? '',
    }));
    const staleAllowlistEntries = options.allowlist.filter((entry) => {
      const finding = findings.find(
        (candidate) =>
          candidate.excused === undefined &&
          candidate.check === entry.check &&
          candidate.file === entry.file,
      );
      if (finding === undefined) return true;
      finding.excused = entry.justification;
      return false;
    });
    const errors = [
      ...result.errors.map(({ file, message }) => ({
        file: toPosix(path.relative(stage, file)),
        message,
      })),
      ...(await inlineDisables(stage)),
    ];
    return {
      electronVersion: options.electronVersion,
      inputs: options.inputs,
      findings,
      errors,
      staleAllowlistEntries,
      passed:
        errors.length === 0 &&
        staleAllowlistEntries.length === 0 &&
        findings.every((finding) => finding.excused !== undefined),
    };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

function summary(report: ScanReport, reportFile: string): string {
  const lines = [
    `Electronegativity (Electron ${report.electronVersion}) over ${report.inputs.join(', ')}:`,
  ];
  for (const finding of report.findings) {
    const where = `${finding.file}:${finding.line}:${finding.column}`;
    const status = finding.excused === undefined ? 'FAIL' : 'allowed';
    lines.push(`  ${status} ${finding.check} ${finding.severity}/${finding.confidence} ${where}`);
  }
  for (const error of report.errors) {
    lines.push(`  FAIL not analysed: ${error.file}: ${error.message}`);
  }
  for (const entry of report.staleAllowlistEntries) {
    lines.push(`  FAIL allowlist entry matched nothing: ${entry.check} in ${entry.file}`);
  }
  const excused = report.findings.filter((finding) => finding.excused !== undefined).length;
  lines.push(
    `${report.passed ? 'Passed' : 'Failed'}: ${report.findings.length} findings ` +
      `(${excused} allowlisted), ${report.errors.length} files not analysed, ` +
      `${report.staleAllowlistEntries.length} stale allowlist entries. Report: ${reportFile}`,
  );
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const inputs = ['main', 'preload'];
  // Once the renderer has a build, scanning without its output would pass silently.
  if (existsSync(path.join(root, 'dist/renderer'))) {
    inputs.push('dist/renderer');
  } else if (existsSync(path.join(root, 'renderer/vite.config.ts'))) {
    console.error('test:security: dist/renderer is missing; run `npm run build:renderer` first.');
    process.exit(1);
  }
  const electron = JSON.parse(
    await readFile(path.join(root, 'node_modules/electron/package.json'), 'utf8'),
  ) as { version: string };
  const allowlist = z
    .array(allowlistEntry)
    .parse(
      JSON.parse(await readFile(path.join(root, 'scripts/security-scan-allowlist.json'), 'utf8')),
    );
  const report = await securityScan({
    scanRoot: root,
    inputs,
    electronVersion: electron.version,
    allowlist,
  });
  const reportFile = 'test-results/security-scan.json';
  await mkdir(path.join(root, 'test-results'), { recursive: true });
  await writeFile(path.join(root, reportFile), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(summary(report, reportFile));
  process.exitCode = report.passed ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
