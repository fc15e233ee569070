import type { PasswordPolicySummary } from '@shared/api/auth';

export type RuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'symbol';

export interface PolicyCheck {
  /** Which rule this is; null for a rule the client does not know (the server still enforces it). */
  id: RuleId | null;
  /** The rule as the server words it. */
  label: string;
  /** null for a rule the client cannot check. */
  met: boolean | null;
}

const tests: Record<RuleId, (password: string, policy: PasswordPolicySummary) => boolean> = {
  length: (p, policy) => p.length >= policy.min_length,
  uppercase: (p) => /[A-Z]/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  digit: (p) => /\d/.test(p),
  symbol: (p) => /[^A-Za-z0-9]/.test(p),
};

/**
 * Ticks each rule of the policy summary for a password. The server lists its rules in the order it
 * checks them (length, uppercase, lowercase, digit, symbol, each only when required), so the rules
 * pair with the tests in that order.
 */
export function checkPolicy(policy: PasswordPolicySummary, password: string): PolicyCheck[] {
  const ids: RuleId[] = ['length'];
  if (policy.require_uppercase) ids.push('uppercase');
  if (policy.require_lowercase) ids.push('lowercase');
  if (policy.require_digit) ids.push('digit');
  if (policy.require_symbol) ids.push('symbol');
  return policy.rules.map((label, i) => {
    const id = ids[i] ?? null;
    return { id, label, met: id ? tests[id](password, policy) : null };
  });
}

export const policyMet = (policy: PasswordPolicySummary | null, password: string) =>
  policy ? checkPolicy(policy, password).every((c) => c.met !== false) : password.length > 0;
