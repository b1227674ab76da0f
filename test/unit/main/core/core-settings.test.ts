import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageOfLocale, openCoreSettings } from '../../../../main/core/core-settings';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-settings-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the interface language of a first start', () => {
  it('follows the system locale: Japanese for ja, English for any other, Japanese if unknown', () => {
    expect(languageOfLocale('ja-JP')).toBe('ja');
    expect(languageOfLocale('en-US')).toBe('en');
    expect(languageOfLocale('fr-FR')).toBe('en');
    expect(languageOfLocale(undefined)).toBe('ja');
  });

  it('is taken at the first start only; a saved choice stays', async () => {
    expect((await openCoreSettings(dataDir, 'en-GB')).current().language).toBe('en');
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({
        version: 1,
        language: 'ja',
        printerName: null,
        customerDisplay: false,
        storeProfileId: null,
        training: true,
      }),
    );
    expect((await openCoreSettings(dataDir, 'en-GB')).current().language).toBe('ja');
  });
});
