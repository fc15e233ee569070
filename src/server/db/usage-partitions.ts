import { sql, type Kysely } from 'kysely';

/** The first day of the month of an ISO instant, and of the month after it (YYYY-MM-01). */
const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;
function nextMonth(month: string): string {
  const d = new Date(`${month}T00:00:00.000Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * PostgreSQL only: makes the monthly partitions of usage_records from the month of `from` to two months after
 * `to`, those not made yet. A month whose records already went to the default partition keeps them there (a
 * partition cannot be attached over them); reads do not care where a record lives.
 */
export async function monthPartitions(db: Kysely<any>, from: string, to: string): Promise<number> {
  let made = 0;
  const last = nextMonth(nextMonth(monthOf(to)));
  for (let m = monthOf(from); m <= last; m = nextMonth(m)) {
    const name = `usage_records_${m.slice(0, 4)}_${m.slice(5, 7)}`;
    const exists = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where c.relname = ${name} and s.nspname = current_schema()`.execute(
      db,
    );
    if (exists.rows[0].n > 0) continue;
    const taken = await sql<{
      n: number;
    }>`select count(*)::int as n from usage_records_default where started_at >= ${m} and started_at < ${nextMonth(m)}`.execute(db);
    if (taken.rows[0].n > 0) continue;
    await sql`create table ${sql.table(name)} partition of usage_records for values from (${sql.lit(m)}) to (${sql.lit(nextMonth(m))})`.execute(
      db,
    );
    made++;
  }
  return made;
}
