import { z } from 'zod';

/**
 * The older studio's (version 6) export files, as docs/migration.md defines them: providers.json, groups.json (the
 * index) and one file per group (an older account) with its content and tasks. Nodes are the older format: a kind,
 * a title, props, a parent and the branch of the parent they hang under.
 */
export const olderProvider = z.object({
  sp_id: z.number().int(),
  sp_name: z.string(),
  sub_domain: z.string(),
  is_enabled: z.number().int(),
});
export type OlderProvider = z.infer<typeof olderProvider>;

export const olderGroupSummary = z.object({
  group_id: z.number().int(),
  sp_id: z.number().int(),
  group_name: z.string(),
  domain: z.string(),
  last_call_at: z.string().nullable(),
  task_count: z.number().int(),
  node_count: z.number().int(),
});
export type OlderGroupSummary = z.infer<typeof olderGroupSummary>;

export const olderNode = z.object({
  node_id: z.number().int(),
  canvas_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** Which way out of the parent: digit:N (Menu), true/false (Branch), found/notfound (DbQuery), default; null: the only way. */
  branch: z.string().nullable(),
  node_kind: z.string(),
  title: z.string(),
  props: z.record(z.string(), z.unknown()),
});
export type OlderNode = z.infer<typeof olderNode>;

export const olderTask = z.object({
  task_id: z.number().int(),
  task_name: z.string(),
  channel: z.enum(['IVR', 'SMS', 'CHAT', 'FLOW']),
  is_template: z.number().int(),
  canvases: z.array(
    z.object({ canvas_id: z.number().int(), canvas_name: z.string(), is_main: z.number().int(), is_event: z.number().int() }),
  ),
  nodes: z.array(olderNode),
  /** Calls the older studio answered: the keys pressed and the node ids it went through. */
  calls: z.array(z.object({ digits: z.array(z.string()), path: z.array(z.number().int()) })).default([]),
});
export type OlderTask = z.infer<typeof olderTask>;

export const olderGroup = z.object({
  group_id: z.number().int(),
  sp_id: z.number().int(),
  group_name: z.string(),
  domain: z.string(),
  last_call_at: z.string().nullable(),
  prompts: z.array(z.object({ prompt_id: z.number().int(), prompt_name: z.string(), language: z.string(), text: z.string() })),
  variables: z.array(z.object({ var_id: z.number().int(), var_name: z.string(), default_value: z.string() })),
  datastores: z.array(
    z.object({
      ds_id: z.number().int(),
      ds_name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  tasks: z.array(olderTask),
});
export type OlderGroup = z.infer<typeof olderGroup>;
