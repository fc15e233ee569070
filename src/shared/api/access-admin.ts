import { z } from 'zod';
import { apiKeyFields } from '../entities/api-keys.fields';
import { itemShape } from '../entities/field-schemas';
import { permissionFields } from '../entities/permissions.fields';
import { roleFields } from '../entities/roles.fields';

/** Roles, permissions and API keys as the administration calls answer them (spec 3 §3 "Users and access", §7). */

export const roleLevels = ['system', 'sp', 'ac'] as const;

export const role = z.object({
  id: z.number(),
  ...itemShape(roleFields),
  is_enabled: z.number(),
  /** The permission names the role gives, sorted. */
  permissions: z.array(z.string()),
  /** How many user-role mappings name it (a role in use). */
  users_count: z.number(),
});
export type Role = z.infer<typeof role>;

export const permission = z.object({
  id: z.number(),
  ...itemShape(permissionFields),
  is_enabled: z.number(),
  /** The first word of the name: build, manage, analyse, discover, system. */
  section: z.string(),
});
export type Permission = z.infer<typeof permission>;

/** The permission names a write sets: the whole new set (write implies read is added by the server). */
export const permissionSet = z.object({ permissions: z.array(z.string().trim().min(1).max(120)).max(1000) }).strict();

export const rolePermissions = z.object({ role_id: z.number(), permissions: z.array(z.string()) });
export type RolePermissions = z.infer<typeof rolePermissions>;

/**
 * A user's permissions: those given to the user directly, those their roles give, and `overlap` — the direct
 * ones that the role named by overlap_from (or, without it, the user's own roles) already gives.
 */
export const userPermissions = z.object({
  user_id: z.number(),
  direct: z.array(z.string()),
  from_roles: z.array(z.string()),
  overlap: z.array(z.string()),
  overlap_from: z.number().nullable(),
});
export type UserPermissions = z.infer<typeof userPermissions>;

export const apiKey = z.object({
  user_api_key_id: z.number(),
  user_id: z.number(),
  user_email: z.string(),
  sp_id: z.number().nullable(),
  ...itemShape(apiKeyFields),
  /** Masked: the first characters and dots; the whole key is answered once, by the create call. */
  api_key: z.string(),
  is_enabled: z.number(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKey>;
