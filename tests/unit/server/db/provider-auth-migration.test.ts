import { afterAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openDb } from '@server/db/index';
import { migrations } from '@server/db/migrate';

/**
 * Migration 096 on SQLite makes auth_profiles again (SQLite cannot drop a not null): an existing database keeps every
 * auth profile with its id, and the account web-service profiles that named one still name it (dropping the old table
 * had set their reference to null); afterwards a row belongs to a provider or to an account, never both nor neither.
 */
const handle = openDb({ url: ':memory:' });
const db = handle.db as unknown as Kysely<any>;
afterAll(() => handle.close());

const stamps = {
  is_enabled: 1,
  created_by: null,
  updated_by: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const auth = (name: string) => ({
  ...stamps,
  auth_profile_name: name,
  auth_profile_type: 'Basic',
  oauth2_flow: null,
  username: 'api',
  password: 'enc:v1:x',
  token_url: null,
  client_id: null,
  client_secret: null,
  scope: null,
  timeout_seconds: 7,
  last_tested_at: null,
  last_test_success: null,
  last_test_message: null,
});

async function runUpTo(last: string, from = '') {
  await db.transaction().execute(async (trx) => {
    for (const [name, m] of Object.entries(migrations)) if (name > from && name <= last) await m.up(trx);
  });
}

describe('migration 096 (auth profiles of a provider or an account)', () => {
  it('keeps the rows, their ids and the references to them, then holds one owner per row', async () => {
    await runUpTo('095_system_open_form_publisher');
    const { sp_id } = await db
      .insertInto('service_providers')
      .values({ sp_name: 'Old provider', ...stamps })
      .returning('sp_id')
      .executeTakeFirstOrThrow();
    const { ac_id } = await db
      .insertInto('accounts')
      .values({ sp_id, ac_name: 'Old account', ...stamps })
      .returning('ac_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('auth_profiles')
      .values({ ...auth('First'), ac_id, auth_profile_id: 5 })
      .execute();
    await db
      .insertInto('auth_profiles')
      .values({ ...auth('Second'), ac_id, auth_profile_id: 9 })
      .execute();
    const web = {
      ...stamps,
      ac_id,
      base_url: 'https://api.example.com',
      headers: null,
      secret_header_name: null,
      secret_header_value: null,
      timeout_seconds: 10,
    };
    await db
      .insertInto('ac_web_service_profiles')
      .values({ ...web, profile_name: 'Named', auth_profile_id: 9 })
      .execute();
    await db
      .insertInto('ac_web_service_profiles')
      .values({ ...web, profile_name: 'None', auth_profile_id: null })
      .execute();
    const before = await db.selectFrom('auth_profiles').selectAll().orderBy('auth_profile_id').execute();

    await runUpTo('098_payment_profile_auth', '095_system_open_form_publisher');

    const after = await db.selectFrom('auth_profiles').selectAll().orderBy('auth_profile_id').execute();
    expect(after).toEqual(before.map((r) => ({ ...r, sp_id: null })));
    expect(
      await db.selectFrom('ac_web_service_profiles').select(['profile_name', 'auth_profile_id']).orderBy('profile_name').execute(),
    ).toEqual([
      { profile_name: 'Named', auth_profile_id: 9 },
      { profile_name: 'None', auth_profile_id: null },
    ]);
    // The provider's own row; a row of both or of neither is refused by the database.
    await db
      .insertInto('auth_profiles')
      .values({ ...auth('Provider'), sp_id, ac_id: null })
      .execute();
    await expect(
      db
        .insertInto('auth_profiles')
        .values({ ...auth('Both'), sp_id, ac_id })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('auth_profiles')
        .values({ ...auth('Neither'), sp_id: null, ac_id: null })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    // The references still hold: the new ids continue after the kept ones, and forcing a profile away clears its reference.
    expect(
      (await db.selectFrom('auth_profiles').select('auth_profile_id').where('auth_profile_name', '=', 'Provider').executeTakeFirstOrThrow())
        .auth_profile_id,
    ).toBe(10);
    await db.deleteFrom('auth_profiles').where('auth_profile_id', '=', 9).execute();
    expect(
      (
        await db
          .selectFrom('ac_web_service_profiles')
          .select('auth_profile_id')
          .where('profile_name', '=', 'Named')
          .executeTakeFirstOrThrow()
      ).auth_profile_id,
    ).toBeNull();
  });
});
