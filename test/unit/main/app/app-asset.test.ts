import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAssetResponse, resolveAppAsset } from '../../../../main/app/app-asset';

let sandbox: string;
let root: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'counter-app-asset-'));
  root = path.join(sandbox, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Counter</title>');
  await writeFile(path.join(root, 'assets', 'app.js'), 'export {};');
  await writeFile(path.join(root, 'assets', 'logo file.svg'), '<svg/>');
  await writeFile(path.join(sandbox, 'secret.txt'), 'outside the renderer');
});

afterAll(async () => {
  await rm(sandbox, { recursive: true, force: true });
});

describe('resolveAppAsset', () => {
  it('serves index.html for the bare origin', () => {
    expect(resolveAppAsset(root, 'app://counter/')).toEqual({
      ok: true,
      value: path.join(root, 'index.html'),
    });
  });

  it('resolves a nested file and decodes its name once', () => {
    expect(resolveAppAsset(root, 'app://counter/assets/logo%20file.svg')).toEqual({
      ok: true,
      value: path.join(root, 'assets', 'logo file.svg'),
    });
    expect(resolveAppAsset(root, 'app://counter/assets/%252e%252e')).toEqual({
      ok: true,
      value: path.join(root, 'assets', '%2e%2e'),
    });
  });

  it.each([
    'app://counter/../secret.txt',
    'app://counter/%2e%2e/secret.txt',
    'app://counter/assets/.%2E/.%2e/secret.txt',
  ])('keeps dot segments inside the root: %s', (url) => {
    const resolution = resolveAppAsset(root, url);
    expect(resolution.ok).toBe(true);
    expect(resolution.ok && resolution.value).toBe(path.join(root, 'secret.txt'));
  });

  it.each([
    ['an encoded slash climbing out', 'app://counter/..%2Fsecret.txt'],
    ['an encoded backslash climbing out', 'app://counter/..%5Csecret.txt'],
    ['an encoded absolute path', 'app://counter/%2Fetc%2Fpasswd'],
    ['a Windows drive', 'app://counter/C:/Windows/win.ini'],
    ['an encoded Windows path', 'app://counter/C%3A%5CWindows%5Cwin.ini'],
    ['a NUL byte', 'app://counter/index.html%00.png'],
    ['a malformed escape', 'app://counter/%E0%A4%A'],
  ])('refuses %s', (_name, url) => {
    expect(resolveAppAsset(root, url)).toEqual({ ok: false, error: { code: 'path-refused' } });
  });

  it.each(['app://other/index.html', 'file:///etc/passwd', 'https://counter/index.html'])(
    'refuses a URL outside the app origin: %s',
    (url) => {
      expect(resolveAppAsset(root, url)).toEqual({
        ok: false,
        error: { code: 'not-app-origin' },
      });
    },
  );
});

describe('appAssetResponse', () => {
  const options = () => ({ rootDir: root, mode: 'production' as const });

  it('serves a page with its type, the CSP and nosniff', async () => {
    const response = await appAssetResponse(
      { url: 'app://counter/index.html', method: 'GET' },
      options(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Counter</title>');
  });

  it('serves scripts as JavaScript so module scripts load', async () => {
    const response = await appAssetResponse(
      { url: 'app://counter/assets/app.js', method: 'GET' },
      options(),
    );
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    ['a missing file', 'app://counter/missing.js'],
    ['a directory', 'app://counter/assets'],
    ['a file outside the root', 'app://counter/..%2Fsecret.txt'],
    ['another origin', 'app://other/index.html'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await appAssetResponse({ url, method: 'GET' }, options());
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await appAssetResponse({ url: 'app://counter/', method: 'HEAD' }, options());
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await appAssetResponse({ url: 'app://counter/', method: 'POST' }, options());
    expect(post.status).toBe(405);
  });
});
