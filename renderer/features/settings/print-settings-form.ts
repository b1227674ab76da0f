import type { z } from 'zod';
import { appSettings, type AppSettings } from '../../../shared/ipc/ipc-payloads';
import { err, ok, type Result } from '../../../shared/result';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import { firstErrorPerField } from '../sale-entry/first-error-per-field';
import type { FormWide } from '../sale-entry/sale-entry-check';

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
type PrintPart = z.infer<typeof printPart>;

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

export function printFormOf(settings: AppSettings): PrintForm {
  return {
    printerName: settings.printerName ?? '',
    paper: settings.paper,
    pdfPaper: settings.pdfPaper,
    timeZone: settings.timeZone,
  };
}

/** Each field's first error, by the schema's check or main's; 'form' for one no field shows. */
type PrintProblems = Partial<Record<PrintField | FormWide, FieldError>>;

/** Where an error at a path of the settings (the form's check, or main's) shows. */
export function printFieldOf(path: string): PrintField | FormWide {
  return Object.hasOwn(printPart.shape, path) ? (path as PrintField) : 'form';
}

/**
 * Checks the whole form with the contract's schema and answers only what changed from
 * `current`: main audits every setting it is sent, so an unchanged one is not sent.
 */
export function printSettingsRequest(
  form: PrintForm,
  current: AppSettings,
): Result<Partial<PrintPart>, PrintProblems> {
  const printerName = form.printerName.trim();
  const parsed = parseRequest(printPart, {
    printerName: printerName === '' ? null : printerName,
    paper: form.paper,
    pdfPaper: form.pdfPaper,
    timeZone: form.timeZone.trim(),
  });
  if (!parsed.success) return err(firstErrorPerField(parsed.errors, printFieldOf));
  const patch: Partial<PrintPart> = {};
  for (const key of Object.keys(parsed.data) as PrintField[]) {
    if (parsed.data[key] !== current[key]) Object.assign(patch, { [key]: parsed.data[key] });
  }
  return ok(patch);
}
