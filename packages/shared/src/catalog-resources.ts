import { z } from 'zod';
import { idSchema } from './ids';

/** Catalogue resources (spec §2.3 /catalogs/resources): rooms and equipment, capacity 1, in calendar order. */

/** Types the screen suggests; any text is accepted. */
export const RESOURCE_TYPE_SUGGESTIONS = ['Colour station', 'Treatment room', 'Wash basin', 'Massage table', 'Nail station', 'Sunbed', 'Laser'] as const;

export const resourceSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  description: z.string(),
  capacity: z.literal(1),
  sort_order: z.number().int(),
  archived: z.boolean(),
  archived_at: z.string().nullable().describe('ISO instant'),
  /** How many services may use it. */
  service_count: z.number().int().min(0),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourcesListQuery = z.object({ archived: z.enum(['0', '1']).optional().describe('1: the archived ones') });
export const resourcesListResponse = z.object({ data: z.array(resourceSchema), types: z.array(z.string()).describe('types in use, then the suggestions') });
export type ResourcesListResponse = z.infer<typeof resourcesListResponse>;

export const resourceBody = z.object({
  name: z.string().trim().min(1).max(80),
  type: z.string().trim().max(60).default(''),
  description: z.string().trim().max(500).default(''),
});
export type ResourceBody = z.input<typeof resourceBody>;
export type ResourceInput = z.output<typeof resourceBody>;

export const resourceResponse = z.object({ data: resourceSchema, message: z.string() });
export type ResourceResponse = z.infer<typeof resourceResponse>;
export const resourceDetailResponse = z.object({ data: resourceSchema });

export const resourcesOrderBody = z.object({
  orders: z
    .array(idSchema)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
});
export const resourcesOrderResponse = z.object({ orders: z.array(idSchema), message: z.string() });
