import { z } from 'zod';
import { idSchema } from './ids';
import { colorField } from './staff-team';

/**
 * Wire shapes of the services catalogue (spec §2.3 /catalogs/services): service groups, services
 * with their duration split (initial / processing gap / finish), price type, team, required
 * resource types, online fields and variants. The server validates with these and the web's
 * forms use the same schemas.
 */

export const PRICE_TYPES = ['fixed', 'from', 'free'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const MAX_SERVICE_MINUTES = 1440;
export const MAX_PRICE = 100_000_000;
export const MAX_VARIANTS = 20;
export const MAX_RESOURCE_TYPES = 10;

const minutes = z.number().int().min(0).max(MAX_SERVICE_MINUTES);
const price = z.number().int().min(0).max(MAX_PRICE).describe('minor units');

/** A duration split's whole length stays within a day and its working part is at least one minute. */
export const splitWithinDay = (s: { initial: number; gap: number; finish: number }) => s.initial + s.gap + s.finish <= MAX_SERVICE_MINUTES;
const splitTooLong = { params: { key: 'catalog_services.validation.too_long' }, path: ['initial'] };

/** Which part of a service a figure belongs to: initial work, processing gap (employee free), finish. */
export const durationSplitInput = z.object({
  initial: z.number().int().min(1).max(MAX_SERVICE_MINUTES),
  gap: minutes.default(0),
  finish: minutes.default(0),
});

export const variantInput = z
  .object({
    id: idSchema.nullish().describe('an existing variant (update); absent = a new one'),
    name: z.string().trim().min(1).max(80),
    initial: z.number().int().min(1).max(MAX_SERVICE_MINUTES),
    gap: minutes.default(0),
    finish: minutes.default(0),
    price: price.default(0),
  })
  .refine(splitWithinDay, splitTooLong);
export type VariantInput = z.input<typeof variantInput>;

export const serviceEmployeeInput = z.object({
  employee_id: idSchema,
  price: price.nullable().default(null).describe('null = the service price'),
  duration: z.number().int().min(5).max(MAX_SERVICE_MINUTES).nullable().default(null).describe('whole minutes; null = the service length'),
});
export type ServiceEmployeeInput = z.input<typeof serviceEmployeeInput>;

const resourceType = z.string().trim().min(1).max(60);

/** POST services/store and POST services/update/{id}: the whole service (update replaces every field). */
export const serviceBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    group_id: idSchema.nullable().default(null),
    description: z.string().trim().max(2000).default(''),
    color: colorField.default('#1971c2'),
    initial: z.number().int().min(1).max(MAX_SERVICE_MINUTES),
    gap: minutes.default(0).describe('processing: the employee is free, a required resource is not'),
    finish: minutes.default(0),
    price_type: z.enum(PRICE_TYPES).default('fixed'),
    price: price.default(0),
    tax_id: idSchema.nullable().default(null).describe('a tax rate; null = the venue default'),
    employees: z
      .array(serviceEmployeeInput)
      .max(500)
      .default([])
      .refine((list) => new Set(list.map((e) => e.employee_id)).size === list.length, { params: { key: 'catalog_services.validation.duplicate_employee' } }),
    resource_types: z
      .array(resourceType)
      .max(MAX_RESOURCE_TYPES)
      .default([])
      .refine((list) => new Set(list.map((r) => r.toLowerCase())).size === list.length, { params: { key: 'catalog_services.validation.duplicate_resource_type' } }),
    online_bookable: z.boolean().default(true),
    online_name: z.string().trim().max(120).default(''),
    online_description: z.string().trim().max(2000).default(''),
    buffer_after: minutes.max(240).default(0),
    variants: z.array(variantInput).max(MAX_VARIANTS).default([]),
  })
  .refine(splitWithinDay, splitTooLong)
  .refine((s) => s.price_type !== 'free' || s.price === 0, { params: { key: 'catalog_services.validation.free_has_price' }, path: ['price'] });
export type ServiceBody = z.input<typeof serviceBody>;
export type ServiceInput = z.output<typeof serviceBody>;

export const variantSchema = z.object({
  id: idSchema,
  name: z.string(),
  initial: z.number().int(),
  gap: z.number().int(),
  finish: z.number().int(),
  price: z.number().int(),
});
export type ServiceVariant = z.infer<typeof variantSchema>;

export const serviceEmployeeSchema = z.object({
  employee_id: idSchema,
  price: z.number().int().nullable(),
  duration: z.number().int().nullable(),
});

export const serviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  group_id: idSchema.nullable(),
  description: z.string(),
  color: z.string(),
  initial: z.number().int(),
  gap: z.number().int(),
  finish: z.number().int(),
  duration: z.number().int().describe('initial + gap + finish'),
  price_type: z.enum(PRICE_TYPES),
  price: z.number().int(),
  tax_id: idSchema.nullable(),
  resource_types: z.array(z.string()),
  online_bookable: z.boolean(),
  online_name: z.string(),
  online_description: z.string(),
  buffer_after: z.number().int(),
  sort_order: z.number().int(),
  archived: z.boolean(),
  employee_count: z.number().int(),
  variants: z.array(variantSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string(),
  sort_order: z.number().int(),
  archived: z.boolean(),
});
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;

/** GET services: groups in order, each with its services in order; `archived=1` lists the archived services instead. */
export const servicesQuery = z.object({ archived: z.enum(['0', '1']).optional() });
export const servicesResponse = z.object({
  groups: z.array(serviceGroupSchema.extend({ services: z.array(serviceSchema) })),
  ungrouped: z.array(serviceSchema).describe('services without a group'),
  team: z.array(z.object({ id: idSchema, first_name: z.string(), last_name: z.string(), color: z.string() })).describe('active bookable employees, for the team choice'),
});
export type ServicesResponse = z.infer<typeof servicesResponse>;

/** GET services/detail/{id}. */
export const serviceDetailResponse = z.object({ service: serviceSchema, employees: z.array(serviceEmployeeSchema) });
export type ServiceDetailResponse = z.infer<typeof serviceDetailResponse>;

export const serviceResponse = z.object({ service: serviceSchema, message: z.string() });
export type ServiceResponse = z.infer<typeof serviceResponse>;

export const archiveResponse = z.object({ id: idSchema, archived: z.boolean(), message: z.string() });

const orderIds = z
  .array(idSchema)
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, { params: { key: 'catalog_services.validation.duplicate_id' } });

/** POST services/order: the services of one group (null = ungrouped) in their new order. */
export const servicesOrderBody = z.object({ group_id: idSchema.nullable(), orders: orderIds });
/** POST service-groups/order: the groups in their new order. */
export const groupsOrderBody = z.object({ orders: orderIds });
export const orderResponse = z.object({ orders: z.array(idSchema), message: z.string() });

/** POST service-groups/store and POST service-groups/update/{id}. */
export const serviceGroupBody = z.object({
  name: z.string().trim().min(1).max(80),
  color: colorField.default('#1971c2'),
});
export type ServiceGroupBody = z.input<typeof serviceGroupBody>;
export const serviceGroupsQuery = servicesQuery;
export const serviceGroupsResponse = z.object({ data: z.array(serviceGroupSchema) });
export const serviceGroupResponse = z.object({ group: serviceGroupSchema, message: z.string() });
