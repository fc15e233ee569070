import type { ScopeLevel } from './scope';

/**
 * What an administrator may give away (spec 3 §6): only permissions they hold themselves, and never a
 * tenant level above their own. One rule for inviting users, editing a user's permissions, editing a role's
 * permissions and assigning roles; the server enforces it and the client greys out what fails it.
 */

const levelRank: Record<ScopeLevel, number> = { system: 3, sp: 2, ac: 1 };

/** The permissions of `wanted` that the actor does not hold exactly (a system-role actor holds every one). */
export function permissionsNotHeld(actor: { isSystem: boolean; permissions: readonly string[] }, wanted: readonly string[]): string[] {
  if (actor.isSystem) return [];
  const held = new Set(actor.permissions.map((p) => p.toLowerCase()));
  return [...new Set(wanted)].filter((p) => !held.has(p.toLowerCase()));
}

/** A role or user of `granted` level may be made by an actor of `actor` level: never above the actor's own. */
export function mayGrantLevel(actor: ScopeLevel, granted: ScopeLevel): boolean {
  return levelRank[granted] <= levelRank[actor];
}

/** Write implies read: `x.write` (or `x.lock`) brings `x.read` along. Answers the set to store, sorted. */
export function withImpliedReads(permissions: readonly string[]): string[] {
  const all = new Set(permissions);
  for (const p of permissions) {
    const m = /^(.*)\.(write|lock)$/.exec(p);
    if (m) all.add(`${m[1]}.read`);
  }
  return [...all].sort();
}
