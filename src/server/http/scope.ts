import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '@shared/api/auth';
import { defaultSelection, effectiveRole, isSystemRole, parseScopeHeaders, scopeLevel, type Selection } from '@shared/access';
import { messages } from '@shared/messages';
import type { Db } from '../db/index';
import type { ResolvedScope } from './context';
import { badRequest, forbidden } from './errors';

/** The features enabled for a selection: its account's, or the provider's own at provider scope. */
export async function enabledFeatures(db: Db, selection: Selection): Promise<string[]> {
  if (selection.spId === 'all') return [];
  let q = db.selectFrom('enabled_features').select('feature').where('sp_id', '=', selection.spId);
  q = selection.acId === 'all' ? q.where('ac_id', 'is', null) : q.where('ac_id', '=', selection.acId);
  return (await q.execute()).map((r) => r.feature);
}

/**
 * Checks the scope headers against what the user may see. A header naming a tenant the user may not
 * see (or one that does not exist) is refused with 403 before anything is read.
 */
export async function resolveScope(
  db: Db,
  user: SessionUser,
  headers: IncomingHttpHeaders,
  known?: { selection: Selection; features: string[] },
): Promise<ResolvedScope> {
  const parsed = parseScopeHeaders(headers);
  if (!parsed.ok) throw badRequest(parsed.error, [parsed.error]);
  // Without headers: the user's default selection, the same the client starts with.
  const selection = parsed.selection ?? defaultSelection(user, null);
  const level = scopeLevel(selection);
  const system = isSystemRole(effectiveRole(user, { spId: 'all', acId: 'all' }));
  const deny = () => forbidden(messages.scopeForbidden);

  let accountIds: ResolvedScope['accountIds'];
  let spIds: ResolvedScope['spIds'];
  if (level === 'system') {
    if (!system) throw deny();
    accountIds = 'any';
    spIds = 'any';
  } else {
    const option = user.account_mappings.find((o) => o.sp_id === selection.spId);
    if (!option) throw deny();
    spIds = [option.sp_id];
    const visible = option.accounts.map((a) => a.ac_id);
    if (level === 'ac') {
      if (!visible.includes(selection.acId as number)) throw deny();
      accountIds = [selection.acId as number];
    } else {
      accountIds = visible;
    }
  }
  return {
    selection,
    level,
    accountIds,
    spIds,
    access: {
      user,
      selection,
      enabledFeatures:
        known && known.selection.spId === selection.spId && known.selection.acId === selection.acId
          ? known.features
          : await enabledFeatures(db, selection),
    },
  };
}
