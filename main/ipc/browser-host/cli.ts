import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCounterCore, type CounterCore } from '../../core/counter-core';
import { createKeychain, type KeychainBackend } from '../../credentials/keychain';
import { createBrowserAuthentications } from './browser-authenticator';
import { startBrowserHost, type BrowserHost } from './browser-host-server';
import { startJson, startLines } from './start-line';

/*
 * `npm run start:browser` (DESIGN.md: Where Electron cannot run): the core with the built-in
 * training simulator, served to a browser on loopback. Prints what runs, the address to
 * open, that it is training, and how to stop it; with --json, one JSON line {"url": …} for
 * scripts instead. The URL carries no token: the page it serves does, so the token never lands in a
 * terminal's scrollback, a shell history or a log. Whatever can open loopback connections
 * as this machine's users can fetch that page too; the token keeps out web pages of other
 * origins, not local programs, which is why this host is for development and tests only, and
 * serves the training profile only: no real store's profile can be added, tested or used, and
 * a data directory whose settings name one starts on training. `--allow-real-stores` lifts
 * that, for development against a real store on a machine nobody else uses.
 *
 *   npx tsx main/ipc/browser-host/cli.ts [--port N] [--data-dir DIR] [--allow-real-stores] [--json]
 *
 * Without --data-dir every run starts fresh in a temporary folder, removed at exit, and
 * store credentials live in memory. With it, the till keeps its journal, settings and
 * profiles there and the credentials in the OS keychain under its own service name, apart
 * from the installed app's.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function usage(message: string): never {
  console.error(`browser host: ${message}`);
  console.error(
    'usage: tsx main/ipc/browser-host/cli.ts [--port N] [--data-dir DIR] [--allow-real-stores] [--json]',
  );
  process.exit(2);
}

function portOf(text: string | undefined): number {
  if (text === undefined) return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) usage(`--port ${text} is no port`);
  return port;
}

/** keytar's API over a Map, for a throwaway till; createKeychain uses one service only. */
function memoryKeychainBackend(): KeychainBackend {
  const entries = new Map<string, string>();
  return {
    getPassword: (_service, account) => Promise.resolve(entries.get(account) ?? null),
    setPassword: (_service, account, password) => {
      entries.set(account, password);
      return Promise.resolve();
    },
    deletePassword: (_service, account) => Promise.resolve(entries.delete(account)),
    findCredentials: () =>
      Promise.resolve([...entries].map(([account, password]) => ({ account, password }))),
  };
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'allow-real-stores': { type: 'boolean' },
        json: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const port = portOf(args.port);
  const rendererDir = join(repoRoot, 'dist/renderer');
  try {
    await access(join(rendererDir, 'index.html'));
  } catch (error) {
    console.error('browser host: no built renderer; run `npm run build:renderer` first', error);
    process.exit(1);
  }
  const packageJson = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };

  const allowRealStores = args['allow-real-stores'] === true;
  if (allowRealStores) {
    console.error(
      'browser host: --allow-real-stores: real store profiles can take payments and be read here,',
    );
    console.error(
      'browser host: and so can any program on this machine that opens this address. Development only.',
    );
  } else {
    console.error('browser host: training only; real store profiles are refused.');
  }
  const givenDir = args['data-dir'];
  const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'counter-browser-host-')));
  const removeDataDir = () =>
    givenDir === undefined ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve();
  const authentications = createBrowserAuthentications();
  let core: CounterCore;
  let host: BrowserHost;
  try {
    core = await createCounterCore({
      dataDir,
      appVersion: packageJson.version,
      // Node reads the locale from LANG / LC_ALL, as the system's programs do.
      systemLocale: Intl.DateTimeFormat().resolvedOptions().locale,
      appMode: 'development',
      simulator: 'built-in',
      realStores: allowRealStores ? 'allowed' : 'refused',
      authenticator: authentications.authenticator,
      // No page renderer outside Electron: the printing channels answer PRINTER_NOT_AVAILABLE.
      printer: null,
      // A throwaway data directory is removed at exit: its exports must live elsewhere.
      ...(givenDir === undefined && {
        exportFolder: { defaultFolder: join(homedir(), 'Documents', 'Counter exports') },
      }),
      keychain: createKeychain(
        givenDir === undefined
          ? { backend: memoryKeychainBackend() }
          : { service: 'Counter browser host' },
      ),
    });
  } catch (error) {
    await removeDataDir();
    throw error;
  }
  try {
    host = await startBrowserHost({
      dispatch: core.dispatch,
      events: core.events,
      authentications,
      rendererDir,
      port,
      customerDisplay: core.customerDisplay,
    });
  } catch (error) {
    await core.close();
    await removeDataDir();
    throw error;
  }
  process.stdout.write(
    `${args.json === true ? startJson(host) : startLines(host, allowRealStores)}\n`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const closing = async () => {
      await host.close();
      // The journal and audit trail flush their pending records on close.
      await core.close();
      await removeDataDir();
    };
    closing().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('browser host: did not close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
  console.error(`browser host: could not start${code}`, error);
  process.exit(1);
});
