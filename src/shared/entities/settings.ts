import { z } from 'zod';
import { isValidTimezone } from '../time';

/** The date formats a provider or account may pick (the same list the profile page offers). */
export const displayDateFormats = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;

/** Provider and account settings as a request gives them (spec 3 §3: display_date_format, default_timezone). */
export const settingsInput = z
  .object({
    display_date_format: z.enum(displayDateFormats).nullable().optional(),
    default_timezone: z.string().trim().refine(isValidTimezone, 'must be an IANA time zone such as Europe/Paris').nullable().optional(),
  })
  .strict();
