import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf, pdfBytes } from './pdf';

describe('createPdf', () => {
  it('writes a real PDF whose text, diacritics included, reads back', async () => {
    const doc = createPdf({ title: 'Paragon' });
    doc.font('bold').fontSize(14).text('Salon Łódź – Żółć');
    doc.font('regular').fontSize(10).text('Coração, Straße, garçon: 123,45 zł');
    const bytes = await pdfBytes(doc);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Salon Łódź – Żółć');
    expect(text).toContain('Coração, Straße, garçon: 123,45 zł');
  });
});
