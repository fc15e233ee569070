import { z } from 'zod';
import { limits } from './limits';

/**
 * The system settings (spec 3 §3 Messages and settings; GET /system/system-settings, PUT /system/system-settings/{id}):
 * what the system role may change at run time without a restart, each declared once with its default, bounds and
 * unit. Every one is read where it acts (the server's `systemSettingValue`); a setting never changed is its default.
 * To add one: an entry here, its words in the `system` locale namespace, and the read where it acts.
 */
export const systemSettingDecls = {
  /** How long an invitation link stays valid (users: invite, re-verify). */
  invite_link_days: { default: limits.inviteTokenTtlMs / 86_400_000, min: 1, max: 30, unit: 'days' },
  /** How long a password or two-factor reset link stays valid. */
  reset_link_minutes: { default: limits.resetTokenTtlMs / 60_000, min: 10, max: 1440, unit: 'minutes' },
  /** Failed sign-ins of one address from one client before sign-in waits (the lock of limits.signIn). */
  sign_in_max_failures: { default: limits.signIn.maxFailures, min: 3, max: 20, unit: 'attempts' },
} as const satisfies Record<string, { default: number; min: number; max: number; unit: string }>;

export type SystemSettingKey = keyof typeof systemSettingDecls;
export const systemSettingKeys = Object.keys(systemSettingDecls) as SystemSettingKey[];

export const systemSetting = z.object({
  setting_id: z.number(),
  setting_key: z.enum(systemSettingKeys as [SystemSettingKey, ...SystemSettingKey[]]),
  value: z.number(),
  default_value: z.number(),
  min: z.number(),
  max: z.number(),
  unit: z.string(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type SystemSetting = z.infer<typeof systemSetting>;

/** PUT /system/system-settings/{setting_id}: the new value (its bounds are the setting's own, checked by the route). */
export const systemSettingUpdate = z.object({ value: z.number().int() }).strict();

/**
 * GET /system/loaded-configuration: every effective setting of the running server, where it came from (the
 * environment or the default), its value shown unless it is a secret (then masked; a URL keeps all but its password).
 */
export const configurationEntry = z.object({
  key: z.string(),
  value: z.string().nullable(),
  source: z.enum(['environment', 'default']),
  secret: z.boolean(),
});
export type ConfigurationEntry = z.infer<typeof configurationEntry>;
