/**
 * Permission and feature matching (spec 1 §6).
 * Permissions are strings such as build.tasks, manage.users, build.content.prompts.read.
 */

const normalise = (s: string) => s.toLowerCase().replace(/[\s._\-/:]+/g, '');

/** A feature is available if the enabled-feature list contains the name: case- and separator-insensitive substring match. */
export function hasFeature(enabledFeatures: readonly string[], name: string): boolean {
  const wanted = normalise(name);
  if (!wanted) return true;
  return enabledFeatures.some((f) => normalise(f).includes(wanted));
}

/** A user holds `permission` when it has it exactly or has a narrower one below it (build.tasks ⇐ build.tasks.read). */
export function hasPermission(granted: readonly string[], permission: string): boolean {
  const wanted = permission.toLowerCase();
  return granted.some((g) => {
    const p = g.toLowerCase();
    return p === wanted || p.startsWith(wanted + '.');
  });
}

/** The permission a route path stands for: '/build/content/prompts' → 'build.content.prompts'. Import task routes count as build.tasks. */
export function pathPermission(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  if (clean.startsWith('import/task')) return 'build.tasks';
  return clean
    .split('/')
    .filter((seg) => seg && !seg.startsWith(':') && !/^\d+$/.test(seg))
    .join('.');
}

/** 'lock' is the spec's lock permission (e.g. build.tasks.lock); like 'write' it requires the matching read. */
export type AccessMode = 'read' | 'write' | 'lock';

/** Read checks `<perm>.read`; write and lock need `<perm>.write` / `<perm>.lock` and also `<perm>.read`. The bare permission grants every mode. */
export function hasModePermission(granted: readonly string[], permission: string, mode: AccessMode): boolean {
  const holds = (m: AccessMode) =>
    hasPermission(granted, `${permission}.${m}`) || granted.some((g) => g.toLowerCase() === permission.toLowerCase());
  const read = holds('read');
  if (mode === 'read') return read;
  return holds(mode) && read;
}
