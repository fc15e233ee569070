import { describe, expect, it } from 'vitest';
import { bySection, moveCell, sameGrants, toggle } from '@client/features/system/roles/matrixRules';

const catalogue = new Set([
  'build.tasks.read',
  'build.tasks.write',
  'build.tasks.lock',
  'manage.users.read',
  'manage.users.write',
  'system.roles.read',
  'build.tasks',
]);
const sorted = (s: Set<string>) => [...s].sort();

describe('the permission matrix: write implies read as you tick', () => {
  it('ticking write ticks read; ticking lock ticks read', () => {
    expect(sorted(toggle(new Set(), 'build.tasks.write', catalogue))).toEqual(['build.tasks.read', 'build.tasks.write']);
    expect(sorted(toggle(new Set(), 'build.tasks.lock', catalogue))).toEqual(['build.tasks.lock', 'build.tasks.read']);
  });

  it('unticking read unticks write and lock; unticking write keeps read', () => {
    const all = new Set(['build.tasks.read', 'build.tasks.write', 'build.tasks.lock', 'manage.users.read']);
    expect(sorted(toggle(all, 'build.tasks.read', catalogue))).toEqual(['manage.users.read']);
    expect(sorted(toggle(all, 'build.tasks.write', catalogue))).toEqual(['build.tasks.lock', 'build.tasks.read', 'manage.users.read']);
  });

  it('a permission without a mode toggles alone; the original set is not changed', () => {
    const before = new Set(['manage.users.read']);
    expect(sorted(toggle(before, 'build.tasks', catalogue))).toEqual(['build.tasks', 'manage.users.read']);
    expect(sorted(before)).toEqual(['manage.users.read']);
    expect(sameGrants(toggle(toggle(before, 'build.tasks', catalogue), 'build.tasks', catalogue), before)).toBe(true);
  });
});

describe('the permission matrix: sections and keys', () => {
  it("groups by section in the sidebar's order", () => {
    expect(
      bySection(['system.roles.read', 'manage.users.read', 'build.tasks.write', 'build.tasks.read']).map((g) => [g.section, g.permissions]),
    ).toEqual([
      ['build', ['build.tasks.read', 'build.tasks.write']],
      ['manage', ['manage.users.read']],
      ['system', ['system.roles.read']],
    ]);
  });

  it("arrows move one cell and stop at the edges; Home/End the row's ends, with Ctrl the grid's", () => {
    /** A key event as the grid gets it (no Mac here: Ctrl is the platform's modifier). */
    const ev = (key: string, ctrl = false) => ({ key, ctrlKey: ctrl, metaKey: false, altKey: false, shiftKey: false });
    const at = { row: 2, col: 1 };
    expect(moveCell(ev('ArrowDown'), at, 5, 3)).toEqual({ row: 3, col: 1 });
    expect(moveCell(ev('ArrowRight'), { row: 0, col: 2 }, 5, 3)).toEqual({ row: 0, col: 2 });
    expect(moveCell(ev('ArrowUp'), { row: 0, col: 0 }, 5, 3)).toEqual({ row: 0, col: 0 });
    expect(moveCell(ev('Home'), at, 5, 3)).toEqual({ row: 2, col: 0 });
    expect(moveCell(ev('End'), at, 5, 3)).toEqual({ row: 2, col: 2 });
    expect(moveCell(ev('Home', true), at, 5, 3)).toEqual({ row: 0, col: 0 });
    expect(moveCell(ev('End', true), at, 5, 3)).toEqual({ row: 4, col: 2 });
    expect(moveCell(ev('PageDown'), at, 5, 3)).toEqual({ row: 4, col: 1 });
    expect(moveCell(ev('a'), at, 5, 3)).toBeNull();
  });
});
