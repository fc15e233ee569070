import { expect } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import type { AccountFixture } from './support/account';

/** Helpers the call-flow API tests share: a task with its main canvas, node inserts, reading the stored nodes. */
export function flowHelpers(fx: AccountFixture) {
  const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
  let counter = 0;
  const h = {
    call,
    async task(task_type = 'voice', extra: Record<string, unknown> = {}) {
      const res = await call('POST', '/studio/tasks', {
        task_name: `Flow task ${++counter} ${Math.random().toString(36).slice(2, 7)}`,
        task_type,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { task_id: number; task_name: string; task_type: string };
    },
    async nodes(taskId: number): Promise<FlowNode[]> {
      const res = await call('GET', `/node/nodes?task_id=${taskId}&include=canvases`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async canvases(taskId: number) {
      return (await call('GET', `/node/canvas?task_id=${taskId}`)).json().data as {
        canvas_id: number;
        canvas_name: string;
        is_main_canvas: number;
        first_node_id: number;
      }[];
    },
    async start(taskId: number) {
      const main = (await h.canvases(taskId)).find((c) => c.is_main_canvas === 1)!;
      return { canvas_id: main.canvas_id, start: main.first_node_id };
    },
    async prompt(name = 'Flow prompt') {
      const res = await call('POST', '/prompt/prompts', {
        prompt_name: `${name} ${++counter}`,
        texts: [{ language: 'en-US', text: 'Hello' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.prompt_id as number;
    },
    /** POST /node/nodes; answers the whole response. */
    add(body: Record<string, unknown>) {
      return call('POST', '/node/nodes', body);
    },
    async insert(
      taskId: number,
      canvasId: number,
      pid: number,
      node_type: string,
      config: Record<string, unknown> = {},
      extra: Record<string, unknown> = {},
    ) {
      const res = await h.add({ task_id: taskId, canvas_id: canvasId, pid, node_type, config, ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().node.data as FlowNode;
    },
    /** The stored rows of a task's nodes, to compare before and after a refused edit. */
    async stored(taskId: number) {
      return fx.s.db.selectFrom('nodes').selectAll().where('task_id', '=', taskId).orderBy('node_id').execute();
    },
    /** pid structure of a node list: { node_id: pid }. */
    shape(nodes: FlowNode[]) {
      return Object.fromEntries(nodes.map((n) => [n.node_id, n.pid]));
    },
    /** start → A prompt → menu (1 → B prompt → C, 2, Otherwise → D prompt); C is a goto to the menu or a hangup. */
    async menuFlow(leaf: 'goto' | 'hangup') {
      const t = await h.task();
      const { canvas_id, start } = await h.start(t.task_id);
      const promptId = await h.prompt();
      const a = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: promptId });
      const menu = await h.insert(t.task_id, canvas_id, a.node_id, 'menu', { prompt_id: promptId });
      const nodes = await h.nodes(t.task_id);
      const cond = (name: string) => nodes.find((n) => n.pid === menu.node_id && n.node_name === name)!;
      const b = await h.insert(t.task_id, canvas_id, cond('1: Option 1').node_id, 'prompt', { prompt_id: promptId });
      const c =
        leaf === 'goto'
          ? await h.insert(t.task_id, canvas_id, b.node_id, 'goto', { goto_node_id: menu.node_id })
          : await h.insert(t.task_id, canvas_id, b.node_id, 'hangup');
      const d = await h.insert(t.task_id, canvas_id, cond('Otherwise').node_id, 'prompt', { prompt_id: promptId });
      return { t, canvas_id, start, promptId, a, menu, b, c, d, key1: cond('1: Option 1'), otherwise: cond('Otherwise') };
    },
  };
  return h;
}
