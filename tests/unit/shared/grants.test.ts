import { describe, expect, it } from 'vitest';
import { mayGrantLevel, permissionsNotHeld, withImpliedReads } from '@shared/access';

describe('what an administrator may give away', () => {
  it('names the permissions the actor does not hold, ignoring case and repeats', () => {
    const actor = { isSystem: false, permissions: ['manage.users.read', 'manage.users.write', 'build.content.prompts.read'] };
    expect(permissionsNotHeld(actor, ['manage.users.read', 'build.content.prompts.write', 'build.content.prompts.write'])).toEqual([
      'build.content.prompts.write',
    ]);
    expect(permissionsNotHeld(actor, ['MANAGE.USERS.WRITE'])).toEqual([]);
  });

  it('lets a system-role actor give any permission', () => {
    expect(permissionsNotHeld({ isSystem: true, permissions: [] }, ['system.roles.write'])).toEqual([]);
  });

  it('never lets a tenant level above the actor be granted', () => {
    expect(mayGrantLevel('sp', 'system')).toBe(false);
    expect(mayGrantLevel('ac', 'sp')).toBe(false);
    expect(mayGrantLevel('sp', 'ac')).toBe(true);
    expect(mayGrantLevel('sp', 'sp')).toBe(true);
    expect(mayGrantLevel('system', 'system')).toBe(true);
  });

  it('adds the read that a write or lock requires', () => {
    expect(withImpliedReads(['build.tasks.lock', 'manage.users.write', 'build.content.read'])).toEqual([
      'build.content.read',
      'build.tasks.lock',
      'build.tasks.read',
      'manage.users.read',
      'manage.users.write',
    ]);
  });
});
