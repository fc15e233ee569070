import { z } from 'zod';
import { themeColours, settingsInput } from '../entities/settings';
import { colourProblems, type ColourProblem, type ThemeColourField, type ThemeColourSet } from '../theme/contrast';
import { fill, messages } from '../messages';

/** Provider and account profiles (spec 3 §3, §7 sp-settings, sp-theme-colors). */
const id = z.number().int().positive();
const name = z.string().trim().min(1).max(100);

export const themeColoursAnswer = z.object({
  theme_color: z.string(),
  hover_color: z.string(),
  row_hover_color: z.string(),
  outline_color: z.string(),
});

/** POST /portal/sp-settings: the provider's name, theme colours, date format and time zone; any not given stays. */
export const spSettingsBody = themeColours.extend({ sp_id: id, sp_name: name.optional() }).extend(settingsInput.shape).strict();

const problem = z.object({
  field: z.string(),
  ratio: z.number(),
  needed: z.number(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});

export const spProfile = themeColoursAnswer.extend({
  sp_id: z.number(),
  sp_name: z.string(),
  logopath: z.string().nullable(),
  display_date_format: z.string().nullable(),
  default_timezone: z.string().nullable(),
  /** Colours saved but hard to see (the outline); refusals never get this far. */
  warnings: z.array(problem),
});
export type SpProfile = z.infer<typeof spProfile>;

/** PUT /portal/ac-profile/{ac_id}: the account's name, date format and time zone; any not given stays. */
export const acProfileBody = z.object({ ac_name: name.optional() }).extend(settingsInput.shape).strict();
export const acProfile = z.object({
  ac_id: z.number(),
  ac_name: z.string(),
  sp_id: z.number(),
  logopath: z.string().nullable(),
  display_date_format: z.string().nullable(),
  default_timezone: z.string().nullable(),
});
export type AcProfile = z.infer<typeof acProfile>;

/** The English name of a colour field in messages ('theme colour'). */
export const colourNames: Record<ThemeColourField, string> = {
  theme_color: 'theme colour',
  hover_color: 'hover colour',
  row_hover_color: 'row hover colour',
  outline_color: 'outline colour',
};

/** A problem as the API says it: with its message. */
export function describeProblem(p: ColourProblem): z.infer<typeof problem> {
  const text = p.severity === 'error' ? messages.profiles.colourUnreadable : messages.profiles.colourFaint;
  return { ...p, message: fill(text, { colour: colourNames[p.field], ratio: p.ratio.toFixed(1), needed: p.needed.toFixed(1) }) };
}

export const describeProblems = (colours: ThemeColourSet) => colourProblems(colours).map(describeProblem);

/** GET /portal/getDomainInfo and getDomainSkills (spec 3 §7 Accounts). */
export const domainQuery = z.object({ domain_id: z.string().trim().min(1).max(100) });
export const domainInfo = z.object({
  domain_id: z.string(),
  accounts: z.array(
    z.object({
      ac_id: z.number(),
      ac_name: z.string(),
      sp_id: z.number(),
      sp_name: z.string(),
      is_enabled: z.number(),
      migration_state: z.string(),
    }),
  ),
  /** Where the domain's lists come from: the provider's contact-center platform, or the studio's own tables (offline fallback). */
  source: z.enum(['platform', 'studio']),
  /** When the platform's lists were fetched (null from the studio's tables). */
  fetched_at: z.string().nullable(),
  /** How many users, skills, dispositions, … the domain has. */
  counts: z.record(z.string(), z.number()),
});
export type DomainInfo = z.infer<typeof domainInfo>;
export const domainSkills = z.object({
  domain_id: z.string(),
  source: z.enum(['platform', 'studio']),
  fetched_at: z.string().nullable(),
  items: z.array(
    z.object({ name: z.string(), tasks: z.array(z.object({ task_id: z.number(), task_name: z.string(), ac_id: z.number() })) }),
  ),
});
export type DomainSkills = z.infer<typeof domainSkills>;
