import { describe, expect, it } from 'vitest';
import { shellMessages } from '@shared/messages-core';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';

/**
 * The spec 2 §6 flags that gate this area, on the server: callflow-visualiser (the task map), live-chat-monitoring (a
 * task's live view), dynamic-form-type (the dynamic forms). A flag turned off, off by a rule for the account, or whose
 * check fails (an unknown or broken flag) refuses the call with the spec's message and changes nothing.
 */
const fx = accountFixture();

const flagRow = (name: string) => fx.s.db.selectFrom('feature_flags').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const setFlag = async (name: string, values: { default_state?: number; is_enabled?: number }) => {
  await fx.s.db.updateTable('feature_flags').set(values).where('name', '=', name).execute();
};
async function withRule<T>(name: string, acId: number, state: 0 | 1, run: () => Promise<T>): Promise<T> {
  const flag = await flagRow(name);
  const { id } = await fx.s.db
    .insertInto('feature_flag_rules')
    .values({ flag_id: flag.id, user_id: null, sp_id: null, ac_id: acId, domain_id: null, form_type: null, flag_state: state })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    return await run();
  } finally {
    await fx.s.db.deleteFrom('feature_flag_rules').where('id', '=', id).execute();
  }
}
async function retailTask() {
  return (
    await fx.s.db
      .selectFrom('tasks')
      .select('task_id')
      .where('task_name', '=', 'Retail main line')
      .where('ac_id', '=', fx.ids.retail)
      .executeTakeFirstOrThrow()
  ).task_id;
}

describe('feature flags gate the calls of this area (spec 2 §6)', () => {
  it('callflow-visualiser: the task map answers while the flag is on, and is refused when it is off or off for the account', async () => {
    const name = 'studio.callflow-visualiser.dev';
    expect((await fx.call('GET', '/studio/tasks/map')).statusCode).toBe(200);
    await withRule(name, fx.ids.retail, 0, async () => {
      const off = await fx.call('GET', '/studio/tasks/map');
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe(shellMessages.notProvisioned);
    });
    const before = await flagRow(name);
    await setFlag(name, { is_enabled: 0 });
    try {
      expect((await fx.call('GET', '/studio/tasks/map')).statusCode).toBe(403);
    } finally {
      await setFlag(name, { is_enabled: before.is_enabled });
    }
    expect((await fx.call('GET', '/studio/tasks/map')).statusCode).toBe(200);
  });

  it('live-chat-monitoring: enabling and reading the live view are refused when the flag is off, and nothing is stored', async () => {
    const name = 'studio.live-chat-monitoring.temp';
    const task = await retailTask();
    const monitors = async () => (await fx.s.db.selectFrom('live_monitors').select('ani').where('task_id', '=', task).execute()).length;
    const before = await monitors();
    await withRule(name, fx.ids.retail, 0, async () => {
      const enable = await fx.call('POST', '/task/live-conversation-monitoring/enable', { task_id: task, ani: '+15550100' });
      expect(enable.statusCode).toBe(403);
      expect(enable.json().message).toBe(shellMessages.notProvisioned);
      expect((await fx.call('GET', `/task/live-conversation-monitoring/${task}`)).statusCode).toBe(403);
    });
    expect(await monitors()).toBe(before);
    const on = await fx.call('POST', '/task/live-conversation-monitoring/enable', { task_id: task, ani: '+15550100' });
    expect(on.statusCode, on.body).toBe(200);
    expect((await fx.call('GET', `/task/live-conversation-monitoring/${task}`)).statusCode).toBe(200);
  });

  it('a failed flag check counts as off: an unknown (removed) flag refuses the call', async () => {
    const name = 'studio.callflow-visualiser.dev';
    const row = await flagRow(name);
    await fx.s.db.deleteFrom('feature_flag_rules').where('flag_id', '=', row.id).execute();
    await fx.s.db.deleteFrom('feature_flags').where('id', '=', row.id).execute();
    try {
      expect((await fx.call('GET', '/studio/tasks/map')).statusCode).toBe(403);
    } finally {
      const { id: _id, ...rest } = row;
      await fx.s.db.insertInto('feature_flags').values(rest).execute();
    }
    expect((await fx.call('GET', '/studio/tasks/map')).statusCode).toBe(200);
  });

  it('dynamic-form-type: the dynamic forms are refused with their message when the flag is off for the account', async () => {
    await withRule('studio.dynamic-form-type.temp', fx.ids.retail, 0, async () => {
      const off = await fx.call('GET', '/form/dynamic-form-types');
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe(messages.forms.dynamicFormsDisabled);
    });
    expect((await fx.call('GET', '/form/dynamic-form-types')).statusCode).toBe(200);
  });
});
