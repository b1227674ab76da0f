import { join } from 'node:path';
import { app, dialog, ipcMain, Menu, screen, shell, type BrowserWindow } from 'electron';
import type { AppSettings } from '../../shared/ipc/ipc-payloads';
import { createCounterCore, type CounterCore } from '../core/counter-core';
import type { Authenticator } from '../flows/engine/flow-definition';
import { registerElectronTransport } from '../ipc/electron/electron-transport';
import { appMode } from './app-mode';
import { hardenApp } from './hardening';
import { createElectronPrinter } from './printing/electron-printer';
import { menuTemplate, type MenuLabels } from './menu';
import { registerAppScheme } from './protocol';
import { authenticationFlowOf } from './security/authentication-flow';
import { refusedSwitchIn, type RefusedSwitchKind } from './security/refused-switch';
import { claimSingleInstance, focusWindow } from './single-instance';
import { createAuthenticationWindow } from './windows/authentication-window';
import { authenticatorAnswerOf } from './windows/authentication-window-end';
import { controlCustomerDisplay } from './windows/customer-display-control';
import { createMainWindow } from './windows/main-window';
import { createWindowRegistry } from './windows/window-registry';

/*
 * The Electron entry: wiring only (DESIGN.md: Where Electron cannot run). Behaviour lives in
 * main/core and the modules under it, which run and are tested under plain Node.
 */

const menuLabels: Record<AppSettings['language'], MenuLabels> = {
  ja: {
    sale: '販売',
    newSale: '新規販売',
    openCustomerDisplay: 'お客様用画面を開く',
    toggleLanguage: '言語を切り替え',
    edit: '編集',
    view: '表示',
    window: 'ウインドウ',
    developer: '開発',
  },
  en: {
    sale: 'Sale',
    newSale: 'New sale',
    openCustomerDisplay: 'Open customer display',
    toggleLanguage: 'Toggle language',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    developer: 'Developer',
  },
};

const mode = appMode(app.isPackaged);
const refusedBecause: Record<RefusedSwitchKind, string> = {
  debugging: 'it would open the till to any program',
  network: "it would let whoever starts the till intercept the issuers' and wallets' pages",
};
// Before anything else, and before ready: Chromium starts the debugging server at ready.
const refused = mode === 'production' ? refusedSwitchIn(process.argv) : undefined;
if (refused !== undefined) {
  console.error(`Counter does not start with --${refused.name}: ${refusedBecause[refused.kind]}.`);
  // process.exit, not app.exit: nothing below may run, not even registering the scheme.
  process.exit(1);
}
// Electron accepts the scheme, the sandbox and the hardening handlers only before ready.
registerAppScheme();
const registry = createWindowRegistry();
hardenApp(app, registry);

let mainWindow: BrowserWindow | undefined;
let core: CounterCore | undefined;
let customerDisplay: ReturnType<typeof controlCustomerDisplay> | undefined;

/** The cashier's window while it is open: the only receiver of events and IPC answers. */
function openMainWindow(): BrowserWindow | undefined {
  return mainWindow !== undefined && !mainWindow.isDestroyed() ? mainWindow : undefined;
}

/**
 * 3DS and wallet pages open in their own hardened window above the cashier's. It closes when
 * the customer reaches the redirect endpoint (where one was registered), closes it, or the
 * flow ends the wait or aborts; its answer is a hint only: the flow learns the payment's
 * result from the service.
 */
const windowAuthenticator: Authenticator = {
  async open(request, signal) {
    const parent = openMainWindow();
    const outcome = await createAuthenticationWindow({
      registry,
      mode,
      flow: authenticationFlowOf(request, {
        training: core?.training() ?? false,
        simulatorOrigin: core?.simulatorOrigin,
      }),
      request:
        request.method === 'POST'
          ? { method: 'POST', body: request.body ?? '', contentType: request.contentType ?? '' }
          : { method: 'GET' },
      ...(parent !== undefined && { parent }),
      signal,
    });
    return authenticatorAnswerOf(outcome);
  },
};

async function start(): Promise<void> {
  await app.whenReady();
  const started = await createCounterCore({
    dataDir: app.getPath('userData'),
    appVersion: app.getVersion(),
    systemLocale: app.getSystemLocale(),
    appMode: mode,
    authenticator: windowAuthenticator,
    printer: createElectronPrinter(),
    async choosePdfPath(suggestedName) {
      const chosen = await dialog.showSaveDialog({
        defaultPath: join(app.getPath('documents'), suggestedName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
      return chosen.canceled || chosen.filePath === undefined ? null : chosen.filePath;
    },
    exportFolder: {
      defaultFolder: join(app.getPath('documents'), 'Counter exports'),
      async chooseByDialog(current) {
        const chosen = await dialog.showOpenDialog({
          defaultPath: current,
          properties: ['openDirectory', 'createDirectory'],
        });
        return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
      },
      async openFolder(folder) {
        // shell.openPath answers an error message, empty when the file manager opened.
        const failure = await shell.openPath(folder);
        if (failure !== '') throw new Error(`Cannot open ${folder}: ${failure}`);
      },
    },
  });
  core = started;
  registerElectronTransport({
    ipcMain,
    dispatch: started.dispatch,
    events: started.events,
    appWindow: () => openMainWindow()?.webContents,
    onUntrustedSender: (channel) => console.warn(`Refused ${channel} from a foreign sender`),
  });

  const settings = await started.handlers['settings:get']({});
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        platform: process.platform,
        mode,
        productName: app.getName(),
        labels: menuLabels[settings.language],
        onCommand: (command) => {
          started.command(command);
          // The renderer turns the setting on; a display the cashier closed opens again.
          if (command === 'open-customer-display') customerDisplay?.reopen();
        },
      }),
    ),
  );

  const appPath = app.getAppPath();
  const window = await createMainWindow({
    registry,
    mode,
    preloadPath: join(appPath, 'dist/preload/index.cjs'),
    rendererDir: join(appPath, 'dist/renderer'),
  });
  mainWindow = window;

  // After the cashier's window, so the customer's screen never shows before the till is up.
  const display = controlCustomerDisplay({
    registry,
    mode,
    rendererDir: join(appPath, 'dist/renderer'),
    preloadPath: join(appPath, 'dist/preload/customer-display.cjs'),
    source: started.customerDisplay,
    screen,
    enabled: settings.customerDisplay,
    onError: (error) => console.error('The customer display could not open', error),
  });
  customerDisplay = display;
  started.watchSettings((next) => display.setEnabled(next.customerDisplay));

  window.on('closed', () => {
    mainWindow = undefined;
    // A till is one window: the customer's screen goes with it, and the app ends.
    display.close();
  });
}

if (
  claimSingleInstance(app, () => {
    const window = openMainWindow();
    if (window !== undefined) focusWindow(window);
  })
) {
  // A till is one window: closing it ends the app, on macOS too.
  app.on('window-all-closed', () => app.quit());

  app.on('will-quit', (event) => {
    if (core === undefined) return;
    // The journal and the audit trail must be closed (their pending records fsynced) first.
    event.preventDefault();
    const closing = core;
    core = undefined;
    closing
      .close()
      .catch((error: unknown) => console.error('Counter did not close cleanly', error))
      .finally(() => app.quit());
  });

  start().catch((error: unknown) => {
    console.error('Counter could not start', error);
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'START_FAILED';
    dialog.showErrorBox('Counter', `Counter could not start (${code}).`);
    app.exit(1);
  });
}
