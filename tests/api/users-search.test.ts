import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

// A users search finds substrings of names and e-mails without regard to case, as LIKE '%term%' did. On SQLite a
// term of three characters or more is answered by the trigram index of migration 029, kept by triggers; these
// expectations hold on both databases and for short terms (which still use LIKE).
const f = providerFixture();
const found = async (search: string, fields = '') =>
  (
    (await f.asAdmin('GET', `/auth/users?fetch_all=0&page=1&per_page=50&search=${encodeURIComponent(search)}${fields}`)).json().data as {
      email: string;
    }[]
  )
    .map((u) => u.email)
    .sort();
const now = () => new Date().toISOString();

async function addUser(email: string, display_name: string, sp = f.ids.northwind) {
  const row = await f.s.db
    .insertInto('users')
    .values({
      email,
      display_name,
      password_hash: '!',
      language: 'en',
      user_type: 'ac',
      user_status: 1,
      twofa_enabled: 0,
      system_controlled_twofa: 0,
      meta: '{}',
      is_enabled: 1,
      created_at: now(),
      updated_at: now(),
    } as never)
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await f.s.db.insertInto('user_account_mappings').values({ user_id: row.user_id, sp_id: sp, ac_id: null }).execute();
  return row.user_id;
}

describe('users search', () => {
  it('finds substrings of names and e-mails in any case, short and long terms alike', async () => {
    await addUser('quinn.search@example.com', 'Quinn Zephyrine');
    expect(await found('zephyr')).toEqual(['quinn.search@example.com']);
    expect(await found('ZEPHYRINE')).toEqual(['quinn.search@example.com']);
    expect(await found('inn Zep')).toEqual(['quinn.search@example.com']);
    expect(await found('quinn.search@', '&searchFields=display_name,email')).toEqual(['quinn.search@example.com']);
    expect(await found('quinn.search')).toEqual([]); // the name alone by default
    expect(await found('Ze')).toContain('quinn.search@example.com');
    expect(await found('zephyrinex')).toEqual([]);
  });

  it('matches %, _, quotes and ! as themselves', async () => {
    await addUser('odd.chars@example.com', 'Odd 100%_"quoted"! Name');
    expect(await found('100%_"quoted"!')).toEqual(['odd.chars@example.com']);
    expect(await found('%_"')).toEqual(['odd.chars@example.com']);
    expect(await found('1000%')).toEqual([]);
    expect(await found('"quoted" Name')).toEqual([]);
  });

  it('follows renames and deletes, through the API or straight into the database', async () => {
    const id = await addUser('renamed.user@example.com', 'Renata Oldname');
    expect(await found('oldname')).toEqual(['renamed.user@example.com']);
    await f.s.db.updateTable('users').set({ display_name: 'Renata Newname' }).where('user_id', '=', id).execute();
    expect(await found('oldname')).toEqual([]);
    expect(await found('newname')).toEqual(['renamed.user@example.com']);
    await f.s.db.deleteFrom('user_account_mappings').where('user_id', '=', id).execute();
    await f.s.db.deleteFrom('users').where('user_id', '=', id).execute();
    expect(await found('newname')).toEqual([]);
  });

  it("never finds another provider's users", async () => {
    await addUser('elsewhere.user@example.com', 'Bluebird Onlyone', f.ids.bluebird);
    expect(await found('onlyone')).toEqual([]);
    expect(await found('elsewhere.user', '&searchFields=email')).toEqual([]);
  });
});
