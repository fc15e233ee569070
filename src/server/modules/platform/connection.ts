import type { PlatformConnection } from '@shared/api/platform';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import type { PlatformConnectionsTable } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { masked, unsealed } from '../profiles/profile-values';
import { PlatformFailure } from './reader';

export type ConnectionRow = PlatformConnectionsTable;

export const connectionToApi = (r: ConnectionRow): PlatformConnection => ({
  sp_id: r.sp_id,
  base_url: r.base_url,
  api_token: masked(r.api_token),
  launch_key: masked(r.launch_key),
  launch_issuer: r.launch_issuer,
  launch_audience: r.launch_audience,
  role_id: r.role_id,
  is_enabled: r.is_enabled,
  updated_at: r.updated_at,
});

/** The provider's enabled connection, or null when it has none (the studio's own tables answer then). */
export const enabledConnection = (db: Db, spId: number) =>
  db.selectFrom('platform_connections').selectAll().where('sp_id', '=', spId).where('is_enabled', '=', 1).executeTakeFirst();

/** What a read needs of a connection: its address and the token in the clear (for the outside call only). */
export function readCredentials(row: ConnectionRow, signingSecret: string): { baseUrl: string; token: string } {
  const token = unsealed(row.api_token, signingSecret);
  if (!token) throw new PlatformFailure(messages.platform.incomplete);
  return { baseUrl: row.base_url, token };
}

/** A platform's failure as the answer to the studio's caller: 502 with the message (it names the platform's answer). */
export const badGateway = (e: PlatformFailure) => new HttpError(502, e.message, [e.message]);

/** 404 in the platform's words when the provider has none. */
export const notConfigured = () => notFound(messages.platform.notConfigured);
