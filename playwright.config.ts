import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser: these machines cannot
 * fetch one). The flags keep Chromium off the network it cannot reach here.
 */
/**
 * Chromium's new headless mode (Debian ships no headless shell) still makes the address bar's
 * popups, WebUI pages each in a renderer of its own, for every window a test opens: a fifth of
 * a run's CPU on a two-core machine. Chromium reads only the last --disable-features, so the
 * list repeats those Playwright passes itself (playwright-core chromiumSwitches.ts) that apply.
 */
const disabledFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/build-renderer.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // An upper bound, not a wait: an assertion passes as soon as the page shows what it expects.
  // Five seconds (Playwright's default) is less than a sale's processing and a held read take
  // on a busy two-core CI machine, so the bound is the service's, not the fast path's.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['COUNTER_CHROMIUM'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
});
