import { headerLines } from '@shared/api/web-service-profiles';
import { messages } from '@shared/messages';
import { parseProfileKey } from '@shared/web-service-profile-key';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { unsealed } from '../profiles/profile-values';

/** What a web-service step takes from its profile at run time. */
export interface StepProfile {
  baseUrl: string;
  /** The default headers and the secret header (in the clear), in order. */
  headers: [string, string][];
  timeoutMs: number;
  authProfileId: number | null;
}

/** A step's web-service profile by key: the account's own, or one its provider offers; enabled only. */
export type ProfileOf = (key: string) => Promise<StepProfile>;

/**
 * The profile a step of this account names (docs/api.md "Web-service profiles"): an enabled one of the account ('ac:…')
 * or of the account's provider ('sp:…'); an Error in words otherwise. The secret header is unsealed for the request only.
 */
export async function stepProfile(db: Db, acId: number, key: string, secret: string): Promise<StepProfile> {
  const parsed = parseProfileKey(key);
  let row:
    | {
        base_url: string;
        headers: string | null;
        secret_header_name: string | null;
        secret_header_value: string | null;
        timeout_seconds: number;
        auth_profile_id?: number | null;
      }
    | undefined;
  if (parsed?.level === 'ac') {
    row = await accountRows(db, acId)
      .selectFrom('ac_web_service_profiles')
      .selectAll()
      .where('ac_web_service_profile_id', '=', parsed.id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
  } else if (parsed?.level === 'sp') {
    const account = await accountRows(db, acId).selectFrom('accounts').select('sp_id').executeTakeFirst();
    row = account
      ? await db
          .selectFrom('web_service_profiles')
          .selectAll()
          .where('web_service_profile_id', '=', parsed.id)
          .where('sp_id', '=', account.sp_id)
          .where('is_enabled', '=', 1)
          .executeTakeFirst()
      : undefined;
  }
  if (!row) throw new Error(messages.integrations.webServiceProfileMissing);
  const lines = headerLines(row.headers);
  const headers = 'headers' in lines ? lines.headers : [];
  const value = unsealed(row.secret_header_value, secret);
  if (row.secret_header_name && value !== null) headers.push([row.secret_header_name, value]);
  return { baseUrl: row.base_url, headers, timeoutMs: row.timeout_seconds * 1000, authProfileId: row.auth_profile_id ?? null };
}

/**
 * A step's URL with its profile's base: a full http(s) address as written; else a path joined to the base — one slash
 * between them whatever each side has (the base's own path is kept), a query ('?…') appended as is, nothing: the base.
 */
export function joinProfileUrl(base: string, url: string): string {
  const path = url.trim();
  if (/^https?:\/\//i.test(path)) return path;
  if (path === '') return base;
  if (path.startsWith('?')) return `${base}${path}`;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
