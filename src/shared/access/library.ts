import type { TemplateLevel } from '../api/library';
import { canAccess, effectiveRole, isSystemRole, type AccessContext } from './engine';

/** Who owns a task library template: the level and its owner column (system: none). */
export interface TemplateOwner {
  level: TemplateLevel;
  sp_id: number | null;
  ac_id: number | null;
}

/**
 * May the user publish, change or delete templates of this owner: system templates need the system
 * role; a provider's need its admin (a provider role of that provider, with that provider selected); an account's
 * need build.tasks write with that account selected. The server's check and the client's menus both ask this.
 */
export function mayManageTemplate(ctx: AccessContext, owner: TemplateOwner): boolean {
  const role = effectiveRole(ctx.user, ctx.selection);
  if (isSystemRole(role)) return true;
  if (owner.level === 'system') return false;
  if (owner.level === 'sp') return !!role && role.scope === 'sp' && role.sp_id === owner.sp_id && ctx.selection.spId === owner.sp_id;
  return owner.ac_id !== null && ctx.selection.acId === owner.ac_id && canAccess(ctx, 'build.tasks', 'write').allowed;
}

/** The owner a new template of this level gets from the selection. */
export function templateOwnerFor(ctx: Pick<AccessContext, 'selection'>, level: TemplateLevel): TemplateOwner {
  const { spId, acId } = ctx.selection;
  if (level === 'system') return { level, sp_id: null, ac_id: null };
  if (level === 'sp') return { level, sp_id: spId === 'all' ? null : spId, ac_id: null };
  return { level, sp_id: null, ac_id: acId === 'all' ? null : acId };
}

/** The levels the user may publish a task of the selected account at, widest first. */
export function publishLevels(ctx: AccessContext): TemplateLevel[] {
  if (ctx.selection.acId === 'all') return [];
  return (['system', 'sp', 'ac'] as const).filter((level) => mayManageTemplate(ctx, templateOwnerFor(ctx, level)));
}
