import { eq } from 'drizzle-orm';
import type { AnswerValue, FormField } from '@chairside/shared/customer-forms';
import { isLanguage, type Language } from '@chairside/shared/constants';
import type { Queryable } from '../../../db/client';
import { venues } from '../../../db/schema/index';
import { t } from '../../../lib/i18n';
import { createPdf, pdfBytes } from '../../../lib/pdf';
import type { ResponseRecord } from './form-responses.service';

/** When the response was filled, in the venue's time zone, as YYYY-MM-DD HH:mm. */
function localTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An answer as text in `lang` (yes/no, lists joined, "No answer"). */
export function answerText(lang: Language, field: FormField, value: AnswerValue | undefined): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return t(lang, 'customer_forms.pdf.no_answer');
  if (typeof value === 'boolean') return t(lang, value ? 'customer_forms.yes' : 'customer_forms.no');
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

/**
 * The filled form as an A4 PDF (lib/pdf: DejaVu fonts embedded): the venue, the customer, when and
 * how it was filled, every question with its answer, and the signature image. In the reader's language.
 */
export async function responsePdf(db: Queryable, venueId: number, lang: Language, record: ResponseRecord): Promise<Buffer> {
  const [venue] = await db.select({ title: venues.title, address: venues.address, city: venues.city, tz: venues.timezone }).from(venues).where(eq(venues.id, venueId));
  const language = isLanguage(lang) ? lang : 'en-us';
  const doc = createPdf({ title: record.summary.form_name, lang: language });
  const width = doc.page.width - 80;
  doc.font('bold').fontSize(16).text(venue?.title ?? '', { width });
  const place = [venue?.address, venue?.city].filter(Boolean).join(', ');
  if (place) doc.font('regular').fontSize(9).fillColor('#555555').text(place, { width });
  doc.moveDown(0.8).fillColor('#000000').font('bold').fontSize(14).text(record.summary.form_name, { width });
  doc.moveDown(0.3).font('regular').fontSize(10);
  doc.text(`${t(language, 'customer_forms.pdf.customer')}: ${record.summary.customer_name}`, { width });
  doc.text(`${t(language, 'customer_forms.pdf.date')}: ${localTime(record.summary.created_at, venue?.tz ?? 'UTC')}`, { width });
  doc.text(`${t(language, 'customer_forms.pdf.source')}: ${t(language, `customer_forms.source.${record.summary.source}`)}${record.filledBy ? ` (${record.filledBy})` : ''}`, { width });
  doc.moveDown(0.8);
  for (const field of record.fields) {
    if (field.type === 'heading') {
      doc.moveDown(0.4).font('bold').fontSize(12).text(field.label, { width });
      if (field.help) doc.font('regular').fontSize(9).text(field.help, { width });
      doc.moveDown(0.3);
      continue;
    }
    if (field.type === 'signature') continue;
    doc.font('bold').fontSize(10).text(field.label, { width });
    doc.font('regular').fontSize(10).text(answerText(language, field, record.answers[field.id]), { width });
    doc.moveDown(0.5);
  }
  const signatureField = record.fields.find((field) => field.type === 'signature');
  if (signatureField) {
    doc.moveDown(0.5).font('bold').fontSize(10).text(signatureField.label, { width });
    if (record.signature) {
      if (doc.y + 130 > doc.page.height - 40) doc.addPage();
      doc.image(record.signature, { fit: [260, 120] });
      doc.y += 4;
    } else {
      doc.font('regular').text(t(language, 'customer_forms.pdf.no_answer'), { width });
    }
  }
  return pdfBytes(doc);
}
