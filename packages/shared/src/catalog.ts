import { z } from 'zod';
import { idSchema } from './ids';

/** Wire shapes of the catalogue used by the calendar: who performs which service, for how long and at what price. */

/** One employee's own values for a service (already resolved: the service's when the employee has none). */
export const employeeServiceValuesSchema = z.object({
  employee_id: idSchema,
  duration: z.number().int().describe('whole length in minutes: initial + gap + finish'),
  gap: z.number().int(),
  finish: z.number().int(),
  price: z.number().int().describe('minor units'),
});
export type EmployeeServiceValues = z.infer<typeof employeeServiceValuesSchema>;

export const bookableServiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  group_id: idSchema.nullable(),
  group_name: z.string(),
  color: z.string(),
  /** the service's own values */
  duration: z.number().int(),
  gap: z.number().int(),
  finish: z.number().int(),
  price: z.number().int(),
  resource_required: z.boolean(),
  resource_ids: z.array(idSchema).describe('resources the service may use (empty = any)'),
  resource_types: z.array(z.string()).describe('resource types it needs: any free resource of one of them (the booking picks one when the line names none)'),
  employees: z.array(employeeServiceValuesSchema).describe('employees who perform it, each with their own values'),
  variants: z
    .array(z.object({ id: idSchema, name: z.string(), duration: z.number().int(), gap: z.number().int(), finish: z.number().int(), price: z.number().int() }))
    .describe('the service\'s variants (a booking line may name one with variant_id: it takes the variant\'s length and price)'),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

/** GET employees/services → every bookable (not archived) service; GET employees/services/{id} → those of one employee. */
export const employeeServicesResponse = z.object({ data: z.array(bookableServiceSchema) });
export type EmployeeServicesResponse = z.infer<typeof employeeServicesResponse>;
