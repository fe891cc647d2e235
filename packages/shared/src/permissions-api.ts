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
});
export type PermissionEmployee = z.infer<typeof permissionEmployeeSchema>;

export const permissionsListSchema = z
  .object({
    data: z.array(permissionEmployeeSchema),
    flags: z.array(z.enum(PERMISSION_FLAGS)).describe('every flag, in display order'),
    role_defaults: z.record(z.enum(ROLES), permissionMapSchema).describe('the flags each role starts with'),
  })
  .extend(accessFieldsSchema.shape);
export type PermissionsList = z.infer<typeof permissionsListSchema>;

/** Roles that can be given here; ownership is not handed over through permissions. */
export const ASSIGNABLE_ROLES = ['manager', 'receptionist', 'employee'] as const;

export const permissionsUpdateSchema = z
  .strictObject({
    employee_id: idSchema,
    role: z.enum(ASSIGNABLE_ROLES).optional().describe("reset to this role and its default flags"),
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
  });
export type PermissionsUpdate = z.infer<typeof permissionsUpdateSchema>;

export const permissionsUpdateResponseSchema = z
  .object({ data: permissionEmployeeSchema, message: z.string() })
  .extend(accessFieldsSchema.shape);
