/** The formats audit:export offers, and the file each is saved as. */
export const auditFormats = ['jsonl', 'csv'] as const;
export type AuditFormat = (typeof auditFormats)[number];

const mediaTypes: Readonly<Record<AuditFormat, string>> = {
  jsonl: 'application/x-ndjson',
  csv: 'text/csv',
};

/** "counter-audit-2025-05-01.csv": the day it was taken, in the terminal's own calendar. */
export function auditFileName(format: AuditFormat, at: Date): string {
  const day = [
    at.getFullYear(),
    String(at.getMonth() + 1).padStart(2, '0'),
    String(at.getDate()).padStart(2, '0'),
  ].join('-');
  return `counter-audit-${day}.${format}`;
}

/**
 * Hands the exported text to the browser as a download: the renderer may not name a path or
 * write a file, and the audit trail never leaves the machine on its way.
 */
export function saveAuditFile(text: string, format: AuditFormat, at: Date): void {
  const url = URL.createObjectURL(new Blob([text], { type: mediaTypes[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = auditFileName(format, at);
  link.click();
  // The download has taken the blob once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
