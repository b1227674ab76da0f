import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

interface AllowlistEntry {
  check: string;
  file: string;
  justification: string;
}

interface ScanReport {
  findings: { check: string; file: string; excused?: string }[];
  errors: { file: string; message: string }[];
  staleAllowlistEntries: AllowlistEntry[];
  passed: boolean;
}

type SecurityScan = (options: {
  scanRoot: string;
  inputs: string[];
  electronVersion: string;
  allowlist: AllowlistEntry[];
}) => Promise<ScanReport>;

// The app-wide guards the global checks look for, so a fixture fails only on its window.
const guardedApp = `
import { app, session } from 'electron';
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});
session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
  callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': ["default-src 'none'"] } });
});
`;

const safeWindow = `
import { BrowserWindow } from 'electron';
export const window = new BrowserWindow({
  webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick' },
});
`;

const insecureWindow = `
import { BrowserWindow } from 'electron';
export const window = new BrowserWindow({
  webPreferences: { contextIsolation: false, nodeIntegration: true, disableBlinkFeatures: 'Auxclick' },
});
`;

const insecureFindings = [
  { check: 'CONTEXT_ISOLATION_JS_CHECK', file: 'main/window.ts' },
  { check: 'NODE_INTEGRATION_JS_CHECK', file: 'main/window.ts' },
  { check: 'SANDBOX_JS_CHECK', file: 'main/window.ts' },
];

const roots: string[] = [];

async function scan(
  files: Record<string, string>,
  allowlist: AllowlistEntry[] = [],
  inputs = ['main'],
): Promise<ScanReport> {
  const scanRoot = await mkdtemp(path.join(os.tmpdir(), 'security-scan-test-'));
  roots.push(scanRoot);
  for (const [file, text] of Object.entries({ 'main/app.ts': guardedApp, ...files })) {
    await mkdir(path.dirname(path.join(scanRoot, file)), { recursive: true });
    await writeFile(path.join(scanRoot, file), text);
  }
  const script = pathToFileURL(
    path.resolve(import.meta.dirname, '../../../scripts/security-scan.ts'),
  );
  const { securityScan } = (await import(script.href)) as { securityScan: SecurityScan };
  return securityScan({ scanRoot, inputs, electronVersion: '45.4.1', allowlist });
}

function allow({ check, file }: { check: string; file: string }): AllowlistEntry {
  return { check, file, justification: 'reviewed in the test' };
}

describe('the security scan', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });

  it('passes an app whose window is isolated and sandboxed, with navigation guarded', async () => {
    const report = await scan({ 'main/window.ts': safeWindow });
    expect(report.findings).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('fails a window with Node integration, without context isolation or sandbox', async () => {
    const report = await scan({ 'main/window.ts': insecureWindow });
    expect(report.findings.map(({ check, file }) => ({ check, file }))).toEqual(
      expect.arrayContaining(insecureFindings),
    );
    expect(report.passed).toBe(false);
  });

  it('lets through what the allowlist excuses, one finding per entry', async () => {
    const allowlist = insecureFindings.map(allow);
    expect((await scan({ 'main/window.ts': insecureWindow }, allowlist)).passed).toBe(true);

    const twoWindows = `${insecureWindow}\nexport const second = new BrowserWindow({ webPreferences: { contextIsolation: false, sandbox: true, disableBlinkFeatures: 'Auxclick' } });\n`;
    const report = await scan({ 'main/window.ts': twoWindows }, allowlist);
    expect(report.findings.filter((finding) => finding.excused === undefined)).toEqual([
      expect.objectContaining({ check: 'CONTEXT_ISOLATION_JS_CHECK', file: 'main/window.ts' }),
    ]);
    expect(report.passed).toBe(false);
  });

  it('fails on an allowlist entry that excuses nothing, so entries cannot outlive their code', async () => {
    const stale = allow({ check: 'CONTEXT_ISOLATION_JS_CHECK', file: 'main/window.ts' });
    const report = await scan({ 'main/window.ts': safeWindow }, [stale]);
    expect(report.staleAllowlistEntries).toEqual([stale]);
    expect(report.passed).toBe(false);
  });

  it('fails on a file it cannot parse rather than skipping it', async () => {
    const report = await scan({ 'main/window.ts': insecureWindow.replace('});', '') });
    expect(report.errors).toEqual([expect.objectContaining({ file: 'main/window.ts' })]);
    expect(report.passed).toBe(false);
  });

  it('fails on an inline eng-disable comment, which would bypass the allowlist', async () => {
    const disabled = insecureWindow.replace(
      'webPreferences:',
      '// eng-disable CONTEXT_ISOLATION_JS_CHECK NODE_INTEGRATION_JS_CHECK SANDBOX_JS_CHECK\n  webPreferences:',
    );
    const report = await scan({ 'main/window.ts': disabled });
    expect(report.errors).toEqual([expect.objectContaining({ file: 'main/window.ts' })]);
    expect(report.passed).toBe(false);
  });

  it('scans every input, keeping its path: a built renderer page with a weak CSP fails', async () => {
    const page =
      '<html><head><meta http-equiv="Content-Security-Policy" content="script-src * \'unsafe-inline\'"></head></html>';
    const report = await scan(
      { 'main/window.ts': safeWindow, 'dist/renderer/index.html': page },
      [],
      ['main', 'dist/renderer'],
    );
    expect(report.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'CSP_GLOBAL_CHECK', file: 'dist/renderer/index.html' }),
      ]),
    );
    expect(report.passed).toBe(false);
  });
});
