import { describe, expect, it } from 'vitest';
import { taskRevisionHeader } from '@shared/api/versions';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

/** An editor with an open canvas: it read the nodes (and their revision) and sends that revision with each edit. */
async function editor(token: string, taskId: number) {
  let revision = '';
  const call = (method: string, url: string, body?: unknown) =>
    fx.s.call(method, url, { token, selection: fx.retail, body, headers: { [taskRevisionHeader]: revision } });
  const open = async () => {
    const res = await fx.s.call('GET', `/node/nodes?task_id=${taskId}`, { token, selection: fx.retail });
    expect(res.statusCode).toBe(200);
    revision = String(res.headers[taskRevisionHeader]);
    return res.json().data as { node_id: number; node_name: string }[];
  };
  return {
    call,
    open,
    get revision() {
      return revision;
    },
    set revision(v: string) {
      revision = v;
    },
  };
}

describe('safe concurrent editing', () => {
  it('refuses an edit made on a stale canvas with 409 and the message; nothing is applied over the other change', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    const other = await fx.s.login('sp.admin@studio.test');
    const alice = await editor(fx.token, t.task_id);
    const bob = await editor(other, t.task_id);
    await alice.open();
    await bob.open();
    expect(alice.revision).toBe(bob.revision);

    const bobs = await bob.call('PUT', `/node/nodes/${prompt.node_id}`, { node_name: 'Bob greeting' });
    expect(bobs.statusCode, bobs.body).toBe(200);
    expect(bobs.json().revision).toBe(Number(alice.revision) + 1);
    const stored = await h.stored(t.task_id);

    for (const [method, url, body] of [
      ['PUT', `/node/nodes/${prompt.node_id}`, { node_name: 'Alice greeting' }],
      ['POST', '/node/nodes', { task_id: t.task_id, canvas_id, pid: prompt.node_id, node_type: 'hangup', config: {} }],
      ['DELETE', `/node/nodes/${prompt.node_id}?delete_type=delete_node&canvas_id=${canvas_id}`, undefined],
      ['POST', `/studio/task-edit-histories/${t.task_id}/undo`, {}],
      ['POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'Alice canvas' }],
      ['POST', `/studio/versions/untitled-version/${t.task_id}`, undefined],
    ] as const) {
      const res = await alice.call(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({
        message: messages.versions.staleEdit,
        errors: [messages.versions.staleEdit],
        revision: Number(bob.revision) + 1,
      });
    }
    expect(await h.stored(t.task_id)).toEqual(stored);
    expect((await h.canvases(t.task_id)).length).toBe(1);

    // The refreshed canvas shows Bob's change; made again on it, Alice's edit goes through.
    const fresh = await alice.open();
    expect(fresh.find((n) => n.node_id === prompt.node_id)!.node_name).toBe('Bob greeting');
    const retry = await alice.call('PUT', `/node/nodes/${prompt.node_id}`, { node_name: 'Alice greeting' });
    expect(retry.statusCode, retry.body).toBe(200);
    alice.revision = String(retry.json().revision);
    expect((await alice.call('PUT', `/node/nodes/${prompt.node_id}`, { tooltip: 'Second edit on the answer revision' })).statusCode).toBe(
      200,
    );
  });

  it('of ten editors racing on one revision exactly one wins; every other is refused, none lost silently', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const first = await editor(fx.token, t.task_id);
    await first.open();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        first.call('POST', '/node/nodes', {
          task_id: t.task_id,
          canvas_id,
          pid: start,
          node_type: 'comment',
          node_name: `Editor ${i}`,
          config: { text: `Editor ${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect((await h.nodes(t.task_id)).filter((n) => n.node_name.startsWith('Editor ')).length).toBe(1);
  });

  it('an edit without a revision (an API client) is still applied, and a malformed one is ignored', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const res = await fx.s.call('POST', '/node/nodes', {
      token: fx.token,
      selection: fx.retail,
      headers: { [taskRevisionHeader]: 'abc' },
      body: { task_id: t.task_id, canvas_id, pid: start, node_type: 'hangup', config: {} },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
