import { describe, expect, it } from 'vitest';
import { checkPolicy, policyMet } from '@client/features/auth/policy';

const policy = {
  min_length: 10,
  require_uppercase: true,
  require_lowercase: true,
  require_digit: true,
  require_symbol: false,
  rules: ['At least 10 characters.', 'At least one uppercase letter.', 'At least one lowercase letter.', 'At least one digit.'],
};

describe('password policy checklist', () => {
  it('ticks each rule of the summary as the password grows', () => {
    expect(checkPolicy(policy, '').map((c) => c.met)).toEqual([false, false, false, false]);
    expect(checkPolicy(policy, 'abc').map((c) => c.met)).toEqual([false, false, true, false]);
    expect(checkPolicy(policy, 'Abcdefghi1').map((c) => c.met)).toEqual([true, true, true, true]);
    expect(checkPolicy(policy, 'Abc').map((c) => c.label)).toEqual(policy.rules);
  });

  it('checks a symbol only when the policy asks for one', () => {
    const strict = { ...policy, require_symbol: true, rules: [...policy.rules, 'At least one symbol.'] };
    expect(checkPolicy(strict, 'Abcdefghi1').at(-1)!.met).toBe(false);
    expect(checkPolicy(strict, 'Abcdefghi1!').at(-1)!.met).toBe(true);
    expect(policyMet(strict, 'Abcdefghi1!')).toBe(true);
  });

  it('shows rules it cannot check without blocking, and passes any password without a summary', () => {
    const extra = { ...policy, rules: [...policy.rules, 'Not one of your last 3 passwords.'] };
    expect(checkPolicy(extra, 'Abcdefghi1').at(-1)!.met).toBeNull();
    expect(policyMet(extra, 'Abcdefghi1')).toBe(true);
    expect(policyMet(null, 'x')).toBe(true);
    expect(policyMet(null, '')).toBe(false);
  });
});

describe('the English rule labels', () => {
  it('word each rule exactly as the server does', async () => {
    const { policyRules } = await import('@server/modules/auth/password-policy');
    const english = (await import('@shared/i18n/locales/en/auth.json')).default;
    const labels = (english as { password: { rules: Record<string, string> } }).password.rules;
    const full = { min_length: 12, require_uppercase: true, require_lowercase: true, require_digit: true, require_symbol: true };
    const ids = checkPolicy({ ...full, rules: policyRules(full) }, '').map((c) => c.id!);
    expect(ids.map((id) => labels[id].replace(':min', '12'))).toEqual(policyRules(full));
  });
});
