import { z } from 'zod';
import { accountFields } from '../entities/accounts.fields';
import { itemShape } from '../entities/field-schemas';
import { serviceProviderFields } from '../entities/service-providers.fields';

export const settings = z.object({
  display_date_format: z.string().nullable().optional(),
  default_timezone: z.string().nullable().optional(),
  // A provider's theme colours (spec 3 §3), read by the shell from the switcher's options.
  theme_color: z.string().optional(),
  hover_color: z.string().optional(),
  row_hover_color: z.string().optional(),
  outline_color: z.string().optional(),
});
export type Settings = z.infer<typeof settings>;

export const account = z.object({
  ac_id: z.number(),
  ...itemShape(accountFields),
  sp_id: z.number(),
  sp_name: z.string(),
  scope: z.literal('ac'),
  is_enabled: z.number(),
  ac_domain_map: z.array(z.object({ domain_id: z.string() })),
  ac_setting: settings,
});
export type Account = z.infer<typeof account>;

export const serviceProvider = z.object({
  sp_id: z.number(),
  ...itemShape(serviceProviderFields),
  is_enabled: z.number(),
  sp_setting: settings,
});
export type ServiceProvider = z.infer<typeof serviceProvider>;

/** One entry of the switcher: a provider with the accounts this user may pick in it. */
export const switcherOption = z.object({
  sp_id: z.number(),
  sp_name: z.string(),
  logopath: z.string().nullable(),
  /** 'sp' when the user may act at provider level, 'ac' when only on some of its accounts. */
  scope: z.enum(['sp', 'ac']),
  sp_setting: settings,
  accounts: z.array(account),
});
export type SwitcherOption = z.infer<typeof switcherOption>;
