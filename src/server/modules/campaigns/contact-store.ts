import { sql } from 'kysely';
import { contactStates, type ContactCounts } from '@shared/api/campaigns';
import type { FastifyRequest } from 'fastify';
import type { CampaignProgress } from '@shared/realtime';
import { roomOf } from '@shared/realtime';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { keptPer } from '../../kept-per';
import { throttled } from '../../realtime/emit';
import type { Services } from '../../services';

/** How many of a campaign's contacts are in each state (staged rows of an upload in progress are not counted). */
export async function countsOf(db: Db, acId: number, campaignId: number): Promise<ContactCounts> {
  const rows = await accountRows(db, acId)
    .selectFrom('campaign_contacts')
    .select(['state', sql<number>`count(*)`.as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('state')
    .execute();
  const counts = Object.fromEntries(contactStates.map((s) => [s, 0])) as ContactCounts;
  counts.total = 0;
  for (const r of rows) {
    if (!(contactStates as readonly string[]).includes(r.state)) continue;
    counts[r.state as keyof ContactCounts] = Number(r.n);
    counts.total += Number(r.n);
  }
  return counts;
}

/** Tells the account's open screens where a campaign's run stands (nothing when realtime is off). */
export async function emitProgress(
  services: Services,
  acId: number,
  campaignId: number,
  status?: CampaignProgress['status'],
): Promise<void> {
  if (!services.realtime) return;
  const row = status
    ? null
    : await accountRows(services.db, acId)
        .selectFrom('campaigns')
        .select('status')
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst();
  const progress: CampaignProgress = {
    ac_id: acId,
    campaign_id: campaignId,
    status: status ?? ((row?.status ?? 'idle') as CampaignProgress['status']),
    counts: await countsOf(services.db, acId, campaignId),
  };
  services.realtime.to(roomOf.account(acId)).emit('campaign:progress', progress);
}

/** Progress reports of this process, at most a few per second per campaign. */
const reportersOf = keptPer<Services, Map<number, (acId: number, force?: boolean) => void>>(() => new Map());

/** Tells the account's open screens where a campaign's run stands, at most a few times a second (`force`: now). */
export function reportProgress(services: Services, acId: number, campaignId: number, force = false): void {
  const reporters = reportersOf(services);
  let send = reporters.get(campaignId);
  if (!send)
    reporters.set(campaignId, (send = throttled((ac: number) => void emitProgress(services, ac, campaignId).catch(() => {}), 250)));
  send(acId, force);
}

/** Tells the uploading user's screens how many rows of a contact list the server has checked so far. */
export function emitUploadProgress(services: Services, request: FastifyRequest, campaignId: number, rows: number): void {
  const userId = request.auth?.user.user_id;
  if (services.realtime && userId) services.realtime.to(roomOf.user(userId)).emit('campaign:upload', { campaign_id: campaignId, rows });
}
