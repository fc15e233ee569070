import { flagNameCandidates } from '@shared/api/feature-flags';
import type { Db } from '../../db/index';

export interface FlagTarget {
  user_id: number | null;
  sp_id: number | null;
  ac_id: number | null;
  domain_id: string | null;
  form_type: string | null;
}

const ruleFields = ['user_id', 'sp_id', 'ac_id', 'domain_id', 'form_type'] as const;

/**
 * A flag's state for a target: the most specific matching rule (most matching columns; the older
 * rule on a tie), else the flag's default (anonymous default without a user). Unknown or switched-off flags are false.
 */
export async function evaluateFlag(db: Db, feature: string, target: FlagTarget | null): Promise<boolean> {
  const flags = await db.selectFrom('feature_flags').selectAll().where('name', 'in', flagNameCandidates(feature)).execute();
  const flag = flagNameCandidates(feature)
    .map((n) => flags.find((f) => f.name === n))
    .find(Boolean);
  if (!flag || flag.is_enabled !== 1) return false;
  if (!target) return flag.anonymous_state === 1;
  const rules = await db.selectFrom('feature_flag_rules').selectAll().where('flag_id', '=', flag.id).orderBy('id').execute();
  let best: { specificity: number; state: number } | null = null;
  for (const rule of rules) {
    const matches = ruleFields.every((f) => rule[f] === null || rule[f] === target[f]);
    if (!matches) continue;
    const specificity = ruleFields.filter((f) => rule[f] !== null).length;
    if (!best || specificity > best.specificity) best = { specificity, state: rule.flag_state };
  }
  return (best ? best.state : flag.default_state) === 1;
}
