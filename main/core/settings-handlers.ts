import type { appChannels } from '../../shared/ipc/contract/app';
import type { settingsChannels } from '../../shared/ipc/contract/settings';
import type { AppInfo } from '../../shared/ipc/ipc-payloads';
import type { AreaHandlers } from '../ipc/handler-table';
import type { ActiveSession } from './active-session';
import type { auditedSettings } from './audited-settings';

/** The till's settings, read and changed (each change audited). */
export function createSettingsHandlers(
  settings: ReturnType<typeof auditedSettings>,
): AreaHandlers<typeof settingsChannels> {
  return {
    'settings:get': () => Promise.resolve(settings.current()),
    'settings:set': (patch) => settings.update(patch),
  };
}

/** What the app is, and whether the active profile's service answers. */
export function createAppHandlers(
  appInfo: AppInfo,
  session: Pick<ActiveSession, 'connectivity'>,
): AreaHandlers<typeof appChannels> {
  return {
    'app:get-info': () => Promise.resolve(appInfo),
    'connectivity:get': () => Promise.resolve(session.connectivity()),
  };
}
