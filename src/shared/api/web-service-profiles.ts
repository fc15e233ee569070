import { z } from 'zod';
import { httpUrl } from './common';
import { createShape, itemShape } from '../entities/field-schemas';
import { acWebServiceProfileFields, webServiceProfileFields } from '../entities/web-service-profiles.fields';
import { nodeLoggingTypes } from '../entities/profile-kinds';
import { parseProfileKey, profileKeyOf, webServiceProfileKey, webServiceProfileLevels } from '../web-service-profile-key';

/**
 * Web-service profiles (spec 3 §1, §3 Profiles, §7 /util/web-service-profiles/list and
 * /util/ac-web-service-profiles/list): a provider's, offered to all its accounts, and an account's own. The secret
 * header's value is stored encrypted and answered as the mask; a write that sends the mask back keeps it.
 */
const headerName = /^[A-Za-z0-9-]+$/;
/** At most this many default headers (a step has at most 30 of its own). */
export const maxProfileHeaders = 30;

/**
 * The default headers as written, one a line `Name: value` (blank lines skipped); an error when a line is not a header,
 * with the words why.
 */
export function headerLines(text: string | null | undefined): { headers: [string, string][] } | { error: string } {
  const headers: [string, string][] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const at = line.indexOf(':');
    const name = at < 0 ? '' : line.slice(0, at).trim();
    if (!headerName.test(name)) return { error: `Write each header on a line of its own as Name: value (“${line.slice(0, 40)}”).` };
    headers.push([name, line.slice(at + 1).trim()]);
  }
  if (headers.length > maxProfileHeaders) return { error: `A profile has at most ${maxProfileHeaders} default headers.` };
  return { headers };
}

const headersText = z
  .string()
  .max(4000)
  .superRefine((v, ctx) => {
    const parsed = headerLines(v);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  });
const secretHeaderName = z
  .string()
  .trim()
  .max(100)
  .refine((v) => v === '' || headerName.test(v), 'A header name has letters, digits and - only.');
const asText = { item: z.string() };
const asNumber = { item: z.number() };
const checks = {
  base_url: { body: httpUrl, ...asText },
  headers: { body: headersText, ...asText },
  secret_header_name: { body: secretHeaderName, ...asText },
  secret_header_value: { body: z.string().max(2000), ...asText },
  timeout_seconds: { body: z.coerce.number().int().min(1).max(60), ...asNumber },
};
const acChecks = { ...checks, auth_profile_id: { body: z.coerce.number().int().positive(), ...asNumber } };
const stamps = { is_enabled: z.number(), updated_at: z.string() };

export const webServiceProfile = z.object({
  web_service_profile_id: z.number(),
  sp_id: z.number(),
  ...itemShape(webServiceProfileFields, checks),
  ...stamps,
});
export const webServiceProfileCreate = z
  .object({ ...createShape(webServiceProfileFields, checks), sp_id: z.number().int().positive().optional() })
  .strict();
export const webServiceProfileUpdate = z.object(createShape(webServiceProfileFields, checks)).partial().strict();

export const acWebServiceProfile = z.object({
  ac_web_service_profile_id: z.number(),
  ac_id: z.number(),
  ...itemShape(acWebServiceProfileFields, acChecks),
  auth_profile_name: z.string().nullable(),
  ...stamps,
});
export const acWebServiceProfileCreate = z.object(createShape(acWebServiceProfileFields, acChecks)).strict();
export const acWebServiceProfileUpdate = acWebServiceProfileCreate.partial().strict();

export { profileKeyOf, parseProfileKey, webServiceProfileKey, webServiceProfileLevels };

/** A profile as the lists of the spec answer it (its fields are not shown: spec 3 §3): what a step's editor offers. */
export const webServiceProfileChoice = z.object({
  profile_key: z.string(),
  level: z.enum(webServiceProfileLevels),
  id: z.number(),
  profile_name: z.string(),
  base_url: z.string(),
  is_enabled: z.number(),
});
export const fetchAllQuery = z.object({ fetch_all: z.enum(['0', '1']).default('1') });

/**
 * An event profile (spec 1 §3 "Event profile lists", §7 GET /eventProfile/event-profiles-list): one of the account's
 * node-logging profiles — a webhook or a Firebase database — as a target of node events.
 */
export const eventProfile = z.object({
  profile_id: z.number(),
  profile_name: z.string(),
  profile_type: z.enum(nodeLoggingTypes),
  target: z.string().nullable(),
  task_count: z.number(),
  is_enabled: z.number(),
});
