import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { accountRows } from '../../http/tenant-repo';

/**
 * What happens to an account's telephony when the system moves it to another provider (POST /portal/moveAccountToSp):
 * its phone numbers are the old provider's (bought on its trunks), so they are released — no longer the account's
 * nor any of its tasks' — and stay in that provider's list; its DNIS pools, QforMe queues and XSI profiles (its own
 * XSI user's credentials) are the account's own, so they go with it. Answers the released numbers (the move's activity entry names them).
 */
export async function telephonyFollowsAccount(trx: Transaction<Database>, acId: number, toSpId: number): Promise<string[]> {
  const numbers = await accountRows(trx, acId).selectFrom('phone_numbers').select('phone_number').orderBy('phone_number').execute();
  if (numbers.length) await accountRows(trx, acId).updateTable('phone_numbers').set({ ac_id: null, task_id: null }).execute();
  await accountRows(trx, acId).updateTable('dnis_pools').set({ sp_id: toSpId }).execute();
  await accountRows(trx, acId).updateTable('qfm_queues').set({ sp_id: toSpId }).execute();
  await accountRows(trx, acId).updateTable('xsi_profiles').set({ sp_id: toSpId }).execute();
  return numbers.map((n) => n.phone_number);
}
