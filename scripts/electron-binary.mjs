// Where Electron's executable is, read as the electron package's own index.js reads it
// (path.txt names it inside dist/), but without its side effect: requiring 'electron' with the
// binary missing starts a download and throws a stack trace when that fails.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The executable inside an installed electron package, or null when it is not there. */
export function electronBinary(packageDir) {
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = path.join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}
