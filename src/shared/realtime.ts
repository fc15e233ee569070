import type { NotificationEvent } from './api/notifications';
import type { LiveSession } from './api/run';
import type { BatchMigration, MigrationJob } from './api/studio6';

/** Socket.io event names and payloads, shared by server and client. */
export const realtimePath = '/api/socket.io';

export interface ScopeSubscribe {
  sp_id: number | 'all';
  ac_id: number | 'all';
}

export type Ack = { ok: true; rooms: string[] } | { ok: false; message: string };

/** A background job's progress, sent to its account's room: `done` of `total` items (rows, nodes …). */
export interface JobProgress {
  job: 'datastore-export' | 'task-export' | 'task-import';
  ac_id: number;
  /** The record the job works for, e.g. the data_store_export_id. */
  id: number;
  status: 'queued' | 'running' | 'completed' | 'failed';
  done: number;
  total: number;
}

/**
 * A write in an account, sent to the account's room once the request that made it has answered:
 * `resource` is the activity subject ('Task', 'Prompt', 'Variable', 'DataStore' …), `id` its id, and
 * `origin` the X-Client-Id of the browser tab that made it (that tab has its answer already).
 */
/** A campaign's run, sent to its account's room as its contacts are called: its status and counts by state. */
/** How far the server has read a contact list being uploaded (sent to the uploading user's room now and then). */
export interface CampaignUploadProgress {
  campaign_id: number;
  /** Rows read and checked so far. */
  rows: number;
}

export interface CampaignProgress {
  ac_id: number;
  campaign_id: number;
  status: 'idle' | 'running' | 'paused' | 'stopped' | 'completed';
  counts: { total: number } & Record<'pending' | 'calling' | 'completed' | 'no_answer' | 'busy' | 'failed' | 'opted_out', number>;
}

/** A burst usage's generation, sent to the room of the user who started it: `done` of `total` accounts. */
export interface BurstUsageProgress {
  job: 'burst-usage';
  sp_id: number;
  /** The billing_burst_usage_id. */
  id: number;
  status: 'queued' | 'running' | 'completed' | 'failed';
  done: number;
  total: number;
}

export interface RefreshEvent {
  resource: string;
  ac_id: number | null;
  id?: string | null;
  origin?: string | null;
}

/** How long the writes' change events of an account are gathered before they are sent as one `refresh:batch`. */
export const refreshBatchMs = 100;

/** The header a browser tab names itself with, so the change events it caused are not sent back to it as news. */
export const clientIdHeader = 'x-client-id';

/** Who else has a task's canvas open, and the node each has selected. */
export interface CanvasEditor {
  user_id: number;
  name: string;
  node_id: number | null;
}

export interface CanvasPresence {
  task_id: number;
  editors: CanvasEditor[];
}

/** A turn of a running session of a live-monitored task, sent to its account's room. */
export interface LiveSessionEvent {
  ac_id: number;
  session: LiveSession;
}

/** An account's usage changed (the rollups took new sessions): its usage screens refetch (spec 3 §7). */
export interface UsageEvent {
  ac_id: number;
  at: string;
}

/** A report instance's status changed (spec 3 §7 report status), sent to its account's room. */
export interface ReportStatusEvent {
  ac_id: number;
  report_id: number;
  report_instance_id: number;
  status: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  error: string | null;
}

/** The enabled announcements by type: the live tutorial and what's-new counts of the dashboard contents. */
export interface AnnouncementCounts {
  tutorial: number;
  whats_new: number;
}

/** Who receives the live announcement counts: the holders of this permission, through their own room. */
export const announcementCountsPermission = 'system.dashboard-contents.write';

export interface ServerToClientEvents {
  /** A session of a monitored task started, took a turn or ended. */
  'live:session': (payload: LiveSessionEvent) => void;
  /** The editors of an open canvas changed (one joined, left or selected another node). */
  'canvas:presence': (payload: CanvasPresence) => void;
  /** Something in the account changed; screens showing `resource` refetch. */
  refresh: (payload: RefreshEvent) => void;
  /**
   * What the writes of the last `refreshBatchMs` changed in an account, in one message: an account with many
   * editors would otherwise send every open tab one frame per edit (the load run's largest server cost).
   */
  'refresh:batch': (payload: RefreshEvent[]) => void;
  'job:progress': (payload: JobProgress | BurstUsageProgress) => void;
  'campaign:progress': (payload: CampaignProgress) => void;
  'campaign:upload': (payload: CampaignUploadProgress) => void;
  announcement: (payload: { id: number; title: string }) => void;
  /** The tutorial and what's-new counts, sent on connect and after every change of announcements to holders of `announcementCountsPermission`. */
  'announcement:counts': (payload: AnnouncementCounts) => void;
  /** A new notification for this user (sent to the user's room): the client refetches its list and unread count. */
  notification: (payload: NotificationEvent) => void;
  'usage:virtual-agent': (payload: UsageEvent) => void;
  'usage:chatbot': (payload: UsageEvent) => void;
  'report:status': (payload: ReportStatusEvent) => void;
  /**
   * A migration job from the older studio, as the jobs list answers it, each time its status changes and, while it
   * runs, as its nodes and content are written (`done` of `total`): sent to the system room only.
   */
  'migration:job': (payload: MigrationJob) => void;
  /** A batch migration, as the batches list answers it, each time its status or counts change: sent to the system room only. */
  'migration:batch': (payload: BatchMigration) => void;
}

export interface ClientToServerEvents {
  /** This tab shows the task's canvas with this node selected (sent on open, on each selection, and now and then). */
  'canvas:here': (payload: { task_id: number; node_id: number | null }, ack?: (answer: { ok: boolean }) => void) => void;
  'canvas:leave': (payload: { task_id: number }) => void;
  'scope:subscribe': (scope: ScopeSubscribe, ack: (answer: Ack) => void) => void;
}

export const roomOf = {
  user: (userId: number) => `user:${userId}`,
  account: (acId: number) => `ac:${acId}`,
  /** Every socket of a session, so ending the session closes them (on any server process). */
  session: (sessionId: string) => `session:${sessionId}`,
  /** The sockets showing a task's canvas. */
  canvas: (taskId: number) => `canvas:${taskId}`,
  /** The sockets of users who receive the live announcement counts. */
  announcementCounts: () => 'announcement-counts',
  /** The sockets of users with the system role: what only the system role may see (the migration's progress). */
  system: () => 'system',
};
