import { afterEach, describe, expect, it } from 'vitest';
import { availableCommands } from '@client/commands/registry';
import { queryKeys } from '@client/api/queryKeys';
import { queryClient } from '@client/api/queries';
import { publishLevels } from '@shared/access/library';
import { gatingFlags } from '@shared/gating-flags';
import type { Selection } from '@shared/access/scope';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext } from './context';

const retail: Selection = { spId: 1, acId: 11 };
const builder = sessionUser({
  user_type: 'ac',
  roles_with_scope: [role('Account Builder', 'ac', 1)],
  permissions: ['build.tasks.read', 'build.tasks.write'],
  account_mappings: [provider(1, [11])],
});
const viewer = sessionUser({
  user_type: 'ac',
  roles_with_scope: [role('Account Viewer', 'ac', 1)],
  permissions: ['build.tasks.read'],
  account_mappings: [provider(1, [11])],
});
const ctxOf = (user = builder, selection = retail) => {
  const ctx = commandContext(user, selection);
  return { ...ctx, access: { ...ctx.access, enabledFeatures: ['build.tasks'] } };
};
const ids = (ctx: ReturnType<typeof ctxOf>) => availableCommands(ctx).map((c) => c.id);
const task = { task_id: 7, task_name: 'Main line', task_type: 'voice', tags: [], is_enabled: 1 };

afterEach(() => queryClient.clear());

describe('the task map command follows the callflow-visualiser flag (spec 2 §6)', () => {
  it('is offered only when the flag answered on; off or not asked yet hides it', () => {
    expect(ids(ctxOf())).not.toContain('tasks.map');
    queryClient.setQueryData(queryKeys.featureFlag(retail, gatingFlags.taskMap), false);
    expect(ids(ctxOf())).not.toContain('tasks.map');
    queryClient.setQueryData(queryKeys.featureFlag(retail, gatingFlags.taskMap), true);
    expect(ids(ctxOf())).toContain('tasks.map');
  });
});

describe('task library commands', () => {
  it('offers "Publish … to the library" for loaded tasks only to users who may publish, and the library itself to builders', () => {
    queryClient.setQueryData(['scope', 1, 11, 'tasks', 'list', 'all'], [task]);
    expect(ids(ctxOf())).toEqual(expect.arrayContaining(['tasks.publish.7', 'tasks.library']));
    expect(ids(ctxOf(viewer))).not.toContain('tasks.publish.7');
    expect(ids(ctxOf(viewer))).toContain('tasks.library');
  });

  it('publish levels: account builders at ac, provider admins at sp and ac, the system role at every level, none without an account', () => {
    const spAdmin = sessionUser({
      user_type: 'sp',
      roles_with_scope: [role('SP Admin', 'sp', 1)],
      permissions: ['build.tasks.read', 'build.tasks.write'],
      account_mappings: [provider(1, [11])],
    });
    const system = sessionUser({ user_type: 'system', roles_with_scope: [role('System Admin', 'system')], permissions: [] });
    const access = (user: typeof builder, selection: Selection = retail) => ({ user, selection, enabledFeatures: ['build.tasks'] });
    expect(publishLevels(access(builder))).toEqual(['ac']);
    expect(publishLevels(access(viewer))).toEqual([]);
    expect(publishLevels(access(spAdmin))).toEqual(['sp', 'ac']);
    expect(publishLevels(access(system))).toEqual(['system', 'sp', 'ac']);
    expect(publishLevels(access(builder, { spId: 1, acId: 'all' }))).toEqual([]);
  });
});
