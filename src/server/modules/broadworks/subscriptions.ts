import { sql } from 'kysely';
import { xsiEventPackages, type XsiEventPackage, type XsiSubscription } from '@shared/api/broadworks';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';

const m = messages.broadworks;

/** The account's subscriptions (of one task or one profile), with their profile's and task's names. */
export async function subscriptionsOf(
  db: Db,
  acId: number,
  filter: { task_id?: number; xsi_profile_id?: number },
): Promise<XsiSubscription[]> {
  let q = accountRows(db, acId).selectFrom('xsi_subscriptions').selectAll();
  if (filter.task_id !== undefined) q = q.where('task_id', '=', filter.task_id);
  if (filter.xsi_profile_id !== undefined) q = q.where('xsi_profile_id', '=', filter.xsi_profile_id);
  const rows = await q.orderBy('xsi_subscription_id').execute();
  if (rows.length === 0) return [];
  const profiles = await accountRows(db, acId)
    .selectFrom('xsi_profiles')
    .select(['xsi_profile_id', 'xsi_profile_name', 'is_enabled'])
    .where('xsi_profile_id', 'in', [...new Set(rows.map((r) => r.xsi_profile_id))])
    .execute();
  const tasks = await accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_id', 'task_name'])
    .where('task_id', 'in', [...new Set(rows.map((r) => r.task_id))])
    .execute();
  return rows.map((r) => {
    const profile = profiles.find((p) => p.xsi_profile_id === r.xsi_profile_id);
    return {
      xsi_subscription_id: r.xsi_subscription_id,
      xsi_profile_id: r.xsi_profile_id,
      xsi_profile_name: profile?.xsi_profile_name ?? '',
      task_id: r.task_id,
      task_name: tasks.find((t) => t.task_id === r.task_id)?.task_name ?? null,
      target_type: r.target_type as XsiSubscription['target_type'],
      target_id: r.target_id,
      event_package: r.event_package as XsiEventPackage,
      expires_seconds: r.expires_seconds,
      status: profile?.is_enabled === 1 ? 'active' : 'paused',
      created_at: r.created_at,
    };
  });
}

/** The account's enabled profile, or 404 naming it (another account's is never found). */
export async function enabledProfile(db: Db, acId: number, id: number) {
  const row = await accountRows(db, acId)
    .selectFrom('xsi_profiles')
    .selectAll()
    .where('xsi_profile_id', '=', id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(fill(m.profileNotFound, { id }));
  return row;
}

/** The account's task, or 404 naming it. */
export async function accountTask(db: Db, acId: number, id: number) {
  const task = await accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_id', 'task_name'])
    .where('task_id', '=', id)
    .executeTakeFirst();
  if (!task) throw notFound(fill(m.taskNotFound, { id }));
  return task;
}

/** The packages asked for, each offered and named once; refused with the first problem and a line per package. */
export function checkedPackages(asked: readonly string[]): XsiEventPackage[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  asked.forEach((name, i) => {
    const offered = xsiEventPackages.find((p) => p.toLowerCase() === name.toLowerCase());
    if (!offered) problems.push(`event_packages.${i}: ${fill(m.unknownPackage, { package: name })}`);
    else if (seen.has(offered)) problems.push(`event_packages.${i}: ${fill(m.packageTwice, { package: offered })}`);
    else seen.add(offered);
  });
  if (problems.length) throw unprocessable(problems[0].replace(/^[^:]+: /, ''), problems);
  return [...seen] as XsiEventPackage[];
}

/** Refuses a package the user or group already has through the profile (whichever task it feeds), naming that task. */
export async function assertNotSubscribed(
  db: Db,
  acId: number,
  profileId: number,
  target: { target_type: string; target_id: string },
  packages: readonly string[],
) {
  const taken = await accountRows(db, acId)
    .selectFrom('xsi_subscriptions')
    .select(['event_package', 'task_id'])
    .where('xsi_profile_id', '=', profileId)
    .where('target_type', '=', target.target_type)
    .where(sql<boolean>`lower(target_id) = ${target.target_id.toLowerCase()}`)
    .where('event_package', 'in', packages as string[])
    .executeTakeFirst();
  if (!taken) return;
  const task = await accountRows(db, acId).selectFrom('tasks').select('task_name').where('task_id', '=', taken.task_id).executeTakeFirst();
  throw conflict(
    fill(m.alreadySubscribed, { target: target.target_id, package: taken.event_package, task: task?.task_name ?? taken.task_id }),
  );
}
