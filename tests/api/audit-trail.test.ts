import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

// The audit trail: every administrative write is in the activity log with actor, scope,
// subject and before/after, secrets masked; GET /portal/activity-logs lists and filters it, paged, and
// exports it as CSV; another provider's or account's entries are never shown.
const f = providerFixture('ac.builder@studio.test');
const logs = (query: string, as = f.asAdmin) => as('GET', `/portal/activity-logs?${query}`);
type Entry = {
  user_name: string;
  subject_type: string;
  action: string;
  scope: string;
  sp_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  event_details: { title: string; detail: string };
};

describe('audit trail', () => {
  it('records an account change with actor, scope, subject and before/after, and filters by action and subject', async () => {
    const name = `Audit ${Date.now()}`;
    const created = await f.asAdmin('POST', '/portal/accounts', { ac_name: name, migration_state: 'S7_GA' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.ac_id;
    expect((await f.asAdmin('PUT', `/portal/accounts/${id}`, { label: 'Audited' })).statusCode).toBe(200);

    const res = await logs('fetch_all=0&page=1&per_page=5&subject_type=Account&action=update');
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data as Entry[];
    expect(entry).toMatchObject({
      user_name: 'Priya Provider',
      subject_type: 'Account',
      action: 'update',
      scope: 'sp',
      sp_id: f.ids.northwind,
      before: { label: null },
      after: { label: 'Audited' },
    });
    // Named by the account's name, never '#id'; the title in words, never 'AcPlan create_node'.
    expect(entry.event_details).toEqual({ title: 'account update', detail: `${name} — changed: label` });
    expect(res.json().meta).toMatchObject({ page: 1, per_page: 5 });
    const creates = (await logs('subject_type=Account&action=create')).json().data as Entry[];
    expect(creates.some((e) => e.after?.ac_name === name)).toBe(true);
    expect(creates.every((e) => e.action === 'create' && e.subject_type === 'Account')).toBe(true);
  });

  it('filters by user, scope and date range; refuses a reversed range and bad dates with 422', async () => {
    const admin = (await f.s.db.selectFrom('users').select('user_id').where('email', '=', 'sp.admin@studio.test').executeTakeFirstOrThrow())
      .user_id;
    const mine = (await logs(`user_id=${admin}&scope=sp`)).json().data as Entry[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.user_name === 'Priya Provider' && e.scope === 'sp')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(((await logs(`from=${today}&to=${today}`)).json().data as Entry[]).length).toBeGreaterThan(0);
    expect((await logs('from=2001-01-01&to=2001-01-02')).json().data).toEqual([]);
    const reversed = await logs('from=2026-02-02&to=2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe('The start date must not be after the end date.');
    expect((await logs('from=yesterday')).statusCode).toBe(422);
  });

  it('masks secrets in what it records and answers (an API key is never in the log)', async () => {
    const key = await f.asAdmin('POST', '/auth/user-api-keys', { api_key_name: `audit-key-${Date.now()}` });
    expect(key.statusCode).toBe(201);
    const secret = key.json().data.api_key as string;
    expect(secret.length).toBeGreaterThan(10);
    const rows = await f.s.db.selectFrom('activity_log').select('summary').execute();
    expect(rows.some((r) => r.summary.includes(secret))).toBe(false);
    const csv = (await logs('format=csv')).body;
    expect(csv).not.toContain(secret);
    // The key's name is no secret: the entry names it, in its detail and its recorded values.
    const [created] = (await logs('subject_type=UserApiKey&action=create')).json().data as Entry[];
    expect(created.event_details.detail).toBe(key.json().data.api_key_name);
    expect(created.after?.api_key_name).toBe(key.json().data.api_key_name);
  });

  it('names a canvas edit by its task, and a deleted subject by the name it had', async () => {
    const asBuilder = (method: string, url: string, body?: unknown) =>
      f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId: f.ids.retail }, body });
    const task = await asBuilder('POST', '/studio/tasks', { task_name: `Audited task ${Date.now()}`, task_type: 'voice' });
    expect(task.statusCode, task.body).toBe(201);
    const start = (await asBuilder('GET', `/node/canvas?task_id=${task.json().data.task_id}`)).json().data[0];
    const node = await asBuilder('POST', '/node/nodes', {
      task_id: task.json().data.task_id,
      canvas_id: start.canvas_id,
      pid: start.first_node_id,
      node_type: 'hangup',
      config: {},
    });
    expect(node.statusCode, node.body).toBe(201);
    const created = await asBuilder('POST', '/studio/tasks', { task_name: `Gone ${Date.now()}`, task_type: 'voice' });
    expect((await asBuilder('DELETE', `/studio/tasks/${created.json().data.task_id}`)).statusCode).toBeLessThan(300);
    const mine = (await logs('subject_type=Task')).json().data as (Entry & { subject_id: string })[];
    const ofTask = mine.filter((e) => e.subject_id === String(task.json().data.task_id));
    expect(ofTask.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'create_node']));
    expect(ofTask.every((e) => e.event_details.detail.startsWith(task.json().data.task_name))).toBe(true);
    const deleted = mine.find((e) => e.subject_id === String(created.json().data.task_id) && e.action === 'delete');
    expect(deleted?.event_details.detail).toBe(created.json().data.task_name);
  });

  it('exports the filtered entries as CSV, quoted where needed', async () => {
    const res = await logs('format=csv&subject_type=Account');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="user-activities-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('id,created_at,user,scope,sp_id,ac_id,subject_type,subject_id,action,title,detail,before,after');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',Account,'))).toBe(true);
    expect(res.body).toContain('"{""label"":""Audited""}"');
  });

  it("never shows another provider's entries, and an account user sees only their own", async () => {
    const bluebird = await f.s.call('POST', '/portal/accounts', {
      token: f.token['system@studio.test'],
      selection: { spId: f.ids.bluebird, acId: 'all' },
      body: { ac_name: `Blue audit ${Date.now()}`, migration_state: 'S7_GA' },
    });
    expect(bluebird.statusCode).toBe(201);
    const seen = (await logs('subject_type=Account')).json().data as Entry[];
    expect(seen.every((e) => e.sp_id === f.ids.northwind)).toBe(true);
    expect(seen.some((e) => e.after?.ac_name === bluebird.json().data.ac_name)).toBe(false);
    // The system role sees both.
    const all = (await logs('subject_type=Account', f.asSystem)).json().data as Entry[];
    expect(all.some((e) => e.after?.ac_name === bluebird.json().data.ac_name)).toBe(true);
    // An account user: only their own entries, in their account.
    const builder = await f.s.call('GET', '/portal/activity-logs', {
      token: f.token['ac.builder@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(builder.statusCode).toBe(200);
    expect((builder.json().data as Entry[]).every((e) => e.user_name === 'Ben Builder')).toBe(true);
  });

  it("names the subjects, actions and users the filters offer, of the asker's entries only", async () => {
    const res = await f.asAdmin('GET', '/portal/activity-log-names');
    expect(res.statusCode).toBe(200);
    const names = res.json().data as { subject_types: string[]; actions: string[]; users: { display_name: string }[] };
    expect(names.subject_types).toContain('Account');
    expect(names.actions).toEqual(expect.arrayContaining(['create', 'update']));
    expect(names.users.map((u) => u.display_name)).toContain('Priya Provider');
    expect(names.users.map((u) => u.display_name)).not.toContain('Sam System');
  });

  it('refuses without a session', async () => {
    expect((await f.s.call('GET', '/portal/activity-logs')).statusCode).toBe(401);
  });
});
