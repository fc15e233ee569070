import { describe, expect, it } from 'vitest';
import { variable } from '@shared/expr';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { makeDue, queuedJobs } from './support/due-jobs';
import { demoIds, startStudio } from './support/studio';

const fx = accountFixture();
const h = flowHelpers(fx);
const unique = () => Math.random().toString(36).slice(2, 8);

/** A workflow task whose passed parameter `in` is copied into its output parameter `out`. */
async function copyWorkflow(call = h.call, workflow: Record<string, unknown> = {}) {
  const names = { in: `wf_in_${unique()}`, out: `wf_out_${unique()}` };
  const vin = (
    await call('POST', '/content/variables', { variable_name: names.in, variable_type: 'single_value', passed_parameter: true })
  ).json().data;
  const vout = (await call('POST', '/content/variables', { variable_name: names.out, variable_type: 'single_value' })).json().data;
  const t = await h.task('workflow', { workflow_task: { passed_params: [names.in], output_params: [names.out], ...workflow } });
  const { canvas_id, start } = await h.start(t.task_id);
  const copy = await h.insert(t.task_id, canvas_id, start, 'variable', { variable_id: vout.variable_id, value: variable(vin.variable_id) });
  return { t, names, canvas_id, copy, vout };
}
const usage = (taskId: number) => fx.s.db.selectFrom('usage_records').selectAll().where('task_id', '=', taskId).execute();

describe('POST /studio/workflow-run-now', () => {
  it('runs the workflow through the engine with its passed parameters and answers its output parameters', async () => {
    const w = await copyWorkflow();
    const res = await h.call('POST', '/studio/workflow-run-now', { task_id: w.t.task_id, passed_params: { [w.names.in]: 'A-17' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ended',
      outcome: 'completed',
      task_version: null,
      output_params: { [w.names.out]: 'A-17' },
    });
    expect(res.json().data.events).toContainEqual({
      type: 'variable_set',
      node_id: w.copy.node_id,
      variable_id: w.vout.variable_id,
      value: 'A-17',
    });
    expect(await usage(w.t.task_id)).toEqual([
      expect.objectContaining({
        session_id: res.json().data.session_id,
        simulated: 0,
        task_version: null,
        channel: 'workflow',
        outcome: 'completed',
      }),
    ]);
  });

  it('runs the published version once there is one, and names it in the usage record', async () => {
    const w = await copyWorkflow();
    const published = (await h.call('POST', `/studio/versions/untitled-version/${w.t.task_id}`, {})).json().data.version.version_id;
    await h.call('DELETE', `/node/nodes/${w.copy.node_id}`, { delete_type: 'delete_node', canvas_id: w.canvas_id });
    const run = (await h.call('POST', '/studio/workflow-run-now', { task_id: w.t.task_id, passed_params: { [w.names.in]: 'v1' } })).json()
      .data;
    expect(run).toMatchObject({ task_version: published, output_params: { [w.names.out]: 'v1' } });
    expect((await usage(w.t.task_id))[0]).toMatchObject({ task_version: published, simulated: 0 });
  });

  it('refuses what is not a workflow or not a passed parameter with 422, and runs nothing', async () => {
    const w = await copyWorkflow();
    const voice = await h.task();
    const refusals: [Record<string, unknown>, string][] = [
      [{ task_id: voice.task_id }, 'task_id: Only workflow tasks run this way.'],
      [
        { task_id: w.t.task_id, passed_params: { [w.names.out]: 'x' } },
        `passed_params.${w.names.out}: '${w.names.out}' is not a passed parameter of this task.`,
      ],
      [{ task_id: w.t.task_id, passed_params: 'x' }, ''],
    ];
    for (const [body, message] of refusals) {
      const res = await h.call('POST', '/studio/workflow-run-now', body);
      expect(res.statusCode, res.body).toBe(422);
      if (message) expect(res.json().errors[0]).toBe(message);
    }
    const missing = await copyWorkflow(h.call, {});
    await fx.s.db
      .updateTable('tasks')
      .set({ passed_params: JSON.stringify(['no_such_variable']) })
      .where('task_id', '=', missing.t.task_id)
      .execute();
    const res = await h.call('POST', '/studio/workflow-run-now', { task_id: missing.t.task_id, passed_params: { no_such_variable: 1 } });
    expect(res.json().errors[0]).toBe("passed_params.no_such_variable: There is no variable named 'no_such_variable'.");
    expect([...(await usage(w.t.task_id)), ...(await usage(voice.task_id)), ...(await usage(missing.t.task_id))]).toEqual([]);
  });

  it("answers another account's task with 404 and a read-only user with 403", async () => {
    const w = await copyWorkflow();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    expect(
      (await fx.s.call('POST', '/studio/workflow-run-now', { token: fx.token, selection: health, body: { task_id: w.t.task_id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await fx.s.call('POST', `/studio/workflow/${w.t.task_id}/collection`, { token: fx.token, selection: health, body: {} })).statusCode,
    ).toBe(404);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect(
      (await fx.s.call('POST', '/studio/workflow-run-now', { token: viewer, selection: fx.retail, body: { task_id: w.t.task_id } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await fx.s.call('POST', `/studio/workflow/${w.t.task_id}/collection`, { token: viewer, selection: fx.retail, body: {} })).statusCode,
    ).toBe(403);
    expect(await usage(w.t.task_id)).toEqual([]);
  });
});

describe('POST /studio/workflow/{task_id}/collection', () => {
  it('schedules the next run of the form as a delayed job; an inactive or past schedule has none', async () => {
    const startOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    const w = await copyWorkflow(h.call, { start_on: startOn, schedule_time_zone: 'UTC' });
    const res = await h.call('POST', `/studio/workflow/${w.t.task_id}/collection`, { passed_params: { [w.names.in]: 'nightly' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      task_id: w.t.task_id,
      is_active: true,
      next_run_at: `${startOn}:00.000Z`,
      runs: 0,
      passed_params: { [w.names.in]: 'nightly' },
    });
    const jobs = await queuedJobs(fx.s, 'workflow.scheduled-run', { task_id: w.t.task_id });
    expect(jobs).toHaveLength(1);
    expect(Math.abs(Date.parse(jobs[0]!.run_at) - Date.parse(`${startOn}:00Z`))).toBeLessThan(1000);
    const bad = await h.call('POST', `/studio/workflow/${w.t.task_id}/collection`, { passed_params: { nope: 1 } });
    expect(bad.statusCode).toBe(422);
    await h.call('PUT', `/studio/tasks/${w.t.task_id}`, { workflow_task: { is_active: false } });
    const off = (await h.call('POST', `/studio/workflow/${w.t.task_id}/collection`, {})).json().data;
    expect(off).toMatchObject({ is_active: false, next_run_at: null });
  });
});

describe('a recurring schedule and is_repeat', () => {
  const schedule = (id: number) => fx.s.db.selectFrom('workflow_schedules').selectAll().where('task_id', '=', id).executeTakeFirstOrThrow();
  /** Schedules a daily workflow at 07:00 UTC from tomorrow, makes its first run due and answers the schedule after it. */
  async function afterFirstRun(isRepeat: boolean) {
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const w = await copyWorkflow(h.call, {
      workflow_schedule: 'Recurring',
      start_on: `${day}T07:00`,
      schedule_time_zone: 'UTC',
      is_repeat: isRepeat,
      repeat_frequency: '00:30:00',
      number_of_executions: 3,
      schedule: { starts_on: day, repeat_frequency: 'Daily', repeat_interval: 1, repeat_in: [], end_type: 'Never', end_type_value: null },
    });
    const res = await h.call('POST', `/studio/workflow/${w.t.task_id}/collection`, { passed_params: { [w.names.in]: 'daily' } });
    expect(res.json().data.next_run_at).toBe(`${day}T07:00:00.000Z`);
    await makeDue(fx.s, 'workflow.scheduled-run', { task_id: w.t.task_id });
    await expect.poll(async () => (await schedule(w.t.task_id)).runs, { timeout: 15_000, interval: 100 }).toBe(1);
    expect(await usage(w.t.task_id)).toHaveLength(1);
    return { day, next: (await schedule(w.t.task_id)).next_run_at };
  }

  it('with is_repeat off, an occurrence runs once: the next run is the next day, not repeat_frequency later', async () => {
    const { day, next } = await afterFirstRun(false);
    expect(next).toBe(new Date(Date.parse(`${day}T07:00:00Z`) + 86_400_000).toISOString());
  }, 30_000);

  it('with is_repeat on, an occurrence runs again repeat_frequency later', async () => {
    const { day, next } = await afterFirstRun(true);
    expect(next).toBe(`${day}T07:30:00.000Z`);
  }, 30_000);
});

describe('a scheduled run after a restart', () => {
  it('the delayed job outlives the server; when due, the workflow runs with the scheduled parameters', async () => {
    const s = await startStudio({ persistent: true });
    const ids = await demoIds(s.db);
    const selection = { spId: ids.northwind, acId: ids.retail };
    const token = await s.login('ac.builder@studio.test');
    const call = (method: string, url: string, body?: unknown) => s.call(method, url, { token, selection, body });
    const names = { in: `wf_in_${unique()}`, out: `wf_out_${unique()}` };
    const vin = (
      await call('POST', '/content/variables', { variable_name: names.in, variable_type: 'single_value', passed_parameter: true })
    ).json().data;
    const vout = (await call('POST', '/content/variables', { variable_name: names.out, variable_type: 'single_value' })).json().data;
    const startOn = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    const t = (
      await call('POST', '/studio/tasks', {
        task_name: `Nightly ${unique()}`,
        task_type: 'workflow',
        workflow_task: { passed_params: [names.in], output_params: [names.out], start_on: startOn, schedule_time_zone: 'UTC' },
      })
    ).json().data;
    const main = (await call('GET', `/node/canvas?task_id=${t.task_id}`))
      .json()
      .data.find((c: { is_main_canvas: number }) => c.is_main_canvas === 1);
    await call('POST', '/node/nodes', {
      task_id: t.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'variable',
      config: { variable_id: vout.variable_id, value: variable(vin.variable_id) },
    });
    expect(
      (await call('POST', `/studio/workflow/${t.task_id}/collection`, { passed_params: { [names.in]: 'after restart' } })).statusCode,
    ).toBe(200);
    await s.close({ keep: true });

    const again = await startStudio({ restart: s.place });
    try {
      await makeDue(again, 'workflow.scheduled-run'); // the only scheduled run of this fresh studio
      const records = () => again.db.selectFrom('usage_records').selectAll().where('task_id', '=', t.task_id).execute();
      await expect.poll(async () => (await records()).length, { timeout: 15_000, interval: 100 }).toBe(1);
      expect((await records())[0]).toMatchObject({
        simulated: 0,
        outcome: 'completed',
        variables: JSON.stringify({ [vout.variable_id]: 'after restart' }),
      });
      await expect
        .poll(
          async () =>
            (await again.db.selectFrom('workflow_schedules').selectAll().where('task_id', '=', t.task_id).executeTakeFirstOrThrow()).runs,
        )
        .toBe(1);
      expect(
        (await again.db.selectFrom('workflow_schedules').selectAll().where('task_id', '=', t.task_id).executeTakeFirstOrThrow())
          .next_run_at,
      ).toBeNull();
    } finally {
      await again.close();
    }
  }, 60_000);
});
