import type { FlowProgress } from '../../../shared/flows/flow-progress';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import type { OperationSummary } from '../../../shared/ipc/ipc-payloads';
import type { ProfileSummary } from '../../../shared/profiles';
import { installFakePos, type FakePosControl, type FakePosSetup } from './fake-pos';

/* What every renderer spec shares: a store profile, the fake bridge's setup, and the checks. */

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

export const shibuya: ProfileSummary = {
  id: 'b1a2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Shibuya Flagship',
  storeId,
  mode: 'test',
  baseUrl: 'https://api.example.com',
  currency: 'JPY',
  training: false,
  hasCredentials: true,
  token: {
    kind: 'store',
    merchantId: 'c2b3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    storeId,
    mode: 'test',
  },
};

function operationInReview(id: string): OperationSummary {
  return {
    id,
    kind: 'card_sale',
    profileId: shibuya.id,
    storeId,
    mode: 'test',
    training: false,
    state: 'needs_review',
    terminal: false,
    review: { reason: 'outcome_unknown', since: '2025-05-01T10:00:00.000Z' },
    resolution: null,
    createdAt: '2025-05-01T09:59:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
  };
}

export function setup(overrides: Partial<FakePosSetup> = {}): FakePosSetup {
  return {
    settings: {
      language: 'ja',
      printerName: null,
      paper: 'receipt_80mm',
      pdfPaper: 'a4',
      timeZone: 'Asia/Tokyo',
      customerDisplay: false,
    },
    profile: shibuya,
    connectivity: { status: 'online', checkedAt: '2025-05-01T10:04:00.000Z' },
    review: [
      operationInReview('0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a'),
      operationInReview('1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b'),
    ],
    saleOperationId: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c',
    ...overrides,
  };
}

/** Opens the counter with a fake bridge; fails the test on any CSP violation or page error. */
export async function openCounter(
  page: Page,
  baseUrl: string,
  fake: FakePosSetup,
): Promise<string[]> {
  const problems: string[] = [];
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
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(installFakePos, fake);
  await page.goto(`${baseUrl}/index.html`);
  await expect(page.getByRole('navigation')).toBeVisible();
  return problems;
}

export function posCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { posFake: FakePosControl }).posFake.calls);
}

export async function expectNoSeriousAxeViolations(page: Page) {
  // The 1.3 MB source is parsed once per document, not at every check. Frames are not
  // checked: they hold the issuer's or a wallet's page, not Counter's.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const serious = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  expect(serious).toEqual([]);
}

/** Keys `gap` ms apart from `start` ms on; Enter is `'\n'`. */
export function keysAt(text: string, start: number, gap: number) {
  return [...text].map((character, index) => ({
    key: character === '\n' ? 'Enter' : character,
    at: start + index * gap,
  }));
}

/**
 * Key presses dispatched on the focused element, each with its own timestamp from now, so a
 * spec chooses the pace the scan capture judges. Only keydown, and such a key types nothing
 * itself: what the page's listeners do with it is what is tested.
 */
export async function pressAtTimes(page: Page, presses: readonly { key: string; at: number }[]) {
  await page.evaluate((keys) => {
    const now = performance.now();
    for (const { key, at } of keys) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: now + at });
      (document.activeElement ?? document.body).dispatchEvent(event);
    }
  }, presses);
}

/**
 * A sale's progress as main would send it, through the page's fake bridge: `sale` holds what
 * every event of the sale says, each call its step and anything else that event adds.
 */
export function saleProgressEmitter(sale: Omit<FlowProgress, 'step' | 'at'>) {
  return (page: Page, step: FlowProgress['step'], extra: Partial<FlowProgress> = {}) => {
    const payload: FlowProgress = { ...sale, step, at: '2025-05-01T10:05:00.000Z', ...extra };
    return page.evaluate(
      (event) =>
        (window as unknown as { posFake: FakePosControl }).posFake.emit({
          channel: 'progress',
          payload: event,
        }),
      payload,
    );
  };
}
