// Runs the built app in Electron. Electron downloads its binary on first launch; where that is
// impossible (offline shop benches, CI) Counter runs in the browser host instead, with the
// same handlers and the built-in simulator, training only, and says so (DESIGN.md: Where
// Electron cannot run).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { electronBinary } from './electron-binary.mjs';

const require = createRequire(import.meta.url);

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const electronDir = path.dirname(require.resolve('electron/package.json'));
let electronPath = electronBinary(electronDir);
if (electronPath === null) {
  // The first launch fetches the binary; its own output (a stack trace when offline) stays
  // quiet, because the one line below says what happens instead.
  spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'ignore' });
  electronPath = electronBinary(electronDir);
}
if (electronPath === null) {
  console.error(
    "Counter: Electron's binary is not installed and could not be downloaded, so Counter starts in the browser host instead.",
  );
  if (process.argv.includes('--allow-real-stores')) {
    console.error(
      'This fallback runs training only; --allow-real-stores belongs to `npm run start:browser`.',
    );
    process.exit(2);
  }
  // Loud: a shop that expected its till must see that this is not one.
  console.error(
    [
      '',
      '==================================================================',
      '  TRAINING ONLY: Counter is starting in the browser host, which',
      '  takes no real payments and opens no real store. Real payments',
      '  need the Counter app (Electron). Open the address printed below.',
      '==================================================================',
      '',
    ].join('\n'),
  );
  run(process.execPath, [
    '--import',
    'tsx',
    'main/ipc/browser-host/cli.ts',
    ...process.argv.slice(2),
  ]);
} else {
  run(electronPath, ['.', ...process.argv.slice(2)]);
}
