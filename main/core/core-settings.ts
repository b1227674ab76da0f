import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { folderPath } from '../../shared/back-office/export-folder';
import { appSettings, type AppSettings } from '../../shared/ipc/ipc-payloads';
import { japanTimeZone } from '../../shared/japan-time';
import type { PrintSettings } from '../../shared/printing/print-settings';
import { uuid } from '../../shared/service/common';
import { writeFileAtomic } from '../files/atomic-file';
import { IpcFailure } from '../ipc/ipc-failure';
import { CoreStartError } from './core-error';

/**
 * The terminal's settings file: the renderer's preferences, the store profile last chosen
 * and whether training is on. No secret lives here; credentials stay in the keychain.
 */
const coreSettings = z.strictObject({
  version: z.literal(1),
  ...appSettings.shape,
  // Defaults, so a settings file written before printing had these still reads.
  paper: appSettings.shape.paper.default('receipt_80mm'),
  pdfPaper: appSettings.shape.pdfPaper.default('a4'),
  timeZone: appSettings.shape.timeZone.default(japanTimeZone),
  /** The store profile to use when training is off; null until one is chosen. */
  storeProfileId: uuid.nullable(),
  /** A fresh terminal starts on the built-in training profile. */
  training: z.boolean(),
  /** The folder the clerk chose for exports, checked by main; null keeps the host's default. */
  exportFolder: folderPath.nullable().default(null),
});
type CoreSettings = z.infer<typeof coreSettings>;

type SettingsPatch = {
  readonly [Key in Exclude<keyof CoreSettings, 'version'>]?: CoreSettings[Key] | undefined;
};

const defaults: CoreSettings = {
  version: 1,
  language: 'ja',
  printerName: null,
  paper: 'receipt_80mm',
  pdfPaper: 'a4',
  timeZone: japanTimeZone,
  customerDisplay: false,
  storeProfileId: null,
  training: true,
  exportFolder: null,
};

const settingsFileName = 'settings.json';

/**
 * The interface language a first start takes from the system's locale (BCP 47, such as
 * "en-US"): Japanese for a Japanese system or an unknown one, as before; English otherwise,
 * since it is the other language the counter speaks.
 */
export function languageOfLocale(locale: string | undefined): CoreSettings['language'] {
  if (locale === undefined || locale === '') return defaults.language;
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export async function openCoreSettings(dataDir: string, systemLocale?: string) {
  const path = join(dataDir, settingsFileName);
  let current = await readSettings(path, {
    ...defaults,
    language: languageOfLocale(systemLocale),
  });
  let writes: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(settings: CoreSettings) => void>();

  return {
    current(): CoreSettings {
      return current;
    },
    /** Writes the change durably, one at a time, and only then makes it current. */
    update(patch: SettingsPatch): Promise<CoreSettings> {
      const write = writes.then(async () => {
        // An absent field and one given as undefined both keep the current value.
        const given = Object.entries(patch).filter(([, value]) => value !== undefined);
        const next = coreSettings.parse({ ...current, ...Object.fromEntries(given) });
        try {
          await writeFileAtomic(path, `${JSON.stringify(next, null, 2)}\n`);
        } catch (error) {
          throw new IpcFailure('SETTINGS_WRITE_FAILED', `Cannot write ${settingsFileName}.`, [], {
            cause: error,
          });
        }
        current = next;
        // Outside the write, so a failing listener cannot fail a change that is already made.
        for (const listener of listeners) queueMicrotask(() => listener(next));
        return next;
      });
      // The caller sees a failure through `write`; the queue only keeps the order.
      writes = write.then(settled, settled);
      return write;
    },
    /** Told of each change once it is durable; returns the unsubscribe function. */
    subscribe(listener: (settings: CoreSettings) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CoreSettingsFile = Awaited<ReturnType<typeof openCoreSettings>>;

/** The renderer's part of the settings. */
export function appSettingsOf(settings: CoreSettings): AppSettings {
  const { language, printerName, paper, pdfPaper, timeZone, customerDisplay } = settings;
  return { language, printerName, paper, pdfPaper, timeZone, customerDisplay };
}

/** What the print service reads at each print. */
export function printSettingsOf(settings: CoreSettings): PrintSettings {
  const { printerName, paper, pdfPaper } = settings;
  return { printerName, paper, pdfPaper };
}

function settled(): void {}

async function readSettings(path: string, firstStart: CoreSettings): Promise<CoreSettings> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return firstStart;
    throw new CoreStartError('SETTINGS_UNREADABLE', `Cannot read ${path}.`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CoreStartError('SETTINGS_UNREADABLE', `${path} is not JSON.`, { cause: error });
  }
  const parsed = coreSettings.safeParse(json);
  if (!parsed.success) {
    throw new CoreStartError('SETTINGS_UNREADABLE', `${path} does not hold Counter's settings.`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
