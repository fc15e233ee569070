import { describe, expect, it } from 'vitest';
import { useDialer } from '@server/modules/campaigns/dialer';
import { multipart } from './support/multipart';
import { makeDue } from './support/due-jobs';
import type { AccountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { demoIds, startStudio, type TestStudio } from './support/studio';

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a campaign across a restart', () => {
  it('loses no contact and calls none twice when the server stops mid-run and starts again', async () => {
    const s = await startStudio({ persistent: true });
    const ids = await demoIds(s.db);
    const selection = { spId: ids.northwind, acId: ids.retail };
    const token = await s.login('ac.builder@studio.test');
    const call = (method: string, url: string, body?: unknown) => s.call(method, url, { token, selection, body });
    const task = (await call('POST', '/studio/tasks', { task_name: 'Restart reminder', task_type: 'voice' })).json().data;
    const numberId = (
      await s.db.selectFrom('phone_numbers').select('phone_number_id').where('phone_number', '=', '+442079460102').executeTakeFirstOrThrow()
    ).phone_number_id;
    const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
    const id = (
      await call('POST', '/campaign/campaigns', {
        campaign_name: 'Across a restart',
        task_id: task.task_id,
        channel: 'voice',
        caller_number_id: numberId,
        schedule: always,
      })
    ).json().data.campaign_id;
    const list = Array.from({ length: 100 }, (_, i) => `+4420794${String(61000 + i)}`);
    const { body, headers } = multipart('list.csv', Buffer.from(`phone_number\n${list.join('\n')}\n`));
    const up = await s.app.inject({
      method: 'POST',
      url: `/api/campaign/${id}/upload`,
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        'x-scope': 'ac',
        'x-scope-id': String(ids.retail),
        'x-sp-id': String(ids.northwind),
      },
      payload: body,
    });
    expect(up.statusCode, up.body).toBe(200);
    useDialer(s.app.studio, () => new Promise((r) => setTimeout(() => r('answered'), 40)));
    expect((await call('POST', `/campaign/${id}/trigger`, { action: 'start' })).statusCode).toBe(200);
    const contacts = (db: TestStudio['db']) =>
      db.selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', id).orderBy('contact_id').execute();
    await until(async () => (await contacts(s.db)).filter((c) => c.state === 'completed').length >= 10);
    // What a process killed mid-call leaves: a contact claimed for its second attempt but not yet dialled, and one dialled
    // whose session wrote nothing.
    const [notDialled, dialled] = (await contacts(s.db)).filter((c) => c.state === 'pending').slice(-2);
    await s.db
      .updateTable('campaign_contacts')
      .set({ state: 'calling', worker: 1000, session_id: null, attempts: 1 })
      .where('contact_id', '=', notDialled!.contact_id)
      .execute();
    await s.db
      .updateTable('campaign_contacts')
      .set({ state: 'calling', worker: 1000, session_id: 'dialled-before-the-crash', attempts: 1 })
      .where('contact_id', '=', dialled!.contact_id)
      .execute();
    await s.close({ keep: true });

    const again = await startStudio({ restart: s.place });
    try {
      await until(
        async () =>
          (await again.db.selectFrom('campaigns').select('status').where('campaign_id', '=', id).executeTakeFirstOrThrow()).status ===
          'completed',
      );
      const rows = await contacts(again.db);
      expect(rows).toHaveLength(100);
      expect(rows.filter((c) => c.state === 'completed')).toHaveLength(99);
      expect(rows.find((c) => c.contact_id === dialled!.contact_id)).toMatchObject({
        state: 'failed',
        session_id: 'dialled-before-the-crash',
        attempts: 1,
      });
      // Its attempt is counted once: the claim the crash cut short made none, the dial after the restart one.
      expect(rows.find((c) => c.contact_id === notDialled!.contact_id)).toMatchObject({ state: 'completed', attempts: 2 });
      // One session per answered call: no contact's call was placed twice.
      const usage = await again.db.selectFrom('usage_records').select('session_id').where('task_id', '=', task.task_id).execute();
      expect(usage).toHaveLength(99);
      expect(new Set(usage.map((u) => u.session_id))).toEqual(
        new Set(rows.filter((c) => c.state === 'completed').map((c) => c.session_id)),
      );
      expect(rows.filter((c) => c.contact_id !== notDialled!.contact_id).every((c) => c.attempts === 1)).toBe(true);
    } finally {
      await again.close();
    }
  }, 90_000);
});

describe('a parked call across a restart', () => {
  it('a call whose session waits is still settled once its session ends after the server started again', async () => {
    const s = await startStudio({ persistent: true });
    const ids = await demoIds(s.db);
    const selection = { spId: ids.northwind, acId: ids.retail };
    const token = await s.login('ac.builder@studio.test');
    const call = (method: string, url: string, body?: unknown) => s.call(method, url, { token, selection, body });
    const h = flowHelpers({ s, call } as AccountFixture);
    const task = await h.task('voice');
    const { canvas_id, start } = await h.start(task.task_id);
    // A minute to answer the menu each time: only the test moves its no-input timers on.
    await h.insert(task.task_id, canvas_id, start, 'menu', { prompt_id: await h.prompt(), timeout_seconds: 60 });
    const numberId = (
      await s.db.selectFrom('phone_numbers').select('phone_number_id').where('phone_number', '=', '+442079460102').executeTakeFirstOrThrow()
    ).phone_number_id;
    const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
    const id = (
      await call('POST', '/campaign/campaigns', {
        campaign_name: 'Parked across a restart',
        task_id: task.task_id,
        channel: 'voice',
        caller_number_id: numberId,
        schedule: always,
      })
    ).json().data.campaign_id;
    const { body, headers } = multipart('list.csv', Buffer.from('phone_number\n+442079462000\n+442079462001\n'));
    const up = await s.app.inject({
      method: 'POST',
      url: `/api/campaign/${id}/upload`,
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        'x-scope': 'ac',
        'x-scope-id': String(ids.retail),
        'x-sp-id': String(ids.northwind),
      },
      payload: body,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await call('POST', `/campaign/${id}/trigger`, { action: 'start' })).statusCode).toBe(200);
    const contacts = (db: TestStudio['db']) =>
      db.selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', id).orderBy('contact_id').execute();
    // Both calls wait on the menu, parked: calling, no thread's.
    await until(async () => (await contacts(s.db)).every((c) => c.state === 'calling' && c.worker === null && c.session_id !== null));
    const placed = (await contacts(s.db)).map((c) => c.session_id);
    await s.close({ keep: true });

    const again = await startStudio({ restart: s.place });
    try {
      await until(
        async () => (
          await makeDue(again, 'run.timer'),
          await makeDue(again, 'campaign.worker'),
          (await contacts(again.db)).every((c) => c.state !== 'calling')
        ),
      );
      const rows = await contacts(again.db);
      // Each contact keeps the call it had: settled by its session's end, never called again.
      expect(rows.map((c) => [c.session_id, c.attempts])).toEqual(placed.map((sid) => [sid, 1]));
      const usage = await again.db
        .selectFrom('usage_records')
        .select(['session_id', 'outcome', 'ended_at'])
        .where('task_id', '=', task.task_id)
        .execute();
      expect(usage.map((u) => u.session_id).sort()).toEqual([...placed].sort());
      expect(usage.every((u) => u.ended_at !== null)).toBe(true);
      for (const c of rows)
        expect(c.state).toBe(usage.find((u) => u.session_id === c.session_id)!.outcome === 'error' ? 'failed' : 'completed');
      await until(
        async () =>
          (await again.db.selectFrom('campaigns').select('status').where('campaign_id', '=', id).executeTakeFirstOrThrow()).status ===
          'completed',
      );
    } finally {
      await again.close();
    }
  }, 90_000);
});
