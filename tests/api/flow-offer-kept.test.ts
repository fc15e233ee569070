import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

// The node offer an edit checks (the registry merged with the admin's node-type records, the account's plan node types,
// its domain) is kept while the tables it comes from are unchanged (migrations 023, 031). Any write to them, through
// the API or straight into the database as another process would, is seen by the very next edit.
const fx = accountFixture();
const h = flowHelpers(fx);
const ac = () => fx.retail.acId as number;
/** A hang-up after the Start of a new task (a leaf-only type: one per task). */
async function hangupOnNewTask() {
  const task = await h.task();
  const s = await h.start(task.task_id);
  return h.call('POST', '/node/nodes', { task_id: task.task_id, canvas_id: s.canvas_id, pid: s.start, node_type: 'hangup' });
}

describe('the kept node offer follows its tables', () => {
  it("refuses a node type at once when it leaves the account's plan, and accepts it again when it comes back", async () => {
    const hangup = () => hangupOnNewTask();
    const first = await hangup();
    expect(first.statusCode, first.body).toBe(201);
    const kept = await fx.s.db
      .selectFrom('enabled_node_types')
      .selectAll()
      .where('ac_id', '=', ac())
      .where('node_type', '=', 'hangup')
      .execute();
    expect(kept.length).toBeGreaterThan(0);
    await fx.s.db.deleteFrom('enabled_node_types').where('ac_id', '=', ac()).where('node_type', '=', 'hangup').execute();
    const refused = await hangup();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This feature is not provisioned in your business plan');
    await fx.s.db.insertInto('enabled_node_types').values(kept).execute();
    expect((await hangup()).statusCode).toBe(201);
  });

  it("follows the admin's node-type record: hidden for voice tasks, then shown again", async () => {
    const hangup = () => hangupOnNewTask();
    expect((await hangup()).statusCode).toBe(201);
    const now = new Date().toISOString();
    await fx.s.db.deleteFrom('node_types').where('node_type', '=', 'hangup').execute();
    await fx.s.db
      .insertInto('node_types')
      .values({
        node_type: 'hangup',
        category: 'no_child',
        label: 'Hangup',
        available_to_all_plans: 1,
        hide_node_task_override: JSON.stringify(['voice']),
        drop_rules: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    try {
      expect((await hangup()).statusCode).toBe(422);
    } finally {
      await fx.s.db.deleteFrom('node_types').where('node_type', '=', 'hangup').execute();
    }
    expect((await hangup()).statusCode).toBe(201);
  });
});
