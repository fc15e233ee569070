import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '@shared/api/notifications';
import { openSocket, startListening, stopListening } from './support/listening';
import { demoIds, type TestStudio } from './support/studio';

/** A job the user started ends → that user's sockets hear `notification`; nobody else's do. */
let s: TestStudio;
let url: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ s, url } = await startListening());
  ids = await demoIds(s.db);
});
afterAll(() => stopListening(s, sockets));

const open = (token: string) => openSocket(url, token, sockets);
const heard = (socket: Socket) => {
  const events: NotificationEvent[] = [];
  socket.on('notification', (p: NotificationEvent) => events.push(p));
  return events;
};
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('notification events', () => {
  it("a completed task export notifies the user who started it, with its download link; another user's socket hears nothing", async () => {
    const builderToken = await s.login('ac.builder@studio.test');
    const viewerToken = await s.login('ac.viewer@studio.test');
    const builder = heard(await open(builderToken));
    const viewer = heard(await open(viewerToken));
    const retail = { spId: ids.northwind, acId: ids.retail };
    const task = await s.db
      .selectFrom('tasks')
      .select(['task_id', 'task_name'])
      .where('ac_id', '=', ids.retail)
      .orderBy('task_id')
      .executeTakeFirstOrThrow();

    const res = await s.call('POST', `/studio/export/${task.task_id}`, { token: builderToken, selection: retail, body: { async: 0 } });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(builder).toHaveLength(1);
    expect(builder[0]).toMatchObject({
      kind: 'task-export',
      title: `The export of ${task.task_name} is ready`,
      link: res.json().data.download_url,
      unread: expect.any(Number),
    });
    expect(viewer).toEqual([]);

    const list = await s.call('GET', '/system/get-user-notifications', { token: builderToken, selection: retail });
    expect(list.json().data[0]).toMatchObject({
      notification_message_id: builder[0].notification_message_id,
      message_status: 'UNREAD',
      ac_id: ids.retail,
      sp_id: ids.northwind,
    });
    expect(list.json().meta.unread).toBe(builder[0].unread);
  });

  it('a failed task import notifies its user with the reason', async () => {
    const token = await s.login('ac.builder@studio.test');
    const events = heard(await open(token));
    const { user_id } = await s.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'ac.builder@studio.test')
      .executeTakeFirstOrThrow();
    const { runImport } = await import('@server/modules/transfer/import-job');
    const now = new Date().toISOString();
    const row = await s.db
      .insertInto('task_transfers')
      .values({
        ac_id: ids.retail,
        kind: 'import',
        status: 'queued',
        task_id: null,
        task_name: null,
        options: '{"choices":[]}',
        file_name: 'missing.json',
        result: null,
        error: null,
        created_by: user_id,
        created_at: now,
        updated_at: now,
        completed_at: null,
      })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    await runImport(s.app.studio, row.request_id);
    await settle();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'task-import', title: 'The import failed', link: null });
    const list = await s.call('GET', '/system/get-user-notifications', { token });
    expect(list.json().data[0].body).toMatch(/ENOENT|no such file/);
  });

  it('a datastore export (an empty store) and a burst usage notify the users who started them when they complete', async () => {
    const builderToken = await s.login('ac.builder@studio.test');
    const systemToken = await s.login('system@studio.test');
    const builder = heard(await open(builderToken));
    const system = heard(await open(systemToken));
    const retail = { spId: ids.northwind, acId: ids.retail };
    const store = await s.call('POST', '/data/data-store', {
      token: builderToken,
      selection: retail,
      body: { display_name: `Notified ${Date.now()}`, collection_structure: [{ col_name: 'name', type: 'STRING' }] },
    });
    expect(store.statusCode, store.body).toBe(201);
    const started = await s.call('POST', '/data/get-exported-csv-url', {
      token: builderToken,
      selection: retail,
      body: { data_store_id: store.json().data.data_store_id, export_csv: 1, selected_columns: ['name'] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const exportId = started.json().data.data_store_export_id;
    await expect.poll(() => builder.map((e) => e.kind), { timeout: 15_000 }).toEqual(['datastore-export']);
    expect(builder[0]).toMatchObject({ title: 'The data store export is ready', link: `/api/data/data-store-export/${exportId}/download` });

    const usage = await s.call('POST', `/billing/generate-burst-usages/${ids.bluebird}`, {
      token: systemToken,
      selection: { spId: 'all', acId: 'all' },
      body: { plan_type: 'WORKFLOW', period_start: '2026-01-01', period_end: '2026-01-31' },
    });
    expect(usage.statusCode, usage.body).toBe(202);
    await expect.poll(() => system.map((e) => e.kind), { timeout: 15_000 }).toEqual(['burst-usage']);
    expect(system[0]).toMatchObject({ title: 'The burst usage is ready', link: '/system/burst-usages' });
    expect(builder).toHaveLength(1);
  });

  it("a message to a provider's users reaches their sockets only", async () => {
    const system = await s.login('system@studio.test');
    const priya = heard(await open(await s.login('sp.admin@studio.test')));
    const morgan = heard(await open(await s.login('multi.sp@studio.test')));
    const sam = heard(await open(system));
    const res = await s.call('POST', '/system/notification-messages', {
      token: system,
      selection: { spId: 'all', acId: 'all' },
      body: { title: 'Bluebird news', audience: 'sp', sp_id: ids.bluebird },
    });
    expect(res.statusCode, res.body).toBe(201);
    await settle();
    expect(morgan.map((e) => e.title)).toEqual(['Bluebird news']);
    expect(priya).toEqual([]);
    expect(sam).toEqual([]);
  });
});
