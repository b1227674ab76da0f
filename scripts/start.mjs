// Runs the built app in Electron. Electron downloads its binary on first launch; where that is
// impossible (offline shop benches, CI) Counter runs in the browser host instead, with the
// same handlers and the built-in simulator, and says why (DESIGN.md: Where Electron cannot run).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

let electronPath;
try {
  electronPath = require('electron');
} catch (error) {
  console.error(
    `Electron's binary is not available here (${error instanceof Error ? error.message : String(error)}).`,
  );
  console.error('Starting Counter in the browser host instead: open the address printed below.');
  run(process.execPath, [
    '--import',
    'tsx',
    'main/ipc/browser-host/cli.ts',
    ...process.argv.slice(2),
  ]);
}
if (electronPath !== undefined) run(electronPath, ['.', ...process.argv.slice(2)]);
