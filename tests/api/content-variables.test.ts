import { describe, expect, it } from 'vitest';
import { decryptSecret } from '@server/modules/content/secrets';
import { accountFixture, type AccountFixture } from './support/account';

const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const create = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/content/variables', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const stored = (id: number) => fx.s.db.selectFrom('variables').selectAll().where('variable_id', '=', id).executeTakeFirstOrThrow();

describe('variables', () => {
  it('creates a session variable with its defaults and reads it back', async () => {
    const v = await create({
      variable_name: 'account_number',
      variable_type: 'single_value',
      default_value: '0000',
      passed_parameter: true,
    });
    expect(v).toMatchObject({
      variable_name: 'account_number',
      name: 'account_number',
      variable_type: 'single_value',
      scope: 'session',
      default_value: '0000',
      passed_parameter: true,
      output_parameter: false,
      ac_id: fx.retail.acId,
      is_enabled: 1,
    });
    expect((await call('GET', `/content/variables/${v.variable_id}`)).json().data).toEqual(v);
  });

  it('keeps default_value only for single_value, audio and secure', async () => {
    for (const variable_type of ['payment', 'system', 'xsip', 'cav', 'array']) {
      const v = await create({ variable_name: `dropped_${variable_type}`, variable_type, default_value: 'something' });
      expect(v.default_value, variable_type).toBeNull();
    }
    expect((await create({ variable_name: 'greeting_audio', variable_type: 'audio', default_value: 'hello.wav' })).default_value).toBe(
      'hello.wav',
    );
    const v = await create({ variable_name: 'retyped', variable_type: 'single_value', default_value: 'kept' });
    const changed = await call('PUT', `/content/variables/${v.variable_id}`, { variable_type: 'array' });
    expect(changed.json().data.default_value).toBeNull();
  });

  it('forces passed_parameter false outside session scope', async () => {
    const v = await create({
      variable_name: 'shared_flag',
      variable_type: 'single_value',
      scope: 'other',
      passed_parameter: true,
      output_parameter: 1,
    });
    expect(v).toMatchObject({ scope: 'other', passed_parameter: false, output_parameter: true });
    const s2 = await create({ variable_name: 'session_flag', variable_type: 'single_value', passed_parameter: 1 });
    const moved = await call('PUT', `/content/variables/${s2.variable_id}`, { scope: 'other' });
    expect(moved.json().data.passed_parameter).toBe(false);
  });

  it('trims default_value on update', async () => {
    const v = await create({ variable_name: 'padded', variable_type: 'single_value', default_value: 'abc' });
    const res = await call('PUT', `/content/variables/${v.variable_id}`, { default_value: '  spaced out  ' });
    expect(res.json().data.default_value).toBe('spaced out');
    expect((await stored(v.variable_id)).default_value).toBe('spaced out');
  });

  it('stores secure values encrypted and never answers them; the mask means unchanged', async () => {
    const v = await create({ variable_name: 'api_pin', variable_type: 'secure', default_value: '4321' });
    expect(v.default_value).toBe('********');
    const row = await stored(v.variable_id);
    expect(row.default_value).not.toContain('4321');
    expect(decryptSecret(row.default_value!, fx.s.config.signingSecret)).toBe('4321');
    const list = (await call('GET', '/content/variables?variable_type=secure')).json().data;
    expect(JSON.stringify(list)).not.toContain('4321');

    await call('PUT', `/content/variables/${v.variable_id}`, { default_value: '********', output_parameter: true });
    expect(decryptSecret((await stored(v.variable_id)).default_value!, fx.s.config.signingSecret)).toBe('4321');
    await call('PUT', `/content/variables/${v.variable_id}`, { default_value: ' 9999 ' });
    expect(decryptSecret((await stored(v.variable_id)).default_value!, fx.s.config.signingSecret)).toBe('9999');
    const log = await fx.s.db
      .selectFrom('activity_log')
      .select('summary')
      .where('subject_type', '=', 'Variable')
      .where('subject_id', '=', String(v.variable_id))
      .execute();
    expect(JSON.stringify(log)).not.toMatch(/4321|9999/);
  });

  it('never answers a secure value in clear, also when the variable stops being secure', async () => {
    const v = await create({ variable_name: 'vault_pin', variable_type: 'secure', default_value: '8642' });
    for (const body of [{ variable_type: 'single_value' }, { variable_type: 'single_value', default_value: '********' }]) {
      const res = await call('PUT', `/content/variables/${v.variable_id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('8642');
      expect(JSON.stringify(await stored(v.variable_id))).not.toContain('8642');
      expect((await call('GET', `/content/variables/${v.variable_id}`)).body).not.toContain('8642');
      await call('PUT', `/content/variables/${v.variable_id}`, { variable_type: 'secure', default_value: '8642' });
    }
  });

  it('checks names on the server and refuses duplicates and malformed names', async () => {
    await create({ variable_name: 'customer_id', variable_type: 'single_value' });
    const dup = await call('POST', '/content/variables', { variable_name: 'Customer_ID', variable_type: 'cav' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual(['variable_name: The name has already been taken.']);
    expect((await call('POST', '/content/variables/validate', { name: 'CUSTOMER_ID' })).json().data.valid).toBe(false);
    expect((await call('POST', '/content/variables/validate', { name: 'order_id' })).json().data).toEqual({
      valid: true,
      message: 'The name is available.',
    });

    for (const body of [
      { variable_name: '9lives', variable_type: 'single_value' },
      { variable_name: 'has space', variable_type: 'single_value' },
      { variable_name: 'ok_name', variable_type: 'number' },
      { variable_name: 'ok_name', variable_type: 'single_value', scope: 'global' },
    ]) {
      const res = await call('POST', '/content/variables', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(/^(variable_name|variable_type|scope): /);
    }
    expect((await call('GET', '/content/variables?search=ok_name')).json().data).toEqual([]);
  });

  it('filters by type and scope, searches, and pages', async () => {
    const list = (await call('GET', '/content/variables?scope=other')).json().data;
    expect(list.map((v: { variable_name: string }) => v.variable_name)).toEqual(['session_flag', 'shared_flag']);
    const paged = await call('GET', '/content/variables?fetch_all=0&per_page=2&page=1&search=flag');
    expect(paged.json().meta).toEqual({ total: 2, page: 1, per_page: 2 });
    const byType = (await call('GET', '/content/variables?search=audio&searchFields=variable_type,variable_name')).json().data;
    expect(byType.map((v: { variable_name: string }) => v.variable_name)).toEqual(['greeting_audio']);
  });

  it('soft-deletes with undo, archives and force-deletes', async () => {
    const v = await create({ variable_name: 'temp_value', variable_type: 'single_value' });
    await call('DELETE', `/content/variables/${v.variable_id}`);
    expect((await call('GET', `/content/variables/${v.variable_id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/content/variables/${v.variable_id}`, { is_enabled: true })).json().data.is_enabled).toBe(1);
    await call('DELETE', `/content/variables/${v.variable_id}?delete_type=safe`);
    expect((await call('GET', '/content/variables?folder_id=-1')).json().data.map((x: { variable_id: number }) => x.variable_id)).toEqual([
      v.variable_id,
    ]);
    await call('DELETE', `/content/variables/${v.variable_id}?delete_type=force`);
    expect(
      await fx.s.db.selectFrom('variables').select('variable_id').where('variable_id', '=', v.variable_id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
