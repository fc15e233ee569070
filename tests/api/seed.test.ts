import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { findOrphans } from '@shared/flow';
import { hasErrors, lookupFrom, validateNodeConfig, type ContentRef } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { bootstrap } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { demoIds, startStudio, testDatabase, type TestStudio } from './support/studio';

describe('seeding', () => {
  it('seeds reference data but no tenants or users with SEED=none', async () => {
    const s = await startStudio({ seed: 'none' });
    try {
      expect(await s.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(await s.db.selectFrom('service_providers').selectAll().execute()).toEqual([]);
      expect((await s.db.selectFrom('roles').select('name').execute()).map((r) => r.name)).toContain('System Admin');
      expect((await s.call('POST', '/auth/login', { body: { email: 'system@studio.test', password: 'Studio-demo-1' } })).statusCode).toBe(
        401,
      );
    } finally {
      await s.close();
    }
  });

  it('seeds demo data only into an empty database: a second start keeps what is there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-seed-'));
    const database = await testDatabase();
    const options = { realtime: false, logger: false };
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
        clientDir: null,
        databaseUrl: database.databaseUrl,
      });
      const first = await bootstrap(config, options);
      expect(first.seeded).toBe(true);
      await first.handle.db.updateTable('users').set({ display_name: 'Renamed' }).where('email', '=', 'system@studio.test').execute();
      await first.app.close();
      const second = await bootstrap(config, options);
      expect(second.seeded).toBe(false);
      const users = await second.handle.db.selectFrom('users').select(['email', 'display_name']).execute();
      expect(users).toHaveLength(5);
      const tasks = await second.handle.db.selectFrom('tasks').select('task_name').orderBy('task_name').execute();
      expect(tasks.map((t) => t.task_name)).toEqual(['Nurse advice line', 'Retail main line', 'Retail order updates']);
      expect(users.find((u) => u.email === 'system@studio.test')!.display_name).toBe('Renamed');
      expect(second.app.studio.config.signingSecret).toBe(first.app.studio.config.signingSecret);
      await second.app.close();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the demo accounts' content and tasks", () => {
  let s: TestStudio;
  let inRetail: (method: string, url: string, body?: unknown) => ReturnType<TestStudio['call']>;
  let inHealth: typeof inRetail;
  beforeAll(async () => {
    s = await startStudio();
    const ids = await demoIds(s.db);
    const token = await s.login('ac.builder@studio.test');
    inRetail = (method, url, body) => s.call(method, url, { token, body, selection: { spId: ids.northwind, acId: ids.retail } });
    inHealth = (method, url, body) => s.call(method, url, { token, body, selection: { spId: ids.northwind, acId: ids.health } });
  });
  afterAll(() => s.close());

  const list = async <T>(call: typeof inRetail, url: string): Promise<T[]> => {
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const taskNamed = async (call: typeof inRetail, name: string) =>
    (await list<{ task_id: number; task_name: string; task_type: string }>(call, '/studio/tasks?task_type=all')).find(
      (t) => t.task_name === name,
    )!;
  const nodesOf = (call: typeof inRetail, taskId: number) => list<FlowNode>(call, `/node/nodes?task_id=${taskId}&include=canvases`);
  const childrenOf = (nodes: FlowNode[], parent: FlowNode) =>
    nodes.filter((n) => n.pid === parent.node_id).sort((a, b) => a.position - b.position);

  /** Every node's config passes its plugin's schema and validate(), with the account's content as the API lists it. */
  async function expectValid(call: typeof inRetail, taskId: number, nodes: FlowNode[]) {
    const canvases = await list<{ canvas_id: number; is_enabled: number; is_ni_nm_handler: number; first_node_id: number | null }>(
      call,
      `/node/canvas?task_id=${taskId}`,
    );
    expect(findOrphans(nodes, canvases)).toEqual([]);
    const found: ContentRef[] = [
      ...(await list<{ prompt_id: number }>(call, '/prompt/prompts')).map((p) => ({ model: 'prompt' as const, id: p.prompt_id })),
      ...(await list<{ variable_id: number }>(call, '/content/variables')).map((v) => ({ model: 'variable' as const, id: v.variable_id })),
      ...nodes.map((n) => ({ model: 'node' as const, id: n.node_id })),
    ];
    const ctx = { taskType: 'voice' as const, taskId, features: [], exists: lookupFrom(found, ['prompt', 'variable', 'node']) };
    for (const node of nodes) {
      const def = registry.get(node.node_type)!;
      expect(def, node.node_type).toBeDefined();
      const { diagnostics } = validateNodeConfig(def, node.config, ctx);
      expect(hasErrors(diagnostics), `${node.node_name}: ${JSON.stringify(diagnostics)}`).toBe(false);
    }
  }

  it('gives Northwind Retail a voice task whose menu has its branches, a goto back to it, and a decision with two', async () => {
    const task = await taskNamed(inRetail, 'Retail main line');
    expect(task.task_type).toBe('voice');
    const nodes = await nodesOf(inRetail, task.task_id);
    const start = nodes.find((n) => n.node_type === 'start')!;
    const [welcome] = childrenOf(nodes, start);
    expect([welcome.node_name, welcome.node_type]).toEqual(['Welcome', 'prompt']);
    const [menu] = childrenOf(nodes, welcome);
    expect([menu.node_name, menu.node_type]).toEqual(['Main menu', 'menu']);
    const branches = childrenOf(nodes, menu);
    expect(branches.map((b) => b.node_name)).toEqual(['1: Orders', '2: Returns', '0: Repeat', 'Otherwise']);
    const path = (from: FlowNode): string[] => {
      const [next] = childrenOf(nodes, from);
      return next ? [`${next.node_type} ${next.node_name}`, ...path(next)] : [];
    };
    expect(path(branches[0])).toEqual(['variable Note order enquiry', 'prompt Order status', 'hangup Goodbye']);
    const [decision] = childrenOf(nodes, branches[1]);
    expect([decision.node_type, childrenOf(nodes, decision).map((b) => b.node_name)]).toEqual([
      'decision',
      ['Known customer', 'Otherwise'],
    ]);
    expect(childrenOf(nodes, decision).map(path)).toEqual([
      ['prompt Returns label sent', 'hangup Goodbye'],
      ['prompt Returns policy', 'hangup Goodbye'],
    ]);
    const [goto] = childrenOf(nodes, branches[2]);
    expect(goto.goto_node).toEqual({ goto_node_id: menu.node_id, goto_node_name: 'Main menu' });
    expect(path(branches[3])).toEqual(['hangup Goodbye']);
    await expectValid(inRetail, task.task_id, nodes);
  });

  it('indexes the content the demo nodes use: the welcome prompt is in use by its node, and a prompt uses a variable', async () => {
    const task = await taskNamed(inRetail, 'Retail main line');
    const prompts = await list<{ prompt_id: number; prompt_name: string; variable_ids: number[] }>(inRetail, '/prompt/prompts');
    const welcome = prompts.find((p) => p.prompt_name === 'Main line welcome')!;
    const used = (await inRetail('POST', '/content/check-in-use', { content_model: 'Prompt', content_id: welcome.prompt_id })).json().data;
    expect(used.in_use).toBe(true);
    expect(used.usages).toEqual([
      { model: 'Task', id: task.task_id, name: 'Retail main line', items: [{ model: 'Node', id: expect.any(Number), name: 'Welcome' }] },
    ]);
    const variables = await list<{ variable_id: number; variable_name: string }>(inRetail, '/content/variables');
    const orderNumber = variables.find((v) => v.variable_name === 'order_number')!;
    expect(prompts.find((p) => p.prompt_name === 'Order status')!.variable_ids).toEqual([orderNumber.variable_id]);
    const byVariable = (
      await inRetail('POST', '/content/check-in-use', { content_model: 'Variable', content_id: orderNumber.variable_id })
    ).json().data;
    expect(byVariable.usages.map((g: { name: string }) => g.name).sort()).toEqual(['Prompts', 'Retail order updates'].sort());
    const inTask = await list<{ prompt_name: string }>(inRetail, `/prompt/prompts?task_id=${task.task_id}`);
    expect(inTask.map((p) => p.prompt_name).sort()).toEqual([
      'Main line goodbye',
      'Main line menu',
      'Main line welcome',
      'Order status',
      'Returns for known customers',
      'Returns policy',
    ]);
    expect((await list<{ schedule_name: string }>(inRetail, '/holidayschedule/holiday-schedules')).map((h) => h.schedule_name)).toEqual([
      'UK bank holidays',
    ]);
    const [store] = await list<{ display_name: string; collection_structure: { col_name: string }[] }>(inRetail, '/data/data-store');
    expect([store.display_name, store.collection_structure.map((c) => c.col_name)]).toEqual([
      'Order lookups',
      ['order_number', 'customer_name', 'status', 'total', 'placed_on'],
    ]);
  });

  it("gives Northwind Retail a messaging task that replies, and keeps each account's tasks to itself", async () => {
    const updates = await taskNamed(inRetail, 'Retail order updates');
    expect(updates.task_type).toBe('messaging');
    const nodes = await nodesOf(inRetail, updates.task_id);
    expect(nodes.filter((n) => n.node_type === 'messaging_reply').map((n) => n.node_name)).toEqual([
      'Order status reply',
      'Ask for the order number',
    ]);
    await expectValid(inRetail, updates.task_id, nodes);

    const health = await list<{ task_name: string; task_id: number }>(inHealth, '/studio/tasks?task_type=all');
    expect(health.map((t) => t.task_name)).toEqual(['Nurse advice line']);
    const nurse = await nodesOf(inHealth, health[0].task_id);
    expect(nurse.map((n) => n.node_name)).toEqual([
      'Start',
      'Opening hours',
      'Open',
      'Closed',
      'Reason for calling',
      'Symptoms',
      'Prescription',
      'Otherwise',
      'Transfer to a nurse',
      'Pharmacy desk',
      'Transfer to a nurse',
      'Closed',
    ]);
    // Watson speech's grammars are the node's grammar conditions, each leading to its branch.
    const speech = nurse.find((n) => n.node_type === 'watson_speech')!;
    expect(speech.grammar_conditions.map((g) => [g.label, g.keyword_text, nurse.find((n) => n.node_id === g.node_id)?.node_name])).toEqual([
      ['Symptoms', 'pain, fever, cough, rash, unwell', 'Symptoms'],
      ['Prescription', 'prescription, repeat, refill, medicine', 'Prescription'],
    ]);
    await expectValid(inHealth, health[0].task_id, nurse);
    expect((await inRetail('GET', `/node/nodes?task_id=${health[0].task_id}`)).statusCode).toBe(404);
    expect((await inHealth('GET', `/node/nodes?task_id=${updates.task_id}`)).statusCode).toBe(404);
  });
});
