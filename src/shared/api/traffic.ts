import { z } from 'zod';
import { simChannels } from './sim';
import { listMeta } from './common';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25');

/** The Traffic overlay's filters: a task, a date range (YYYY-MM-DD, inclusive), optionally a channel and the version viewed. */
export const trafficQuery = z.object({
  task_id: z.coerce.number().int().positive(),
  start_date: day,
  end_date: day,
  channel: z.enum(simChannels).optional(),
  /** A published version (its id): only the sessions that ran it. Absent: every session of the task. */
  version_id: z.coerce.number().int().positive().optional(),
});
export type TrafficQuery = z.infer<typeof trafficQuery>;

export const trafficNode = z.object({
  node_id: z.number(),
  /** Sessions that reached the node. */
  sessions: z.number(),
  /** Sessions that ended at the node: all, and those lost to a hang-up, an error or no input. */
  ended: z.number(),
  hang_up: z.number(),
  errors: z.number(),
  no_input: z.number(),
  /** The median time sessions spent in the node, in seconds (from a histogram); null when not measured. */
  median_s: z.number().nullable(),
});
export type TrafficNode = z.infer<typeof trafficNode>;

export const trafficLink = z.object({
  from_node_id: z.number(),
  to_node_id: z.number(),
  sessions: z.number(),
  /** The share of the sessions that reached from_node_id that took this link (0 to 1). */
  share: z.number(),
});

export const trafficView = z.object({
  task_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  channel: z.string().nullable(),
  version_id: z.number().nullable(),
  nodes: z.array(trafficNode),
  links: z.array(trafficLink),
  /** The nodes that lose the most callers (hang-up, error, no input), most first. */
  losing: z.array(z.number()),
});
export type TrafficView = z.infer<typeof trafficView>;

/** The sessions that reached one node, newest first, a page at a time. */
export const trafficSessionsQuery = trafficQuery.extend({
  node_id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const trafficSession = z.object({
  session_id: z.string(),
  channel: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  outcome: z.string().nullable(),
  task_version: z.number().nullable(),
});
export type TrafficSession = z.infer<typeof trafficSession>;
export const trafficSessions = z.object({ data: z.array(trafficSession), meta: listMeta });

/** GET /node/event-logs: what the engine recorded per turn of a task's sessions (the node events), newest session first. */
export const eventLogQuery = z.object({
  task_id: z.coerce.number().int().positive(),
  node_id: z.coerce.number().int().positive().optional(),
  start_date: day,
  end_date: day,
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});
export type EventLogQuery = z.infer<typeof eventLogQuery>;
export const eventLogRow = z.object({
  session_id: z.string(),
  task_id: z.number(),
  node_id: z.number().nullable(),
  /** The event's place in the session's transcript (0 first). */
  sequence: z.number(),
  event_type: z.string(),
  /** When the turn that recorded it entered its node (the session's start for events before the first node). */
  occurred_at: z.string(),
  node_event: z.record(z.string(), z.unknown()),
});
export type EventLogRow = z.infer<typeof eventLogRow>;
export const eventLogPage = z.object({
  data: z.array(eventLogRow),
  /** truncated: only the newest sessions of the range were read (narrow the range or name a node). */
  meta: listMeta.extend({ truncated: z.boolean() }),
});

/** What a record or prompt-recorder step captured: the audio is fetched from audio_url with the caller's credentials. */
export const recording = z.object({
  recording_id: z.number(),
  task_id: z.number(),
  node_id: z.number(),
  session_id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  audio_url: z.string(),
});
export type Recording = z.infer<typeof recording>;
export const recordingsQuery = z.object({
  task_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const recordingsPage = z.object({ data: z.array(recording), meta: listMeta });
export const recordingDeleteQuery = z.object({ recording_id: z.coerce.number().int().positive() });
