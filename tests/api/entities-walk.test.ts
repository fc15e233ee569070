import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { entities, type EntityDescriptor } from '@shared/entities';
import { bulkActionsOf } from '@shared/entities/bulk';
import { contentTypes } from '@shared/entities/content';
import type { ContentTypeDescriptor } from '@shared/entities/content/define';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { profileRows } from './support/profile-rows';
import { alertRows } from './support/alert-rows';

/**
 * Generated from the declared entities — administration entities and the content library's types — : every entity ×
 * every demo sign-in × another tenant's row. Each call by id (read, edit, restore, delete, archive, force delete, bulk
 * delete) is refused with 403 or 404, the list never shows the row, and the table is unchanged afterwards.
 */
type Walked = EntityDescriptor | ContentTypeDescriptor;
const isContent = (d: Walked): d is ContentTypeDescriptor => 'ref' in d;
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = new Map<string, string>();

const roles: { email: string; selection: (i: typeof ids) => Selection }[] = [
  { email: 'system@studio.test', selection: (i) => ({ spId: i.northwind, acId: 'all' }) },
  { email: 'sp.admin@studio.test', selection: (i) => ({ spId: i.northwind, acId: 'all' }) },
  { email: 'multi.sp@studio.test', selection: (i) => ({ spId: i.northwind, acId: 'all' }) },
  { email: 'ac.builder@studio.test', selection: (i) => ({ spId: i.northwind, acId: i.retail }) },
  { email: 'ac.builder@studio.test', selection: (i) => ({ spId: i.northwind, acId: 'all' }) },
  { email: 'ac.viewer@studio.test', selection: (i) => ({ spId: i.northwind, acId: i.retail }) },
];

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  for (const { email } of roles) if (!tokens.has(email)) tokens.set(email, await s.login(email));
  await bluebirdOwnRows();
  await bluebirdContent();
  await profileRows(s.db, ids.support);
  await alertRows(s.db, ids.support, ids.bluebird);
  // Bluebird's own API key (the demo data has none): a key of its provider's user.
  const multi = await s.db.selectFrom('users').select('user_id').where('email', '=', 'multi.sp@studio.test').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await s.db
    .insertInto('user_api_keys')
    .values({
      user_id: multi.user_id,
      sp_id: ids.bluebird,
      api_key_name: 'Bluebird key',
      key_hash: 'walk-hash',
      key_prefix: 'stk_walk',
      is_enabled: 1,
      last_used_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
});

/** Rows of Bluebird that the demo seed does not give it: a user mapped to Bluebird only, a password policy, a burst usage, an invoice and a payment profile (and platform rows: a region, a payment gateway, an SMS provider). */
async function bluebirdOwnRows() {
  const now = new Date().toISOString();
  const { user_id } = await s.db
    .insertInto('users')
    .values({
      email: 'bluebird.only@example.com',
      display_name: 'Blue Only',
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
    .executeTakeFirstOrThrow();
  await s.db.insertInto('user_account_mappings').values({ user_id, sp_id: ids.bluebird, ac_id: null }).execute();
  await s.db
    .insertInto('password_policies')
    .values({
      sp_id: ids.bluebird,
      name: 'Bluebird strict',
      min_length: 14,
      require_uppercase: 1,
      require_lowercase: 1,
      require_digit: 1,
      require_symbol: 1,
      is_enabled: 1,
    })
    .execute();
  const stamps = { created_by: null, updated_by: null, created_at: now, updated_at: now, is_enabled: 1 };
  const period = { ...stamps, period_start: '2026-01-01', period_end: '2026-01-31' };
  await s.db
    .insertInto('billing_burst_usages')
    .values({
      ...period,
      usage_name: 'Bluebird · IVA · January',
      sp_id: ids.bluebird,
      plan_type: 'IVA',
      guard_name: 'admin',
      status: 'completed',
      progress: 100,
      account_count: 1,
      record_count: 0,
      burst_total: 0,
      error: null,
      completed_at: now,
    })
    .execute();
  const { payment_gateway_id } = await s.db
    .insertInto('payment_gateways')
    .values({ ...stamps, payment_gateway_name: 'Walk gateway', endpoint_url: 'http://127.0.0.1:9/pay', http_method: 'POST' })
    .returning('payment_gateway_id')
    .executeTakeFirstOrThrow();
  await s.db
    .insertInto('payment_profiles')
    .values({
      ...stamps,
      sp_id: ids.bluebird,
      payment_profile_name: 'Bluebird payments',
      payment_gateway_id,
      request_param_variables: '[]',
      request_param_inputs: '[]',
      custom_payload: null,
    })
    .execute();
  await s.db
    .insertInto('regions')
    .values({ ...stamps, region_name: 'Walk region', region_code: null })
    .execute();
  await s.db
    .insertInto('sms_providers')
    .values({
      ...stamps,
      sms_provider_name: 'Walk SMS',
      json_data: '{"url":"http://127.0.0.1:9/sms","method":"POST","headers":{}}',
      guard_name: 'admin',
    })
    .execute();
  await s.db
    .insertInto('billing_invoices')
    .values({
      ...period,
      sp_id: ids.bluebird,
      invoice_number: 'BB-1',
      billing_burst_usage_id: null,
      burst_units: 0,
      unit_price_cents: 0,
      amount_cents: 0,
      currency: 'USD',
      invoice_status: 'draft',
      notes: null,
    })
    .execute();
}
/** Each content type's own columns of a minimal row (the shared ones — account, folder, flags, stamps — are added below). */
const contentRows: Record<string, Record<string, unknown>> = {
  prompts: { prompt_name: 'Walk', prompt_type: 'IVA', texts: '[]' },
  variables: {
    variable_name: 'walk',
    variable_type: 'single_value',
    scope: 'session',
    default_value: null,
    passed_parameter: 0,
    output_parameter: 0,
  },
  data_stores: { display_name: 'Walk', collection_structure: '[]', is_log: 0 },
  attachment_files: { file_name: 'walk.txt', extension: 'txt', mime_type: 'text/plain', size: 4, stored_name: 'walk.txt' },
  holiday_schedules: { schedule_name: 'Walk', time_zone: 'UTC', holidays: '[]' },
  javascript_functions: { name: 'walk', parameters: '[]', function_return_type: 'string', is_log: 0, code: '', max_timeout: 1000 },
  form_types: { name: 'Walk', description: null, fields: '[]', data_store_id: null, field_mapping: '{}' },
  open_form_types: { oft_name: 'Walk', description: null, engine: 'openai', language: 'en', settings: '{}', is_system: 0 },
  dynamic_form_types: { name: 'Walk', description: null, definition: '{"sections":[]}', is_system: 0 },
  intents: { name: 'Walk', description: null, training_phrases: '[]', response: null },
};

/** A row of each content type in Bluebird Support (the demo content is Northwind's). */
async function bluebirdContent() {
  const now = new Date().toISOString();
  for (const d of contentTypes) {
    const own = contentRows[d.table];
    if (!own) throw new Error(`No walk row for the content table ${d.table}`);
    await (s.db as any)
      .insertInto(d.table)
      .values({
        ...own,
        ac_id: ids.support,
        folder_id: 0,
        is_enabled: 1,
        is_archived: 0,
        is_refreshing: 0,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
afterAll(() => s.close());

/**
 * Rows of Bluebird (the other provider) in the entity's table; of a platform table, its first row. An entity of rows of
 * either level ('sp-or-ac') has two: Bluebird's own and its account Support's.
 */
async function foreignIds(d: Walked): Promise<number[]> {
  if (d.tenant !== 'sp-or-ac') return [await foreignId(d)];
  const of = async (column: string, owner: number) =>
    (
      (await (s.db as any).selectFrom(d.table).select(d.idField).where(column, '=', owner).executeTakeFirstOrThrow()) as Record<
        string,
        number
      >
    )[d.idField];
  return [await of('sp_id', ids.bluebird), await of('ac_id', ids.support)];
}

async function foreignId(d: Walked): Promise<number> {
  if (!isContent(d) && d.tenantVia) {
    // Reached through a mapping table: a row mapped to Bluebird and to no Northwind provider or account.
    const { table, key } = d.tenantVia;
    const row = await (s.db as any)
      .selectFrom(table)
      .select(key)
      .where('sp_id', '=', ids.bluebird)
      .where(key, 'not in', (s.db as any).selectFrom(table).select(key).where('sp_id', '=', ids.northwind))
      .executeTakeFirstOrThrow();
    return row[key];
  }
  // A platform row without a tenant column (a business plan, a role, a permission): any of them is beyond a non-system user.
  if (d.tenant === 'system' && d.idField !== 'sp_id')
    return (
      (await (s.db as any).selectFrom(d.table).select(d.idField).orderBy(d.idField).executeTakeFirstOrThrow()) as Record<string, number>
    )[d.idField];
  const column = d.tenant === 'ac' ? 'ac_id' : 'sp_id';
  const owner = d.tenant === 'ac' ? ids.support : ids.bluebird;
  const row = await (s.db as any).selectFrom(d.table).select(d.idField).where(column, '=', owner).executeTakeFirstOrThrow();
  return row[d.idField];
}

function attempts(d: Walked, id: number): [string, string, unknown?][] {
  const byId = `${d.path}/${id}`;
  const common: [string, string, unknown?][] = [
    ['GET', byId],
    // A name every entity's schema accepts (a permission's is dotted words, a function's an identifier), so the refusal is about access.
    ['PUT', byId, { [d.nameField]: isContent(d) ? 'taken_over' : 'taken.over' }],
    ['PUT', byId, { is_enabled: 1 }],
    ['DELETE', byId],
  ];
  // Content: archived (safe delete), back out of the archive, and removed for good.
  if (isContent(d))
    return [...common, ['DELETE', `${byId}?delete_type=safe`], ['PUT', byId, { is_archived: 0 }], ['DELETE', `${byId}?delete_type=force`]];
  const updateUrl = d.updatePath ? d.updatePath.replace(`:${d.idField}`, String(id)) : byId;
  return [
    ...common.map(([method, url, body]) => [method, method === 'PUT' ? updateUrl : url, body] as [string, string, unknown?]),
    ...(d.forceDeletePath ? [['POST', d.forceDeletePath.replace(`:${d.idField}`, String(id))] as [string, string]] : []),
    // Each bulk action of the screen (its bulk delete and the declared ones, bulk.ts) on that row alone.
    ...bulkActionsOf(d).map((a) => ['POST', a.path, { ...a.body, [a.field]: [id] }] as [string, string, unknown]),
  ];
}

const walked: readonly Walked[] = [...entities, ...contentTypes];

for (const d of walked) {
  describe(`entity ${d.name}`, () => {
    // The system role owns system-level rows everywhere: for it there is no other tenant to reach.
    for (const role of roles.filter((r) => !(d.tenant === 'system' && r.email.startsWith('system@')))) {
      it(`${role.email} at ${JSON.stringify(role.selection({ northwind: 'NW', retail: 'RT' } as never))} cannot reach Bluebird's row`, async () => {
        const selection = role.selection(ids);
        const token = tokens.get(role.email)!;
        const table = () => (s.db as any).selectFrom(d.table).selectAll().orderBy(d.idField).execute();
        for (const id of await foreignIds(d)) {
          const before = await table();
          for (const [method, url, body] of attempts(d, id)) {
            const res = await s.call(method, url, { token, selection, body });
            expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
          }
          const list = await s.call('GET', `${d.path}?is_enabled=all`, { token, selection });
          if (list.statusCode === 200) expect(list.json().data.map((r: Record<string, number>) => r[d.idField])).not.toContain(id);
          else expect(list.statusCode).toBe(403);
          expect(await table()).toEqual(before);
        }
      });
    }
  });
}
