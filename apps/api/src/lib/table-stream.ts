import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';

/**
 * A table streamed into a download as CSV (UTF-8 with BOM) or XLSX: the caller's `rows` hands over
 * one batch at a time and each is written before the next is read, waiting while the socket is
 * slower, so a large export never sits in memory. When the receiver goes away (download cancelled,
 * connection closed) `rows` is stopped by an exception and the function returns quietly, so the
 * reading transaction rolls back. Used by the customers and invoices exports.
 */

export type TableCell = string | number | null;

export interface StreamedTable {
  format: 'csv' | 'xlsx';
  /** The XLSX sheet's name. */
  sheet: string;
  header: string[];
  /** Calls `emit` with each batch of rows, in order. */
  rows(emit: (batch: TableCell[][]) => Promise<void>): Promise<void>;
}

class ReceiverGone extends Error {}

/** Waits until the stream wants more; throws ReceiverGone when it was closed instead. */
async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new ReceiverGone();
  if (!out.writableNeedDrain) return;
  const ac = new AbortController();
  const closed = once(out, 'close', { signal: ac.signal }).then(() => {
    throw new ReceiverGone();
  });
  try {
    await Promise.race([once(out, 'drain', { signal: ac.signal }), closed]);
  } finally {
    ac.abort();
    closed.catch(() => undefined);
  }
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new ReceiverGone();
  out.write(chunk);
  await drained(out);
}

async function writeXlsx(out: Writable, table: StreamedTable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheet);
  const header = sheet.addRow(table.header);
  header.font = { bold: true };
  header.commit();
  await table.rows(async (batch) => {
    for (const row of batch) sheet.addRow(row).commit();
    await drained(out);
  });
  sheet.commit();
  await workbook.commit();
}

async function writeCsv(out: Writable, table: StreamedTable): Promise<void> {
  const csv = stringify({ bom: true });
  const chunks: string[] = [];
  csv.on('data', (chunk: Buffer | string) => chunks.push(String(chunk)));
  const flush = async () => {
    const text = chunks.splice(0).join('');
    if (text) await write(out, text);
  };
  csv.write(table.header);
  await flush();
  await table.rows(async (batch) => {
    for (const row of batch) csv.write(row.map((cell) => (cell === null ? '' : cell)));
    // Let the stringifier hand over what it has before the next batch is read.
    await new Promise((resolve) => setImmediate(resolve));
    await flush();
  });
  csv.end();
  await once(csv, 'end');
  await flush();
  out.end();
}

/** Streams `table` into `out` and ends it; stops quietly when `out` is closed early. */
export async function streamTable(out: Writable, table: StreamedTable): Promise<void> {
  try {
    await (table.format === 'xlsx' ? writeXlsx(out, table) : writeCsv(out, table));
  } catch (error) {
    if (!(error instanceof ReceiverGone)) throw error;
  }
}
