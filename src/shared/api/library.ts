import { z } from 'zod';
import { taskTypes } from './flow';
import { taskExportDocument } from './transfer';

/**
 * The task library (spec 2 §3 "Task library template", §7 "Versions, export, import, library").
 * A template is a task's export document kept at one level: system (every provider that offers it), sp (one
 * provider's accounts) or ac (one account). Creating a task from a template imports that document.
 */
export const templateLevels = ['system', 'sp', 'ac'] as const;
export type TemplateLevel = (typeof templateLevels)[number];

const name = z.string().trim().min(1).max(255);
const tags = z.array(z.string().trim().min(1).max(60)).max(30);

export const taskTemplate = z.object({
  template_id: z.number(),
  template_name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  task_type: z.enum(taskTypes),
  level: z.enum(templateLevels),
  sp_id: z.number().nullable(),
  ac_id: z.number().nullable(),
  node_count: z.number(),
  is_enabled: z.number(),
  /** May the user change or delete it (its owner's level). */
  can_manage: z.boolean(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaskTemplate = z.infer<typeof taskTemplate>;

export const templateListQuery = z.object({
  fetch_all: z.coerce.number().int().min(0).max(1).default(1),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(25),
  search: z.string().trim().max(200).optional(),
  /** A task type, or 'all' (the default). */
  task_type: z.enum([...taskTypes, 'all']).default('all'),
  tag: z.string().trim().max(60).optional(),
  level: z.enum([...templateLevels, 'all']).default('all'),
});

export const publishTemplateBody = z.object({
  level: z.enum(templateLevels).default('ac'),
  template_name: name,
  description: z.string().max(2000).default(''),
  tags: tags.default([]),
});

export const updateTemplateBody = z.object({
  template_name: name.optional(),
  description: z.string().max(2000).optional(),
  tags: tags.optional(),
  /** 1 restores a deleted template (its name is checked again). */
  is_enabled: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const validateTemplateNameBody = z.object({
  template_name: name,
  level: z.enum(templateLevels).default('ac'),
  template_id: z.number().int().positive().optional(),
});

/** The canvas preview of a template: its canvases and the node tree as data (no images). */
export const templatePreview = z.object({
  canvases: z.array(z.object({ id: z.number(), canvas_name: z.string(), is_main_canvas: z.number() })),
  nodes: z.array(
    z.object({
      id: z.number(),
      pid: z.number().nullable(),
      canvas_id: z.number(),
      node_name: z.string(),
      node_type: z.string(),
      category: z.string(),
      position: z.number(),
    }),
  ),
});
export type TemplatePreview = z.infer<typeof templatePreview>;

export const decodedTemplate = z.object({ template: taskTemplate, document: taskExportDocument, preview: templatePreview });
export type DecodedTemplate = z.infer<typeof decodedTemplate>;

export const createFromTemplateBody = z.object({ task_name: name });
export const createdFromTemplate = z.object({
  task_id: z.number(),
  task_name: z.string(),
  content: z.array(
    z.object({ model: z.string(), name: z.string(), action: z.enum(['reused', 'created', 'renamed']), content_id: z.number() }),
  ),
});

/** A system template as one provider sees it: offered to its accounts or not. */
export const spMapping = z.object({
  template_id: z.number(),
  template_name: z.string(),
  task_type: z.enum(taskTypes),
  offered: z.boolean(),
});
export type SpMapping = z.infer<typeof spMapping>;
export const spMappingBody = z.object({ template_id: z.number().int().positive(), offered: z.boolean() });
