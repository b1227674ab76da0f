import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ipcPathPrefix,
  tokenAttribute,
  tokenHeader,
} from '../../../../../main/ipc/browser-host/host-wire';
import { storeCredentials, storeId } from '../../../../unit/main/credentials/app-token-fixture';

/*
 * `npm run start:browser` as a local program meets it: the page's token read from `GET /`,
 * then the dispatch called with it, so any local program that reads the page can call the till.
 * Needs the built renderer
 * (`npm run build:renderer`, which `npm test` runs before the integration tests).
 */

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
let host: ChildProcess | undefined;

afterEach(async () => {
  if (host === undefined || host.exitCode !== null) return;
  const exited = once(host, 'exit');
  host.kill('SIGTERM');
  await exited;
});

/** Runs `command` and answers its first stdout line, and what it wrote so far, once it prints it. */
async function firstLineOf(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  host = child;
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const exited = once(child, 'exit').then(() => {
    throw new Error(`the host exited: ${stderr.join('')}`);
  });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  lines.close();
  return { child, first, stdout, stderr };
}

/** Starts the host's command line and answers the page's address once it prints it. */
async function startHost(...args: string[]): Promise<{ url: string; stderr: string[] }> {
  const { first, stderr } = await firstLineOf(process.execPath, [
    '--import',
    'tsx',
    'main/ipc/browser-host/cli.ts',
    '--port',
    '0',
    '--json',
    ...args,
  ]);
  return { url: (JSON.parse(first) as { url: string }).url, stderr };
}

/** What any local program can do: read the token from the page, then call a channel. */
async function callAsLocalProgram(url: string, channel: string, input: unknown) {
  const page = await (await fetch(url)).text();
  const token = new RegExp(`${tokenAttribute}="([^"]+)"`).exec(page)?.[1];
  expect(token).toBeDefined();
  const response = await fetch(`${url.replace(/\/$/, '')}${ipcPathPrefix}${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [tokenHeader]: token ?? '' },
    body: JSON.stringify(input),
  });
  return response.json() as Promise<unknown>;
}

const shop = (baseUrl: string) => ({
  profile: { name: 'Shop', storeId, mode: 'test', baseUrl, currency: 'JPY' },
  credentials: storeCredentials(),
});

describe('the browser host command', () => {
  it('serves training only unless told otherwise, and says so', async () => {
    const { url, stderr } = await startHost();
    expect(await callAsLocalProgram(url, 'profiles:save', shop('https://api.example'))).toEqual({
      ok: false,
      error: { code: 'REAL_STORES_NOT_ALLOWED', message: expect.any(String) as string },
    });
    expect(await callAsLocalProgram(url, 'profiles:get-active', {})).toMatchObject({
      ok: true,
      data: { id: 'training', training: true },
    });
    expect(stderr.join('')).toContain('training only');
  });

  it('takes a real store with --allow-real-stores, warning that any local program can reach it', async () => {
    const { url, stderr } = await startHost('--allow-real-stores');
    expect(
      await callAsLocalProgram(url, 'profiles:save', shop('https://api.example')),
    ).toMatchObject({
      ok: true,
      data: { name: 'Shop', training: false },
    });
    expect(stderr.join('')).toContain('any program on this machine');
  });

  it('prints only its JSON line on stdout through npm, and stops on SIGTERM', async () => {
    const { child, first, stdout } = await firstLineOf('npm', [
      'run',
      '--silent',
      'start:browser',
      '--',
      '--json',
      '--port',
      '0',
    ]);
    expect(JSON.parse(first)).toMatchObject({ url: expect.stringMatching(/^http:/) as string });
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
    expect(stdout.join('')).toBe(`${first}\n`);
  });
});
