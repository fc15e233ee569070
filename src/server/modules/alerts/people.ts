import type { AlertRecipient } from '@shared/api/alert-settings';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';

/** Where a setting belongs: an account (and so its provider) or a provider. */
export type AlertLevel = { level: 'ac'; acId: number } | { level: 'sp'; spId: number };

const userColumns = ['users.user_id', 'users.display_name', 'users.email'] as const;

/**
 * The users a setting may notify: of an account, its own users and those of its whole provider (who reach every
 * account); of a provider, only the users mapped to the whole provider — a provider's figures sum all its accounts,
 * which an account's user may not see. Enabled users only, by name.
 */
export async function alertRecipients(db: Db, at: AlertLevel): Promise<AlertRecipient[]> {
  const providerUsers = (spId: number) =>
    db
      .selectFrom('user_account_mappings')
      .innerJoin('users', 'users.user_id', 'user_account_mappings.user_id')
      .select(userColumns)
      .where('user_account_mappings.sp_id', '=', spId)
      .where('user_account_mappings.ac_id', 'is', null)
      .where('users.is_enabled', '=', 1)
      .execute();
  let rows: AlertRecipient[];
  if (at.level === 'sp') rows = await providerUsers(at.spId);
  else {
    const account = await accountRows(db, at.acId).selectFrom('accounts').select('sp_id').executeTakeFirst();
    if (!account) return [];
    const own = await accountRows(db, at.acId)
      .selectFrom('user_account_mappings')
      .innerJoin('users', 'users.user_id', 'user_account_mappings.user_id')
      .select(userColumns)
      .where('users.is_enabled', '=', 1)
      .execute();
    rows = [...own, ...(await providerUsers(account.sp_id))];
  }
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return [...byId.values()].sort((a, b) => a.display_name.localeCompare(b.display_name) || a.user_id - b.user_id);
}

/** The account's enabled tasks a setting may watch, by name. */
export const alertTasks = (db: Db, acId: number) =>
  accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_id', 'task_name'])
    .where('is_enabled', '=', 1)
    .orderBy('task_name')
    .orderBy('task_id')
    .execute();
