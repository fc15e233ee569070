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
const hexColour = z.string().trim().regex(/^[0-9A-Fa-f]{6}$/, 'must be six hex digits, such as 244CDE');

/** A provider's theme colours (spec 3 §3); any not given keeps its stored value or the default. */
export const themeColours = z
  .object({ theme_color: hexColour, hover_color: hexColour, row_hover_color: hexColour, outline_color: hexColour })
  .partial()
  .strict();
export type ThemeColours = Required<z.infer<typeof themeColours>>;

/** The answer of a unique-value check call. */
export const uniqueCheckAnswer = z.object({ valid: z.boolean(), message: z.string() });
