import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso } from '../db/index';
import { sha256 } from '../modules/auth/crypto';
import type { AuthState } from './context';

/** Keys start with stk_; a bearer token that does is a key, not a session token. */
const keyPattern = /^stk_[A-Za-z0-9_-]{20,100}$/;

/**
 * The API key a request carries (docs/api.md): `X-Api-Key: <key>`, or `Authorization: Bearer <key>`. Null when
 * it carries none; the key text (maybe not a valid key) otherwise.
 */
export function presentedApiKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer stk_')) return auth.slice(7).trim();
  return null;
}

/** Whether every key up the chain a key was made with still exists and is enabled. */
async function ancestorsEnabled(app: FastifyInstance, parentId: number | null): Promise<boolean> {
  for (let id = parentId, depth = 0; id !== null; depth += 1) {
    const parent =
      depth < 50
        ? await app.studio.db
            .selectFrom('user_api_keys')
            .select(['is_enabled', 'parent_api_key_id'])
            .where('user_api_key_id', '=', id)
            .executeTakeFirst()
        : null;
    if (!parent || parent.is_enabled !== 1) return false;
    id = parent.parent_api_key_id;
  }
  return true;
}

/**
 * A key acts with its user's permissions and scope; a key made with a key only while that key (and the one that
 * made it, and so on) is enabled. Looked up on every request (never cached), so a disabled
 * or deleted key, or a key of a user who is no longer active, is refused at once.
 */
export async function authenticateApiKey(app: FastifyInstance, key: string): Promise<AuthState | null> {
  if (!keyPattern.test(key)) return null;
  const db = app.studio.db;
  const row = await db
    .selectFrom('user_api_keys')
    .select(['user_api_key_id', 'user_id', 'sp_id', 'last_used_at', 'parent_api_key_id'])
    .where('key_hash', '=', sha256(key))
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row || !(await ancestorsEnabled(app, row.parent_api_key_id))) return null;
  const user = await app.studio.directory.sessionUser(row.user_id);
  if (!user || user.user_status !== 'Active') return null;
  // Last use, to the minute: one write per key per minute at most.
  if (!row.last_used_at || Date.now() - Date.parse(row.last_used_at) > 60_000) {
    await db.updateTable('user_api_keys').set({ last_used_at: nowIso() }).where('user_api_key_id', '=', row.user_api_key_id).execute();
  }
  return { sessionId: `api-key:${row.user_api_key_id}`, user, apiKey: { id: row.user_api_key_id, sp_id: row.sp_id } };
}
