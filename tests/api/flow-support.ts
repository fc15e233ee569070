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
      const res = await call('POST', '/studio/tasks', { task_name: `Flow task ${++counter} ${Math.random().toString(36).slice(2, 7)}`, task_type, ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { task_id: number; task_name: string; task_type: string };
    },
    async nodes(taskId: number): Promise<FlowNode[]> {
      const res = await call('GET', `/node/nodes?task_id=${taskId}&include=canvases`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async canvases(taskId: number) {
      return (await call('GET', `/node/canvas?task_id=${taskId}`)).json().data as { canvas_id: number; canvas_name: string; is_main_canvas: number; first_node_id: number }[];
    },
    async start(taskId: number) {
      const main = (await h.canvases(taskId)).find((c) => c.is_main_canvas === 1)!;
      return { canvas_id: main.canvas_id, start: main.first_node_id };
    },
    async prompt(name = 'Flow prompt') {
      const res = await call('POST', '/prompt/prompts', { prompt_name: `${name} ${++counter}`, texts: [{ language: 'en-US', text: 'Hello' }] });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.prompt_id as number;
    },
    /** POST /node/nodes; answers the whole response. */
    add(body: Record<string, unknown>) {
      return call('POST', '/node/nodes', body);
    },
    async insert(taskId: number, canvasId: number, pid: number, node_type: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
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
  };
  return h;
}
