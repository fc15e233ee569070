import type { TenantLevel } from '../entities/define';
import { effectiveRole, isSystemRole, type AccessContext } from './engine';
import { scopeLevel } from './scope';

/**
 * Whether a selection reaches an entity's rows at its tenant level, as the server's tenant rule decides
 * (server/http/tenant-repo.ts tenantOf): provider rows need the system role, or the provider selected with
 * "All accounts" by a user mapped to the whole provider — an account user who picked "All accounts" is
 * not the provider; account rows need one account selected. The sidebar and palette list an entity screen
 * only when this holds, so they never offer a screen the server then refuses.
 */
export function reachesTenant(
  level: TenantLevel | undefined,
  ctx: AccessContext & { user: { account_mappings?: readonly { sp_id: number; scope: string }[] } },
): boolean {
  if (!level || level === 'system' || isSystemRole(effectiveRole(ctx.user, ctx.selection))) return true;
  const at = scopeLevel(ctx.selection);
  if (level === 'ac') return at === 'ac';
  if (at !== 'sp') return false;
  return ctx.user.account_mappings?.find((o) => o.sp_id === ctx.selection.spId)?.scope === 'sp';
}
