import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppMode } from '../../shared/ipc/ipc-payloads';
import { err, ok, type Result } from '../../shared/result';
import { contentSecurityPolicy } from './security/content-security-policy';
import { isAppUrl } from './security/app-origin';

/** The file's path, or why the URL names none. */
export type AppAssetResolution = Result<string, { code: 'not-app-origin' | 'path-refused' }>;

/**
 * The file under `rootDir` that an app:// URL names, or a refusal. The URL parser already
 * folds `..` and `%2e%2e` segments; each segment is then decoded once and refused if it could
 * still climb out or jump elsewhere (`..`, an encoded `/` or `\`, a drive letter, NUL), and
 * the joined path must stay under `rootDir`.
 */
export function resolveAppAsset(rootDir: string, url: string): AppAssetResolution {
  const parsed = URL.parse(url);
  if (parsed === null || !isAppUrl(url)) return err({ code: 'not-app-origin' });

  const segments: string[] = [];
  for (const encoded of parsed.pathname.split('/')) {
    if (encoded === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return err({ code: 'path-refused' });
    }
    if (
      segment === '.' ||
      segment === '..' ||
      /[/\\\0]/.test(segment) ||
      /^[a-zA-Z]:/.test(segment)
    ) {
      return err({ code: 'path-refused' });
    }
    segments.push(segment);
  }
  if (segments.length === 0) segments.push('index.html');

  const root = path.resolve(rootDir);
  const file = path.join(root, ...segments);
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    return err({ code: 'path-refused' });
  }
  return ok(file);
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const missingFileCodes: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export interface AppAssetOptions {
  /** The built renderer (dist/renderer inside the app's resources). */
  rootDir: string;
  mode: AppMode;
}

/**
 * The app:// protocol's answer to one request: the built renderer file with the CSP header,
 * or 404 for anything refused or missing (the same answer, so a page cannot probe the disk).
 */
export async function appAssetResponse(
  request: { url: string; method: string },
  { rootDir, mode }: AppAssetOptions,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const resolution = resolveAppAsset(rootDir, request.url);
  if (!resolution.ok) return new Response(null, { status: 404 });

  let body: Buffer;
  try {
    body = await readFile(resolution.value);
  } catch (error) {
    if (isMissingFile(error)) return new Response(null, { status: 404 });
    throw error;
  }
  const headers = {
    'Content-Type':
      contentTypes[path.extname(resolution.value).toLowerCase()] ?? 'application/octet-stream',
    'Content-Security-Policy': contentSecurityPolicy({ mode }),
    'X-Content-Type-Options': 'nosniff',
  };
  return new Response(
    request.method === 'HEAD' ? null : new Uint8Array(body.buffer, body.byteOffset, body.length),
    {
      status: 200,
      headers,
    },
  );
}

function isMissingFile(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    missingFileCodes.has(error.code)
  );
}
