import { appSettings, type AppSettings } from '../../../shared/ipc/ipc-payloads';
import { parseRequest, type FieldError } from '../../../shared/service/common';

/*
 * The printing part of the terminal's settings as the form holds it (plain text and choices),
 * and the one function that turns it into the settings:set patch. The check is the contract's
 * own schema, so a mistake is named under its field and never leaves the renderer.
 */

const printPart = appSettings.pick({
  printerName: true,
  paper: true,
  pdfPaper: true,
  timeZone: true,
});
type PrintPart = Pick<AppSettings, 'printerName' | 'paper' | 'pdfPaper' | 'timeZone'>;

export type PrintField = keyof PrintPart;

export interface PrintForm {
  /** Blank: no printer is set up, and documents are saved as PDF only. */
  printerName: string;
  paper: string;
  pdfPaper: string;
  timeZone: string;
}

/** The choices the contract offers, in its order. */
export const paperOptions = printPart.shape.paper.options;
export const pdfPaperOptions = printPart.shape.pdfPaper.options;

/** The longest printer name the contract accepts; the field stops there. */
export const printerNameMaxLength = 256;

export function printFormOf(settings: AppSettings): PrintForm {
  return {
    printerName: settings.printerName ?? '',
    paper: settings.paper,
    pdfPaper: settings.pdfPaper,
    timeZone: settings.timeZone,
  };
}

export type PrintSettingsRequest =
  | { ok: true; patch: Partial<PrintPart> }
  | { ok: false; errors: Record<PrintField, FieldError | undefined> };

/**
 * Checks the whole form with the contract's schema and answers only what changed from
 * `current`: main audits every setting it is sent, so an unchanged one is not sent.
 */
export function printSettingsRequest(form: PrintForm, current: AppSettings): PrintSettingsRequest {
  const printerName = form.printerName.trim();
  const parsed = parseRequest(printPart, {
    printerName: printerName === '' ? null : printerName,
    paper: form.paper,
    pdfPaper: form.pdfPaper,
    timeZone: form.timeZone.trim(),
  });
  if (!parsed.success) {
    const errors: Record<PrintField, FieldError | undefined> = {
      printerName: undefined,
      paper: undefined,
      pdfPaper: undefined,
      timeZone: undefined,
    };
    for (const error of parsed.errors) {
      const field = error.field as PrintField;
      if (field in errors) errors[field] ??= error;
    }
    return { ok: false, errors };
  }
  const patch: Partial<PrintPart> = {};
  for (const key of Object.keys(parsed.data) as PrintField[]) {
    if (parsed.data[key] !== current[key]) Object.assign(patch, { [key]: parsed.data[key] });
  }
  return { ok: true, patch };
}
