// electron-builder afterPack hook (electron-builder.yml): flips Electron's fuses in every
// packaged build, i.e. every release build. It runs before signing, as fuses must.
import { FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * Each fuse, and why. @electron/fuses 1.8 (the last release that runs on Node 20) names the
 * first eight; a newer Electron's later fuses (WasmTrapHandlers) keep their defaults.
 */
const fuses = {
  version: FuseVersion.V1,
  // ELECTRON_RUN_AS_NODE would turn the signed app into a general-purpose Node runtime.
  [FuseV1Options.RunAsNode]: false,
  // Cookies on disk are encrypted with the OS keychain, as Chrome does.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS (--require, --import) would inject code into the main process.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect and SIGUSR1 would open a debugger onto the process that holds the secrets.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // macOS and Windows refuse an app.asar whose hash differs from the signed one.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // Only app.asar is loaded, never a loose app/ folder dropped next to it.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // Electron's default: one V8 snapshot for all processes.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // The UI is served from app://, so file:// pages need no extra powers.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** @param {import('electron-builder').AfterPackContext} context */
export default async function afterPack(context) {
  await context.packager.addElectronFuses(context, fuses);
}
