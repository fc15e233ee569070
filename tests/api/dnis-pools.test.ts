import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';

/**
 * DNIS pools (spec 3 §3, §5 "pool: name", §7 /dnis-pool): pools with a range of E.164 numbers, their name
 * check, their numbers (inside the range, once per account), the CSV template and the all-or-nothing import.
 */
const fx = accountFixture('sp.admin@studio.test');
const base = '/dnis-pool/pools';
const create = async (body: Record<string, unknown>) => {
  const res = await fx.call('POST', base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const pools = () => fx.s.db.selectFrom('dnis_pools').selectAll().orderBy('pool_id').execute();
const numbers = () => fx.s.db.selectFrom('dnis_pool_numbers').selectAll().orderBy('pool_number_id').execute();
function multipart(fileName: string, content: string) {
  const boundary = `studio-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (poolId: number, fileName: string, content: string) =>
  fx.s.call('POST', `/dnis-pool/pool-numbers/import?pool_id=${poolId}`, {
    token: fx.token,
    selection: fx.retail,
    ...multipart(fileName, content),
  });
const london = { range_start: '+442079461000', range_end: '+442079461099' };

describe('DNIS pools', () => {
  it('creates a pool with its range, lists it with its count, and checks its name', async () => {
    const pool = await create({ pool_name: 'Sales transfers', ...london, description: 'Data to sales agents' });
    expect(pool).toMatchObject({ pool_name: 'Sales transfers', ...london, ac_id: fx.ids.retail, number_count: 0, is_enabled: 1 });
    const list = await fx.call('GET', `${base}?search=sales`);
    expect(list.json().data.map((p: { pool_name: string }) => p.pool_name)).toEqual(['Sales transfers']);

    const check = await fx.call('POST', '/dnis-pool/validate-name', { pool_name: 'sales TRANSFERS' });
    expect(check.json().data).toEqual({ valid: false, message: messages.entities.nameTaken });
    expect(
      (await fx.call('POST', '/dnis-pool/validate-name', { pool_name: 'sales TRANSFERS', pool_id: pool.pool_id })).json().data.valid,
    ).toBe(true);
    expect((await fx.call('POST', '/dnis-pool/validate-name', { pool_name: 'Support transfers' })).json().data).toEqual({
      valid: true,
      message: messages.entities.valueAvailable,
    });

    const before = await pools();
    const dup = await fx.call('POST', base, { pool_name: ' Sales Transfers ', ...london });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe(messages.entities.nameTaken);
    expect(await pools()).toEqual(before);
  });

  it('refuses a range that is not E.164, of two lengths or backwards, and changes nothing', async () => {
    const before = await pools();
    for (const [body, message] of [
      [{ pool_name: 'Bad', range_start: '02079461000', range_end: '+442079461099' }, messages.dnis.invalidNumber],
      [{ pool_name: 'Bad', range_start: '+15550000000', range_end: '+15550000099' }, messages.dnis.invalidNumber],
      [{ pool_name: 'Bad', range_start: '+442079461000', range_end: '+13125550199' }, messages.dnis.rangeLength],
      [{ pool_name: 'Bad', range_start: '+442079461099', range_end: '+442079461000' }, messages.dnis.rangeOrder],
    ] as const) {
      const res = await fx.call('POST', base, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await pools()).toEqual(before);
  });

  it('adds numbers inside the range only, each once per account, and lists them by any part of the number', async () => {
    const pool = await create({ pool_name: 'Numbers', range_start: '+442079462000', range_end: '+442079462099' });
    const add = (pool_numbers: string[]) => fx.call('POST', '/dnis-pool/pool-numbers', { pool_id: pool.pool_id, pool_numbers });
    expect((await add(['+442079462001', '+442079462042'])).statusCode).toBe(201);

    const before = await numbers();
    const outside = await add(['+442079462003', '+442079463000']);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(`The number +442079463000 is outside the pool's range +442079462000 – +442079462099.`);
    expect(outside.json().errors).toEqual([
      `pool_numbers.1: The number +442079463000 is outside the pool's range +442079462000 – +442079462099.`,
    ]);
    const taken = await add(['+442079462001']);
    expect(taken.json().message).toBe(`The number +442079462001 is already in the pool Numbers.`);
    // A number of the demo pool (Transfer data pool, London 020 7946 0000 – 0099) in a pool whose range holds it.
    const wide = await create({ pool_name: 'Wide', range_start: '+442079460000', range_end: '+442079469999' });
    const other = await fx.call('POST', '/dnis-pool/pool-numbers', { pool_id: wide.pool_id, pool_numbers: ['+442079460001'] });
    expect(other.json().message).toBe('The number +442079460001 is already in the pool Transfer data pool.');
    const invalid = await add(['12345']);
    expect(invalid.json().message).toBe(messages.dnis.invalidNumber);
    expect(await numbers()).toEqual(before);

    const list = await fx.call('GET', `/dnis-pool/pool-numbers?pool_id=${pool.pool_id}&search=946 2042`);
    expect(list.json().data.map((n: { pool_number: string }) => n.pool_number)).toEqual(['+442079462042']);
    const paged = await fx.call('GET', `/dnis-pool/pool-numbers?pool_id=${pool.pool_id}&fetch_all=0&page=1&per_page=1`);
    expect(paged.json()).toMatchObject({ data: [{ pool_number: '+442079462001' }], meta: { total: 2, page: 1, per_page: 1 } });
    expect((await fx.call('GET', `${base}/${pool.pool_id}`)).json().data.number_count).toBe(2);

    // A range that would leave a number out is refused; removing the number lets it shrink.
    const shrink = await fx.call('PUT', `${base}/${pool.pool_id}`, { range_end: '+442079462010' });
    expect(shrink.statusCode).toBe(422);
    expect(shrink.json().message).toBe(`The new range leaves out 1 of the pool's numbers: remove them from the pool first.`);
    const id = list.json().data[0].pool_number_id;
    expect((await fx.call('DELETE', `/dnis-pool/pool-numbers/${id}`)).statusCode).toBe(200);
    expect((await fx.call('DELETE', `/dnis-pool/pool-numbers/${id}`)).statusCode).toBe(404);
    expect((await fx.call('PUT', `${base}/${pool.pool_id}`, { range_end: '+442079462010' })).json().data).toMatchObject({
      range_end: '+442079462010',
      number_count: 1,
    });
  });

  it('gives the CSV template and imports all of a file, or nothing when a row is bad, naming each bad row', async () => {
    const template = await fx.call('GET', '/dnis-pool/template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body).toBe('pool_number\n+442079460000\n');

    const pool = await create({ pool_name: 'Imported', range_start: '+442079464000', range_end: '+442079464999' });
    const before = await numbers();
    const bad = await upload(pool.pool_id, 'numbers.csv', 'pool_number\n+442079464001\nnot a number\n+442079465000\n+442079464001\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Nothing was imported: 3 row(s) of the file have errors.');
    expect(bad.json().errors).toEqual([
      `row 3: ${messages.dnis.invalidNumber}`,
      `row 4: The number +442079465000 is outside the pool's range +442079464000 – +442079464999.`,
      'row 5: The number +442079464001 is in the file twice (row 2).',
    ]);
    expect(await numbers()).toEqual(before);
    expect((await upload(pool.pool_id, 'numbers.csv', 'number\n+442079464001\n')).json().message).toBe(messages.dnis.csvHeader);
    expect((await upload(pool.pool_id, 'numbers.csv', 'pool_number\n')).json().message).toBe(messages.dnis.csvNoRows);
    expect((await upload(pool.pool_id, 'numbers.txt', 'pool_number\n+442079464001\n')).json().message).toBe(messages.content.csvOnly);
    expect(await numbers()).toEqual(before);

    const good = await upload(pool.pool_id, 'numbers.csv', '\uFEFFpool_number\r\n+442079464001\r\n +442079464002 \r\n');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ pool_id: pool.pool_id, imported: 2 });
    const list = await fx.call('GET', `/dnis-pool/pool-numbers?pool_id=${pool.pool_id}`);
    expect(list.json().data.map((n: { pool_number: string }) => n.pool_number)).toEqual(['+442079464001', '+442079464002']);
  });

  it('soft deletes a pool and restores it with its numbers; a disabled pool takes no numbers', async () => {
    const pool = await create({ pool_name: 'Seasonal', range_start: '+442079467000', range_end: '+442079467099' });
    await fx.call('POST', '/dnis-pool/pool-numbers', { pool_id: pool.pool_id, pool_numbers: ['+442079467001'] });
    expect((await fx.call('DELETE', `${base}/${pool.pool_id}`)).statusCode).toBe(200);
    expect((await fx.call('GET', base)).json().data.map((p: { pool_id: number }) => p.pool_id)).not.toContain(pool.pool_id);
    expect((await fx.call('POST', '/dnis-pool/pool-numbers', { pool_id: pool.pool_id, pool_numbers: ['+442079467002'] })).statusCode).toBe(
      404,
    );
    const restored = await fx.call('PUT', `${base}/${pool.pool_id}`, { is_enabled: 1 });
    expect(restored.json().data).toMatchObject({ is_enabled: 1, number_count: 1 });
  });

  it("keeps another account's pools and numbers out of reach", async () => {
    const bluebird = await fx.s.db.selectFrom('dnis_pools').selectAll().where('ac_id', '=', fx.ids.support).executeTakeFirstOrThrow();
    const number = await fx.s.db.selectFrom('dnis_pool_numbers').selectAll().where('ac_id', '=', fx.ids.support).executeTakeFirstOrThrow();
    const before = [await pools(), await numbers()];
    expect((await fx.call('GET', `/dnis-pool/pool-numbers?pool_id=${bluebird.pool_id}`)).statusCode).toBe(404);
    expect(
      (await fx.call('POST', '/dnis-pool/pool-numbers', { pool_id: bluebird.pool_id, pool_numbers: ['+13125550150'] })).statusCode,
    ).toBe(404);
    expect((await fx.call('DELETE', `/dnis-pool/pool-numbers/${number.pool_number_id}`)).statusCode).toBe(404);
    expect((await upload(bluebird.pool_id, 'n.csv', 'pool_number\n+13125550150\n')).statusCode).toBe(404);
    // Bluebird's number in a Retail pool is Retail's own business: the other account's pools do not block it.
    const mine = await create({ pool_name: 'Chicago', range_start: '+13125550100', range_end: '+13125550199' });
    expect(
      (await fx.call('POST', '/dnis-pool/pool-numbers', { pool_id: mine.pool_id, pool_numbers: [number.pool_number] })).statusCode,
    ).toBe(201);
    expect((await pools()).filter((p) => p.ac_id === fx.ids.support)).toEqual(before[0].filter((p) => p.ac_id === fx.ids.support));
    expect((await numbers()).filter((n) => n.ac_id === fx.ids.support)).toEqual(before[1].filter((n) => n.ac_id === fx.ids.support));
  });

  it('is refused to an account builder, whose role has no DNIS pool permission', async () => {
    const token = await fx.s.login('ac.builder@studio.test');
    const res = await fx.s.call('GET', base, { token, selection: fx.retail });
    expect(res.statusCode).toBe(403);
  });
});
