import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { applySearch } from '@server/http/list';
import { engine } from './support/studio';
import { providerFixture } from './support/provider';

/**
 * On PostgreSQL a search by part of a user's name or address, or by any digits of a phone number, is answered from
 * pg_trgm's GIN indexes (migration 062), as SQLite answers it from its FTS5 trigram tables: the list's own search
 * condition, planned with sequential scans priced out, reads the index of each column it searches. A change to the
 * condition's expression that no index matches fails here, not only in the bench.
 */
const f = providerFixture();

async function plan(table: 'users' | 'phone_numbers', columns: string[], term: string): Promise<string> {
  const idColumn = table === 'users' ? 'user_id' : 'phone_number_id';
  const query = applySearch(
    f.s.db.selectFrom(table).select(sql<number>`count(*)`.as('total')),
    { search: term },
    { searchFields: columns, defaultSearch: columns, idColumn },
  ).compile();
  return f.s.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain ${query.sql}`,
    });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe.skipIf(engine !== 'postgres')('searching by any part on PostgreSQL', () => {
  it('reads the trigram index of each searched column of users and phone numbers', async () => {
    const users = await plan('users', ['display_name', 'email'], 'Northw');
    expect(users).toContain('users_display_name_trgm_idx');
    expect(users).toContain('users_email_trgm_idx');
    const numbers = await plan('phone_numbers', ['phone_number', 'label'], '7946 01');
    expect(numbers).toContain('phone_numbers_phone_number_trgm_idx');
    expect(numbers).toContain('phone_numbers_label_trgm_idx');
  });

  it('still finds the same numbers by any digits through the API', async () => {
    const res = await f.asAdmin('GET', `/portal/phone-numbers?fetch_all=0&page=1&per_page=50&search=${encodeURIComponent('7946 0100')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((n: { phone_number: string }) => n.phone_number)).toContain('+442079460100');
  });
});
