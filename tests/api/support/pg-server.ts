import pg from 'pg';

/** The test server's address with another database named in it. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on the test server's own database (creating or dropping databases). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once the connections of its closed studio are gone: a pool that is still saying goodbye
 * when a forced drop cuts it off reports the cut as an error of the test run. After two seconds the drop is forced.
 */
export async function dropDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const deadline = Date.now() + 2000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
      if (rows[0].n === 0) break;
    }
    await client.query(`drop database if exists ${database} with (force)`);
  } finally {
    await client.end();
  }
}
