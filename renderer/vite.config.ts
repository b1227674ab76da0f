import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const rendererDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The document around both pages (the cashier's and the customer display's): each page file
 * holds only its body, its root and its script, and this wraps it before Vite reads it, so the
 * head is written once and the two pages cannot drift apart.
 */
function sharedDocument(): Plugin {
  return {
    name: 'counter-shared-document',
    transformIndexHtml: {
      order: 'pre',
      handler: (page) =>
        [
          '<!doctype html>',
          '<html lang="ja">',
          '  <head>',
          '    <meta charset="utf-8" />',
          '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
          '    <title>Counter</title>',
          // No icon, said so: otherwise Chromium asks every http origin for /favicon.ico.
          '    <link rel="icon" href="data:," />',
          '  </head>',
          '  <body>',
          // The page file's own comment is for its reader, not for the built page.
          ...page
            .replace(/^\s*<!--[\s\S]*?-->\s*/, '')
            .trimEnd()
            .split('\n')
            .map((line) => `    ${line}`),
          '  </body>',
          '</html>',
          '',
        ].join('\n'),
    },
  };
}

/**
 * The renderer build. Served from app:// (main/app/protocol.ts), so asset paths are relative
 * (`base: './'`) and every script and style is a file of its own: the CSP allows neither inline
 * scripts nor inline styles (main/app/security/content-security-policy.ts).
 */
export default defineConfig({
  root: rendererDir,
  base: './',
  plugins: [sharedDocument()],
  // JSX compiles with React's automatic runtime; Vite's own transform does it, no plugin.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    // Inlined assets would become data: URLs for fonts and scripts the CSP refuses.
    assetsInlineLimit: 0,
    // Electron's Chromium supports module preload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        'customer-display': fileURLToPath(new URL('customer-display.html', import.meta.url)),
      },
      // What both pages load goes in chunks named for what they hold: libraries, and our own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
