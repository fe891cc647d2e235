import { z } from 'zod';
import { emailField } from './auth';
import { PALETTE, ROLES } from './constants';
import { idSchema } from './ids';

/**
 * Wire shapes of the team (spec §7 "Employees", screen /staff/list). The server validates with
 * these and the web's employee form uses the same schemas.
 */

/** Commission rates are integer basis points: 1 % = 100, so 12.5 % = 1250; 0–10 000 (100 %). */
export const COMMISSION_MAX_BP = 10_000;
export const commissionField = z.number().int().min(0).max(COMMISSION_MAX_BP);

export const commissionsSchema = z.object({
  services: commissionField,
  products: commissionField,
  vouchers: commissionField,
});
export type Commissions = z.infer<typeof commissionsSchema>;

/** The roles a new or edited employee may get: a venue has one owner, made at sign-up. */
export const ASSIGNABLE_ROLES = ['manager', 'receptionist', 'employee'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const colorField = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/).transform((value) => value.toLowerCase());

/** One service the employee performs; null price or duration = the service's own. */
export const employeeServiceInput = z.object({
  service_id: idSchema,
  price: z.number().int().min(0).max(100_000_000).nullable().default(null).describe('minor units; null = the service price'),
  duration: z.number().int().min(5).max(1440).nullable().default(null).describe('whole minutes; null = the service length'),
});
export type EmployeeServiceInput = z.input<typeof employeeServiceInput>;

export const MAX_EMPLOYEE_SERVICES = 500;

/** POST employees/store and POST employees/update/{id} (the whole employee; update replaces every field). */
export const employeeBody = z.object({
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().max(80).default(''),
  email: z.union([z.literal(''), emailField]).default(''),
  phone: z.string().trim().max(40).default(''),
  type_id: idSchema.nullable().default(null).describe('the job title (GET employees/type/list)'),
  color: colorField.default(PALETTE[4]),
  role: z.enum(ASSIGNABLE_ROLES).default('employee').describe('sets the permission defaults; the owner keeps "owner"'),
  bookable: z.boolean().default(true).describe('takes bookings in the calendar: counts against the plan seats'),
  visible_online: z.boolean().default(true),
  services: z
    .array(employeeServiceInput)
    .max(MAX_EMPLOYEE_SERVICES)
    .default([])
    .refine((list) => new Set(list.map((s) => s.service_id)).size === list.length, { message: 'duplicate' }),
  commissions: commissionsSchema.default({ services: 0, products: 0, vouchers: 0 }),
});
export type EmployeeBody = z.input<typeof employeeBody>;
export type EmployeeInput = z.output<typeof employeeBody>;

export const employeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  photo: z.string().nullable().describe('picture path (GET images/…), null = initials'),
  type_id: idSchema.nullable(),
  type_name: z.string(),
  color: z.string(),
  role: z.enum(ROLES),
  is_owner: z.boolean(),
  bookable: z.boolean(),
  visible_online: z.boolean(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  sort_order: z.number().int(),
  /** A user account is linked: the person can sign in to this venue. */
  has_login: z.boolean(),
  commissions: commissionsSchema,
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET employees: `archived=1` lists the archived ones instead of the active ones. */
export const employeesQuery = z.object({ archived: z.enum(['0', '1']).optional() });
export const employeesResponse = z.object({ data: z.array(employeeSchema) });
export type EmployeesResponse = z.infer<typeof employeesResponse>;

/** The employee's own link to a service (their own values, null = the service's). */
export const employeeServiceLinkSchema = z.object({
  service_id: idSchema,
  price: z.number().int().nullable(),
  duration: z.number().int().nullable(),
});
export type EmployeeServiceLink = z.infer<typeof employeeServiceLinkSchema>;

/** A booking from today on that archiving would take off the calendar (to reassign first). */
export const futureAppointmentSchema = z.object({
  id: idSchema,
  group_id: idSchema,
  date: z.string().describe('YYYY-MM-DD in the venue time zone'),
  start_time: z.string().describe('HH:mm'),
  service_name: z.string(),
  customer_name: z.string(),
});
export type FutureAppointment = z.infer<typeof futureAppointmentSchema>;

/** GET employees/employee-detail/{id}. */
export const employeeDetailResponse = z.object({
  employee: employeeSchema,
  services: z.array(employeeServiceLinkSchema),
  future_appointments: z.array(futureAppointmentSchema).describe('first 50 from today, in time order'),
  future_count: z.number().int(),
});
export type EmployeeDetailResponse = z.infer<typeof employeeDetailResponse>;

export const employeeResponse = z.object({ employee: employeeSchema, message: z.string() });
export type EmployeeResponse = z.infer<typeof employeeResponse>;

/** POST employees/order: the ids in their new order (listed first; anyone not listed keeps their order after them). */
export const employeesOrderBody = z.object({
  orders: z
    .array(idSchema)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
});
export type EmployeesOrderBody = z.infer<typeof employeesOrderBody>;
export const employeesOrderResponse = z.object({ orders: z.array(idSchema), message: z.string() });

export const employeeTypeSchema = z.object({ id: idSchema, name: z.string() });
export type EmployeeType = z.infer<typeof employeeTypeSchema>;
export const employeeTypesResponse = z.object({ data: z.array(employeeTypeSchema) });
/** POST employees/type/new: an existing title with the same name (any case) is returned instead of a copy. */
export const employeeTypeBody = z.object({ name: z.string().trim().min(1).max(60) });
export const employeeTypeResponse = z.object({ type: employeeTypeSchema });

export const employeeCommissionsSchema = commissionsSchema.extend({ employee_id: idSchema });
/** GET employees/commissions (every active employee) and employees/commissions/{id} (one). Rates in basis points. */
export const employeeCommissionsListResponse = z.object({ data: z.array(employeeCommissionsSchema) });
export const employeeCommissionsResponse = z.object({ data: employeeCommissionsSchema });

export const employeeArchiveResponse = z.object({ id: idSchema, archived: z.literal(1), message: z.string() });
export const employeeRestoreResponse = z.object({ id: idSchema, archived: z.literal(0), message: z.string() });
export const employeePhotoResponse = z.object({ id: idSchema, photo: z.string(), message: z.string() });

/** "Ann de Vries" → "AD": initials shown where there is no photo. */
export function employeeInitials(first: string, last: string): string {
  const letters = [first, last].map((part) => part.trim().charAt(0)).join('');
  return letters.toUpperCase() || '?';
}
