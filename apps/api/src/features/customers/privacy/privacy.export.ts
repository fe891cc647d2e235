import { and, asc, eq } from 'drizzle-orm';
import type { PrivacyExport } from '@chairside/shared/customers-settings';
import { activityLog, employees, venues } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivity } from '../../../lib/activity';
import { t } from '../../../lib/i18n';
import { createPdf, pdfBytes } from '../../../lib/pdf';
import { customerAppointments } from '../../calendar/calendar.service';
import { customerMemberships, customerPackagesOf } from '../../catalog/catalog.service';
import { customerDocuments, type CustomerDocument } from '../../sales/sales.service';
import { customerFilledForms, type FilledForm } from '../forms/forms.privacy';
import { consentHistory, customerOr404, erasedAt } from './privacy.consents';

/**
 * A customer's data export on request (GDPR art. 15 and 20): everything the venue holds on them as
 * JSON (profile, consents, appointments read through the calendar, purchases read through sales,
 * filled forms, bought packages and memberships, activity), or a PDF summary to
 * hand over. Each export is itself logged on the customer.
 */

type Customer = Awaited<ReturnType<typeof customerOr404>>;

function profileOf(customer: Customer, erased: Date | null): Record<string, unknown> {
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    email: customer.email,
    birthday: customer.birthday,
    gender: customer.gender,
    address: { street: customer.street, city: customer.city, postcode: customer.postcode, country: customer.country },
    billing: { company_name: customer.companyName, tax_number: customer.companyTaxNumber },
    notes: customer.notes,
    alerts: customer.alerts,
    tags: customer.tags,
    preferred_employee_id: customer.preferredEmployeeId,
    sms_marketing: { granted: customer.smsMarketing, at: customer.smsMarketingAt?.toISOString() ?? null, source: customer.smsMarketingSource },
    email_marketing: { granted: customer.emailMarketing, at: customer.emailMarketingAt?.toISOString() ?? null, source: customer.emailMarketingSource },
    blocked_online: customer.blockedOnline,
    archived: customer.archived,
    erased_at: erased?.toISOString() ?? null,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
  };
}

async function collect(ctx: VenueCtx, id: number): Promise<{ data: PrivacyExport; customer: Customer; venue: { title: string; timezone: string; currency: string } }> {
  const customer = await customerOr404(ctx, id);
  const [[venue], erased, consents, appointments, documents, forms, packages, memberships, activity] = await Promise.all([
    ctx.db.select({ title: venues.title, timezone: venues.timezone, currency: venues.currency }).from(venues).where(eq(venues.id, ctx.venueId)),
    erasedAt(ctx, id),
    consentHistory(ctx, id),
    customerAppointments(ctx, id),
    customerDocuments(ctx.db, ctx.venueId, id),
    customerFilledForms(ctx.db, ctx.venueId, id, ctx.lang),
    customerPackagesOf(ctx, id),
    customerMemberships(ctx, id),
    ctx.db
      .select({ at: activityLog.createdAt, action: activityLog.action, changes: activityLog.changes, first: employees.firstName, last: employees.lastName })
      .from(activityLog)
      .leftJoin(employees, and(eq(employees.venueId, activityLog.venueId), eq(employees.id, activityLog.employeeId)))
      .where(and(eq(activityLog.venueId, ctx.venueId), eq(activityLog.entity, 'customer'), eq(activityLog.entityId, id)))
      .orderBy(asc(activityLog.createdAt), asc(activityLog.id)),
  ]);
  const data: PrivacyExport = {
    exported_at: ctx.deps.now().toISOString(),
    venue: { id: ctx.venueId, name: venue!.title },
    customer: profileOf(customer, erased),
    consents,
    appointments: appointments as unknown as Record<string, unknown>[],
    sales: documents as unknown as Record<string, unknown>[],
    forms: forms as unknown as Record<string, unknown>[],
    packages: packages.data as unknown as Record<string, unknown>[],
    memberships: memberships as unknown as Record<string, unknown>[],
    activity: activity.map((row) => ({ at: row.at.toISOString(), action: row.action, by: `${row.first ?? ''} ${row.last ?? ''}`.trim(), changes: row.changes })),
  };
  return { data, customer, venue: venue! };
}

/** GET customers/privacy-export/{id}?format=json. */
export async function privacyExportJson(ctx: VenueCtx, id: number): Promise<PrivacyExport> {
  const { data } = await collect(ctx, id);
  await logActivity(ctx, { entity: 'customer', entityId: id, action: 'privacy_export', changes: { format: 'json' } });
  return data;
}

/** GET customers/privacy-export/{id}?format=pdf: the same data as a summary a person can read, in the user's language. */
export async function privacyExportPdf(ctx: VenueCtx, id: number): Promise<{ bytes: Buffer; filename: string }> {
  const { data, customer, venue } = await collect(ctx, id);
  const L = (key: string, vars?: Record<string, string | number>) => t(ctx.lang, `customer_settings.pdf.${key}`, vars);
  const when = new Intl.DateTimeFormat(ctx.lang, { timeZone: venue.timezone, dateStyle: 'medium', timeStyle: 'short' });
  const money = new Intl.NumberFormat(ctx.lang, { style: 'currency', currency: venue.currency });
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const doc = createPdf({ title: L('title', { name }), lang: ctx.lang });
  doc.font('bold').fontSize(16).text(L('title', { name }));
  doc.font('regular').fontSize(9).fillColor('#555').text(L('made', { venue: venue.title, at: when.format(ctx.deps.now()) })).fillColor('#000').moveDown();

  const section = (title: string) => doc.moveDown(0.6).font('bold').fontSize(12).text(title).font('regular').fontSize(10);
  const line = (label: string, value: string) => doc.text(`${label}: ${value || '—'}`);
  section(L('profile'));
  line(L('name'), name);
  line(L('phone'), customer.phone);
  line(L('email'), customer.email);
  line(L('birthday'), customer.birthday ?? '');
  line(L('address'), [customer.street, customer.postcode, customer.city, customer.country].filter(Boolean).join(', '));
  line(L('notes'), customer.notes);
  line(L('alerts'), customer.alerts);
  line(L('tags'), customer.tags.join(', '));
  line(L('sms_marketing'), customer.smsMarketing ? L('yes') : L('no'));
  line(L('email_marketing'), customer.emailMarketing ? L('yes') : L('no'));

  section(L('consents'));
  if (!data.consents.length) doc.text(L('none'));
  for (const entry of [...data.consents].reverse()) {
    doc.text(`${when.format(new Date(entry.at))} · ${t(ctx.lang, `customer_settings.privacy.channel_${entry.channel}`)} · ${t(ctx.lang, entry.granted ? 'customer_settings.privacy.granted' : 'customer_settings.privacy.withdrawn')} · ${t(ctx.lang, `customer_settings.privacy.source_${entry.source}`)}${entry.by ? ` · ${entry.by}` : ''}`);
  }

  section(L('appointments', { count: data.appointments.length }));
  if (!data.appointments.length) doc.text(L('none'));
  for (const appointment of await customerAppointments(ctx, id)) {
    doc.text(`${when.format(new Date(appointment.starts_at))} · ${appointment.service} · ${appointment.employee} · ${money.format(appointment.price / 100)} · ${t(ctx.lang, `customer_settings.pdf.status_${appointment.status.replace('-', '_')}`)}`);
  }

  section(L('sales', { count: data.sales.length }));
  if (!data.sales.length) doc.text(L('none'));
  for (const sale of data.sales as unknown as CustomerDocument[]) {
    const price = new Intl.NumberFormat(ctx.lang, { style: 'currency', currency: sale.currency });
    doc.text(`${sale.business_date} · ${sale.number} · ${sale.lines.map((line) => (line.quantity === 1 ? line.name : `${line.quantity} × ${line.name}`)).join(', ')} · ${price.format(sale.total / 100)}`);
  }

  section(L('forms', { count: data.forms.length }));
  if (!data.forms.length) doc.text(L('none'));
  for (const form of data.forms as unknown as FilledForm[]) {
    doc.font('bold').text(`${when.format(new Date(form.filled_at))} · ${form.form}`).font('regular');
    for (const answer of form.answers) doc.text(`${answer.question}: ${answer.answer}`, { indent: 12 });
  }
  doc.moveDown().fontSize(8).fillColor('#555').text(L('footer'));
  const bytes = await pdfBytes(doc);
  await logActivity(ctx, { entity: 'customer', entityId: id, action: 'privacy_export', changes: { format: 'pdf' } });
  return { bytes, filename: `customer-${id}-data.pdf` };
}
