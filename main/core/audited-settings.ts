import { appSettings, type AppSettings } from '../../shared/ipc/ipc-payloads';
import type { ParsedInput } from '../../shared/ipc/ipc-contract';
import type { RecordAudit } from './audit-recorder';
import { appSettingsOf, type CoreSettingsFile } from './core-settings';

/** The settings the renderer reads and changes; each change is in the audit trail first. */
export function auditedSettings(settings: CoreSettingsFile, recordAudit: RecordAudit) {
  return {
    current: (): AppSettings => appSettingsOf(settings.current()),
    async update(patch: ParsedInput<'settings:set'>): Promise<AppSettings> {
      const before = appSettingsOf(settings.current());
      // Audited first, as every sensitive change: a write that then fails is the lesser harm.
      for (const key of appSettings.keyof().options) {
        const to = patch[key];
        if (to === undefined || to === before[key]) continue;
        await recordAudit({
          action: 'settings_change',
          details: { setting: key, from: before[key], to },
        });
      }
      return appSettingsOf(await settings.update(patch));
    },
  };
}
