import { PostgresAdapter } from 'kysely';
import type { MigrationState } from '@shared/limits';
import { nowIso, type Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';

/**
 * Which studio answers an account's phone numbers after its migration (spec 3 §1 and §4: the account migration states,
 * and "each number can be switched between studio versions through the use_studio_6 flag"). S7_GA, fully migrated:
 * every number of the account switches to this studio (use_studio_6 = 0). S7_BETA (the customer testing this version)
 * and S7_F9 (the contact-center platform testing it): the older studio keeps answering the numbers, which stay as they
 * are; a number to test with is switched on its own.
 */
export const numbersSwitchWith = (state: MigrationState): boolean => state === 'S7_GA';

/** The account, the migration's job and who it runs for: what the records and the activity log name. */
export interface NumberSwitchRun {
  acId: number;
  spId: number;
  jobId: number | null;
  userId: number | null;
}

const table = 'phone_numbers';
const chunk = <T>(list: T[], size = 200) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * Inside the migration's transaction: with S7_GA, the account's numbers switch to this studio. Every number of the
 * account is recorded with the value it had (a rollback restores exactly that, a number already on this studio
 * included); each number that changes is named in the activity log. Answers how many changed.
 */
export async function switchNumbers(trx: Db, run: NumberSwitchRun & { jobId: number }, state: MigrationState): Promise<number> {
  if (!numbersSwitchWith(state)) return 0;
  let read = accountRows(trx, run.acId).selectFrom(table).select(['phone_number_id', 'use_studio_6']).orderBy('phone_number_id');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) read = read.forUpdate();
  const numbers = await read.execute();
  for (const part of chunk(numbers))
    await trx
      .insertInto('s6_migration_writes')
      .values(
        part.map((n) => ({
          s7_ac_id: run.acId,
          job_id: run.jobId,
          table_name: table,
          row_id: n.phone_number_id,
          s6_kind: null,
          s6_id: null,
          previous: JSON.stringify({ use_studio_6: n.use_studio_6 }),
        })),
      )
      .execute();
  const changed = numbers.filter((n) => n.use_studio_6 !== 0).map((n) => ({ id: n.phone_number_id, from: n.use_studio_6, to: 0 }));
  await setNumbers(trx, run, changed);
  return changed.length;
}

/**
 * Inside the rollback's transaction: each recorded number that is still the account's gets back the value it had
 * before the migration (a number moved to another account since is that account's now and is left alone). Answers
 * how many changed.
 */
export async function restoreNumbers(trx: Db, run: NumberSwitchRun): Promise<number> {
  const recorded = await trx
    .selectFrom('s6_migration_writes')
    .select(['row_id', 'previous'])
    .where('s7_ac_id', '=', run.acId)
    .where('table_name', '=', table)
    .where('previous', 'is not', null)
    .execute();
  const before = new Map(recorded.map((r) => [r.row_id, Number(JSON.parse(r.previous!).use_studio_6)]));
  const changed: { id: number; from: number; to: number }[] = [];
  for (const ids of chunk([...before.keys()], 500)) {
    const now = await accountRows(trx, run.acId)
      .selectFrom(table)
      .select(['phone_number_id', 'use_studio_6'])
      .where('phone_number_id', 'in', ids)
      .execute();
    for (const n of now) {
      const to = before.get(n.phone_number_id)!;
      if (n.use_studio_6 !== to) changed.push({ id: n.phone_number_id, from: n.use_studio_6, to });
    }
  }
  await setNumbers(trx, run, changed);
  return changed.length;
}

/** Writes the numbers' new values (one update per value) and an activity entry per number naming the switch. */
async function setNumbers(trx: Db, run: NumberSwitchRun, changed: { id: number; from: number; to: number }[]): Promise<void> {
  const now = nowIso();
  for (const to of new Set(changed.map((c) => c.to)))
    for (const ids of chunk(
      changed.filter((c) => c.to === to).map((c) => c.id),
      500,
    ))
      await accountRows(trx, run.acId)
        .updateTable(table)
        .set({ use_studio_6: to, updated_by: run.userId, updated_at: now })
        .where('phone_number_id', 'in', ids)
        .execute();
  for (const part of chunk(changed))
    await trx
      .insertInto('activity_log')
      .values(
        part.map((c) => ({
          user_id: run.userId,
          scope: 'system',
          sp_id: run.spId,
          ac_id: run.acId,
          subject_type: 'PhoneNumber',
          subject_id: String(c.id),
          action: 'update',
          summary: JSON.stringify({ before: { use_studio_6: c.from }, after: { use_studio_6: c.to }, studio6_job_id: run.jobId }),
          created_at: now,
        })),
      )
      .execute();
}
