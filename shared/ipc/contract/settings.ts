import { appSettings } from '../ipc-payloads';
import { channel, emptyInput } from './channel';

/** The till's settings; every change is audited before it is saved. */
export const settingsChannels = {
  'settings:get': channel(emptyInput, appSettings),
  'settings:set': channel(
    appSettings.partial().refine((patch) => Object.keys(patch).length > 0, {
      error: 'REQUIRED_VALUE',
    }),
    appSettings,
  ),
};
