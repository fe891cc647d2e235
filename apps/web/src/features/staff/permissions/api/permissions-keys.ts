export const permissionsKey = ['staff', 'permissions'] as const;
