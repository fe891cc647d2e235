import { z } from 'zod';
import { ROLES } from './constants';
import { idSchema } from './ids';
import { PERMISSION_FLAGS } from './permissions';
import { accessFieldsSchema, flagSchema, permissionMapSchema } from './access';

/** Wire shapes of GET permissions/list and POST permissions/update (spec §7 "Permissions and staff PIN"). */

export const permissionEmployeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  is_owner: flagSchema,
  has_login: flagSchema.describe('1 when a user account signs in as this employee'),
  permissions: permissionMapSchema,
  overrides: z
    .array(z.enum(PERMISSION_FLAGS))
    .describe("the flags where this employee differs from their role's defaults (empty for the owner)"),
});
export type PermissionEmployee = z.infer<typeof permissionEmployeeSchema>;

export const permissionsListSchema = z
  .object({
    data: z.array(permissionEmployeeSchema),
    flags: z.array(z.enum(PERMISSION_FLAGS)).describe('every flag, in display order'),
    role_defaults: z
      .record(z.enum(ROLES), permissionMapSchema)
      .describe("the flags each role has in this venue (the venue's own where it changed them); the owner has every flag"),
  })
  .extend(accessFieldsSchema.shape);
export type PermissionsList = z.infer<typeof permissionsListSchema>;

/** Roles that can be given here; ownership is not handed over through permissions. */
export const ASSIGNABLE_ROLES = ['manager', 'receptionist', 'employee'] as const;

/**
 * POST permissions/update, two forms:
 *  - with `employee_id`: that employee — `role` resets them to the role and its (venue) defaults,
 *    `permissions` sets single flags (an override of their role);
 *  - without it: the venue's defaults of `role` (manager, receptionist, employee) — each changed flag
 *    also changes for every employee of that role who had the role's old value (overrides stay).
 */
export const permissionsUpdateSchema = z
  .strictObject({
    employee_id: idSchema.optional().describe("the employee to change; absent: the role's defaults"),
    role: z
      .enum(ASSIGNABLE_ROLES)
      .optional()
      .describe("with employee_id: reset to this role and its default flags; without: the role whose defaults change"),
    permissions: z
      .strictObject(
        Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flagSchema.optional()])) as Record<
          (typeof PERMISSION_FLAGS)[number],
          z.ZodOptional<typeof flagSchema>
        >,
      )
      .optional()
      .describe('flags to set (after a role reset, when both are given); absent flags stay'),
  })
  .refine((body) => body.role !== undefined || body.permissions !== undefined, {
    path: ['permissions'],
    params: { key: 'validation.required' },
  })
  .refine((body) => body.employee_id !== undefined || body.role !== undefined, {
    path: ['role'],
    params: { key: 'validation.required' },
  })
  .refine((body) => body.employee_id !== undefined || body.permissions !== undefined, {
    path: ['permissions'],
    params: { key: 'validation.required' },
  });
export type PermissionsUpdate = z.infer<typeof permissionsUpdateSchema>;

export const permissionsUpdateResponseSchema = z
  .object({
    data: permissionEmployeeSchema.optional().describe('the employee, when one was changed'),
    role_defaults: permissionsListSchema.shape.role_defaults,
    updated: z.array(idSchema).describe('the employees whose flags changed'),
    message: z.string(),
  })
  .extend(accessFieldsSchema.shape);
export type PermissionsUpdateResponse = z.infer<typeof permissionsUpdateResponseSchema>;
