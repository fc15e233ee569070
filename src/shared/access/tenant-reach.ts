import type { TenantLevel } from '../entities/define';
import { effectiveRole, isSystemRole, type AccessContext } from './engine';
import { scopeLevel } from './scope';

type ReachContext = AccessContext & { user: { account_mappings?: readonly { sp_id: number; scope: string }[] } };

/** A user mapped to the whole selected provider (not an account user who picked "All accounts"). */
const holdsProvider = (ctx: ReachContext) => ctx.user.account_mappings?.find((o) => o.sp_id === ctx.selection.spId)?.scope === 'sp';

/**
 * Whether a selection reaches an entity's rows at its tenant level, as the server's tenant rule decides
 * (server/http/tenant-repo.ts tenantOf): provider rows need the system role, or the provider selected with
 * "All accounts" by a user mapped to the whole provider — an account user who picked "All accounts" is
 * not the provider; account rows need one account selected; rows of either ('sp-or-ac') are reached by both.
 */
export function reachesTenant(level: TenantLevel | undefined, ctx: ReachContext): boolean {
  if (!level || level === 'system' || isSystemRole(effectiveRole(ctx.user, ctx.selection))) return true;
  const at = scopeLevel(ctx.selection);
  if (level === 'ac') return at === 'ac';
  if (level === 'sp-or-ac' && at === 'ac') return true;
  return at === 'sp' && holdsProvider(ctx);
}

/**
 * What a screen of both Manage scopes (the spec's Manage table leaves its scope open) asks the user to select when
 * the selection does not reach its rows: account rows at provider scope ask for an individual account, provider rows
 * at an account ask for "All accounts" (only of a user mapped to the whole provider: an account user never reaches
 * them); rows of either level ask an account user at "All accounts" for an individual account. Null when the rows are reached, or when no selection of the user's would reach them.
 */
export function tenantNeed(
  level: TenantLevel | undefined,
  scopes: readonly ('sp' | 'ac')[] | undefined,
  ctx: ReachContext,
): 'individual' | 'all' | null {
  if (reachesTenant(level, ctx)) return null;
  const at = scopeLevel(ctx.selection);
  if ((level === 'ac' || level === 'sp-or-ac') && at === 'sp' && scopes?.includes('sp')) return 'individual';
  if (level === 'sp' && at === 'ac' && scopes?.includes('ac') && holdsProvider(ctx)) return 'all';
  return null;
}
