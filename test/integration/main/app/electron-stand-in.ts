import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A recording stand-in for the parts of Electron the entry (main/app/index.ts) uses, so the
 * entry can boot under plain Node where Electron's binary cannot run (DESIGN.md: Where Electron
 * cannot run). It does what the entry relies on (events, sessions with protocol handlers, windows
 * whose loadURL goes through their session's app:// handler) and records everything the entry
 * asks for, for the boot test to check. Nothing here decides anything: the entry's own modules
 * do, as under Electron.
 */

type Listener = (...args: never[]) => unknown;
type ProtocolHandler = (request: Request) => Response | Promise<Response>;
type InvokeListener = (event: unknown, input: unknown) => Promise<unknown>;

class Emitter extends EventEmitter {}

export class StandInSession extends Emitter {
  readonly partition: string;
  readonly protocolHandlers = new Map<string, ProtocolHandler>();
  permissionRequestHandler: Listener | undefined;
  permissionCheckHandler: Listener | undefined;
  devicePermissionHandler: Listener | undefined;
  readonly protocol = {
    handle: (scheme: string, handler: ProtocolHandler) => {
      if (this.protocolHandlers.has(scheme)) throw new Error(`${scheme} is already handled`);
      this.protocolHandlers.set(scheme, handler);
    },
    isProtocolHandled: (scheme: string) => this.protocolHandlers.has(scheme),
  };

  constructor(partition: string) {
    super();
    this.partition = partition;
  }

  setPermissionRequestHandler(handler: Listener): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: Listener): void {
    this.permissionCheckHandler = handler;
  }

  setDevicePermissionHandler(handler: Listener): void {
    this.devicePermissionHandler = handler;
  }
}

/** What a window's loadURL got from its session's protocol handler. */
export interface LoadedPage {
  readonly url: string;
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

let nextContentsId = 1;

export class StandInWebContents extends Emitter {
  readonly id = nextContentsId++;
  readonly session: StandInSession;
  windowOpenHandler: (() => unknown) | undefined;
  readonly sent: [string, unknown][] = [];
  destroyed = false;

  constructor(session: StandInSession) {
    super();
    this.session = session;
  }

  setWindowOpenHandler(handler: () => unknown): void {
    this.windowOpenHandler = handler;
  }

  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }
}

export const recorded = {
  schemes: [] as unknown[],
  sandboxEnabled: false,
  windows: [] as StandInBrowserWindow[],
  invokeHandlers: new Map<string, InvokeListener>(),
  applicationMenu: undefined as unknown,
  errorBoxes: [] as [string, string][],
  quit: 0,
  exitCodes: [] as number[],
};

/** Told each time a window has loaded its page (or failed to). */
export const windowEvents = new Emitter();

/** Where app.getPath's folders (userData, documents...) live; the boot test removes it. */
export const pathsRoot = mkdtempSync(join(tmpdir(), 'counter-electron-'));

const sessions = new Map<string, StandInSession>();
const app = Object.assign(new Emitter(), {
  isPackaged: true,
  enableSandbox: () => {
    recorded.sandboxEnabled = true;
  },
  whenReady: () => Promise.resolve(),
  getPath: (name: string) => join(pathsRoot, name),
  getAppPath: () => process.cwd(),
  getVersion: () => '0.1.0',
  getName: () => 'Counter',
  // Not Japanese, so the first start's language shows the locale was read.
  getSystemLocale: () => 'en-US',
  requestSingleInstanceLock: () => true,
  quit: () => {
    recorded.quit += 1;
    windowEvents.emit('quit');
  },
  exit: (code: number) => {
    recorded.exitCodes.push(code);
  },
});

function sessionFor(partition: string): StandInSession {
  let found = sessions.get(partition);
  if (found === undefined) {
    found = new StandInSession(partition);
    sessions.set(partition, found);
    app.emit('session-created', found);
  }
  return found;
}

export class StandInBrowserWindow extends Emitter {
  readonly options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>;
  readonly webContents: StandInWebContents;
  loaded: LoadedPage | undefined;
  shown = false;
  destroyed = false;

  constructor(options: StandInBrowserWindow['options']) {
    super();
    this.options = options;
    const partition = options.webPreferences?.['partition'];
    this.webContents = new StandInWebContents(
      sessionFor(typeof partition === 'string' ? partition : ''),
    );
    recorded.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }

  /** As Electron: through the session's handler for the URL's scheme; a failed load rejects. */
  async loadURL(url: string): Promise<void> {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = this.webContents.session.protocolHandlers.get(scheme);
    try {
      if (handler === undefined) {
        this.loaded = { url, status: 0, headers: new Headers(), body: '' };
        throw new Error(`ERR_UNKNOWN_URL_SCHEME ${url}`);
      }
      const response = await handler(new Request(url));
      this.loaded = {
        url,
        status: response.status,
        headers: response.headers,
        body: await response.text(),
      };
      if (!response.ok) throw new Error(`ERR_FAILED ${response.status} ${url}`);
    } finally {
      windowEvents.emit('loaded', this);
    }
    this.emit('ready-to-show');
    this.webContents.emit('did-finish-load');
  }

  show(): void {
    this.shown = true;
  }

  showInactive(): void {
    this.shown = true;
  }

  focus(): void {}

  restore(): void {}

  isMinimized(): boolean {
    return false;
  }

  removeMenu(): void {}

  isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }

  close(): void {
    this.destroy();
  }
}

const display = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  size: { width: 1920, height: 1080 },
  scaleFactor: 1,
  internal: true,
};

/** The module the entry imports as 'electron'. */
export const electron = {
  app,
  BrowserWindow: StandInBrowserWindow,
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => recorded.schemes.push(...schemes),
  },
  session: {
    get defaultSession() {
      return sessionFor('');
    },
    fromPartition: sessionFor,
  },
  ipcMain: {
    handle: (channel: string, listener: InvokeListener) => {
      if (recorded.invokeHandlers.has(channel)) throw new Error(`${channel} is handled twice`);
      recorded.invokeHandlers.set(channel, listener);
    },
    removeHandler: (channel: string) => recorded.invokeHandlers.delete(channel),
  },
  screen: Object.assign(new Emitter(), {
    getAllDisplays: () => [display],
    getPrimaryDisplay: () => display,
  }),
  Menu: {
    buildFromTemplate: (template: unknown) => ({ template }),
    setApplicationMenu: (menu: unknown) => {
      recorded.applicationMenu = menu;
    },
  },
  dialog: {
    showErrorBox: (title: string, content: string) => recorded.errorBoxes.push([title, content]),
    showSaveDialog: () => Promise.resolve({ canceled: true }),
  },
  shell: {
    openExternal: () => Promise.reject(new Error('the boot test opens nothing')),
  },
};

/** Resolves with the window once its page has loaded (or failed to). */
export function windowLoaded(index: number): Promise<StandInBrowserWindow> {
  return new Promise((resolve) => {
    const check = () => {
      const window = recorded.windows[index];
      if (window?.loaded === undefined) return;
      windowEvents.off('loaded', check);
      resolve(window);
    };
    windowEvents.on('loaded', check);
    check();
  });
}

export function appEmitter(): EventEmitter {
  return app;
}
