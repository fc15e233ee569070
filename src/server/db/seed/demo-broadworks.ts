import { nowIso, type Db } from '../index';

/**
 * The demo's BroadWorks XSI: an XSI profile of Northwind Retail, whose reception's Advanced Call events
 * start "Retail main line", and one of Bluebird Support. No password is stored: a demo has no XSI server to reach.
 */
export async function seedDemoBroadworks(db: Db): Promise<void> {
  const now = nowIso();
  const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  const account = (name: string) =>
    db.selectFrom('accounts').select(['ac_id', 'sp_id']).where('ac_name', '=', name).executeTakeFirstOrThrow();
  const profile = async (ac: { ac_id: number; sp_id: number }, name: string, url: string, username: string) =>
    (
      await db
        .insertInto('xsi_profiles')
        .values({
          ...stamps,
          ...ac,
          xsi_profile_name: name,
          xsi_url: url,
          username,
          password: null,
          description: null,
          last_tested_at: null,
          last_test_success: null,
          last_test_message: null,
        })
        .returning('xsi_profile_id')
        .executeTakeFirstOrThrow()
    ).xsi_profile_id;
  const retail = await account('Northwind Retail');
  const retailXsi = await profile(retail, 'Northwind XSP', 'https://xsp.northwind.example', 'studio-xsi@northwind.example');
  await profile(await account('Bluebird Support'), 'Bluebird XSP', 'https://xsp.bluebird.example', 'studio@bluebird.example');
  const task = await db
    .selectFrom('tasks')
    .select('task_id')
    .where('task_name', '=', 'Retail main line')
    .where('ac_id', '=', retail.ac_id)
    .executeTakeFirst();
  if (!task) return;
  await db
    .insertInto('xsi_subscriptions')
    .values({
      ac_id: retail.ac_id,
      xsi_profile_id: retailXsi,
      task_id: task.task_id,
      target_type: 'user',
      target_id: 'reception@northwind.example',
      event_package: 'Advanced Call',
      expires_seconds: 3600,
      created_by: null,
      created_at: now,
    })
    .execute();
}
