import { z } from 'zod';
import { secureMask } from '@shared/api/content';
import { taskType, taskTypeBlocks, type TaskType } from '@shared/api/flow';
import { encryptSecret } from '../../content/secrets';
import { unprocessable } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { taskToApi, type TaskRow } from '../model/rows';
import { flowTexts } from '../model/texts';

const flag = z.number().int().min(0).max(1);
const block = z.record(z.string(), z.unknown()).optional();

/** PUT /studio/tasks/{task_id}: every field optional and without defaults (a toggle never resets the rest); a type block is merged over the stored one. */
export const taskUpdateFields = z.object({
  task_name: z.string().trim().min(1).max(255).optional(),
  task_type: taskType.optional(),
  tags: z.array(z.string().max(60)).optional(),
  task_image: z.string().max(500).nullable().optional(),
  is_favorite: flag.optional(),
  protected: flag.optional(),
  edit_name: z.string().max(255).nullable().optional(),
  is_system_log_shown: flag.optional(),
  debug_logs_enabled: flag.optional(),
  logging_profiles: z.array(z.number().int()).optional(),
  voice_task: block,
  workflow_task: block,
  messaging_task: block,
  chatbot_task: block,
  whatsapp_task: block,
});

const direct = ['task_name', 'task_image', 'is_favorite', 'protected', 'edit_name', 'is_system_log_shown', 'debug_logs_enabled'] as const;

/** The per-type block of a task type as columns. */
function blockColumns(type: TaskType, value: Row, existing: TaskRow | null, secret: string): Row {
  switch (type) {
    case 'voice':
      return { ...value };
    case 'workflow':
      return {
        ...value,
        is_active: value.is_active ? 1 : 0,
        is_repeat: value.is_repeat ? 1 : 0,
        passed_params: JSON.stringify(value.passed_params),
        output_params: JSON.stringify(value.output_params),
        schedule: JSON.stringify(value.schedule),
      };
    case 'chatbot': {
      const keep = value.api_key === secureMask;
      const api_key = keep ? (existing?.api_key ?? null) : value.api_key ? encryptSecret(String(value.api_key), secret) : null;
      return { api_key, chatbot_session_timeout: value.chatbot_session_timeout };
    }
    default:
      return { msg_session_timeout: value.msg_session_timeout };
  }
}

/** Request fields → columns: the common ones, JSON lists, and the block of the task's own type (defaults on create, merged on update). */
export function taskColumns(input: Row, existing: TaskRow | null, secret: string): Row {
  const type = (existing?.task_type ?? input.task_type) as TaskType;
  if (existing && input.task_type !== undefined && input.task_type !== existing.task_type) throw unprocessable(flowTexts.taskTypeFixed);
  const values: Row = {};
  if (!existing) values.task_type = type;
  for (const key of direct) if (input[key] !== undefined) values[key] = input[key];
  if (input.tags !== undefined) values.tags = JSON.stringify(input.tags);
  if (input.logging_profiles !== undefined) values.logging_profiles = JSON.stringify(input.logging_profiles);
  const [field, schema] = taskTypeBlocks[type];
  if (existing && input[field] === undefined) return values;
  const stored = existing ? ((taskToApi(existing) as Row)[field] ?? {}) : {};
  const given = { ...stored, ...(input[field] ?? {}) };
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unprocessable(`${[field, ...issue.path.map(String)].join('.')}: ${issue.message}`);
  }
  return { ...values, ...blockColumns(type, parsed.data as Row, existing, secret) };
}
