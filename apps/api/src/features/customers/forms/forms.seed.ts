import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { formBody, type Answers, type FormField } from '@chairside/shared/customer-forms';
import type { Queryable } from '../../../db/client';
import { appointments, services } from '../../../db/schema/index';
import { insertForm } from './forms.service';
import { acceptAnswers, insertResponse } from './form-responses.service';

/** A hand-drawn-looking signature as a PNG (what the desk's pad sends). */
export async function demoSignaturePng(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="140"><path d="M20 100 C 60 20, 90 130, 130 70 S 190 20, 210 90 S 280 120, 300 60 S 360 40, 380 90" fill="none" stroke="#1a1a2e" stroke-width="4" stroke-linecap="round"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const COLOUR_FIELDS = [
  { id: 'intro', type: 'heading', label: 'Your hair and scalp', help: 'Please answer honestly: it helps us choose a colour that is safe for you.' },
  { id: 'last_colour', type: 'date', label: 'When was your hair last coloured?' },
  { id: 'hair_state', type: 'single_choice', label: 'How would you describe your hair?', options: ['Natural', 'Coloured', 'Bleached', 'Henna'], required: true },
  { id: 'allergies', type: 'yes_no', label: 'Have you ever reacted to a hair dye?', required: true },
  { id: 'patch_test', type: 'yes_no', label: 'Did you have a patch test at least 48 hours ago?', help: 'We need a patch test before every first colour and every six months.', required: true },
  { id: 'concerns', type: 'multiple_choice', label: 'Anything we should know?', options: ['Sensitive scalp', 'Pregnant', 'Medication', 'Recent perm'] },
  { id: 'notes', type: 'long_text', label: 'Other remarks' },
  { id: 'signature', type: 'signature', label: 'I confirm these answers are true', required: true },
];
const MASSAGE_FIELDS = [
  { id: 'conditions', type: 'multiple_choice', label: 'Do any of these apply to you?', options: ['High blood pressure', 'Heart condition', 'Diabetes', 'Recent injury', 'None'], required: true },
  { id: 'pregnant', type: 'yes_no', label: 'Are you pregnant?', required: true },
  { id: 'pressure', type: 'single_choice', label: 'Preferred pressure', options: ['Light', 'Medium', 'Firm'] },
  { id: 'avoid', type: 'short_text', label: 'Areas to avoid' },
  { id: 'signature', type: 'signature', label: 'Signature', required: true },
];

/** Demo Salon's two forms, attached to its colour and massage services, and a few filled ones. */
export async function seedCustomerForms(db: Queryable, venueId: number): Promise<void> {
  const rows = await db.select({ id: services.id, name: services.name }).from(services).where(eq(services.venueId, venueId));
  const ids = (names: string[]) => rows.filter((row) => names.includes(row.name)).map((row) => row.id);
  const colourServices = ids(['Root colour', 'Full colour', 'Colour correction']);
  const colourForm = await insertForm(db, venueId, formBody.parse({
    name: 'Hair colour consultation', description: 'Before any colour service: your hair history, allergies and patch test.',
    fields: COLOUR_FIELDS, service_ids: colourServices, ask_by_link: true, ask_at_desk: true,
  }));
  const massageForm = await insertForm(db, venueId, formBody.parse({
    name: 'Massage health questionnaire', description: 'A few health questions before your massage.',
    fields: MASSAGE_FIELDS, service_ids: ids(['Head massage']), ask_by_link: true, ask_at_desk: true,
  }));
  const signature = await demoSignaturePng();
  // Filled at the desk by customers who had a colour visit.
  const visits = await db.select({ id: appointments.id, customerId: appointments.customerId }).from(appointments)
    .where(and(eq(appointments.venueId, venueId), inArray(appointments.serviceId, colourServices.length ? colourServices : [0]), isNotNull(appointments.customerId)))
    .orderBy(asc(appointments.startsAt)).limit(3);
  const answerSets: Answers[] = [
    { last_colour: '2025-09-14', hair_state: 'Coloured', allergies: false, patch_test: true, concerns: ['Sensitive scalp'], signature },
    { hair_state: 'Natural', allergies: false, patch_test: true, notes: 'First colour ever.', signature },
    { hair_state: 'Bleached', allergies: true, patch_test: true, concerns: ['Medication'], notes: 'Mild itching with a previous brand.', signature },
  ];
  const colourFields = formBody.shape.fields.parse(COLOUR_FIELDS) as FormField[];
  for (const [index, visit] of visits.entries()) {
    const accepted = await acceptAnswers(colourFields, answerSets[index]!);
    await insertResponse(db, {
      venueId, formId: colourForm, customerId: visit.customerId!, appointmentId: visit.id, requestId: null, source: 'desk',
      fields: colourFields, answers: accepted.answers, signature: accepted.signature, filledBy: null, userId: null,
    });
  }
  const [massageVisit] = await db.select({ id: appointments.id, customerId: appointments.customerId }).from(appointments)
    .where(and(eq(appointments.venueId, venueId), inArray(appointments.serviceId, ids(['Head massage']).length ? ids(['Head massage']) : [0]), isNotNull(appointments.customerId)))
    .orderBy(asc(appointments.startsAt)).limit(1);
  if (massageVisit) {
    const massageFields = formBody.shape.fields.parse(MASSAGE_FIELDS) as FormField[];
    const accepted = await acceptAnswers(massageFields, { conditions: ['None'], pregnant: false, pressure: 'Medium', signature });
    await insertResponse(db, {
      venueId, formId: massageForm, customerId: massageVisit.customerId!, appointmentId: massageVisit.id, requestId: null, source: 'desk',
      fields: massageFields, answers: accepted.answers, signature: accepted.signature, filledBy: null, userId: null,
    });
  }
}
