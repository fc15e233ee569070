import type { FastifyInstance } from 'fastify';
import { simEvent, type SimEvent } from '@shared/api/sim';
import type { StoredSession } from '../sim/store';
import { failureOf, hostOf, unsealed } from './profile-values';
import { accountRows } from '../../http/tenant-repo';
import { deliverToFirebase } from './node-logging-firebase';
import { postToWebhook, type WebhookOutcome } from './webhook-posts';
import type { QueuedJob } from '../../jobs/types';

type Studio = FastifyInstance['studio'];

/** One turn's events of a session whose task is attached to node-logging profiles: fanned out to one delivery per event and profile. */
export const nodeLoggingTurnJob = 'node-logging.turn';
/** One event to one profile: a webhook POST or a Firebase write, retried by the job queue when it fails. */
export const nodeLoggingDeliverJob = 'node-logging.deliver';

/** The body every delivery posts to a webhook or writes to a Firebase database (docs/node-logging.md). */
export interface NodeLogBody {
  event: 'node_event';
  event_id: string;
  profile_id: number;
  ac_id: number;
  task_id: number;
  session_id: string;
  simulated: boolean;
  /** The event's place in the session's transcript (0 first). */
  sequence: number;
  occurred_at: string;
  node_event: SimEvent;
}

interface TurnPayload {
  ac_id: number;
  task_id: number;
  session_id: string;
  simulated: boolean;
  first_sequence: number;
  occurred_at: string;
  profile_ids: number[];
  events: SimEvent[];
}
interface DeliverPayload {
  profile_id: number;
  body: NodeLogBody;
  /** Attempts made before this job (the turn's job's own). */
  tried?: number;
}

/** How long a process trusts its list of a task's node-logging profiles when another process may have changed them. */
const attachmentsTtlMs = 5000;
const attachmentsByDb = new WeakMap<object, Map<string, { profileIds: number[]; until: number }>>();

/** Forgets the remembered task → node-logging profiles of this database (every write of profiles or attachments calls it). */
export function forgetNodeLoggingAttachments(studio: Pick<Studio, 'db'>): void {
  attachmentsByDb.delete(studio.db);
}

/** The enabled node-logging profiles (webhook and Firebase) a task is attached to: one indexed query, then remembered for a few seconds. */
async function loggingProfilesOf(studio: Studio, acId: number, taskId: number): Promise<number[]> {
  let known = attachmentsByDb.get(studio.db);
  if (!known) attachmentsByDb.set(studio.db, (known = new Map()));
  const key = `${acId}:${taskId}`;
  const hit = known.get(key);
  if (hit && hit.until > Date.now()) return hit.profileIds;
  const rows = await accountRows(studio.db, acId)
    .selectFrom('node_logging_profile_tasks as t')
    .innerJoin('node_logging_profiles as p', 'p.profile_id', 't.profile_id')
    .select('p.profile_id')
    .where('t.task_id', '=', taskId)
    .where('p.is_enabled', '=', 1)
    .execute();
  const profileIds = rows.map((r) => r.profile_id);
  known.set(key, { profileIds, until: Date.now() + attachmentsTtlMs });
  return profileIds;
}

/**
 * The job of a turn's events when the session's task is attached to enabled node-logging profiles (null when it is
 * not): the turn queues it in its own write (saveSession), so the events of every answered turn are delivered, a crash
 * just after the answer included. The turn waits for no webhook or database: the task's profiles are remembered per
 * process (a change made here is seen at once, one made by another process within 5 s; the delivery checks the
 * profile again).
 */
export async function nodeLogJob(studio: Studio, s: StoredSession, events: readonly SimEvent[]): Promise<QueuedJob | null> {
  if (events.length === 0) return null;
  const profileIds = await loggingProfilesOf(studio, s.acId, s.taskId);
  if (profileIds.length === 0) return null;
  const payload: TurnPayload = {
    ac_id: s.acId,
    task_id: s.taskId,
    session_id: s.sessionId,
    simulated: s.simulated !== false,
    first_sequence: s.events.length - events.length,
    occurred_at: new Date().toISOString(),
    profile_ids: profileIds,
    events: [...events],
  };
  return { name: nodeLoggingTurnJob, payload };
}

/** A profile of the account still enabled and still attached to the task, or null: nothing more is sent to any other. */
async function deliverableProfile(studio: Studio, profileId: number, acId: number, taskId: number) {
  // A profile disabled, changed to another account's or detached from the task since: nothing more is sent to it.
  const profile = await accountRows(studio.db, acId)
    .selectFrom('node_logging_profiles')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('is_enabled', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('node_logging_profile_tasks as t')
          .select('t.id')
          .where('t.profile_id', '=', profileId)
          .where('t.task_id', '=', taskId),
      ),
    )
    .executeTakeFirst();
  return profile ?? null;
}
type Profile = NonNullable<Awaited<ReturnType<typeof deliverableProfile>>>;

/**
 * Delivers bodies to one profile in order (webhook posts, signed, through the worker; Firebase writes) until one does
 * not arrive: answers how many arrived, and why the next did not, in words.
 */
async function deliverAll(
  studio: Studio,
  profile: Profile,
  bodies: readonly NodeLogBody[],
  attempt: number,
  signal: AbortSignal,
): Promise<{ delivered: number; failure?: string }> {
  if (profile.profile_type === 'firebase') {
    for (const [k, body] of bodies.entries()) {
      try {
        await deliverToFirebase(studio.config, profile, { session_id: body.session_id, sequence: body.sequence, body }, signal);
      } catch (e) {
        return { delivered: k, failure: (e as Error).message };
      }
    }
    return { delivered: bodies.length };
  }
  if (profile.profile_type !== 'webhook' || !profile.url) return { delivered: bodies.length };
  const host = hostOf(profile.url);
  const words = (why: string) => `Node-logging webhook ${profile.profile_name}: ${why}`;
  const posts = {
    bodies: bodies.map((body) => ({ text: JSON.stringify(body), eventId: body.event_id })),
    secret: unsealed(profile.secret, studio.config.signingSecret) || null,
    attempt,
    timeoutMs: profile.timeout_seconds * 1000,
  };
  let outcome: WebhookOutcome;
  try {
    outcome = await postToWebhook(studio.config, profile.url, posts, signal);
  } catch (e) {
    return { delivered: 0, failure: words(failureOf(e, host, profile.timeout_seconds)) };
  }
  if ('status' in outcome) return { delivered: outcome.delivered, failure: words(`the server at ${host} answered ${outcome.status}.`) };
  if ('error' in outcome) return { delivered: outcome.delivered, failure: words(failureOf(outcome.error, host, profile.timeout_seconds)) };
  return outcome;
}

/**
 * Registers the two jobs (once per server). A turn's job sends its events to each profile in order, checking the
 * profile once: one job per turn, not one per event, so the deliveries cost the turns beside them little. An event that
 * does not arrive, and those after it, become a delivery job each, which the queue retries (their first run is the
 * event's second attempt).
 */
export function defineNodeLoggingJobs(studio: Studio) {
  // Their posts may wait a profile's whole timeout (up to 60 s) on a slow webhook: on the embedded queue they never take
  // every slot, so the sessions' timers and the other jobs still run on time.
  const waitsOnOthers = { long: true };
  studio.jobs.define<TurnPayload>(
    nodeLoggingTurnJob,
    async (p, ctx) => {
      for (const profile_id of p.profile_ids) {
        const bodies = p.events.map((event, i): NodeLogBody => {
          const sequence = p.first_sequence + i;
          return {
            event: 'node_event',
            event_id: `${p.session_id}:${sequence}`,
            profile_id,
            ac_id: p.ac_id,
            task_id: p.task_id,
            session_id: p.session_id,
            simulated: p.simulated,
            sequence,
            occurred_at: p.occurred_at,
            // The event as the API answers it (the engine's own carries more of the node than its answer shows).
            node_event: simEvent.parse(event),
          };
        });
        const profile = await deliverableProfile(studio, profile_id, p.ac_id, p.task_id);
        if (!profile) continue;
        const { delivered } = await deliverAll(studio, profile, bodies, 1, ctx.signal);
        for (const rest of bodies.slice(delivered))
          await studio.jobs.enqueue<DeliverPayload>(nodeLoggingDeliverJob, { profile_id, body: rest, tried: 1 });
      }
    },
    waitsOnOthers,
  );

  studio.jobs.define<DeliverPayload>(
    nodeLoggingDeliverJob,
    async ({ profile_id, body, tried = 0 }, ctx) => {
      const profile = await deliverableProfile(studio, profile_id, body.ac_id, body.task_id);
      if (!profile) return;
      const { failure } = await deliverAll(studio, profile, [body], tried + ctx.attempt + 1, ctx.signal);
      if (failure) throw new Error(failure);
    },
    waitsOnOthers,
  );
}
