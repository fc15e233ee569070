import { z } from 'zod';
import { httpUrl } from './common';
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
const secret = z.string().max(500).nullable();
/** How long a profile's outside call may take before it is given up, in seconds. */
export const profileTimeout = z.coerce.number().int().min(1).max(60);
const email = z.string().trim().email().max(254);

// E-mail profiles: an SMTP server the account's mail goes through.
export const emailProfile = z.object({
  profile_id: z.number(),
  profile_name: z.string(),
  ac_id: z.number(),
  host: z.string(),
  port: z.number(),
  secure: z.number(),
  username: z.string().nullable(),
  /** The mask when a password is stored, else null; never the password. */
  password: z.string().nullable(),
  from_address: z.string(),
  from_name: z.string().nullable(),
  timeout_seconds: z.number(),
  ...stamps,
});
const emailProfileFields = z.object({
  profile_name: name,
  host,
  port: z.coerce.number().int().min(1).max(65535),
  secure: flag,
  username: z.string().trim().max(200).nullable(),
  password: secret,
  from_address: email,
  from_name: z.string().trim().max(100).nullable(),
  timeout_seconds: profileTimeout,
});
export const emailProfileCreate = emailProfileFields
  .partial({ secure: true, username: true, password: true, from_name: true, timeout_seconds: true })
  .strict();
export const emailProfileUpdate = emailProfileFields.partial().strict();
/** POST /content/email-profiles/test/{id}: where the test mail goes. */
export const emailProfileTest = z.object({ send_to: email }).strict();

/** What a profile's test answers: whether it worked and what happened, in words. */
export const profileTestAnswer = z.object({ success: z.boolean(), message: z.string() });

// Auth profiles: credentials a web-service step sends, Basic or OAuth2 client credentials.
export const authProfile = z.object({
  auth_profile_id: z.number(),
  auth_profile_name: z.string(),
  ac_id: z.number(),
  auth_profile_type: z.enum(authProfileTypes),
  oauth2_flow: z.string().nullable(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  token_url: z.string().nullable(),
  client_id: z.string().nullable(),
  client_secret: z.string().nullable(),
  scope: z.string().nullable(),
  timeout_seconds: z.number(),
  /** The last test's result (storeResult): when, whether it worked, what it said. */
  last_tested_at: z.string().nullable(),
  last_test_success: z.number().nullable(),
  last_test_message: z.string().nullable(),
  ...stamps,
});
const authProfileFields = z.object({
  auth_profile_name: name,
  auth_profile_type: z.enum(authProfileTypes),
  oauth2_flow: z.enum(oauth2Flows).nullable(),
  username: z.string().trim().max(200).nullable(),
  password: secret,
  token_url: z.union([httpUrl, z.literal('').transform(() => null)]).nullable(),
  client_id: z.string().trim().max(500).nullable(),
  client_secret: secret,
  scope: z.string().trim().max(500).nullable(),
  timeout_seconds: profileTimeout,
});
export const authProfileCreate = authProfileFields
  .partial({
    oauth2_flow: true,
    username: true,
    password: true,
    token_url: true,
    client_id: true,
    client_secret: true,
    scope: true,
    timeout_seconds: true,
  })
  .strict();
export const authProfileUpdate = authProfileFields.partial().strict();
/** POST /authprofile/test-connection: a saved profile, by the flow it uses. */
export const authTestInput = z.object({ auth_profile_id: z.number().int().positive(), flow_type: z.enum(oauth2Flows).optional() }).strict();
export const authProfileId = z.object({ auth_profile_id: z.number().int().positive() }).strict();
/** A token as answered: never the token itself, only its kind, when it expires and whether it came from the cache. */
export const authTokenAnswer = z.object({ token_type: z.string(), expires_at: z.string().nullable(), cached: z.boolean() });
export const authOptions = z.object({ auth_profile_types: z.array(z.string()), oauth2_flows: z.array(z.string()) });

// SMS profiles: an SMS provider's request definition with the account's own credentials.
export const smsProfile = z.object({
  sms_profile_id: z.number(),
  sms_profile_name: z.string(),
  ac_id: z.number(),
  sms_provider_id: z.number(),
  sms_provider_name: z.string(),
  /** The credentials the provider's request names (:key), each answered as the mask. */
  data: z.record(z.string(), z.string()),
  timeout_seconds: z.number(),
  ...stamps,
});
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
const smsProfileFields = z.object({
  sms_profile_name: name,
  sms_provider_id: z.coerce.number().int().positive(),
  data: credentials,
  timeout_seconds: profileTimeout,
});
export const smsProfileCreate = smsProfileFields.partial({ data: true, timeout_seconds: true }).strict();
export const smsProfileUpdate = smsProfileFields.partial().strict();
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
export const nodeLoggingProfile = z.object({
  profile_id: z.number(),
  profile_name: z.string(),
  ac_id: z.number(),
  profile_type: z.enum(nodeLoggingTypes),
  url: z.string().nullable(),
  /** Sent as the X-Studio-Signature secret of each delivery: the mask when one is stored. */
  secret: z.string().nullable(),
  db_url: z.string().nullable(),
  credentials_file_path: z.string().nullable(),
  timeout_seconds: z.number(),
  task_ids: z.array(z.number()),
  ...stamps,
});
const nodeLoggingFields = z.object({
  profile_name: name,
  profile_type: z.enum(nodeLoggingTypes),
  url: z.union([httpUrl, z.literal('').transform(() => null)]).nullable(),
  secret,
  db_url: z.union([httpUrl, z.literal('').transform(() => null)]).nullable(),
  credentials_file_path: z.string().trim().max(500).nullable(),
  timeout_seconds: profileTimeout,
  task_ids: z.array(z.number().int().positive()).max(500),
});
export const nodeLoggingCreate = nodeLoggingFields
  .partial({ url: true, secret: true, db_url: true, credentials_file_path: true, timeout_seconds: true, task_ids: true })
  .strict();
export const nodeLoggingUpdate = nodeLoggingFields.omit({ profile_type: true }).partial().strict();
export const nodeLoggingProfileRef = z.object({ profile_id: z.coerce.number().int().positive(), profile_type: z.enum(nodeLoggingTypes) });
export const nodeLoggingRemoveTask = nodeLoggingProfileRef.extend({ task_id: z.number().int().positive() }).strict();
export const nodeLoggingValidateName = z
  .object({ name, profile_type: z.enum(nodeLoggingTypes), profile_id: z.number().int().positive().optional() })
  .strict();
export const nodeLoggingTask = z.object({ task_id: z.number(), task_name: z.string(), task_type: z.string() });
