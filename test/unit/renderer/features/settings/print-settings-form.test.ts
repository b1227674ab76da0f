import { describe, expect, it } from 'vitest';
import {
  printFormOf,
  printSettingsRequest,
} from '../../../../../renderer/features/settings/print-settings-form';
import type { AppSettings } from '../../../../../shared/ipc/ipc-payloads';

const current: AppSettings = {
  language: 'ja',
  printerName: 'TM-m30III',
  paper: 'receipt_80mm',
  pdfPaper: 'a4',
  timeZone: 'Asia/Tokyo',
  customerDisplay: false,
};

describe('the printing settings form', () => {
  it('starts from the saved settings, no printer as an empty field', () => {
    expect(printFormOf({ ...current, printerName: null })).toEqual({
      printerName: '',
      paper: 'receipt_80mm',
      pdfPaper: 'a4',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('sends only what changed, since main audits every setting it is sent', () => {
    const form = { ...printFormOf(current), pdfPaper: 'letter', timeZone: ' America/New_York ' };
    expect(printSettingsRequest(form, current)).toEqual({
      ok: true,
      value: { pdfPaper: 'letter', timeZone: 'America/New_York' },
    });
    expect(printSettingsRequest(printFormOf(current), current)).toEqual({ ok: true, value: {} });
  });

  it('reads a blank printer name as no printer, documents going to PDF only', () => {
    const form = { ...printFormOf(current), printerName: '   ' };
    expect(printSettingsRequest(form, current)).toEqual({ ok: true, value: { printerName: null } });
  });

  it('names a time zone Intl does not know, under its field', () => {
    const form = { ...printFormOf(current), timeZone: 'Tokyo' };
    const request = printSettingsRequest(form, current);
    expect(request.ok).toBe(false);
    if (request.ok) return;
    expect(request.error.timeZone).toEqual({ field: 'timeZone', reason: 'INVALID_FORMAT' });
    expect(request.error.printerName).toBeUndefined();
  });

  it('refuses a paper the contract does not offer, and an A4 roll for PDFs', () => {
    const request = printSettingsRequest(
      { ...printFormOf(current), paper: 'a5', pdfPaper: 'receipt_80mm' },
      current,
    );
    expect(request.ok).toBe(false);
    if (request.ok) return;
    expect(request.error.paper?.reason).toBe('INVALID_FORMAT');
    expect(request.error.pdfPaper?.reason).toBe('INVALID_FORMAT');
  });
});
