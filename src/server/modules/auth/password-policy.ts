import type { PasswordPolicySummary } from '@shared/api/auth';
import type { Db } from '../../db/index';
import { peekToken } from './one-time-tokens';

/** Applied when no provider policy is enabled. */
const fallback = { min_length: 10, require_uppercase: 1, require_lowercase: 1, require_digit: 1, require_symbol: 0 };

/** The enabled policy of the user's provider (the newest, when several are), else the platform's (sp_id null), else the fallback. */
export async function passwordPolicy(db: Db, spId: number | null = null): Promise<PasswordPolicySummary> {
  const rows = await db
    .selectFrom('password_policies')
    .selectAll()
    .where('is_enabled', '=', 1)
    .where((eb) => (spId === null ? eb('sp_id', 'is', null) : eb.or([eb('sp_id', '=', spId), eb('sp_id', 'is', null)])))
    .orderBy('password_policy_id', 'desc')
    .execute();
  const row = rows.find((r) => r.sp_id === spId) ?? rows.find((r) => r.sp_id === null) ?? fallback;
  const summary = {
    min_length: row.min_length,
    require_uppercase: row.require_uppercase === 1,
    require_lowercase: row.require_lowercase === 1,
    require_digit: row.require_digit === 1,
    require_symbol: row.require_symbol === 1,
  };
  return { ...summary, rules: policyRules(summary) };
}

type PolicyFlags = Omit<PasswordPolicySummary, 'rules'>;

/** Each rule of a policy: its sentence and its test, in the order they are checked. */
function checks(p: PolicyFlags) {
  return [
    { on: true, rule: `At least ${p.min_length} characters.`, ok: (pw: string) => pw.length >= p.min_length },
    { on: p.require_uppercase, rule: 'At least one uppercase letter.', ok: (pw: string) => /[A-Z]/.test(pw) },
    { on: p.require_lowercase, rule: 'At least one lowercase letter.', ok: (pw: string) => /[a-z]/.test(pw) },
    { on: p.require_digit, rule: 'At least one digit.', ok: (pw: string) => /\d/.test(pw) },
    { on: p.require_symbol, rule: 'At least one symbol.', ok: (pw: string) => /[^A-Za-z0-9]/.test(pw) },
  ].filter((c) => c.on);
}

export const policyRules = (p: PolicyFlags): string[] => checks(p).map((c) => c.rule);

/** The rules the password breaks, in the summary's wording; empty when it passes. */
export const policyViolations = (p: PolicyFlags, password: string): string[] =>
  checks(p)
    .filter((c) => !c.ok(password))
    .map((c) => c.rule);

/** The policy that governs a user: that of the provider it belongs to, else the platform's. */
export async function policyForUser(db: Db, userId: number): Promise<PasswordPolicySummary> {
  const mapping = await db
    .selectFrom('user_account_mappings')
    .select('sp_id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
  return passwordPolicy(db, mapping?.sp_id ?? null);
}

/** The user a live invitation or reset link belongs to, when it was sent to that address. */
export async function linkUser(db: Db, email: string, token: string): Promise<number | null> {
  for (const kind of ['invite', 'reset_password'] as const) {
    const userId = await peekToken(db, kind, token);
    if (userId === null) continue;
    const row = await db.selectFrom('users').select('email').where('user_id', '=', userId).executeTakeFirst();
    return row?.email === email.trim().toLowerCase() ? userId : null;
  }
  return null;
}
