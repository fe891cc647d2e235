import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/**
 * Reading an uploaded customer file, streamed row by row (a large file is never held as rows):
 * XLSX (recognised by its ZIP signature) through exceljs's streaming reader, its first sheet;
 * anything else as CSV through csv-parse. A CSV's encoding: UTF-8 (with or without BOM), UTF-16
 * with a BOM (Excel's "Unicode text"), else Windows-1252 (what Excel on Windows writes for "CSV");
 * its delimiter: whichever of , ; tab | is most frequent in the first line (outside quotes).
 */

export type FileFormat = 'csv' | 'xlsx';

export const formatOf = (bytes: Buffer): FileFormat => (bytes.length > 3 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'xlsx' : 'csv');

export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8-bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/** A cell of exceljs as the text a person sees: dates as YYYY-MM-DD, formulas by their result, links by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export interface FileInfo {
  format: FileFormat;
  encoding: string;
  delimiter: string;
}

export function describeFile(bytes: Buffer): FileInfo {
  const format = formatOf(bytes);
  if (format === 'xlsx') return { format, encoding: 'xlsx', delimiter: '' };
  const { text, encoding } = decodeText(bytes);
  return { format, encoding, delimiter: detectDelimiter(text) };
}

/** Every row of the file as cells of text, the header row first; blank rows are left out (row numbers still count them). */
export async function* readRows(bytes: Buffer): AsyncGenerator<{ row: number; cells: string[] }> {
  if (formatOf(bytes) === 'xlsx') {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit' });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellText(v as ExcelJS.CellValue).trim());
        if (cells.some(Boolean)) yield { row: row.number, cells };
      }
      return;
    }
    return;
  }
  const { text } = decodeText(bytes);
  const parser = Readable.from([text]).pipe(
    parse({ delimiter: detectDelimiter(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true, bom: true }),
  );
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (record.record.some((cell) => cell.trim())) yield { row: record.info.lines, cells: record.record.map((cell) => cell.trim()) };
  }
}

/** The header row and the first `limit` data rows. */
export async function headAndSample(bytes: Buffer, limit: number): Promise<{ headers: string[]; sample: string[][] }> {
  let headers: string[] | undefined;
  const sample: string[][] = [];
  for await (const { cells } of readRows(bytes)) {
    if (!headers) headers = cells;
    else sample.push(cells);
    if (sample.length >= limit) break;
  }
  return { headers: headers ?? [], sample };
}
