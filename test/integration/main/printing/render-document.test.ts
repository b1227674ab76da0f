import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocument, type PrintedDocument } from '../../../../main/printing/render-document';
import type { PaperSize } from '../../../../shared/printing/print-settings';
import { bankTransferSlip, receipt } from '../../../unit/main/printing/printed-documents';

/*
 * The rendered documents in a real Chromium, the engine Electron prints with: the page's own
 * CSP must let its style sheet apply and block nothing else, the PDF must come out, and the
 * text a customer reads must hold the amount and, on a reprint, the copy mark. Screenshots go
 * to test-results/printing for a person to look at.
 */

const output = join(import.meta.dirname, '../../../../test-results/printing');
/** 80 mm at the 96 px per inch CSS uses. */
const rollWidth = 302;

let browser: Browser;

beforeAll(async () => {
  await mkdir(output, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env['COUNTER_CHROMIUM'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}, 60_000);

afterAll(async () => {
  await browser.close();
});

/** A page of its own per document: a CSP set by one page's meta tag outlives its content. */
async function open(
  document: PrintedDocument,
  paper: PaperSize,
): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({
    viewport: { width: paper === 'receipt_80mm' ? rollWidth : 794, height: 600 },
    deviceScaleFactor: 2,
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.setContent(renderDocument(document, { paper }));
  return { page, violations };
}

describe('a rendered document in Chromium', () => {
  it('prints a copy of a receipt to PDF with the amount and the copy mark', async () => {
    const { page, violations } = await open(receipt({ copy: true, training: true }), 'a4');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await writeFile(join(output, 'receipt-copy.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    const text = await page.innerText('body');
    expect(text).toContain('¥1,000');
    expect(text).toContain('COPY');
    expect(text).toContain('TRAINING');
    // The style applied: its hash in the CSP matched, and nothing else was attempted.
    const border = await page.$eval('.copy-mark', (mark) => getComputedStyle(mark).borderTopStyle);
    expect(border).toBe('solid');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('prints an original without the copy mark', async () => {
    const { page } = await open(receipt({ language: 'ja' }), 'a4');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.length).toBeGreaterThan(1000);
    const text = await page.innerText('body');
    expect(text).toContain('￥1,000');
    expect(text).not.toContain('再発行');
    await page.close();
  });

  it('lays a receipt and a bank-transfer slip out on an 80 mm roll', async () => {
    const copy = await open(
      receipt({
        language: 'ja',
        copy: true,
        training: true,
        references: [{ label: 'order', value: 'A-1029' }],
      }),
      'receipt_80mm',
    );
    await copy.page.screenshot({ path: join(output, 'receipt-80mm.png'), fullPage: true });
    // Nothing wider than the roll: a line that overflows would be cut off by the printer.
    const overflow = await copy.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await copy.page.close();

    const slip = await open(bankTransferSlip({ language: 'ja' }), 'receipt_80mm');
    await slip.page.screenshot({
      path: join(output, 'bank-transfer-slip-80mm.png'),
      fullPage: true,
    });
    const text = await slip.page.innerText('body');
    expect(text).toContain('1234567');
    expect(text).toContain('￥12,800');
    expect(slip.violations).toEqual([]);
    await slip.page.close();
  });
});
