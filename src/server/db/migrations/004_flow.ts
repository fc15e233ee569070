import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder } from 'kysely';

/** An auto-increment integer primary key on both engines. */
function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, name: string) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

function audit<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

/**
 * Call flows (spec 2 §3): tasks with the per-type fields and their defaults, canvases, nodes, the edit
 * history that undo/redo replays, and the node-type records of the /node/node-types admin calls.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await audit(
    withId(db, db.schema.createTable('tasks'), 'task_id')
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('task_name', 'text', (c) => c.notNull())
      .addColumn('task_type', 'text', (c) =>
        c.notNull().defaultTo('voice').check(sql`task_type in ('voice','messaging','workflow','chatbot','whatsapp')`),
      )
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('task_image', 'text')
      .addColumn('is_favorite', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('protected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version_in_use_modified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('task_version_in_use', 'integer')
      // Bumped by every canvas edit, undo and redo: GET /node/nodes answers from a cache while it is unchanged.
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('edit_name', 'text')
      .addColumn('is_system_log_shown', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('debug_logs_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('logging_profiles', 'text', (c) => c.notNull().defaultTo('[]'))
      // voice_task
      .addColumn('tts_voice_id', 'text')
      .addColumn('beep_detection', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('machine_detection', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_to_operator', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('no_resource_operator_number', 'text')
      // workflow_task
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('workflow_schedule', 'text', (c) => c.notNull().defaultTo('Once'))
      .addColumn('schedule_time_zone', 'text')
      .addColumn('start_on', 'text')
      .addColumn('is_repeat', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('repeat_frequency', 'text', (c) => c.notNull().defaultTo('01:00:00'))
      .addColumn('number_of_executions', 'integer')
      .addColumn('passed_params', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('output_params', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('schedule', 'text', (c) =>
        c
          .notNull()
          .defaultTo(
            '{"starts_on":null,"repeat_frequency":"Daily","repeat_interval":1,"repeat_in":[],"end_type":"Never","end_type_value":null,"repeat_summary":null}',
          ),
      )
      // messaging_task / whatsapp_task, chatbot_task
      .addColumn('msg_session_timeout', 'integer', (c) => c.notNull().defaultTo(60))
      .addColumn('api_key', 'text')
      .addColumn('chatbot_session_timeout', 'integer', (c) => c.notNull().defaultTo(60)),
  ).execute();
  await db.schema.createIndex('tasks_account_idx').on('tasks').columns(['ac_id', 'task_type', 'is_enabled']).execute();
  await sql`create unique index tasks_name_idx on tasks (ac_id, lower(task_name)) where is_enabled = 1`.execute(db);

  await audit(
    withId(db, db.schema.createTable('canvases'), 'canvas_id')
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
      .addColumn('canvas_name', 'text', (c) => c.notNull())
      .addColumn('first_node_id', 'integer')
      .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_main_canvas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_event_handler', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_ni_nm_handler', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('canvases_task_idx').on('canvases').columns(['task_id']).execute();

  await audit(
    withId(db, db.schema.createTable('nodes'), 'node_id')
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
      .addColumn('canvas_id', 'integer', (c) => c.notNull().references('canvases.canvas_id').onDelete('cascade'))
      .addColumn('pid', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('node_name', 'text', (c) => c.notNull())
      .addColumn('tooltip', 'text')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('node_type', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('system','no_child','one_child','multiple_child','dummy')`))
      .addColumn('connector_parent', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('keyword_conditions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('grammar_conditions', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('nodes_task_idx').on('nodes').columns(['task_id']).execute();
  await db.schema.createIndex('nodes_canvas_idx').on('nodes').columns(['canvas_id']).execute();

  await withId(db, db.schema.createTable('task_edit_histories'), 'history_id')
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('is_undone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('task_edit_histories_task_idx').on('task_edit_histories').columns(['task_id', 'history_id']).execute();

  await db.schema
    .createTable('node_types')
    .addColumn('node_type', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('available_to_all_plans', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hide_node_task_override', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('drop_rules', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['node_types', 'task_edit_histories', 'nodes', 'canvases', 'tasks']) {
    await db.schema.dropTable(table).execute();
  }
}
