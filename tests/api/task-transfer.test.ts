import { describe, expect, it } from 'vitest';
import type { TaskExportDocument, TransferRequest } from '@shared/api/transfer';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';
import type { Selection } from '@shared/access/scope';

const fx = accountFixture();

/** The demo builder's calls in Northwind Retail, or as another user / in another account. */
const as = async (email: string) => {
  const token = await fx.s.login(email);
  return (selection: Selection) => (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token, selection, body });
};

async function taskId(name: string) {
  return (
    await fx.s.db
      .selectFrom('tasks')
      .select('task_id')
      .where('task_name', '=', name)
      .where('ac_id', '=', fx.ids.retail)
      .executeTakeFirstOrThrow()
  ).task_id;
}

type Call = (method: string, url: string, body?: unknown) => ReturnType<typeof fx.call>;

async function until(call: Call, requestId: number): Promise<TransferRequest> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await call('GET', `/studio/tasks/task-import-export/${requestId}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TransferRequest;
    if (data.status === 'completed' || data.status === 'failed') return data;
    if (Date.now() > deadline) throw new Error(`request ${requestId} is still ${data.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Exports a task as a background job and answers its document. */
async function exportTask(call: Call, id: number, body: Record<string, unknown> = {}): Promise<TaskExportDocument> {
  const queued = await call('POST', `/studio/export/${id}`, { exportConfig: {}, async: 1, ...body });
  expect(queued.statusCode, queued.body).toBe(202);
  const done = await until(call, queued.json().data.request_id);
  expect(done.status, done.error ?? '').toBe('completed');
  expect(done.progress).toBe(100);
  const url = await call('POST', `/studio/export/download-from-url-generator/${id}/${done.request_id}`);
  expect(url.statusCode, url.body).toBe(200);
  const file = await call('GET', url.json().data.url.replace(/^\/api/, ''));
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toMatch(/attachment/);
  return file.json();
}

async function importFile(call: Call, doc: unknown, choices: unknown[] = []) {
  const queued = await call('POST', '/studio/tasks/task-import', { file: typeof doc === 'string' ? doc : JSON.stringify(doc), choices });
  expect(queued.statusCode, queued.body).toBe(202);
  return until(call, queued.json().data.request_id);
}

const withoutTime = (doc: TaskExportDocument) => ({ ...doc, exported_at: '' });
const counts = async (acId: number) => ({
  tasks: (await fx.s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', acId).execute()).length,
  nodes: (await fx.s.db.selectFrom('nodes').select('node_id').where('ac_id', '=', acId).execute()).length,
  variables: (await fx.s.db.selectFrom('variables').select('variable_id').where('ac_id', '=', acId).execute()).length,
  prompts: (await fx.s.db.selectFrom('prompts').select('prompt_id').where('ac_id', '=', acId).execute()).length,
});

describe('task export', () => {
  it('exports a task with every content item its nodes use, in the published format, as a job with progress', async () => {
    const id = await taskId('Retail main line');
    const doc = await exportTask(fx.call, id);
    expect(doc.format).toBe('studio-task-export');
    expect(doc.format_version).toBe(1);
    expect(doc.tasks).toHaveLength(1);
    const stored = await fx.s.db.selectFrom('nodes').select('node_id').where('task_id', '=', id).execute();
    expect(doc.tasks[0].nodes).toHaveLength(stored.length);
    const names = doc.content.filter((c) => c.model === 'Prompt').map((c) => c.name);
    const used = await fx.s.db
      .selectFrom('content_usages')
      .innerJoin('prompts', 'prompts.prompt_id', 'content_usages.content_id')
      .select('prompts.prompt_name')
      .where('content_model', '=', 'Prompt')
      .where('parent_id', '=', id)
      .execute();
    expect(new Set(names)).toEqual(new Set(used.map((u) => u.prompt_name)));
    // References inside the file point at the file's own items.
    const promptIds = new Set(doc.content.filter((c) => c.model === 'Prompt').map((c) => c.id));
    for (const n of doc.tasks[0].nodes.filter((n) => n.node_type === 'prompt'))
      expect(promptIds.has(n.config.prompt_id as number)).toBe(true);
    const gotoNode = doc.tasks[0].nodes.find((n) => n.node_type === 'goto')!;
    expect(doc.tasks[0].nodes.find((n) => n.id === gotoNode.config.goto_node_id)?.node_type).toBe('menu');
  });

  it('answers at once with async 0, and exports the same document twice', async () => {
    const id = await taskId('Retail order updates');
    const res = await fx.call('POST', `/studio/export/${id}`, { async: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('completed');
    const file = await fx.call('GET', res.json().data.download_url.replace(/^\/api/, ''));
    const again = await exportTask(fx.call, id);
    expect(withoutTime(file.json())).toEqual(withoutTime(again));
    // The messaging reply's text names its variables by the file's ids.
    const reply = again.tasks[0].nodes.find((n) => n.node_name === 'Order status reply')!;
    const variableIds = again.content.filter((c) => c.model === 'Variable').map((c) => c.id);
    const named = [...String(reply.config.text).matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
    expect(named.length).toBeGreaterThan(0);
    for (const v of named) expect(variableIds).toContain(v);
  });

  it('publishes the JSON Schema of the file without sign-in', async () => {
    const res = await fx.s.call('GET', '/schema/task-export.json');
    expect(res.statusCode).toBe(200);
    const schema = res.json();
    expect(schema.title).toBe('Studio task export');
    expect(schema.properties.format.const).toBe('studio-task-export');
    expect(schema.required).toEqual(expect.arrayContaining(['format', 'format_version', 'tasks', 'content']));
  });

  it("another account's task or request is not found, and a read-only user may neither start an export nor import", async () => {
    const id = await taskId('Retail main line');
    const queued = await fx.call('POST', `/studio/export/${id}`, { async: 0 });
    const requestId = queued.json().data.request_id;
    const inHealth = (await as('ac.builder@studio.test'))({ spId: fx.ids.northwind, acId: fx.ids.health });
    expect((await inHealth('POST', `/studio/export/${id}`, {})).statusCode).toBe(404);
    expect((await inHealth('GET', `/studio/tasks/task-import-export/${requestId}`)).statusCode).toBe(404);
    expect((await inHealth('GET', `/studio/export/download/${requestId}`)).statusCode).toBe(404);
    expect((await inHealth('POST', `/studio/export/download-from-url-generator/${id}/${requestId}`)).statusCode).toBe(404);
    const elsewhere = (await as('ac.builder@studio.test'))({ spId: fx.ids.bluebird, acId: fx.ids.support });
    expect([403, 404]).toContain((await elsewhere('GET', `/studio/tasks/task-import-export/${requestId}`)).statusCode);

    const viewer = (await as('ac.viewer@studio.test'))(fx.retail);
    const transfers = async () => (await fx.s.db.selectFrom('task_transfers').select('request_id').execute()).length;
    const queuedBefore = await transfers();
    for (const url of [`/studio/export/${id}`, `/studio/export/snapshot/${id}`]) {
      const refusedExport = await viewer('POST', url, { async: 0 });
      expect(refusedExport.statusCode, url).toBe(403);
    }
    expect(await transfers()).toBe(queuedBefore);
    // What a builder exported, the viewer may read.
    expect((await viewer('GET', `/studio/tasks/task-import-export/${requestId}`)).statusCode).toBe(200);
    const doc = await exportTask(fx.call, id);
    const before = await counts(fx.ids.retail);
    const refused = await viewer('POST', '/studio/tasks/task-import', { file: JSON.stringify(doc) });
    expect(refused.statusCode).toBe(403);
    expect((await viewer('POST', '/studio/tasks/task-import/check', { file: JSON.stringify(doc) })).statusCode).toBe(403);
    expect(await counts(fx.ids.retail)).toEqual(before);
  });

  it('exports the whole collection of linked tasks with task_collection', async () => {
    const linked = await fx.call('POST', '/studio/tasks', { task_name: `Linked target ${Date.now()}`, task_type: 'voice' });
    const from = await fx.call('POST', '/studio/tasks', { task_name: `Linking task ${Date.now()}`, task_type: 'voice' });
    const target = linked.json().data.task_id;
    const source = from.json().data.task_id;
    const main = (await fx.call('GET', `/node/canvas?task_id=${source}`)).json().data[0];
    const link = await fx.call('POST', '/node/nodes', {
      task_id: source,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'link_task',
      config: { task_id: target },
    });
    expect(link.statusCode, link.body).toBe(201);
    const alone = await exportTask(fx.call, source);
    expect(alone.tasks).toHaveLength(1);
    expect(alone.linked_tasks.map((t) => t.task_name)).toEqual([linked.json().data.task_name]);
    const whole = await exportTask(fx.call, source, { task_collection: 1 });
    expect(whole.tasks.map((t) => t.task_name)).toEqual([from.json().data.task_name, linked.json().data.task_name]);
    expect(whole.linked_tasks).toEqual([]);
    expect(whole.tasks[0].nodes.find((n) => n.node_type === 'link_task')!.config.task_id).toBe(2);
  });
});

describe('task import', () => {
  it('export → import into an empty account → export again gives the same document, for every demo task', async () => {
    const admin = await as('sp.admin@studio.test');
    const empty = admin({ spId: fx.ids.northwind, acId: fx.ids.logistics });
    for (const [account, acId] of [
      ['retail', fx.ids.retail],
      ['health', fx.ids.health],
    ] as const) {
      const from = admin({ spId: fx.ids.northwind, acId });
      const demo = await fx.s.db
        .selectFrom('tasks')
        .select(['task_id', 'task_name'])
        .where('ac_id', '=', acId)
        .where('is_enabled', '=', 1)
        .orderBy('task_id')
        .execute();
      expect(demo.length, account).toBeGreaterThan(0);
      for (const task of demo.filter((t) => !/^(Flow task|Linked target|Linking task)/.test(t.task_name))) {
        const doc = await exportTask(from, task.task_id);
        const done = await importFile(empty, doc);
        expect(done.status, done.error ?? '').toBe('completed');
        expect(done.task_name).toBe(task.task_name);
        const again = await exportTask(empty, done.task_id!);
        expect(withoutTime(again), task.task_name).toEqual(withoutTime(doc));
      }
    }
  });

  it('the round trip holds for a task with a node of every node type', async () => {
    const { registry } = await import('@plugins/registry');
    const made = await fx.call('POST', '/studio/tasks', { task_name: `Every node type ${Date.now()}`, task_type: 'voice' });
    const task = made.json().data;
    const main = (await fx.call('GET', `/node/canvas?task_id=${task.task_id}`)).json().data[0];
    // Stored as rows under one another (the shape does not matter to the file), each with its type's defaults.
    let pid = main.first_node_id as number;
    const now = new Date().toISOString();
    for (const def of registry.all.filter((d) => d.availability.creatable)) {
      const row = await fx.s.db
        .insertInto('nodes')
        .values({
          ac_id: fx.ids.retail,
          task_id: task.task_id,
          canvas_id: main.canvas_id,
          pid,
          position: 0,
          node_name: `A ${def.type}`,
          tooltip: null,
          tags: '[]',
          node_type: def.type,
          category: def.category,
          connector_parent: JSON.stringify([pid]),
          config: JSON.stringify(def.defaults()),
          keyword_conditions: '[]',
          grammar_conditions: '[]',
          created_by: null,
          updated_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('node_id')
        .executeTakeFirstOrThrow();
      pid = row.node_id;
    }
    const doc = await exportTask(fx.call, task.task_id);
    const types = new Set(doc.tasks[0].nodes.map((n) => n.node_type));
    for (const def of registry.all.filter((d) => d.availability.creatable)) expect(types.has(def.type), def.type).toBe(true);
    const admin = await as('sp.admin@studio.test');
    const empty = admin({ spId: fx.ids.northwind, acId: fx.ids.logistics });
    const done = await importFile(empty, doc);
    expect(done.status, done.error ?? '').toBe('completed');
    expect(withoutTime(await exportTask(empty, done.task_id!))).toEqual(withoutTime(doc));
  });

  it('content that exists by name is reused by default, or renamed when the user chooses; the task gets a free name', async () => {
    const id = await taskId('Retail main line');
    const doc = await exportTask(fx.call, id);
    const check = await fx.call('POST', '/studio/tasks/task-import/check', { file: JSON.stringify(doc) });
    expect(check.statusCode, check.body).toBe(200);
    const plan = check.json().data;
    expect(plan.tasks[0]).toMatchObject({ task_name: 'Retail main line', name_taken: true });
    expect(plan.conflicts).toHaveLength(doc.content.length);
    expect(plan.conflicts.every((c: { default_action: string }) => c.default_action === 'reuse')).toBe(true);

    const renamed = doc.content.find((c) => c.model === 'Prompt')!;
    const before = await counts(fx.ids.retail);
    const done = await importFile(fx.call, doc, [{ model: renamed.model, id: renamed.id, action: 'rename' }]);
    expect(done.status, done.error ?? '').toBe('completed');
    expect(done.result!.tasks[0]).toMatchObject({ task_name: 'Retail main line (2)', renamed_from: 'Retail main line' });
    const actions = done.result!.content;
    expect(actions.filter((a) => a.action === 'renamed')).toEqual([expect.objectContaining({ name: `${renamed.name} (2)` })]);
    expect(actions.filter((a) => a.action === 'reused')).toHaveLength(doc.content.length - 1);
    const after = await counts(fx.ids.retail);
    expect(after.prompts).toBe(before.prompts + 1);
    expect(after.variables).toBe(before.variables);
    // The copy's nodes use the renamed prompt where the original used the first one.
    const copy = await fx.call('GET', `/node/nodes?task_id=${done.task_id}`);
    const newId = actions.find((a) => a.action === 'renamed')!.content_id;
    const original = doc.tasks[0].nodes
      .filter((n) => n.config.prompt_id === renamed.id)
      .map((n) => n.node_name)
      .sort();
    const pointing = copy
      .json()
      .data.filter((n: { config: Record<string, unknown> }) => n.config.prompt_id === newId || n.config.goodbye_prompt_id === newId)
      .map((n: { node_name: string }) => n.node_name)
      .sort();
    expect(pointing).toEqual(expect.arrayContaining(original));
  });

  it('a bad file gets a clear 4xx with the path of the problem, and nothing changes', async () => {
    const doc = await exportTask(fx.call, await taskId('Retail main line'));
    const text = JSON.stringify(doc);
    const before = await counts(fx.ids.retail);
    const refused = async (file: string, status = 422) => {
      for (const url of ['/studio/tasks/task-import/check', '/studio/tasks/task-import']) {
        const res = await fx.call('POST', url, { file });
        expect(res.statusCode, res.body).toBe(status);
      }
      return (await fx.call('POST', '/studio/tasks/task-import', { file })).json();
    };
    expect((await refused(text.slice(0, text.length / 2))).message).toBe(messages.transfer.notJson);
    expect((await refused(JSON.stringify({ hello: 'world' }))).message).toBe(messages.transfer.notAnExport);
    expect((await refused(JSON.stringify({ ...doc, format_version: 99 }))).message).toMatch(
      /format version 99, newer than this studio reads \(1\)/,
    );
    const badType = structuredClone(doc);
    badType.tasks[0].nodes[3].node_type = '';
    expect((await refused(JSON.stringify(badType))).errors[0]).toMatch(/^tasks\.0\.nodes\.3\.node_type: /);
    const badParent = structuredClone(doc);
    badParent.tasks[0].nodes[2].pid = 9999;
    expect((await refused(JSON.stringify(badParent))).errors[0]).toBe('tasks.0.nodes.2.pid: refers to node 9999, which is not in the file');
    // Parents that form a cycle, and two nodes with one id, are refused too.
    const cycle = structuredClone(doc);
    const [a, b] = [cycle.tasks[0].nodes[2], cycle.tasks[0].nodes[3]];
    [a.pid, b.pid] = [b.id, a.id];
    expect((await refused(JSON.stringify(cycle))).errors).toEqual(
      expect.arrayContaining([
        `tasks.0.nodes.2.pid: the parents of node ${a.id} form a cycle`,
        `tasks.0.nodes.3.pid: the parents of node ${b.id} form a cycle`,
      ]),
    );
    const selfParent = structuredClone(doc);
    selfParent.tasks[0].nodes[4].pid = selfParent.tasks[0].nodes[4].id;
    expect((await refused(JSON.stringify(selfParent))).errors).toContain(
      `tasks.0.nodes.4.pid: the parents of node ${selfParent.tasks[0].nodes[4].id} form a cycle`,
    );
    const twoIds = structuredClone(doc);
    twoIds.tasks[0].nodes[5].id = twoIds.tasks[0].nodes[4].id;
    expect((await refused(JSON.stringify(twoIds))).errors).toContain(
      `tasks.0.nodes.5.id: node ${twoIds.tasks[0].nodes[4].id} appears twice`,
    );
    // flow_tests is a registered part (task-transfer-parts.test.ts); a part no studio knows is refused.
    const unknownPart = { ...doc, parts: { recordings: [] } };
    expect((await refused(JSON.stringify(unknownPart))).errors[0]).toMatch(/^parts\.recordings: /);
    const huge = JSON.stringify({ ...doc, padding: 'x'.repeat(21 * 1024 * 1024) });
    expect((await refused(huge, 413)).message).toMatch(/larger than the 20 MB/);
    expect(await counts(fx.ids.retail)).toEqual(before);
  });

  it('an import that fails half way changes nothing (one transaction), and says why', async () => {
    const doc = await exportTask(fx.call, await taskId('Retail main line'));
    const broken = structuredClone(doc);
    broken.tasks[0].task_name = `Never imported ${Date.now()}`;
    // A variable whose type the database refuses: found only when it is written, after other content was.
    broken.content.push({
      model: 'Variable',
      id: 999,
      name: `Broken variable ${Date.now()}`,
      fields: { variable_type: 'bogus', scope: 'session', default_value: null, passed_parameter: 0, output_parameter: 0 },
    });
    const admin = await as('sp.admin@studio.test');
    const empty = admin({ spId: fx.ids.northwind, acId: fx.ids.logistics });
    const before = await counts(fx.ids.logistics);
    const done = await importFile(empty, broken);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^The import failed and nothing was changed: /);
    expect(await counts(fx.ids.logistics)).toEqual(before);
  });
});
