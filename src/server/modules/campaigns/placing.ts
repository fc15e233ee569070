import type { FastifyInstance } from 'fastify';
import { channelTaskType, type CampaignChannel, type CampaignRetries, type ContactOutcome } from '@shared/api/campaigns';
import type { Value } from '@shared/expr';
import { accountRows } from '../../http/tenant-repo';
import { startRun, type RunCache } from '../run/sessions';
import { dialerOf, type DialResult } from './dialer';
import { ring } from './ringing';
import { answerBy, outcomeOfSession } from './settling';
import type { WorkerPayload } from './start';
import { claimOf } from './claim';

type Studio = FastifyInstance['studio'];

/** A contact a thread calls now: this attempt (counted) and the session id it is placed with. */
export interface Contact {
  contact_id: number;
  phone_number: string;
  contact_values: string;
  attempts: number;
  session_id: string;
}

/** What placing a call needs of its campaign. */
export interface CampaignCall {
  task_id: number;
  channel: CampaignChannel;
  caller_number_id: number | null;
  retries: CampaignRetries;
}

/** Runs the task for a placed call through the flow engine: how its session came out, or 'waiting' while it goes on. */
async function runTask(
  studio: Studio,
  acId: number,
  campaign: CampaignCall,
  contact: Contact,
  variables: Record<string, Value>,
  cache: RunCache,
): Promise<ContactOutcome | 'waiting'> {
  try {
    const { session } = await startRun(studio, acId, {
      taskId: campaign.task_id,
      channel: channelTaskType[campaign.channel],
      variables,
      userId: null,
      sessionId: contact.session_id,
      paced: true,
      cache,
    });
    return session.state.status === 'ended' ? outcomeOfSession(session.state.outcome) : 'waiting';
  } catch {
    return 'failed';
  }
}

/**
 * Places one call, marked placed first (its session id), so a restart never places it again. A voice call then rings
 * without the thread (`ringing.ts`): no thread's, with the time by which it must be answered, its outcome taken when the
 * dialer gives it — 'ringing'. Another channel's task runs now; its session waiting for a reply counts as completed.
 */
export async function place(
  studio: Studio,
  p: WorkerPayload,
  campaign: CampaignCall,
  contact: Contact,
  variables: Record<string, Value>,
  cache: RunCache,
): Promise<ContactOutcome | 'ringing' | 'not_ours'> {
  const voice = campaign.channel === 'voice';
  const placed = Date.now();
  // Only a contact still this thread's claim, not yet placed: a second job of the same thread (the one a killed process
  // left behind beside the one it had queued) may have given it back meanwhile, and another thread called it.
  const marked = await accountRows(studio.db, p.ac_id)
    .updateTable('campaign_contacts')
    .set({
      session_id: contact.session_id,
      attempts: contact.attempts,
      updated_at: new Date(placed).toISOString(),
      ...(voice ? { answer_by: answerBy(placed), dial: 'ringing' as const, worker: null } : { answer_by: null }),
    })
    .where('contact_id', '=', contact.contact_id)
    .where('state', '=', 'calling')
    .where('worker', '=', claimOf(p))
    .where('session_id', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return 'not_ours';
  const answer = () => runTask(studio, p.ac_id, campaign, contact, variables, cache);
  if (!voice) {
    const outcome = await answer();
    return outcome === 'waiting' ? 'completed' : outcome;
  }
  const dial = new Promise<DialResult>((resolve) =>
    resolve(
      dialerOf(studio)({
        phone_number: contact.phone_number,
        caller_number_id: campaign.caller_number_id,
        campaign_id: p.campaign_id,
        channel: campaign.channel,
      }),
    ),
  );
  const { contact_id, attempts, session_id } = contact;
  ring(studio, { ac_id: p.ac_id, campaign_id: p.campaign_id, contact_id, attempts, session_id, retries: campaign.retries }, dial, answer);
  return 'ringing';
}
