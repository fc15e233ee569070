import { fieldsToApi } from '@shared/entities/field-values';
import { passwordPolicyFields } from '@shared/entities/password-policies.fields';
import { passwordPoliciesEntity } from '@shared/entities/password-policies.schema';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { policyRules } from '../auth/password-policy';

const flags = (r: Row) => ({
  min_length: r.min_length,
  require_uppercase: r.require_uppercase === 1,
  require_lowercase: r.require_lowercase === 1,
  require_digit: r.require_digit === 1,
  require_symbol: r.require_symbol === 1,
});

/** Rows → policies, with their rules in the summary's words. */
async function toApi(_db: Db, rows: Row[]) {
  return rows.map((r) => ({
    password_policy_id: r.password_policy_id,
    sp_id: r.sp_id,
    ...fieldsToApi(passwordPolicyFields, r),
    is_enabled: r.is_enabled,
    rules_text: policyRules(flags(r)).join(' '),
  }));
}

/**
 * Password policies (spec 3 §7): a provider's enabled policy governs the next password its users set
 * (invitation, reset, profile); existing passwords keep working, so a change never locks anyone out.
 */
export const passwordPolicies = defineEntityResource(passwordPoliciesEntity, { toApi });
