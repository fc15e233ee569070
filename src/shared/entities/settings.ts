import { z } from 'zod';
import { isValidTimezone } from '../time';
import { displayDateFormats } from './define';

/** Provider and account settings as a request gives them (spec 3 §3: display_date_format, default_timezone). */
export const settingsInput = z
  .object({
    display_date_format: z.enum(displayDateFormats).nullable().optional(),
    default_timezone: z.string().trim().refine(isValidTimezone, 'must be an IANA time zone such as Europe/Paris').nullable().optional(),
  })
  .strict();

/** A theme colour as the spec writes them: six hex digits without '#' (defaults 244CDE, 0e97d4, EEF1FC, 9cd6fc). */
const hexColour = z
  .string()
  .trim()
  .regex(/^[0-9A-Fa-f]{6}$/, 'must be six hex digits, such as 244CDE');

/** A provider's theme colours (spec 3 §3); any not given keeps its stored value or the default. */
export const themeColours = z
  .object({ theme_color: hexColour, hover_color: hexColour, row_hover_color: hexColour, outline_color: hexColour })
  .partial()
  .strict();
export type ThemeColours = Required<z.infer<typeof themeColours>>;

/** The answer of a unique-value check call. */
export const uniqueCheckAnswer = z.object({ valid: z.boolean(), message: z.string() });

/**
 * A provider's email settings (spec 3 §3, §7 sp-email-settings): the sender, and optionally its own SMTP
 * server (the custom email profile). The password is write-only: answers say only whether one is stored.
 */
export const emailSettingsInput = z
  .object({
    from_name: z.string().trim().max(100).nullable().optional(),
    from_address: z.email().nullable().optional(),
    use_custom_profile: z.boolean().optional(),
    host: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,253}$/, 'must be a host name or address')
      .nullable()
      .optional(),
    port: z.number().int().min(1).max(65535).nullable().optional(),
    secure: z.boolean().optional(),
    username: z.string().trim().max(200).nullable().optional(),
    password: z.string().max(200).optional(),
  })
  .strict();
export const emailSettings = emailSettingsInput.omit({ password: true }).extend({ has_password: z.boolean() });
export type EmailSettings = z.infer<typeof emailSettings>;
