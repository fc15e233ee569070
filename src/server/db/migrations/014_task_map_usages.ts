import type { Kysely } from 'kysely';

/**
 * The task map reads the uses between tasks from the usage index: link_task nodes now record the task
 * they run ('Task') and trigger_campaign nodes the campaign they trigger ('Campaign'). Nodes saved before recorded
 * neither; this adds their rows once (nodes of enabled tasks, as the index holds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom('nodes')
    .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
    .select(['nodes.ac_id', 'nodes.node_id', 'nodes.node_name', 'nodes.node_type', 'nodes.config', 'tasks.task_id', 'tasks.task_name'])
    .where('nodes.node_type', 'in', ['link_task', 'trigger_campaign'])
    .where('tasks.is_enabled', '=', 1)
    .execute();
  const created_at = new Date().toISOString();
  const values = rows.flatMap((r) => {
    let config: Record<string, unknown> = {};
    try {
      config = JSON.parse(String(r.config)) as Record<string, unknown>;
    } catch {
      return [];
    }
    const link = r.node_type === 'link_task';
    const id = link ? config.task_id : config.campaign_id;
    if (typeof id !== 'number' || id <= 0) return [];
    return [
      {
        ac_id: r.ac_id,
        content_model: link ? 'Task' : 'Campaign',
        content_id: id,
        used_by_model: 'Node',
        used_by_id: r.node_id,
        used_by_name: r.node_name,
        parent_model: 'Task',
        parent_id: r.task_id,
        parent_name: r.task_name,
        created_at,
      },
    ];
  });
  for (let i = 0; i < values.length; i += 100)
    await db
      .insertInto('content_usages')
      .values(values.slice(i, i + 100))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('content_usages').where('content_model', 'in', ['Task', 'Campaign']).execute();
}
