import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import type { ExportedFlowTest, TaskExportDocument, TransferRequest } from '@shared/api/transfer';
import { fill, messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import { accountFixture } from './support/account';

const fx = accountFixture();
type Call = (method: string, url: string, body?: unknown) => ReturnType<typeof fx.call>;
const as = async (email: string) => {
  const token = await fx.s.login(email);
  return (selection: Selection): Call =>
    (method, url, body) =>
      fx.s.call(method, url, { token, selection, body });
};
const unique = (name: string) => `${name} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function exported(call: Call, task: number): Promise<TaskExportDocument> {
  const res = await call('POST', `/studio/export/${task}`, { async: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return (await call('GET', res.json().data.download_url.replace(/^\/api/, ''))).json();
}
async function imported(call: Call, doc: unknown): Promise<TransferRequest> {
  const queued = await call('POST', '/studio/tasks/task-import', { file: JSON.stringify(doc), choices: [] });
  expect(queued.statusCode, queued.body).toBe(202);
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    const data = (await call('GET', `/studio/tasks/task-import-export/${queued.json().data.request_id}`)).json().data as TransferRequest;
    if (data.status === 'completed' || data.status === 'failed') return data;
  }
  throw new Error('import still running');
}
const withoutTime = (doc: TaskExportDocument) => ({ ...doc, exported_at: '' });
const taskCount = async (acId: number) => (await fx.s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', acId).execute()).length;

describe('export parts: flow tests travel with the task', () => {
  it('exports a task’s flow tests with the file’s node ids and imports them back onto the new task', async () => {
    const made = (await fx.call('POST', '/studio/tasks', { task_name: unique('Tested task'), task_type: 'voice' })).json().data;
    const main = (await fx.call('GET', `/node/canvas?task_id=${made.task_id}`)).json().data[0];
    const test = await fx.call('POST', '/sim/tests', {
      task_id: made.task_id,
      test_name: 'Reaches the start',
      start_node_id: main.first_node_id,
      pins: { [main.first_node_id]: { status: 200, body: '{}' } },
      steps: [{ kind: 'reached', node_id: main.first_node_id }, { kind: 'ended' }],
    });
    expect(test.statusCode, test.body).toBe(201);

    const doc = await exported(fx.call, made.task_id);
    const first = doc.tasks[0].canvases.find((c) => c.is_main_canvas === 1)!.first_node_id!;
    expect(doc.parts.flow_tests).toEqual([
      {
        task_id: 1,
        test_name: 'Reaches the start',
        channel: null,
        start_node_id: first,
        variables: {},
        pins: { [first]: { status: 200, body: '{}' } },
        steps: [{ kind: 'reached', node_id: first }, { kind: 'ended' }],
      },
    ] satisfies ExportedFlowTest[]);

    const logistics = (await as('sp.admin@studio.test'))({ spId: fx.ids.northwind, acId: fx.ids.logistics });
    const done = await imported(logistics, doc);
    expect(done.status, done.error ?? '').toBe('completed');
    const tests = (await logistics('GET', `/sim/tests?task_id=${done.task_id}`)).json().data;
    const newMain = (await logistics('GET', `/node/canvas?task_id=${done.task_id}`)).json().data[0];
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({
      test_name: 'Reaches the start',
      start_node_id: newMain.first_node_id,
      steps: [{ kind: 'reached', node_id: newMain.first_node_id }, { kind: 'ended' }],
    });
    expect(withoutTime(await exported(logistics, done.task_id!))).toEqual(withoutTime(doc));
  });

  it('refuses a flow test part that points at a node the file does not hold, with its path', async () => {
    const made = (await fx.call('POST', '/studio/tasks', { task_name: unique('Bad part'), task_type: 'voice' })).json().data;
    const doc = await exported(fx.call, made.task_id);
    const bad = {
      ...doc,
      parts: {
        flow_tests: [
          { task_id: 1, test_name: 'x', channel: null, start_node_id: null, variables: {}, pins: {}, steps: [{ kind: 'shout' }] },
        ],
      },
    };
    const res = await fx.call('POST', '/studio/tasks/task-import/check', { file: JSON.stringify(bad) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatch(/^parts\.flow_tests\.0\.steps\.0/);
  });
});

describe('the import refuses node types the target account’s plan does not include', () => {
  it('names the types, on the check, the import and a task created from a template; nothing changes', async () => {
    const retailMain = (
      await fx.s.db
        .selectFrom('tasks')
        .select('task_id')
        .where('task_name', '=', 'Retail main line')
        .where('ac_id', '=', fx.ids.retail)
        .executeTakeFirstOrThrow()
    ).task_id;
    const doc = await exported(fx.call, retailMain);
    const planned = [...new Set(doc.tasks[0].nodes.map((n) => n.node_type))]
      .filter((t) => {
        const def = registry.get(t);
        return def && def.availability.creatable && !def.availability.availableToAllPlans;
      })
      .sort();
    expect(planned.length).toBeGreaterThan(0);
    const removed = await fx.s.db
      .selectFrom('enabled_node_types')
      .selectAll()
      .where('ac_id', '=', fx.ids.logistics)
      .where('node_type', 'in', planned)
      .execute();
    expect(removed.length).toBeGreaterThan(0);
    await fx.s.db.deleteFrom('enabled_node_types').where('ac_id', '=', fx.ids.logistics).where('node_type', 'in', planned).execute();
    const missing = [...new Set(removed.map((r) => r.node_type))].sort();
    try {
      const admin = await as('sp.admin@studio.test');
      const logistics = admin({ spId: fx.ids.northwind, acId: fx.ids.logistics });
      const before = await taskCount(fx.ids.logistics);
      const message = fill(messages.transfer.typesNotInPlan, { types: missing.join(', ') });
      for (const path of ['/studio/tasks/task-import/check', '/studio/tasks/task-import']) {
        const res = await logistics('POST', path, { file: JSON.stringify(doc) });
        expect(res.statusCode, path).toBe(422);
        expect(res.json().message).toBe(message);
        expect(res.json().errors).toEqual(missing.map((type) => `node_type: ${fill(messages.transfer.typeNotInPlan, { type })}`));
      }
      const template = (
        await admin(fx.retail)('POST', `/studio/task-libraries/publish/${retailMain}`, { level: 'sp', template_name: unique('Planned') })
      ).json().data;
      const fromTemplate = await logistics('POST', `/studio/task-libraries/${template.template_id}/create-task`, {
        task_name: unique('Not in plan'),
      });
      expect(fromTemplate.statusCode).toBe(422);
      expect(fromTemplate.json().message).toBe(message);
      expect(await taskCount(fx.ids.logistics)).toBe(before);
    } finally {
      if (removed.length) await fx.s.db.insertInto('enabled_node_types').values(removed).execute();
    }
  });
});
