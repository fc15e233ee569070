import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;
const permissionMessage = 'This feature is either not provisioned in your business plan or you do not have permission to view it.';

/**
 * A links B and C, B links C as well (met once), C links back to A (a cycle; the API refuses to make one,
 * so the link is written as older data would hold it). A also has a goto and a second canvas.
 */
async function collection() {
  const [a, b, c] = [await h.task(), await h.task(), await h.task()];
  const pa = await h.start(a.task_id);
  const linkB = await h.insert(a.task_id, pa.canvas_id, pa.start, 'link_task', { task_id: b.task_id });
  const linkC = await h.insert(a.task_id, pa.canvas_id, linkB.node_id, 'link_task', { task_id: c.task_id });
  await h.insert(a.task_id, pa.canvas_id, linkC.node_id, 'goto', { goto_node_id: linkB.node_id });
  await call('POST', '/node/canvas', { task_id: a.task_id, canvas_name: 'Handlers', is_event_handler: 1 });
  const pb = await h.start(b.task_id);
  await h.insert(b.task_id, pb.canvas_id, pb.start, 'link_task', { task_id: c.task_id });
  const pc = await h.start(c.task_id);
  const back = await h.insert(c.task_id, pc.canvas_id, pc.start, 'hangup');
  await fx.s.db
    .updateTable('nodes')
    .set({ node_type: 'link_task', category: 'one_child', config: JSON.stringify({ task_id: a.task_id }) })
    .where('node_id', '=', back.node_id)
    .execute();
  await fx.s.db
    .updateTable('tasks')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('task_id', '=', c.task_id)
    .execute();
  return { a, b, c };
}

/** Every task row, node row and canvas row of the account: what a refused call must leave as it was. */
async function snapshot() {
  const db = fx.s.db;
  return {
    tasks: await db.selectFrom('tasks').selectAll().orderBy('task_id').execute(),
    nodes: await db.selectFrom('nodes').select(['node_id', 'task_id', 'config']).orderBy('node_id').execute(),
    canvases: await db.selectFrom('canvases').select(['canvas_id', 'task_id']).orderBy('canvas_id').execute(),
  };
}

const links = (nodes: { node_type: string; config: Record<string, unknown> }[]) =>
  nodes
    .filter((n) => n.node_type === 'link_task')
    .map((n) => n.config.task_id)
    .sort();

describe('task collections: count, suffix check, duplicate with links rewired', () => {
  it('counts a task and the tasks it links to, recursively, each once', async () => {
    const { a, b } = await collection();
    const count = async (id: number) => (await call('GET', `/studio/tasks/${id}/collections/count`)).json();
    expect(await count(a.task_id)).toEqual({ data: { count: 3 } });
    expect(await count(b.task_id)).toEqual({ data: { count: 3 } });
    const alone = await h.task();
    expect(await count(alone.task_id)).toEqual({ data: { count: 1 } });
    expect((await call('GET', `/studio/tasks/999999/collections/count`)).statusCode).toBe(404);
  });

  it('checks a suffix against every name of the collection', async () => {
    const { a, c } = await collection();
    const check = async (suffix: string) =>
      (
        await call('GET', `/studio/tasks/collections/validate-collection-name?task_id=${a.task_id}&suffix=${encodeURIComponent(suffix)}`)
      ).json().data;
    expect(await check(' (copy)')).toEqual({ valid: true, message: 'The names are available.' });
    expect(await check('')).toEqual({ valid: false, message: 'The suffix may not be empty.' });
    expect(await check('   ')).toEqual({ valid: false, message: 'The suffix may not be empty.' });
    await call('POST', '/studio/tasks', { task_name: `${c.task_name} v2`, task_type: 'voice' });
    expect(await check(' V2')).toEqual({ valid: false, message: `The name "${c.task_name} V2" has already been taken.` });
    const long = await h.task('voice', { task_name: 'L'.repeat(250) });
    const tooLong = (
      await call('GET', `/studio/tasks/collections/validate-collection-name?task_id=${long.task_id}&suffix=%20(copy)`)
    ).json().data;
    expect(tooLong).toEqual({ valid: false, message: `The name "${'L'.repeat(40)}…" would be longer than 255 characters.` });
    expect((await call('GET', `/studio/tasks/collections/validate-collection-name?task_id=${a.task_id}`)).statusCode).toBe(422);
  });

  it('duplicates the task and every linked task once, named with the suffix, links pointing at the copies', async () => {
    const { a, b, c } = await collection();
    const res = await call('POST', `/studio/tasks/duplicate-collection/${a.task_id}`, { suffix: ' (copy)' });
    expect(res.statusCode, res.body).toBe(201);
    const copies = res.json().data as { task_id: number; task_name: string; protected: number; is_favorite: number }[];
    expect(copies.map((t) => t.task_name)).toEqual([a, b, c].map((t) => `${t.task_name} (copy)`));
    const [ca, cb, cc] = copies.map((t) => t.task_id);

    const [na, nb, nc] = [await h.nodes(ca), await h.nodes(cb), await h.nodes(cc)];
    expect(links(na)).toEqual([cb, cc].sort());
    expect(links(nb)).toEqual([cc]);
    expect(links(nc)).toEqual([ca]);
    expect(na.find((n) => n.link_task_node?.task_id === cb)!.link_task_node).toEqual({ task_id: cb, task_name: `${b.task_name} (copy)` });
    const goto = na.find((n) => n.node_type === 'goto')!;
    expect(goto.goto_node!.goto_node_id).toBe(na.find((n) => n.config.task_id === cb)!.node_id);
    expect((await h.canvases(ca)).map((x) => x.canvas_name)).toEqual(['Main', 'Handlers']);
    // the originals keep their links
    expect(links(await h.nodes(a.task_id))).toEqual([b.task_id, c.task_id].sort());
    expect(links(await h.nodes(c.task_id))).toEqual([a.task_id]);

    const logged = await fx.s.db
      .selectFrom('activity_log')
      .select(['subject_id', 'action'])
      .where('subject_type', '=', 'Task')
      .where('subject_id', 'in', [ca, cb, cc].map(String))
      .execute();
    expect(logged.map((l) => l.action).sort()).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // the same suffix again: every name is now taken
    const again = await call('POST', `/studio/tasks/duplicate-collection/${a.task_id}`, { suffix: ' (copy)' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: `The name "${a.task_name} (copy)" has already been taken.`,
      errors: [`suffix: The name "${a.task_name} (copy)" has already been taken.`],
    });
  });

  it('refuses an empty or taken suffix and changes nothing', async () => {
    const { a, b } = await collection();
    await call('POST', '/studio/tasks', { task_name: `${b.task_name} - clone`, task_type: 'voice' });
    const before = await snapshot();
    for (const [suffix, message] of [
      ['', 'The suffix may not be empty.'],
      [' ', 'The suffix may not be empty.'],
      [' - CLONE', `The name "${b.task_name} - CLONE" has already been taken.`],
    ]) {
      const res = await call('POST', `/studio/tasks/duplicate-collection/${a.task_id}`, { suffix });
      expect(res.statusCode, suffix).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', `/studio/tasks/duplicate-collection/${a.task_id}`, {})).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it("answers another account's task with 404 (and its scope with 403), changing nothing", async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const other = (await inHealth('POST', '/studio/tasks', { task_name: 'Health collection', task_type: 'voice' })).json().data;
    const before = await snapshot();
    for (const [method, url, body] of [
      ['POST', `/studio/tasks/duplicate-collection/${other.task_id}`, { suffix: ' (mine)' }],
      ['GET', `/studio/tasks/${other.task_id}/collections/count`],
      ['GET', `/studio/tasks/collections/validate-collection-name?task_id=${other.task_id}&suffix=x`],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bluebird = { spId: fx.ids.bluebird, acId: fx.ids.support };
    const foreign = await fx.s.call('POST', `/studio/tasks/duplicate-collection/${other.task_id}`, {
      token: fx.token,
      selection: bluebird,
      body: { suffix: ' (mine)' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a read-only user count and check but not duplicate', async () => {
    const { a } = await collection();
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const as = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await as('GET', `/studio/tasks/${a.task_id}/collections/count`)).json().data.count).toBe(3);
    expect(
      (await as('GET', `/studio/tasks/collections/validate-collection-name?task_id=${a.task_id}&suffix=%20(v)`)).json().data.valid,
    ).toBe(true);
    const before = await snapshot();
    const res = await as('POST', `/studio/tasks/duplicate-collection/${a.task_id}`, { suffix: ' (v)' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(permissionMessage);
    expect(await snapshot()).toEqual(before);
  });
});
