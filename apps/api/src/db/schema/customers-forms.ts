import { boolean, customType, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Answers, FormField } from '@chairside/shared/customer-forms';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { appointmentGroups, appointments } from './calendar';
import { services } from './catalog';
import { customers } from './customers';
import { employees } from './staff';
import { venues } from './venues';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A consultation or consent form (customers/forms): its fields are one JSON document (shared formFieldsSchema). */
export const customerForms = pgTable(
  'customer_forms',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    askByLink: boolean('ask_by_link').notNull().default(true),
    askAtDesk: boolean('ask_at_desk').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.archived, t.name),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** Which services' bookings ask for a form. */
export const customerFormServices = pgTable(
  'customer_form_services',
  {
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    serviceId: integer('service_id').notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.formId, t.serviceId),
    index().on(t.venueId, t.serviceId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.formId], foreignColumns: [customerForms.venueId, customerForms.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }).onDelete('cascade'),
  ],
);

/**
 * A link sent before a visit: one per booking (appointment group) and form — the unique key that
 * makes the e-mail go exactly once. The token (256 bits) is stored as its SHA-256 only.
 */
export const customerFormRequests = pgTable(
  'customer_form_requests',
  {
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    customerId: integer('customer_id').notNull(),
    groupId: integer('group_id').notNull(),
    appointmentId: integer('appointment_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    mailId: integer('mail_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('customer_form_requests_once').on(t.venueId, t.groupId, t.formId),
    uniqueIndex('customer_form_requests_token').on(t.tokenHash),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.formId], foreignColumns: [customerForms.venueId, customerForms.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.groupId], foreignColumns: [appointmentGroups.venueId, appointmentGroups.id] }).onDelete('cascade'),
  ],
);

/** A filled form: the fields as they were, the answers, and the signature PNG. */
export const customerFormResponses = pgTable(
  'customer_form_responses',
  {
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    customerId: integer('customer_id').notNull(),
    appointmentId: integer('appointment_id'),
    requestId: integer('request_id'),
    source: text('source').$type<'desk' | 'link'>().notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    signature: bytea('signature'),
    filledBy: integer('filled_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.createdAt),
    index().on(t.venueId, t.customerId),
    index().on(t.venueId, t.formId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.formId], foreignColumns: [customerForms.venueId, customerForms.id] }),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }),
    // A signed response outlives its booking and its link: in SQL these two are ON DELETE SET NULL of the one
    // column (migration 0016; drizzle's set null would null venue_id too).
    foreignKey({ columns: [t.venueId, t.appointmentId], foreignColumns: [appointments.venueId, appointments.id] }),
    foreignKey({ columns: [t.venueId, t.requestId], foreignColumns: [customerFormRequests.venueId, customerFormRequests.id] }),
    foreignKey({ columns: [t.venueId, t.filledBy], foreignColumns: [employees.venueId, employees.id] }),
  ],
);
