import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';

/**
 * An exported file read back as the accountant's spreadsheet would: decoded (UTF-8 after its
 * BOM, or Windows-31J), then split into records by RFC 4180 (quoted cells may hold commas,
 * quotes and line breaks). Answers the BOM's presence and the records.
 */
export async function readCsv(
  path: string,
  encoding: 'utf8' | 'sjis',
): Promise<{ bom: boolean; text: string; records: string[][] }> {
  const bytes = await readFile(path);
  const decoded = encoding === 'sjis' ? iconv.decode(bytes, 'cp932') : bytes.toString('utf8');
  const bom = decoded.startsWith('\uFEFF');
  const text = bom ? decoded.slice(1) : decoded;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return { bom, text, records };
}
