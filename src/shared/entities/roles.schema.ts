import { z } from 'zod';
import { role, roleLevels } from '../api/access-admin';
import { defineEntity } from './define';
import { rolesMeta } from './roles.screen';

const roleName = z.string().trim().min(1).max(100);

/** Roles: their data (roles.ts) and schemas. Permissions may be given on create; afterwards the role-permissions call sets them. */
export const rolesEntity = defineEntity(rolesMeta, {
  item: role,
  create: z
    .object({ name: roleName, scope: z.enum(roleLevels), permissions: z.array(z.string().trim().min(1).max(120)).max(1000).optional() })
    .strict(),
  update: z
    .object({ name: roleName, scope: z.enum(roleLevels) })
    .partial()
    .strict(),
});
