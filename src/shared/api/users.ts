import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { userFields } from '../entities/users.fields';

/** Users as administration lists them (spec 3 §3 "Users and access", §6 "User listing"). */
export const userMapping = z.object({
  sp_id: z.number(),
  sp_name: z.string(),
  ac_id: z.number().nullable(),
  ac_name: z.string().nullable(),
});
export type UserMapping = z.infer<typeof userMapping>;

const id = z.number().int().positive();
const email = z.string().trim().toLowerCase().email().max(254);
/** A name, when given, is not blank. */
const displayName = z.string().trim().min(1).max(120);
/** What a user's declared e-mail and name take beyond their type and limits (entities/users.fields.ts). */
const userChecks = { email: { body: email, item: z.string() }, display_name: { body: displayName, item: z.string() } };

export const twofaStatuses = ['Mandatory', 'Enabled', 'Disabled'] as const;

export const userItem = z.object({
  user_id: z.number(),
  ...itemShape(userFields, userChecks),
  /** Active, or Inactive until the invitation is accepted. */
  user_status: z.enum(['Active', 'Inactive']),
  is_enabled: z.number(),
  /** The current role: the last role the user was given. */
  role: z.string().nullable(),
  role_id: z.number().nullable(),
  roles: z.array(z.number()),
  /** 'System', 'Service Provider', or the names of the mapped accounts. */
  scope: z.string(),
  account_mappings: z.array(userMapping),
  /** For the form: the mapped account ids, comma-separated ('' = the whole provider). */
  ac_ids: z.string(),
  twofa_status: z.enum(twofaStatuses),
  created_at: z.string(),
});
export type UserItem = z.infer<typeof userItem>;

/** Inviting a user: the e-mail, the role and the account mappings (none: the whole provider). */
export const userInvite = z
  .object({
    ...createShape(userFields, userChecks),
    roles: z.array(id).min(1).max(5),
    account_mappings: z.array(id).max(500).default([]),
    /** Only at system scope: the provider the user belongs to (none with a system role). */
    sp_id: id.optional(),
  })
  .strict();

export const userUpdate = z
  .object({
    display_name: displayName.optional(),
    roles: z.array(id).min(1).max(5).optional(),
    account_mappings: z.array(id).max(500).optional(),
    /** Restoring a disabled user sets user_status to 1 (spec 3 §4). */
    user_status: z.literal(1).optional(),
  })
  .strict();

/** The choices of the invite form: roles the actor may give, accounts of the provider. */
export const userFormContents = z.object({
  roles: z.array(z.object({ id: z.number(), name: z.string(), scope: z.string() })),
  accounts: z.array(z.object({ ac_id: z.number(), ac_name: z.string() })),
});

/** An invitation link: the address it was sent to and its token. */
export const inviteToken = z.object({ email: z.string().trim().max(254), token: z.string().min(10).max(200) });
export const inviteProfile = inviteToken.extend({
  display_name: displayName.optional(),
  password: z.string().min(1).max(200),
  password_confirmation: z.string().max(200),
});
export const inviteAnswer = z.object({ valid: z.literal(true), email: z.string(), display_name: z.string() });

/** An existing user invited to another provider or accounts of it: the roles given there and the accounts (none: the whole provider). */
export const mapInviteBody = z
  .object({
    email: z.string().trim().max(254),
    roles: z.array(id).min(1).max(20),
    account_mappings: z.array(id).max(500).default([]),
    sp_id: id.optional(),
  })
  .strict();
export const mapInviteAnswer = z.object({ id: z.number(), user_id: z.number(), email: z.string(), message: z.string() });
/** Following the e-mailed link: the mapping added, and the scope the user now sees. */
export const mapAcceptAnswer = z.object({
  message: z.string(),
  user_id: z.number(),
  sp_id: z.number(),
  ac_ids: z.array(z.number()),
  scope: z.string(),
});

/** Revoke an invitation, or send a new link to an inactive user. */
export const userIdBody = z.object({ user_id: id }).strict();

/** An administrator sets another user's password (policy-checked). */
export const adminPasswordBody = z.object({
  current_password: z.string().min(1).max(200).optional(),
  password: z.string().min(1).max(200),
  password_confirmation: z.string().max(200),
});
