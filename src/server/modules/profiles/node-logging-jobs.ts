import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { simEvent, type SimEvent } from '@shared/api/sim';
import { outboundRequest } from '../../http/outbound';
import type { StoredSession } from '../sim/store';
import { failureOf, hostOf, unsealed } from './profile-values';
import { accountRows } from '../../http/tenant-repo';
import { deliverToFirebase } from './node-logging-firebase';

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
 * After a turn is stored: when the session's task is attached to enabled node-logging profiles, the turn's events are
 * queued as one job. The turn waits for neither the queue nor a webhook or database: the task's profiles are remembered per
 * process (a change made here is seen at once, one made by another process within 5 s; the delivery checks the
 * profile again), and the job is queued after the answer (enqueueSoon: a closing server queues it first).
 */
export async function logNodeEvents(studio: Studio, s: StoredSession, events: readonly SimEvent[]): Promise<void> {
  if (events.length === 0) return;
  const profileIds = await loggingProfilesOf(studio, s.acId, s.taskId);
  if (profileIds.length === 0) return;
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
  studio.jobs.enqueueSoon(nodeLoggingTurnJob, payload);
}

/** The signature a receiver checks: HMAC-SHA256 of the exact body with the profile's secret, as hex. */
export const signatureOf = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A profile of the account still enabled and still attached to the task, or null: nothing more is sent to any other. */
async function deliverableProfile(studio: Studio, profileId: number, acId: number, taskId: number) {
  // A profile disabled, changed to another account's or detached from the task since: nothing more is sent to it.
  const profile = await accountRows(studio.db, acId)
    .selectFrom('node_logging_profiles')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!profile) return null;
  const attached = await studio.db
    .selectFrom('node_logging_profile_tasks')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return attached ? profile : null;
}
type Profile = NonNullable<Awaited<ReturnType<typeof deliverableProfile>>>;

/** One event to one profile: a webhook POST (signed) or a Firebase write; throws in words when it did not arrive. */
async function deliver(studio: Studio, profile: Profile, body: NodeLogBody, attempt: number, signal: AbortSignal): Promise<void> {
  if (profile.profile_type === 'firebase')
    return deliverToFirebase(studio.config, profile, { session_id: body.session_id, sequence: body.sequence, body }, signal);
  if (profile.profile_type !== 'webhook' || !profile.url) return;
  const text = JSON.stringify(body);
  const secret = unsealed(profile.secret, studio.config.signingSecret);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Studio-NodeLogging/1',
    'x-studio-event-id': body.event_id,
    'x-studio-delivery-attempt': String(attempt),
    ...(secret ? { 'x-studio-signature': signatureOf(text, secret) } : {}),
  };
  let status: number;
  try {
    const res = await outboundRequest(studio.config, profile.url, {
      method: 'POST',
      headers,
      body: text,
      timeoutMs: profile.timeout_seconds * 1000,
      signal,
    });
    status = res.status;
    await res.text(1000);
  } catch (e) {
    throw new Error(`Node-logging webhook ${profile.profile_name}: ${failureOf(e, hostOf(profile.url), profile.timeout_seconds)}`);
  }
  if (status < 200 || status >= 300)
    throw new Error(`Node-logging webhook ${profile.profile_name}: the server at ${hostOf(profile.url)} answered ${status}.`);
}

/**
 * Registers the two jobs (once per server). A turn's job sends its events to each profile in order, checking the
 * profile once: one job per turn, not one per event, so the deliveries cost the turns beside them little. An event that
 * does not arrive, and those after it, become a delivery job each, which the queue retries (their first run is the
 * event's second attempt).
 */
export function defineNodeLoggingJobs(studio: Studio) {
  studio.jobs.define<TurnPayload>(nodeLoggingTurnJob, async (p, ctx) => {
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
      for (const [k, body] of bodies.entries()) {
        try {
          await deliver(studio, profile, body, 1, ctx.signal);
        } catch {
          for (const rest of bodies.slice(k))
            await studio.jobs.enqueue<DeliverPayload>(nodeLoggingDeliverJob, { profile_id, body: rest, tried: 1 });
          break;
        }
      }
    }
  });

  studio.jobs.define<DeliverPayload>(nodeLoggingDeliverJob, async ({ profile_id, body, tried = 0 }, ctx) => {
    const profile = await deliverableProfile(studio, profile_id, body.ac_id, body.task_id);
    if (profile) await deliver(studio, profile, body, tried + ctx.attempt + 1, ctx.signal);
  });
}
