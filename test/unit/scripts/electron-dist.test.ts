import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function electronDist(): Promise<string | null> {
  const config = pathToFileURL(
    path.resolve(import.meta.dirname, '../../../scripts/electron-dist.mjs'),
  );
  const { default: parent } = (await import(config.href)) as {
    default: { electronDist: () => string | null };
  };
  return parent.electronDist();
}

describe('the electronDist override', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('points electron-builder at a pre-fetched Electron', async () => {
    vi.stubEnv('COUNTER_ELECTRON_DIST', '/media/offline/electron');
    expect(await electronDist()).toBe('/media/offline/electron');
  });

  it('leaves electron-builder to its cache when unset or blank', async () => {
    vi.stubEnv('COUNTER_ELECTRON_DIST', undefined);
    expect(await electronDist()).toBeNull();
    vi.stubEnv('COUNTER_ELECTRON_DIST', '  ');
    expect(await electronDist()).toBeNull();
  });
});
