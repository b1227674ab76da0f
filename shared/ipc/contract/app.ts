import { z } from 'zod';
import { appCommand, appInfo, connectivityState } from '../ipc-payloads';
import { channel, emptyInput } from './channel';

/** The app itself: its version and mode, the service's reachability, the menu's commands. */
export const appChannels = {
  'app:get-info': channel(emptyInput, appInfo),
  'connectivity:get': channel(emptyInput, connectivityState),
};

export const appEvents = {
  'connectivity:changed': connectivityState,
  'app:command': z.strictObject({ command: appCommand }),
};
