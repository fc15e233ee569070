import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { campaignLimits } from '@shared/api/campaigns';
import { nowIso } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { settle, type Settled } from './settling';
import type { WorkerPayload } from './start';

type Studio = FastifyInstance['studio'];
/** The claim a thread writes on its contacts: its run and its number, so a thread recovers only its own. */
export const claimOf = (p: WorkerPayload) => p.run * 1000 + p.worker;
/** A claimed contact: its number, values and the attempts made before this one. */
export interface Claimed {
  contact_id: number;
  phone_number: string;
  contact_values: string;
  attempts: number;
}
export type Claim = Claimed | 'full' | 'stopped' | null;

/**
 * Settles the contact the worker called last (when given) and claims the next one due, at once: when the run still runs and the account has fewer contacts
 * being called than its maximum threads, the first pending contact (whose retry is due) becomes calling, this
 * worker's. 'stopped': the run was paused, stopped or replaced; 'full': the account is at its maximum; null: nothing
 * is due. PostgreSQL: one call of campaign_claim (the account's advisory lock held for the claim alone); SQLite, one
 * writer at a time: the same steps in a transaction.
 */
export async function claim(studio: Studio, p: WorkerPayload, settled: Settled | null): Promise<Claim> {
  const now = nowIso();
  if (studio.engine === 'postgres') {
    const s = settled;
    const { rows } = await sql<{
      claim: string;
      claimed_id: number;
      claimed_phone: string;
      claimed_values: string;
      claimed_attempts: number;
    }>`select * from campaign_claim(${p.ac_id}, ${p.campaign_id}, ${p.run}, ${claimOf(p)}, ${campaignLimits.maxThreads}, ${now}, ${s?.contact_id ?? null}::integer, ${s?.state ?? null}::varchar, ${s?.outcome ?? null}::varchar, ${s?.next_attempt_at ?? null}::varchar)`.execute(
      studio.db,
    );
    const r = rows[0]!;
    if (r.claim !== 'claimed') return r.claim === 'none' ? null : (r.claim as 'full' | 'stopped');
    return { contact_id: r.claimed_id, phone_number: r.claimed_phone, contact_values: r.claimed_values, attempts: r.claimed_attempts };
  }
  return studio.db.transaction().execute(async (trx) => {
    if (settled) await settle(trx, p.ac_id, settled, now);
    const state = await accountRows(trx, p.ac_id)
      .selectFrom('campaigns')
      .select(['status', 'run', 'is_enabled'])
      .where('campaign_id', '=', p.campaign_id)
      .executeTakeFirst();
    if (!state || state.status !== 'running' || state.run !== p.run || state.is_enabled !== 1) return 'stopped';
    const calling = await accountRows(trx, p.ac_id)
      .selectFrom('campaign_contacts')
      .select(sql<number>`count(*)`.as('n'))
      .where('state', '=', 'calling')
      .executeTakeFirst();
    if (Number(calling?.n ?? 0) >= campaignLimits.maxThreads) return 'full';
    const next = await accountRows(trx, p.ac_id)
      .selectFrom('campaign_contacts')
      .select(['contact_id', 'phone_number', 'contact_values', 'attempts'])
      .where('campaign_id', '=', p.campaign_id)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .orderBy('contact_id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    await trx
      .updateTable('campaign_contacts')
      .set({ state: 'calling', worker: claimOf(p), session_id: null, updated_at: now })
      .where('contact_id', '=', next.contact_id)
      .where('state', '=', 'pending')
      .execute();
    return next;
  });
}
