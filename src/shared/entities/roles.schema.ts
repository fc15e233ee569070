import { z } from 'zod';
import { role } from '../api/access-admin';
import { defineEntity } from './define';
import { createShape } from './field-schemas';
import { roleFields } from './roles.fields';
import { rolesMeta } from './roles.screen';

const fields = createShape(roleFields);

/** Roles: their data (roles.ts) and schemas. Permissions may be given on create; afterwards the role-permissions call sets them. */
export const rolesEntity = defineEntity(rolesMeta, {
  item: role,
  create: z.object({ ...fields, permissions: z.array(z.string().trim().min(1).max(120)).max(1000).optional() }).strict(),
  update: z.object(fields).partial().strict(),
});
