import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import type { FlowNode } from '@shared/api/flow';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';
import { addRole, addUser } from './support/people';
import { flowHelpers } from './flow-support';

/** Paste across tasks carries dependencies: a branch copied in one account, pasted into a task of another. */
const fx = accountFixture();
const h = flowHelpers(fx);
type Call = (method: string, url: string, body?: unknown) => ReturnType<typeof fx.call>;
const as = async (email: string) => {
  const token = await fx.s.login(email);
  return (selection: Selection): Call =>
    (method, url, body) =>
      fx.s.call(method, url, { token, selection, body });
};
const prompts = async (acId: number) =>
  fx.s.db.selectFrom('prompts').select(['prompt_id', 'prompt_name']).where('ac_id', '=', acId).execute();

async function targetTask(call: Call) {
  const made = await call('POST', '/studio/tasks', {
    task_name: `Paste target ${Math.random().toString(36).slice(2, 8)}`,
    task_type: 'voice',
  });
  expect(made.statusCode, made.body).toBe(201);
  const main = (
    (await call('GET', `/node/canvas?task_id=${made.json().data.task_id}`)).json().data as {
      canvas_id: number;
      first_node_id: number;
      is_main_canvas: number;
    }[]
  ).find((c) => c.is_main_canvas === 1)!;
  return { task_id: made.json().data.task_id as number, canvas_id: main.canvas_id, start: main.first_node_id };
}

describe('paste across accounts carries the content the nodes use', () => {
  it('copies a branch from Retail into a Health task: its prompt comes along once, and is reused by name the next time', async () => {
    const f = await h.menuFlow('hangup');
    const promptName = (await prompts(fx.ids.retail)).find((p) => p.prompt_id === f.promptId)!.prompt_name;
    const health = (await as('ac.builder@studio.test'))({ spId: fx.ids.northwind, acId: fx.ids.health });
    const target = await targetTask(health);
    const before = (await prompts(fx.ids.health)).length;

    const paste = (to: typeof target) =>
      health('POST', '/node/copy', {
        task_id: to.task_id,
        copy_node_id: f.menu.node_id,
        copy_type: 'copy_branch',
        pid: to.start,
        from_canvas_id: f.canvas_id,
        to_canvas_id: to.canvas_id,
        from_ac_id: fx.ids.retail,
      });
    const res = await paste(target);
    expect(res.statusCode, res.body).toBe(200);
    const nodes = res.json().nodes.data as FlowNode[];
    const carried = (await prompts(fx.ids.health)).filter((p) => p.prompt_name === promptName);
    expect(carried).toHaveLength(1);
    expect((await prompts(fx.ids.health)).length).toBe(before + 1);
    const pasted = nodes.filter((n) => n.node_type === 'prompt' || n.node_type === 'menu');
    expect(pasted.length).toBeGreaterThanOrEqual(3);
    for (const n of pasted) expect(n.config.prompt_id, n.node_name).toBe(carried[0].prompt_id);
    expect(nodes.every((n) => n.ac_id === fx.ids.health)).toBe(true);
    // The answer says what was carried, for the editor's toast.
    expect(res.json().carried_content).toContainEqual({ model: 'Prompt', name: promptName, action: 'created' });

    // Again: the prompt of that name is the account's now, so nothing new is made.
    const again = await paste(await targetTask(health));
    expect(again.statusCode, again.body).toBe(200);
    expect((await prompts(fx.ids.health)).length).toBe(before + 1);
    expect(again.json().carried_content).toContainEqual({ model: 'Prompt', name: promptName, action: 'reused' });
    // The source is untouched.
    expect(
      (
        await fx.s.db
          .selectFrom('nodes')
          .select('node_id')
          .where('node_id', '=', f.menu.node_id)
          .where('ac_id', '=', fx.ids.retail)
          .executeTakeFirst()
      )?.node_id,
    ).toBe(f.menu.node_id);
  });

  it('inside one account nothing is duplicated', async () => {
    const f = await h.menuFlow('hangup');
    const target = await targetTask(fx.call);
    const before = (await prompts(fx.ids.retail)).length;
    const res = await fx.call('POST', '/node/copy', {
      task_id: target.task_id,
      copy_node_id: f.menu.node_id,
      copy_type: 'copy_branch',
      pid: target.start,
      from_canvas_id: f.canvas_id,
      to_canvas_id: target.canvas_id,
      from_ac_id: fx.ids.retail,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().node.data as FlowNode).config.prompt_id).toBe(f.promptId);
    expect(res.json().carried_content).toBeUndefined();
    expect((await prompts(fx.ids.retail)).length).toBe(before);
  });

  it('another provider’s account the user may also edit works the same; a cut across accounts is refused', async () => {
    const f = await h.menuFlow('hangup');
    const support = (await as('multi.sp@studio.test'))({ spId: fx.ids.bluebird, acId: fx.ids.support });
    const target = await targetTask(support);
    const body = {
      task_id: target.task_id,
      copy_node_id: f.b.node_id,
      pid: target.start,
      from_canvas_id: f.canvas_id,
      to_canvas_id: target.canvas_id,
      from_ac_id: fx.ids.retail,
    };
    const stored = async () => fx.s.db.selectFrom('nodes').selectAll().where('task_id', '=', target.task_id).orderBy('node_id').execute();
    const rows = await stored();
    const cut = await support('POST', '/node/copy', { ...body, copy_type: 'cut_node' });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().message).toBe(messages.canvas.cannotPasteHere);
    expect(await stored()).toEqual(rows);
    const res = await support('POST', '/node/copy', { ...body, copy_type: 'copy_node' });
    expect(res.statusCode, res.body).toBe(200);
    const copied = res.json().node.data as FlowNode;
    const own = await prompts(fx.ids.support);
    expect(own.map((p) => p.prompt_id)).toContain(copied.config.prompt_id);
  });

  it('a source account the user may not read is not found, and nothing changes', async () => {
    const f = await h.menuFlow('hangup');
    const role = await addRole(fx.s.db, `Support builder ${Date.now()}`, 'ac', [
      'build.tasks.read',
      'build.tasks.write',
      'build.content.prompts.read',
      'build.content.prompts.write',
    ]);
    const email = `support.only.${Date.now()}@studio.test`;
    await addUser(fx.s.db, { email, user_type: 'ac', role_id: role, sp_id: fx.ids.bluebird, ac_ids: [fx.ids.support] });
    const outsider = (await as(email))({ spId: fx.ids.bluebird, acId: fx.ids.support });
    const target = await targetTask(outsider);
    const before = (await prompts(fx.ids.support)).length;
    const res = await outsider('POST', '/node/copy', {
      task_id: target.task_id,
      copy_node_id: f.b.node_id,
      copy_type: 'copy_node',
      pid: target.start,
      from_canvas_id: f.canvas_id,
      to_canvas_id: target.canvas_id,
      from_ac_id: fx.ids.retail,
    });
    expect(res.statusCode).toBe(404);
    // Without from_ac_id the node is looked for in the selected account: not found either.
    const plain = await outsider('POST', '/node/copy', {
      task_id: target.task_id,
      copy_node_id: f.b.node_id,
      copy_type: 'copy_node',
      pid: target.start,
      from_canvas_id: f.canvas_id,
      to_canvas_id: target.canvas_id,
    });
    expect(plain.statusCode).toBe(404);
    expect((await prompts(fx.ids.support)).length).toBe(before);
  });
});
