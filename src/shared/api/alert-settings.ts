import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { acAlertSettingFields, spAlertSettingFields } from '../entities/alert-settings.fields';
import { maxAlertRecipients } from '../entities/alert-metrics';
import { alertMessages } from '../messages-alerts';

/**
 * Alert settings of an account and of a provider (spec 3 §7 Profiles: /services/ac-alert-settings and
 * /services/sp-alert-settings, and their update-or-create calls). A threshold's bounds depend on the metric and a
 * recipient must be a user of the setting's tenant: the server checks those on the whole row (modules/alerts).
 */
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));
const asNumber = { item: z.number() };
const recipients = {
  body: z.array(z.number().int().positive()).min(1, alertMessages.noRecipients).max(maxAlertRecipients),
  item: z.array(z.number()),
};
const checks = {
  recipients,
  notify_bell: { body: flag, ...asNumber },
  notify_email: { body: flag, ...asNumber },
};
const stamps = { is_enabled: z.number(), updated_at: z.string() };

export const spAlertSetting = z.object({
  alert_setting_id: z.number(),
  sp_id: z.number(),
  ...itemShape(spAlertSettingFields, checks),
  ...stamps,
});
export const spAlertSettingCreate = z.object(createShape(spAlertSettingFields, checks)).strict();
export const spAlertSettingUpdate = spAlertSettingCreate.partial().strict();

export const acAlertSetting = z.object({
  alert_setting_id: z.number(),
  ac_id: z.number(),
  ...itemShape(acAlertSettingFields, checks),
  ...stamps,
});
export const acAlertSettingCreate = z.object(createShape(acAlertSettingFields, checks)).strict();
export const acAlertSettingUpdate = acAlertSettingCreate.partial().strict();

export type AcAlertSetting = z.infer<typeof acAlertSetting>;
export type SpAlertSetting = z.infer<typeof spAlertSetting>;

/** A user a setting may notify: a user of the account (or of its whole provider), or of the provider. */
export const alertRecipient = z.object({ user_id: z.number(), display_name: z.string(), email: z.string() });
export type AlertRecipient = z.infer<typeof alertRecipient>;
