import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { languageNames, type Language } from '../../../renderer/i18n/languages';
import { expectNoSeriousAxeViolations } from '../renderer/counter-page';

/*
 * The counter's window as a journey sees it, whichever shell runs it: the browser host in
 * Chromium (counter-fixture.ts) or Electron (electron-counter-fixture.ts). A journey written
 * against this runs unchanged in both.
 */

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** A window the counter opened for the customer. */
export interface CustomerWindow {
  /** The window, e.g. to wait for its `close`. */
  readonly window: Page;
  /**
   * Where the customer's page is: the window itself in Electron, the frame of the browser
   * host's relay page there (authentication-relay-page.ts).
   */
  readonly content: Page | FrameLocator;
}

export interface CounterScreen {
  /** The renderer, opened and ready. */
  readonly page: Page;
  /** Page errors, console errors and failed loads so far; each fixture expects none at the end. */
  readonly problems: string[];
  /** The language on screen, as the header's switch says. */
  language(): Promise<Language>;
  /** Presses the header's language button and waits for the page to show it. */
  switchLanguage(language: Language): Promise<void>;
  /** Saves test-results/screenshots/<screen>-<language>.png of the whole page. */
  screenshot(screen: string): Promise<string>;
  /** No serious or critical axe violation on the page as it is now. */
  expectAccessible(): Promise<void>;
  /**
   * The next window the counter opens for the customer (the 3DS issuer page, a wallet page),
   * loaded. Call it before the action that opens it, and await it after.
   */
  nextPopup(): Promise<CustomerWindow>;
  /** Calls window.pos in the page, as the renderer does. */
  pos(method: string, input?: unknown): Promise<unknown>;
}

/** Records the page's errors and failed loads into `problems`. */
export function watchProblems(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed load is reported below with its address; the console only says that one failed.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    // Chromium asks a page that names no icon for one: the simulator's issuer pages do.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
}

/** The screen over an opened counter page; `nextWindow` waits for the shell's next window. */
export function counterScreen(
  page: Page,
  nextWindow: () => Promise<Page>,
  customerContent: (window: Page) => Page | FrameLocator = (window) => window,
): CounterScreen {
  const problems: string[] = [];
  watchProblems(page, problems);

  async function language(): Promise<Language> {
    const lang = await page
      .locator('.language-switch button[aria-pressed="true"]')
      .getAttribute('lang');
    if (lang !== 'ja' && lang !== 'en') throw new Error(`No language is pressed (${lang})`);
    return lang;
  }

  return {
    page,
    problems,
    language,
    async switchLanguage(next) {
      await page.getByRole('button', { name: languageNames[next], exact: true }).click();
      await expect(
        page.getByRole('button', { name: languageNames[next], exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
    async screenshot(screen) {
      await mkdir(screenshotDir, { recursive: true });
      const file = path.join(screenshotDir, `${screen}-${await language()}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    expectAccessible: () => expectNoSeriousAxeViolations(page),
    async nextPopup() {
      const popup = await nextWindow();
      await popup.waitForLoadState();
      return { window: popup, content: customerContent(popup) };
    },
    pos: (method, input) =>
      page.evaluate(
        ([name, argument]) => {
          const pos = (window as unknown as { pos: Record<string, (input?: unknown) => unknown> })
            .pos;
          const call = pos[name];
          if (call === undefined) throw new Error(`window.pos has no ${name}`);
          return argument === undefined ? call() : call(argument);
        },
        [method, input] as const,
      ),
  };
}
