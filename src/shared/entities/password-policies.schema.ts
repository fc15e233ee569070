import { z } from 'zod';
import { limits } from '../limits';
import { defineEntity } from './define';
import { passwordPoliciesMeta } from './password-policies.screen';

/** A rule switch: 0/1, also as the form's text or a boolean. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

export const passwordPolicyItem = z.object({
  password_policy_id: z.number(),
  sp_id: z.number().nullable(),
  name: z.string(),
  min_length: z.number(),
  require_uppercase: z.number(),
  require_lowercase: z.number(),
  require_digit: z.number(),
  require_symbol: z.number(),
  is_enabled: z.number(),
  /** The rules in the summary's words, one sentence after another. */
  rules_text: z.string(),
});

const policyFields = z
  .object({
    name: z.string().trim().min(1).max(100),
    min_length: z.coerce.number().int().min(limits.passwordPolicy.minLength).max(limits.passwordPolicy.maxLength),
    require_uppercase: flag,
    require_lowercase: flag,
    require_digit: flag,
    require_symbol: flag,
  })
  .strict();
/** A new policy asks for upper and lower case and a digit unless told otherwise (an update changes only what it names). */
const policyCreate = policyFields.extend({
  require_uppercase: flag.default(1),
  require_lowercase: flag.default(1),
  require_digit: flag.default(1),
  require_symbol: flag.default(0),
});

/** Password policies: their data (password-policies.ts) and schemas. */
export const passwordPoliciesEntity = defineEntity(passwordPoliciesMeta, {
  item: passwordPolicyItem,
  create: policyCreate,
  update: policyFields.partial(),
});
