import { z } from 'zod';
import { limits } from '../limits';
import { defineEntity } from './define';
import { createShape, itemShape } from './field-schemas';
import { passwordPolicyFields } from './password-policies.fields';
import { passwordPoliciesMeta } from './password-policies.screen';

/** A rule switch: 0/1, also as the form's text or a boolean. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

/** What the declared fields take beyond their type and limits: the length also as text, the switches as text or booleans. */
const switchCheck = { body: flag, item: z.number() };
const policyChecks = {
  min_length: {
    body: z.coerce.number().int().min(limits.passwordPolicy.minLength).max(limits.passwordPolicy.maxLength),
    item: z.number(),
  },
  require_uppercase: switchCheck,
  require_lowercase: switchCheck,
  require_digit: switchCheck,
  require_symbol: switchCheck,
};

export const passwordPolicyItem = z.object({
  password_policy_id: z.number(),
  sp_id: z.number().nullable(),
  ...itemShape(passwordPolicyFields, policyChecks),
  is_enabled: z.number(),
  /** The rules in the summary's words, one sentence after another. */
  rules_text: z.string(),
});

/** A new policy's switches left out take their declared defaults (upper and lower case and a digit); an update changes only what it names. */
const policyCreate = z.object(createShape(passwordPolicyFields, policyChecks)).strict();

/** Password policies: their data (password-policies.ts) and schemas. */
export const passwordPoliciesEntity = defineEntity(passwordPoliciesMeta, {
  item: passwordPolicyItem,
  create: policyCreate,
  update: policyCreate.partial(),
});
