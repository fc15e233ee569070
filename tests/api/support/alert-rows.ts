import type { Db } from '@server/db/index';

/** The demo users an alert setting names, and a user of Bluebird only (made once: no other tenant's user is one of Northwind's). */
export async function userIds(db: Db) {
  const id = async (email: string) =>
    (await db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
  const bluebird = await db.selectFrom('service_providers').select('sp_id').where('sp_name', 'like', 'Bluebird%').executeTakeFirstOrThrow();
  let bluebirdOnly = (await db.selectFrom('users').select('user_id').where('email', '=', 'alerts.bluebird@example.com').executeTakeFirst())
    ?.user_id;
  if (!bluebirdOnly) {
    const now = new Date().toISOString();
    bluebirdOnly = (
      await db
        .insertInto('users')
        .values({
          email: 'alerts.bluebird@example.com',
          display_name: 'Blue Alerts',
          password_hash: '!',
          language: 'en',
          timezone: null,
          display_date_format: null,
          user_type: 'sp',
          user_status: 1,
          twofa_enabled: 0,
          twofa_secret: null,
          system_controlled_twofa: 0,
          idp: null,
          meta: '{}',
          is_enabled: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow()
    ).user_id;
    await db.insertInto('user_account_mappings').values({ user_id: bluebirdOnly, sp_id: bluebird.sp_id, ac_id: null }).execute();
  }
  return {
    builder: await id('ac.builder@studio.test'),
    viewer: await id('ac.viewer@studio.test'),
    spAdmin: await id('sp.admin@studio.test'),
    multi: await id('multi.sp@studio.test'),
    bluebirdOnly,
  };
}

/** An alert setting of an account and one of a provider (the generated isolation walk's rows of another tenant). */
export async function alertRows(db: Db, acId: number, spId: number): Promise<void> {
  const now = new Date().toISOString();
  const row = {
    alert_name: 'Walk alert',
    metric: 'error_rate',
    threshold: 10,
    window_minutes: 60,
    recipients: '[]',
    notify_bell: 1,
    notify_email: 1,
    last_fired_at: null,
    is_enabled: 1,
    created_by: null,
    updated_by: null,
    created_at: now,
    updated_at: now,
  };
  await db
    .insertInto('ac_alert_settings')
    .values({ ...row, ac_id: acId, task_id: null })
    .execute();
  await db
    .insertInto('sp_alert_settings')
    .values({ ...row, sp_id: spId })
    .execute();
}
