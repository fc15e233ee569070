import { z } from 'zod';

/**
 * Tasks, canvases, nodes, node types and the clipboard (spec 2 §3, §7).
 * Nodes travel flat: `node_type` is the type name and `category` its category (the spec's
 * node_type.data), `connector_parent` the list of extra parent ids (the spec's connector_parent.data),
 * `config` the settings of the node's plugin.
 */
export const taskTypes = ['voice', 'messaging', 'workflow', 'chatbot', 'whatsapp'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskType = z.enum(taskTypes);

export const nodeCategories = ['system', 'no_child', 'one_child', 'multiple_child', 'dummy'] as const;
export type NodeCategory = (typeof nodeCategories)[number];
export const nodeCategory = z.enum(nodeCategories);

import { clipboardTypes, deleteTypes, unlinkTypes } from './flow-types';

export { clipboardTypes, deleteTypes, unlinkTypes, type ClipboardType, type DeleteType, type UnlinkType } from './flow-types';

const id = z.number().int().positive();
const flag = z.number().int().min(0).max(1);
const name = z.string().trim().min(1).max(255);
const text = z.string().max(2000).nullable().default(null);

/* ---------- tasks ---------- */

export const voiceTask = z.object({
  tts_voice_id: z.string().max(120).nullable().default(null),
  beep_detection: flag.default(0),
  machine_detection: flag.default(0),
  send_to_operator: flag.default(0),
  no_resource_operator_number: z.string().max(40).nullable().default(null),
});
export const workflowSchedule = z.object({
  starts_on: z.string().nullable().default(null),
  repeat_frequency: z.string().default('Daily'),
  repeat_interval: z.number().int().min(1).default(1),
  repeat_in: z.array(z.string()).default([]),
  end_type: z.string().default('Never'),
  end_type_value: z.string().nullable().default(null),
  repeat_summary: z.string().nullable().default(null),
});
/** The choices the task form offers for a workflow's schedule (the schema keeps free strings, defaults 'Daily' and 'Never'). */
export const workflowScheduleTypes = ['Once', 'Recurring'] as const;
export const workflowRepeatFrequencies = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export const workflowEndTypes = ['Never', 'On', 'After'] as const;
export const workflowWeekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const workflowTask = z.object({
  is_active: z.boolean().default(true),
  workflow_schedule: z.string().default('Once'),
  schedule_time_zone: z.string().nullable().default(null),
  start_on: z.string().nullable().default(null),
  is_repeat: z.boolean().default(false),
  repeat_frequency: z.string().default('01:00:00'),
  number_of_executions: z.number().int().min(0).nullable().default(null),
  passed_params: z.array(z.string()).default([]),
  output_params: z.array(z.string()).default([]),
  schedule: workflowSchedule.default(() => workflowSchedule.parse({})),
});
export const messagingTask = z.object({ msg_session_timeout: z.number().int().min(1).default(60) });
export const chatbotTask = z.object({
  api_key: z.string().max(255).nullable().default(null),
  chatbot_session_timeout: z.number().int().min(1).default(60),
});
export const whatsappTask = z.object({ msg_session_timeout: z.number().int().min(1).default(60) });

/** The per-type block of each task type, by the field name the spec gives it. */
export const taskTypeBlocks = {
  voice: ['voice_task', voiceTask],
  workflow: ['workflow_task', workflowTask],
  messaging: ['messaging_task', messagingTask],
  chatbot: ['chatbot_task', chatbotTask],
  whatsapp: ['whatsapp_task', whatsappTask],
} as const;

const taskFields = {
  task_name: name,
  task_type: taskType,
  tags: z.array(z.string().max(60)).default([]),
  task_image: z.string().max(500).nullable().default(null),
  is_favorite: flag.default(0),
  protected: flag.default(0),
  edit_name: z.string().max(255).nullable().default(null),
  is_system_log_shown: flag.default(0),
  debug_logs_enabled: flag.default(0),
  logging_profiles: z.array(z.number().int()).default([]),
  voice_task: voiceTask.optional(),
  workflow_task: workflowTask.optional(),
  messaging_task: messagingTask.optional(),
  chatbot_task: chatbotTask.optional(),
  whatsapp_task: whatsappTask.optional(),
};

export const task = z.object({
  task_id: id,
  ac_id: id,
  ...taskFields,
  is_enabled: flag,
  version_in_use_modified: flag.default(0),
  task_version_in_use: z.number().int().nullable().default(null),
});
export type Task = z.infer<typeof task>;
export const taskCreateBody = z.object(taskFields);

/* ---------- task collections ---------- */

/** A task with every task it links to through link_task nodes, recursively, each once; copies are named `<name><suffix>`. */
export const defaultCollectionSuffix = ' (copy)';
const collectionSuffix = z.string().max(100);
export const taskCollectionBody = z.object({ suffix: collectionSuffix });
export const taskCollectionCount = z.object({ count: z.number().int().min(1) });
export const taskCollectionNameQuery = z.object({ task_id: z.coerce.number().int().positive(), suffix: collectionSuffix });

/* ---------- canvases ---------- */

export const canvas = z.object({
  canvas_id: id,
  canvas_name: name,
  first_node_id: z.number().int().nullable(),
  ac_id: id,
  task_id: id,
  is_enabled: flag,
  is_main_canvas: flag,
  is_event_handler: flag,
  is_ni_nm_handler: flag,
});
export type Canvas = z.infer<typeof canvas>;
export const canvasCreateBody = z.object({
  task_id: id,
  canvas_name: name,
  is_event_handler: flag.default(0),
  is_ni_nm_handler: flag.default(0),
});
export const canvasUpdateBody = z.object({ canvas_name: name });

/* ---------- nodes ---------- */

/** One keyword or grammar condition of a multiple-child node; node_id is the node the condition leads to. */
export const conditionEntry = z.object({
  keyword: z.string().max(255).default(''),
  keyword_text: z.string().max(2000).default(''),
  label: z.string().max(255).default(''),
  node_id: z.number().int().nullable().default(null),
});
export type ConditionEntry = z.infer<typeof conditionEntry>;

export const flowNode = z.object({
  node_id: id,
  node_name: z.string().max(255),
  tooltip: text,
  task_id: id,
  ac_id: id,
  canvas_id: id,
  pid: z.number().int().nullable(),
  /** Order among the children of the same parent (branches keep the order of the plugin's branches()). */
  position: z.number().int().default(0),
  tags: z.array(z.string().max(60)).default([]),
  node_type: z.string().min(1).max(60),
  category: nodeCategory,
  connector_parent: z.array(z.number().int()).default([]),
  goto_node: z.object({ goto_node_id: z.number().int(), goto_node_name: z.string() }).nullable().default(null),
  link_task_node: z.object({ task_id: z.number().int(), task_name: z.string() }).nullable().default(null),
  keyword_conditions: z.array(conditionEntry).default([]),
  grammar_conditions: z.array(conditionEntry).default([]),
  config: z.record(z.string(), z.unknown()).default({}),
});
export type FlowNode = z.infer<typeof flowNode>;
export type FlowNodeInput = z.input<typeof flowNode>;

export const nodeListQuery = z.object({
  ac_id: z.coerce.number().int().optional(),
  task_id: z.coerce.number().int().positive(),
  include: z.string().max(200).optional(),
});

const nodeFields = {
  node_name: z.string().trim().max(255).optional(),
  tooltip: z.string().max(2000).nullable().optional(),
  tags: z.array(z.string().max(60)).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
};

/** POST /node/nodes: a new node after `pid` (or in its place with swap), or a same-node link to an existing node. */
export const nodeCreateBody = z.object({
  ...nodeFields,
  node_type: z.string().min(1).max(60),
  task_id: id,
  canvas_id: id,
  pid: id,
  swap: z.boolean().default(false),
  same_node: id.optional(),
  connector_condition: z.string().max(255).optional(),
});
export type NodeCreateBody = z.infer<typeof nodeCreateBody>;
export const nodeUpdateBody = z.object(nodeFields);
export type NodeUpdateBody = z.infer<typeof nodeUpdateBody>;

/** A same-node copy is addressed by its node id plus the connector parent it hangs under. */
const connectorParentId = id.optional();
export const nodeDeleteBody = z.object({ delete_type: z.enum(deleteTypes), canvas_id: id, connector_parent_id: connectorParentId });
export const nodeUnlinkBody = z.object({
  unlink_node_id: id,
  unlink_type: z.enum(unlinkTypes),
  ac_id: id.optional(),
  task_id: id,
  connector_parent_id: connectorParentId,
});
export const nodeCopyBody = z.object({
  copy_node_id: id,
  copy_type: z.enum(clipboardTypes),
  ac_id: id.optional(),
  task_id: id,
  pid: id.nullable().default(null),
  from_canvas_id: id,
  to_canvas_id: id.nullable().default(null),
  connector_parent_id: connectorParentId,
});
export type NodeCopyBody = z.infer<typeof nodeCopyBody>;

/** Every node and canvas change answers with the reloaded nodes, the new or edited node and the canvas. */
export const nodeChangeAnswer = z.object({
  nodes: z.object({ data: z.array(flowNode) }),
  node: z.object({ data: flowNode.nullable() }),
  canvas: z.object({ data: canvas.nullable() }),
  nodes_reference_other_tasks: z.array(z.number().int()).default([]),
  /** A paste across accounts: each piece of content the pasted nodes use, reused by name or created in the target account. */
  carried_content: z.array(z.object({ model: z.string(), name: z.string(), action: z.enum(['created', 'reused', 'renamed']) })).optional(),
});
export type NodeChangeAnswer = z.infer<typeof nodeChangeAnswer>;

/**
 * The opt-in answer of a node or canvas change: with the request header
 * `X-Node-Answer: delta` an edit answers, instead of the task's whole node list (`nodes`), only what the edit
 * changed — the nodes added or changed (derived fields such as a goto's target name included) and the ids removed —
 * with the revision it applies to. Applied to the node list at `base_revision` it gives the list at `revision`,
 * exactly what GET /node/nodes answers then. Without the header the answer keeps the whole list.
 */
export const nodeAnswerHeader = 'x-node-answer';
export const nodeDelta = z.object({
  base_revision: z.number().int(),
  revision: z.number().int(),
  changed: z.array(flowNode),
  removed: z.array(z.number().int()),
});
export type NodeDelta = z.infer<typeof nodeDelta>;
export type NodeDeltaAnswer = Omit<NodeChangeAnswer, 'nodes'> & { delta: NodeDelta; revision: number; switch_to_main_canvas?: boolean };

export const recursionBody = z.object({ from_task_id: id, to_task_id: id });

/* ---------- node types ---------- */

export const nodeTypeRecord = z.object({
  node_type: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(60),
  category: nodeCategory,
  LABEL: z.string().max(120),
  AVAILABLE_TO_ALL_PLANS: flag.default(0),
  HIDE_NODE_TASK_OVERRIDE: z.array(taskType).default([]),
  DROP_RULES: z.record(z.string(), z.unknown()).default({}),
});
export type NodeTypeRecord = z.infer<typeof nodeTypeRecord>;
export const acNodeTypesBody = z.object({ task_type: taskType });
export const acNodeTypesAnswer = z.object({ data: z.array(z.string()) });

/* ---------- clipboard ---------- */

export const clipboard = z.object({
  source_node_id: id,
  type: z.enum(clipboardTypes),
  task_type: taskType,
  source_canvas_id: id,
  source_task_id: id,
  /** Set when the copied item is a same-node copy (the link under this parent). */
  connector_parent_id: connectorParentId,
});
export type Clipboard = z.infer<typeof clipboard>;
