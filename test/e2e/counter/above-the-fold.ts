import { expect, type Locator } from '@playwright/test';

/**
 * At a counter's 1280x800 nothing important is below the fold. The window is scrolled back to
 * its top first, since clicking a control scrolls it into view and would hide a layout that
 * pushes it down; then each control must be wholly inside the viewport.
 */
export async function expectAboveTheFold(...controls: Locator[]): Promise<void> {
  const [first] = controls;
  if (first === undefined) return;
  await first.page().evaluate(() => window.scrollTo(0, 0));
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
}
