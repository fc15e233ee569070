import type { Selectable } from 'kysely';
import { secureMask } from '@shared/api/content';
import { workflowSchedule, type Canvas, type FlowNode, type NodeCategory, type Task, type TaskType } from '@shared/api/flow';
import { withConditionEntries } from '@shared/flow';
import { registry } from '@plugins/registry';
import type { CanvasesTable, NodesTable, TasksTable } from '../../../db/schema';

/** Database rows ↔ the answers of src/shared/api/flow.ts. JSON columns are parsed leniently (a broken value reads as empty). */
export type TaskRow = Selectable<TasksTable>;
export type CanvasRow = Selectable<CanvasesTable>;
export type NodeRow = Selectable<NodesTable>;

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const bool = (v: number) => v === 1;

export function taskToApi(row: TaskRow): Task {
  const type = row.task_type as TaskType;
  const out: Task = {
    task_id: row.task_id,
    ac_id: row.ac_id,
    task_name: row.task_name,
    task_type: type,
    tags: parseJson(row.tags, []),
    task_image: row.task_image,
    is_favorite: row.is_favorite,
    protected: row.protected,
    edit_name: row.edit_name,
    is_system_log_shown: row.is_system_log_shown,
    debug_logs_enabled: row.debug_logs_enabled,
    logging_profiles: parseJson(row.logging_profiles, []),
    is_enabled: row.is_enabled,
    version_in_use_modified: row.version_in_use_modified,
    task_version_in_use: row.task_version_in_use,
  };
  if (type === 'voice') {
    out.voice_task = {
      tts_voice_id: row.tts_voice_id,
      beep_detection: row.beep_detection,
      machine_detection: row.machine_detection,
      send_to_operator: row.send_to_operator,
      no_resource_operator_number: row.no_resource_operator_number,
    };
  } else if (type === 'workflow') {
    out.workflow_task = {
      is_active: bool(row.is_active),
      workflow_schedule: row.workflow_schedule,
      schedule_time_zone: row.schedule_time_zone,
      start_on: row.start_on,
      is_repeat: bool(row.is_repeat),
      repeat_frequency: row.repeat_frequency,
      number_of_executions: row.number_of_executions,
      passed_params: parseJson(row.passed_params, []),
      output_params: parseJson(row.output_params, []),
      schedule: workflowSchedule.parse(parseJson(row.schedule, {})),
    };
  } else if (type === 'chatbot') {
    out.chatbot_task = { api_key: row.api_key ? secureMask : null, chatbot_session_timeout: row.chatbot_session_timeout };
  } else if (type === 'messaging') {
    out.messaging_task = { msg_session_timeout: row.msg_session_timeout };
  } else {
    out.whatsapp_task = { msg_session_timeout: row.msg_session_timeout };
  }
  return out;
}

export const canvasToApi = (row: CanvasRow): Canvas => ({
  canvas_id: row.canvas_id,
  canvas_name: row.canvas_name,
  first_node_id: row.first_node_id,
  ac_id: row.ac_id,
  task_id: row.task_id,
  is_enabled: row.is_enabled,
  is_main_canvas: row.is_main_canvas,
  is_event_handler: row.is_event_handler,
  is_ni_nm_handler: row.is_ni_nm_handler,
});

/** A stored node as the flow model sees it; goto_node and link_task_node are filled by withLinks. */
export function nodeFromRow(row: NodeRow): FlowNode {
  return {
    node_id: row.node_id,
    node_name: row.node_name,
    tooltip: row.tooltip,
    task_id: row.task_id,
    ac_id: row.ac_id,
    canvas_id: row.canvas_id,
    pid: row.pid,
    position: row.position,
    tags: parseJson(row.tags, []),
    node_type: row.node_type,
    category: row.category as NodeCategory,
    connector_parent: parseJson(row.connector_parent, []),
    goto_node: null,
    link_task_node: null,
    keyword_conditions: parseJson(row.keyword_conditions, []),
    grammar_conditions: parseJson(row.grammar_conditions, []),
    config: parseJson(row.config, {}),
  };
}

/** The columns of a node (without node_id and audit columns). */
export function nodeColumns(node: FlowNode) {
  return {
    ac_id: node.ac_id,
    task_id: node.task_id,
    canvas_id: node.canvas_id,
    pid: node.pid,
    position: node.position,
    node_name: node.node_name,
    tooltip: node.tooltip,
    tags: JSON.stringify(node.tags),
    node_type: node.node_type,
    category: node.category,
    connector_parent: JSON.stringify(node.connector_parent),
    config: JSON.stringify(node.config),
    keyword_conditions: JSON.stringify(node.keyword_conditions),
    grammar_conditions: JSON.stringify(node.grammar_conditions),
  };
}

/** The goto and link-task fields of one node, from the names of its task's nodes and of the linked tasks (see withLinks). */
export function withLinkNames(
  n: FlowNode,
  nodeName: (id: number) => string | undefined,
  taskName: (id: number) => string | undefined,
): FlowNode {
  const goto = n.config.goto_node_id;
  const linked = n.node_type === 'link_task' ? n.config.task_id : undefined;
  if (typeof goto !== 'number' && typeof linked !== 'number') return n;
  return {
    ...n,
    goto_node: typeof goto === 'number' ? { goto_node_id: goto, goto_node_name: nodeName(goto) ?? '' } : null,
    link_task_node: typeof linked === 'number' ? { task_id: linked, task_name: taskName(linked) ?? '' } : null,
  };
}

/**
 * Fills goto_node (from config.goto_node_id and the target's name in the same task), link_task_node (from
 * a link_task node's config.task_id and the linked task's name) and the keyword / grammar conditions (from the
 * settings of the types that have them, spec 2 §2). All are derived, so they never go stale.
 */
export function withLinks(nodes: FlowNode[], taskNames: ReadonlyMap<number, string>): FlowNode[] {
  const names = new Map(nodes.map((n) => [n.node_id, n.node_name]));
  return withConditionEntries(nodes, registry).map((n) =>
    withLinkNames(
      n,
      (id) => names.get(id),
      (id) => taskNames.get(id),
    ),
  );
}
