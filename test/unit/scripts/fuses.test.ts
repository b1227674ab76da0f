import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses';
import { describe, expect, it } from 'vitest';

interface FakeContext {
  packager: { addElectronFuses: (context: FakeContext, fuses: FuseV1Config) => Promise<number> };
}

async function flippedFuses(): Promise<FuseV1Config> {
  const hook = pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/fuses.mjs'));
  const { default: afterPack } = (await import(hook.href)) as {
    default: (context: FakeContext) => Promise<void>;
  };
  const flipped: FuseV1Config[] = [];
  const context: FakeContext = {
    packager: {
      addElectronFuses: (_context, fuses) => {
        flipped.push(fuses);
        return Promise.resolve(1);
      },
    },
  };
  await afterPack(context);
  expect(flipped).toHaveLength(1);
  return flipped[0] as FuseV1Config;
}

describe('the afterPack fuse hook', () => {
  it.each([
    ['RunAsNode', false],
    ['EnableCookieEncryption', true],
    ['EnableNodeOptionsEnvironmentVariable', false],
    ['EnableNodeCliInspectArguments', false],
    ['EnableEmbeddedAsarIntegrityValidation', true],
    ['OnlyLoadAppFromAsar', true],
    ['GrantFileProtocolExtraPrivileges', false],
  ] as const)('sets %s to %s', async (name, state) => {
    const fuses = await flippedFuses();
    expect(fuses.version).toBe(FuseVersion.V1);
    expect(fuses[FuseV1Options[name]]).toBe(state);
  });

  it('sets every fuse @electron/fuses knows, leaving none to chance', async () => {
    const fuses = await flippedFuses();
    const known = Object.values(FuseV1Options).filter((value) => typeof value === 'number');
    for (const option of known) {
      expect(fuses[option], FuseV1Options[option]).toEqual(expect.any(Boolean));
    }
  });
});
