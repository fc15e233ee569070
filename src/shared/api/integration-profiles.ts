import { z } from 'zod';
import { httpUrl } from './common';
import { createShape, itemShape } from '../entities/field-schemas';
import { authProfileFields } from '../entities/auth-profiles.fields';
import { emailProfileFields } from '../entities/email-profiles.fields';
import { nodeLoggingFields } from '../entities/node-logging-profiles.fields';
import { smsProfileFields } from '../entities/sms-profiles.fields';
import { authProfileTypes, nodeLoggingTypes, oauth2Flows } from '../entities/profile-kinds';

export { authProfileTypes, nodeLoggingTypes, oauth2Flows };

/**
 * The integration profiles of an account (spec 3 §2 Manage email-profiles, auth-profiles, sms-profiles,
 * node-logging-profiles; §3 Profiles; §7 Profiles): what connects its flows to the outside world.
 * Secrets (passwords, client secrets, credentials) are stored encrypted and answered as the mask; a write that
 * sends the mask back keeps the stored secret.
 */
const name = z.string().trim().min(1).max(100);
const stamps = { is_enabled: z.number(), updated_at: z.string() };
const host = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,253}$/, 'A host is a name or an address, like smtp.example.com.');
const flag = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1'])])
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));
/** A secret as a write sends it: a new value, the mask (keep the stored one), or null/'' (remove it). */
const secretText = z.string().max(500);
/** How long a profile's outside call may take before it is given up, in seconds. */
export const profileTimeout = z.coerce.number().int().min(1).max(60);
const email = z.string().trim().email().max(254);

// E-mail profiles: an SMTP server the account's mail goes through.
const asNumber = { item: z.number() };
const asText = { item: z.string() };
/** What the declared fields take beyond their type and limits (entities/email-profiles.screen.ts declares them). */
const emailChecks = {
  host: { body: host, ...asText },
  port: { body: z.coerce.number().int().min(1).max(65535), ...asNumber },
  secure: { body: flag, ...asNumber },
  password: { body: secretText, ...asText },
  from_address: { body: email, ...asText },
  timeout_seconds: { body: profileTimeout, ...asNumber },
};
export const emailProfile = z.object({
  profile_id: z.number(),
  ac_id: z.number(),
  ...itemShape(emailProfileFields, emailChecks),
  ...stamps,
});
export const emailProfileCreate = z.object(createShape(emailProfileFields, emailChecks)).strict();
export const emailProfileUpdate = emailProfileCreate.partial().strict();
/** POST /content/email-profiles/test/{id}: where the test mail goes. */
export const emailProfileTest = z.object({ send_to: email }).strict();

/** What a profile's test answers: whether it worked and what happened, in words. */
export const profileTestAnswer = z.object({ success: z.boolean(), message: z.string() });

// Auth profiles: credentials a web-service step sends, Basic or OAuth2 client credentials.
/** A URL, or '' for none. */
const optionalUrl = z.union([httpUrl, z.literal('').transform(() => null)]);
/** What the declared fields take beyond their type and limits (entities/auth-profiles.screen.ts declares them). */
const authChecks = {
  oauth2_flow: { body: z.enum(oauth2Flows), ...asText },
  password: { body: secretText, ...asText },
  token_url: { body: optionalUrl, ...asText },
  client_secret: { body: secretText, ...asText },
  timeout_seconds: { body: profileTimeout, ...asNumber },
};
export const authProfile = z.object({
  auth_profile_id: z.number(),
  /** The owner: a provider (its own profile) or one account, never both. */
  sp_id: z.number().nullable(),
  ac_id: z.number().nullable(),
  ...itemShape(authProfileFields, authChecks),
  ...stamps,
});
export const authProfileCreate = z.object(createShape(authProfileFields, authChecks)).strict();
export const authProfileUpdate = authProfileCreate.partial().strict();
/** POST /authprofile/test-connection: a saved profile, by the flow it uses. */
export const authTestInput = z.object({ auth_profile_id: z.number().int().positive(), flow_type: z.enum(oauth2Flows).optional() }).strict();
export const authProfileId = z.object({ auth_profile_id: z.number().int().positive() }).strict();
/** A token as answered: never the token itself, only its kind, when it expires and whether it came from the cache. */
export const authTokenAnswer = z.object({ token_type: z.string(), expires_at: z.string().nullable(), cached: z.boolean() });
/** GET /authprofile/storeResult: the stored result of the profile's last connection test (null fields: never tested). */
export const authStoredResult = z.object({
  auth_profile_id: z.number(),
  tested_at: z.string().nullable(),
  success: z.boolean().nullable(),
  message: z.string().nullable(),
});
export const authProfileQuery = z.object({ auth_profile_id: z.coerce.number().int().positive() });
export const authOptions = z.object({ auth_profile_types: z.array(z.string()), oauth2_flows: z.array(z.string()) });

// SMS profiles: an SMS provider's request definition with the account's own credentials.
const credentialKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'A credential is named with letters, digits and _, starting with a letter.');
const credentials = z.preprocess(
  (v) => {
    if (v === null) return {};
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.record(credentialKey, z.string().max(1000)).refine((o) => Object.keys(o).length <= 20, 'At most 20 credentials.'),
);
/** What an SMS profile's declared fields take beyond their type and limits (entities/sms-profiles.fields.ts). */
const smsChecks = {
  sms_provider_id: { body: z.coerce.number().int().positive(), ...asNumber },
  data: { body: credentials, item: z.record(z.string(), z.string()) },
  timeout_seconds: { body: profileTimeout, ...asNumber },
};
export const smsProfile = z.object({
  sms_profile_id: z.number(),
  ac_id: z.number(),
  ...itemShape(smsProfileFields, smsChecks),
  sms_provider_name: z.string(),
  ...stamps,
});
export const smsProfileCreate = z.object(createShape(smsProfileFields, smsChecks)).strict();
export const smsProfileUpdate = smsProfileCreate.partial().strict();
export const smsProfileTest = z
  .object({
    sms_content: z.string().trim().min(1).max(1600),
    receiver: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{3,20}$/, 'A receiver is a phone number: digits, with an optional + first.'),
  })
  .strict();

// Node-logging profiles: where the node events of the attached tasks' sessions go.
/** What the declared fields take beyond their type and limits (entities/node-logging-profiles.screen.ts declares them). */
const nodeLoggingChecks = {
  url: { body: optionalUrl, ...asText },
  secret: { body: secretText, ...asText },
  db_url: { body: optionalUrl, ...asText },
  timeout_seconds: { body: profileTimeout, ...asNumber },
};
export const nodeLoggingProfile = z.object({
  profile_id: z.number(),
  ac_id: z.number(),
  ...itemShape(nodeLoggingFields, nodeLoggingChecks),
  task_ids: z.array(z.number()),
  ...stamps,
});
/** The tasks attached to the profile (not a column: its afterWrite keeps the links). */
const taskIds = z.array(z.number().int().positive()).max(500);
export const nodeLoggingCreate = z.object({ ...createShape(nodeLoggingFields, nodeLoggingChecks), task_ids: taskIds.optional() }).strict();
export const nodeLoggingUpdate = nodeLoggingCreate.omit({ profile_type: true }).partial().strict();
export const nodeLoggingProfileRef = z.object({ profile_id: z.coerce.number().int().positive(), profile_type: z.enum(nodeLoggingTypes) });
export const nodeLoggingRemoveTask = nodeLoggingProfileRef.extend({ task_id: z.number().int().positive() }).strict();
export const nodeLoggingValidateName = z
  .object({ name, profile_type: z.enum(nodeLoggingTypes), profile_id: z.number().int().positive().optional() })
  .strict();
export const nodeLoggingTask = z.object({ task_id: z.number(), task_name: z.string(), task_type: z.string() });
/**
 * POST /node-logging/profiles/firebase/test-connection: a Firebase profile's settings (saved or not); the timeout is the
 * profile's (default 10 s).
 */
export const nodeLoggingFirebaseTest = z
  .object({
    db_url: httpUrl,
    credentials_file_path: z.string().trim().min(1).max(500),
    timeout_seconds: profileTimeout.optional(),
  })
  .strict();
