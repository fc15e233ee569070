import { z } from 'zod';
import { limits } from '../limits';
import { switcherOption } from './tenancy';

export const userTypes = ['system', 'sp', 'ac'] as const;
export type UserType = (typeof userTypes)[number];

export const roleWithScope = z.object({
  role_id: z.number(),
  name: z.string(),
  scope: z.enum(['system', 'sp', 'ac']),
  sp_id: z.number().nullable(),
  ac_id: z.number().nullable(),
});
export type RoleWithScope = z.infer<typeof roleWithScope>;

export const userMeta = z.object({
  ct_enabled: z.boolean(),
  display_date_formats: z.array(z.string()),
  default_display_date_format: z.string(),
  backend_timezone: z.string(),
  file_extension_whitelist: z.array(z.string()),
  jurisdiction_id: z.number().nullable(),
});

export const sessionUser = z.object({
  user_id: z.number(),
  email: z.string(),
  display_name: z.string(),
  language: z.string(),
  timezone: z.string().nullable(),
  display_date_format: z.string().nullable(),
  user_type: z.enum(userTypes),
  roles: z.array(z.string()),
  roles_with_scope: z.array(roleWithScope),
  /** Permission names granted by the user's roles and to the user directly. */
  permissions: z.array(z.string()),
  account_mappings: z.array(switcherOption),
  user_status: z.enum(['Active', 'Inactive']),
  twofa_enabled: z.boolean(),
  system_controlled_twofa: z.boolean(),
  /** Set when the user signs in through an external identity provider. */
  idp: z.string().nullable(),
  meta: userMeta,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

/** A sign-in either completes, or asks for the second factor (verify, or set up first). */
export const loginResult = z.union([
  z.object({ token: z.string(), user: sessionUser }),
  z.object({ twofa_required: z.literal(true), twofa_token: z.string(), setup_required: z.boolean() }),
]);
export type LoginResult = z.infer<typeof loginResult>;

export const verifyOtpBody = z.object({
  twofa_token: z.string().optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The one-time code has six digits.'),
});

export const twofaSetup = z.object({ qr_code: z.string(), secret: z.string(), otpauth_url: z.string() });

export const passwordPolicySummary = z.object({
  min_length: z.number(),
  require_uppercase: z.boolean(),
  require_lowercase: z.boolean(),
  require_digit: z.boolean(),
  require_symbol: z.boolean(),
  /** Human-readable rules, in the order they are checked. */
  rules: z.array(z.string()),
});
export type PasswordPolicySummary = z.infer<typeof passwordPolicySummary>;

export const forgotBody = z.object({ email: z.string().trim().email().max(254) });
export const tokenBody = z.object({ email: z.string().trim().max(254), token: z.string().min(10).max(200) });
export const resetPasswordBody = tokenBody.extend({
  password: z.string().min(1).max(200),
  password_confirmation: z.string().max(200),
});

export const profileBody = z.object({
  display_name: z.string().trim().min(1).max(120).optional(),
  language: z.enum(limits.locales).optional(),
  timezone: z.string().max(64).nullable().optional(),
  display_date_format: z.string().max(32).nullable().optional(),
});

export const changePasswordBody = z.object({
  current_password: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  password_confirmation: z.string().max(200),
});

export const systemControlledTwofaBody = z.object({
  user_id: z.number().int(),
  system_controlled_twofa: z.boolean(),
});
