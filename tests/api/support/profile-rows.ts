import type { Db } from '@server/db/index';

/** A row of each integration profile in an account (and a web-service and an auth profile of its provider): what the generated isolation walk reaches for. */
export async function profileRows(db: Db, acId: number): Promise<void> {
  const now = new Date().toISOString();
  const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  // A Basic auth profile never tested: the account's and the provider's own.
  const basicAuth = {
    auth_profile_type: 'Basic',
    oauth2_flow: null,
    username: 'walk',
    password: null,
    token_url: null,
    client_id: null,
    client_secret: null,
    scope: null,
    timeout_seconds: 10,
    last_tested_at: null,
    last_test_success: null,
    last_test_message: null,
  } as const;
  await db
    .insertInto('email_profiles')
    .values({
      ...stamps,
      ac_id: acId,
      profile_name: 'Walk mail',
      host: 'smtp.example.com',
      port: 587,
      secure: 0,
      username: null,
      password: null,
      from_address: 'walk@example.com',
      from_name: null,
      timeout_seconds: 10,
    })
    .execute();
  await db
    .insertInto('auth_profiles')
    .values({
      ...stamps,
      ac_id: acId,
      auth_profile_name: 'Walk auth',
      ...basicAuth,
    })
    .execute();
  const provider = await db.selectFrom('sms_providers').select('sms_provider_id').orderBy('sms_provider_id').executeTakeFirst();
  const sms_provider_id =
    provider?.sms_provider_id ??
    (
      await db
        .insertInto('sms_providers')
        .values({
          ...stamps,
          sms_provider_name: 'Walk profile SMS',
          json_data: '{"url":"http://127.0.0.1:9/sms","method":"POST","headers":{}}',
          guard_name: 'admin',
        })
        .returning('sms_provider_id')
        .executeTakeFirstOrThrow()
    ).sms_provider_id;
  await db
    .insertInto('sms_profiles')
    .values({ ...stamps, ac_id: acId, sms_profile_name: 'Walk SMS', sms_provider_id, data: '{}', timeout_seconds: 10 })
    .execute();
  await db
    .insertInto('node_logging_profiles')
    .values({
      ...stamps,
      ac_id: acId,
      profile_name: 'Walk hook',
      profile_type: 'webhook',
      url: 'https://hooks.example.com/walk',
      secret: null,
      db_url: null,
      credentials_file_path: null,
      timeout_seconds: 10,
    })
    .execute();
  const web = {
    base_url: 'https://api.example.com/v1',
    headers: null,
    secret_header_name: null,
    secret_header_value: null,
    timeout_seconds: 10,
  };
  await db
    .insertInto('ac_web_service_profiles')
    .values({ ...stamps, ...web, ac_id: acId, profile_name: 'Walk web service', auth_profile_id: null })
    .execute();
  // The account's provider's profile too (offered to all its accounts).
  const { sp_id } = await db.selectFrom('accounts').select('sp_id').where('ac_id', '=', acId).executeTakeFirstOrThrow();
  await db
    .insertInto('web_service_profiles')
    .values({ ...stamps, ...web, sp_id, profile_name: 'Walk provider web service' })
    .execute();
  // And an auth profile of the provider itself (ac_id null: migration 096).
  await db
    .insertInto('auth_profiles')
    .values({
      ...stamps,
      sp_id,
      ac_id: null,
      auth_profile_name: 'Walk provider auth',
      ...basicAuth,
    })
    .execute();
}
