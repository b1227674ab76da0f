import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const rendererDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The renderer build. Served from app:// (main/app/protocol.ts), so asset paths are relative
 * (`base: './'`) and every script and style is a file of its own: the CSP allows neither inline
 * scripts nor inline styles (main/app/security/content-security-policy.ts).
 */
export default defineConfig({
  root: rendererDir,
  base: './',
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
