import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The bridge as one classic script for the page, bundled from its TypeScript at start: the
 * browser host is a development tool and never packaged, so it may use the build tools. A
 * classic script, so it runs before the renderer's deferred modules read window.pos.
 */
export async function bridgeScript(
  entry: 'bridge-entry.ts' | 'customer-display-bridge-entry.ts' = 'bridge-entry.ts',
): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`./${entry}`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild produced no bridge script');
  return output.text;
}
