import type { FastifyReply } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * Every PDF the API makes (receipts, invoices, filled forms, purchase orders) starts here: pdfkit with
 * the DejaVu Sans fonts embedded (from the `dejavu-fonts-ttf` package), so Polish, Portuguese, German,
 * French… diacritics print the same on every machine. Use the font names `regular` and `bold`.
 */

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const PDF_FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

/** Paper sizes in PDF points (1/72 inch): A4, and an 80 mm thermal roll (72 mm printable) grown to fit. */
export const PAPER = { a4: 'A4', roll80: [204, 800] as [number, number] } as const;

export type PdfDocument = InstanceType<typeof PDFDocument>;

/**
 * The fonts parsed once per process (fontkit, pdfkit's own font engine) and shared by every document:
 * parsing DejaVu Sans again for each receipt cost ~100 ms; each document still embeds its own subset.
 */
// fontkit ships no types: the one call made here, typed.
const { create: createFont } = require('fontkit') as { create(buffer: Uint8Array): unknown };
let parsed: { regular: unknown; bold: unknown } | null = null;
const parsedFonts = () =>
  (parsed ??= { regular: createFont(fs.readFileSync(PDF_FONTS.regular)), bold: createFont(fs.readFileSync(PDF_FONTS.bold)) });

export interface PdfOptions {
  size?: string | [number, number];
  margin?: number;
  title?: string;
  /** Language of the document (the reader's), e.g. `pl`. */
  lang?: string;
}

/** A new document with the fonts registered and `regular` selected. */
export function createPdf(options: PdfOptions = {}): PdfDocument {
  const doc = new PDFDocument({
    size: options.size ?? PAPER.a4,
    margin: options.margin ?? 40,
    lang: options.lang,
    info: { Title: options.title ?? '', Producer: 'Chairside', Creator: 'Chairside' },
    bufferPages: true,
    // No Helvetica: pdfkit would parse its metrics file for every document, and `regular` replaces it below.
    font: null as unknown as string,
  });
  const fonts = parsedFonts();
  // pdfkit takes a fontkit font as it is (its types only list paths and buffers).
  doc.registerFont('regular', fonts.regular as Buffer);
  doc.registerFont('bold', fonts.bold as Buffer);
  doc.font('regular');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Answers with a made PDF, shown in the browser (the print-in-place frame reads it) under `filename`. */
export const sendPdf = (reply: FastifyReply, pdf: { bytes: Buffer | Uint8Array; filename: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdf.filename}"`)
    .send(pdf.bytes as unknown as string); // a Buffer is sent as it is (never serialised)
