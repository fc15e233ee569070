import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { olderStudioDir } from './support/older-studio';

/**
 * Migration from the older studio: mapping, validation node by node, migrate (the task validates and runs
 * in the simulator along the older studio's paths), rollback to exactly the account before, flagged nodes, the
 * tools after a migration, and the system role alone.
 */
const older = olderStudioDir([
  { id: 6001, sp: 601, options: { tasks: 2, nodes: 30, flagged: true, template: true } },
  { id: 6002, sp: 601, options: { tasks: 2, nodes: 20, broken: 'orphan' } },
  { id: 6003, sp: 601, options: { tasks: 1, nodes: 20, broken: 'prompt' } },
  { id: 6004, sp: 602, options: { tasks: 1, nodes: 20, lastCallAt: '2024-01-01T00:00:00.000Z' } },
]);
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let system: string;
let spAdmin: string;
const all: Selection = { spId: 'all', acId: 'all' };
const sys = (method: string, url: string, body?: unknown) => s.call(method, url, { token: system, selection: all, body });
const inAccount = (acId: number) => (method: string, url: string, body?: unknown) =>
  s.call(method, url, { token: system, selection: { spId: ids.northwind, acId }, body });

beforeAll(async () => {
  s = await startStudio({ config: { studio6Dir: older.dir } });
  ids = await demoIds(s.db);
  system = await s.login('system@studio.test');
  spAdmin = await s.login('sp.admin@studio.test');
});
afterAll(() => s.close());

async function waitForJob(jobId: number) {
  for (let i = 0; i < 400; i++) {
    const job = (await sys('GET', `/studio6/accounts/jobs/${jobId}`)).json().data;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** Every row the account owns in the tables a migration touches, to compare before and after. */
async function accountState(acId: number) {
  const rows = async (
    table: 'tasks' | 'canvases' | 'nodes' | 'prompts' | 'variables' | 'data_stores' | 'data_store_documents' | 'content_usages',
  ) => (await s.db.selectFrom(table).selectAll().where('ac_id', '=', acId).execute()).map((r) => JSON.stringify(r)).sort();
  return {
    account: await s.db.selectFrom('accounts').selectAll().where('ac_id', '=', acId).executeTakeFirstOrThrow(),
    tasks: await rows('tasks'),
    canvases: await rows('canvases'),
    nodes: await rows('nodes'),
    prompts: await rows('prompts'),
    variables: await rows('variables'),
    data_stores: await rows('data_stores'),
    documents: await rows('data_store_documents'),
    usages: await rows('content_usages'),
    templates: (await s.db.selectFrom('task_libraries').select('template_id').execute()).length,
  };
}

describe('the system role alone', () => {
  it('answers 403 to a provider admin on every kind of migration call, and changes nothing', async () => {
    const asAdmin = (method: string, url: string, body?: unknown) =>
      s.call(method, url, { token: spAdmin, selection: { spId: ids.northwind, acId: 'all' }, body });
    const calls: [string, string, unknown?][] = [
      ['GET', '/studio6/service-providers'],
      ['GET', '/studio6/portal/get-s6-groups'],
      ['POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind }],
      ['POST', '/studio6/accounts/validate', { s6_ac_id: 6001 }],
      ['POST', '/studio6/accounts/migrate', { s6_ac_id: 6001 }],
      ['GET', '/studio6/batch-migrations'],
      ['POST', '/studio6/batch-migrations', { s6_ac_ids: [6001] }],
      ['PATCH', '/studio6/batch-migrations/1', { status: 'paused' }],
    ];
    for (const [method, url, body] of calls) expect((await asAdmin(method, url, body)).statusCode, url).toBe(403);
    expect(await s.db.selectFrom('s6_sp_mappings').selectAll().execute()).toEqual([]);
  });
});

describe('the portal: providers, groups, mapping', () => {
  it('lists the older providers and groups, validates and maps a provider, refuses a second mapping without remap', async () => {
    const providers = (await sys('GET', '/studio6/service-providers')).json().data;
    expect(providers.map((p: { s6_sp_id: number; group_count: number }) => [p.s6_sp_id, p.group_count])).toEqual([
      [601, 3],
      [602, 1],
    ]);
    expect((await sys('POST', '/studio6/portal/validate-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind })).json().data).toEqual({
      valid: true,
      problems: [],
    });
    expect((await sys('POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind })).statusCode).toBe(200);
    const other = await sys('POST', '/studio6/portal/map-sp', { s6_sp_id: 602, s7_sp_id: ids.northwind });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(`The service provider ${ids.northwind} is already mapped to another older service provider.`);
    const again = await sys('POST', '/studio6/portal/validate-sp', { s6_sp_id: 601, s7_sp_id: ids.bluebird });
    expect(again.json().data.problems).toEqual(['The older service provider 601 is already mapped; send remap to map it again.']);
    expect((await sys('GET', '/studio6/portal/unmapped-sps')).json().data.map((p: { s6_sp_id: number }) => p.s6_sp_id)).toEqual([602]);
    expect((await sys('GET', '/studio6/portal/get-mapped-s7-sp')).json().data).toMatchObject([
      { s6_sp_id: 601, s7_sp_id: ids.northwind, s6_sp_name: 'Leeds Voice Services' },
    ]);
  });

  it('maps groups only to accounts of the mapped provider, one group per account; remap moves it; unmap frees it', async () => {
    const wrong = await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6001, s7_ac_id: ids.support });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      `The account ${ids.support} does not belong to the service provider the older group's provider is mapped to.`,
    ]);
    expect((await sys('POST', '/studio6/portal/validate-ac', { s6_ac_id: 6004, s7_ac_id: ids.health })).json().data.problems).toEqual([
      "Map the older group's service provider 602 first.",
    ]);
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6001, s7_ac_id: ids.health })).statusCode).toBe(200);
    const taken = await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6002, s7_ac_id: ids.health });
    expect(taken.json().errors).toEqual([`The account ${ids.health} is already mapped to another older group.`]);
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6001, s7_ac_id: ids.retail })).json().errors).toEqual([
      'The older group 6001 is already mapped; send remap to map it again.',
    ]);
    const moved = await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6001, s7_ac_id: ids.retail, remap: true });
    expect(moved.json().data).toMatchObject({ s6_ac_id: 6001, s7_ac_id: ids.retail, status: 'mapped', group_name: 'Older group 6001' });
    const available = (await sys('GET', `/studio6/portal/available-accounts?s7_sp_id=${ids.northwind}`))
      .json()
      .data.map((a: { ac_id: number }) => a.ac_id);
    expect(available).toContain(ids.health);
    expect(available).not.toContain(ids.retail);
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6002, s7_ac_id: ids.logistics })).statusCode).toBe(200);
    expect((await sys('POST', '/studio6/portal/unmap-ac', { s7_ac_id: ids.logistics })).statusCode).toBe(200);
    expect((await sys('POST', '/studio6/portal/unmap-ac', { s7_ac_id: ids.logistics })).statusCode).toBe(404);
    expect(
      (await sys('GET', '/studio6/portal/unmapped-acs?s6_sp_id=601')).json().data.map((g: { s6_ac_id: number }) => g.s6_ac_id),
    ).toEqual([6002, 6003]);
  });

  it('refuses bad bodies with 422 and stores nothing', async () => {
    const before = await s.db.selectFrom('s6_ac_mappings').selectAll().execute();
    for (const body of [
      {},
      { s6_ac_id: 'x', s7_ac_id: 1 },
      { s6_ac_id: 6001, s7_ac_id: -1 },
      { s6_ac_id: 6003, s7_ac_id: ids.logistics, extra: 1 },
    ]) {
      expect((await sys('POST', '/studio6/portal/map-ac', body)).statusCode).toBe(422);
    }
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 9999, s7_ac_id: ids.logistics })).json().message).toBe(
      'The older group 9999 does not exist.',
    );
    expect(await s.db.selectFrom('s6_ac_mappings').selectAll().execute()).toEqual(before);
  });
});

describe('validation, node by node', () => {
  it('flags older kinds without equivalent with the reason, and lists what would not migrate', async () => {
    const check = (await sys('POST', '/studio6/accounts/validate', { s6_ac_id: 6001 })).json().data;
    expect(check).toMatchObject({ would_migrate: 2, would_not_migrate: 0, flagged_nodes: 4 });
    const flags = check.tasks[0].issues;
    expect(flags.map((i: { node_kind: string; severity: string }) => [i.node_kind, i.severity])).toEqual([
      ['Fax', 'flag'],
      ['Script', 'flag'],
    ]);
    expect(flags[0].reason).toBe('The older node type Fax has no equivalent in this studio; it is kept as a comment to rebuild by hand.');
    const broken = (await sys('POST', '/studio6/accounts/batch-validate', { s6_ac_ids: [6002, 6003] })).json().data;
    expect(broken[0]).toMatchObject({ would_migrate: 1, would_not_migrate: 1 });
    expect(broken[0].tasks[1].issues).toMatchObject([
      {
        severity: 'error',
        code: 'structure',
        reason: expect.stringMatching(/^The node \d+ hangs under the node 999999, which is not in the task\.$/),
      },
    ]);
    expect(broken[1]).toMatchObject({ would_migrate: 1, would_not_migrate: 0, flagged_nodes: 1 });
    expect(broken[1].tasks[0].issues[0].reason).toMatch(/plays the prompt 777777, which the older group does not have\.$/);
    const canvas = (
      await sys('POST', '/studio6/accounts/canvas-check', {
        s6_ac_id: 6001,
        s6_task_id: older.groups[0].tasks[0].task_id,
        s6_canvas_id: older.groups[0].tasks[0].canvases[1].canvas_id,
      })
    ).json().data;
    expect(canvas).toEqual([]);
  });

  it("says when the mapped account's plan would refuse the group as a whole", async () => {
    const made = await sys('POST', '/portal/accounts', { ac_name: 'Planless account', sp_id: ids.northwind });
    expect(made.statusCode, made.body).toBe(201);
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6003, s7_ac_id: made.json().data.ac_id })).statusCode).toBe(200);
    const check = (await sys('POST', '/studio6/accounts/validate', { s6_ac_id: 6003 })).json().data;
    expect(check.account_problems).toEqual([
      expect.stringMatching(/^The task uses node types this account's plan does not include: .*menu.*\. Nothing was imported\.$/),
    ]);
    expect((await sys('POST', '/studio6/accounts/validate', { s6_ac_id: 6002 })).json().data.account_problems).toEqual([]);
  });
});

describe('migrate, run, roll back', () => {
  it("migrates a group: its tasks validate and the simulator takes the older studio's paths; flagged nodes are kept as comments", async () => {
    const before = await accountState(ids.retail);
    const queued = await sys('POST', '/studio6/accounts/migrate', { s6_ac_id: 6001, migration_state: 'S7_BETA' });
    expect(queued.statusCode, queued.body).toBe(202);
    const job = await waitForJob(queued.json().data.job_id);
    expect(job, JSON.stringify(job)).toMatchObject({
      status: 'completed',
      s7_ac_id: ids.retail,
      result: { tasks: 2, flagged: 4, not_migrated: 0 },
    });
    expect(job.done).toBe(job.total);
    expect((await sys('POST', '/studio6/accounts/migrate', { s6_ac_id: 6001 })).json().message).toBe(
      `The older group 6001 is already migrated to the account ${ids.retail}.`,
    );
    expect(
      (await s.db.selectFrom('accounts').select('migration_state').where('ac_id', '=', ids.retail).executeTakeFirstOrThrow())
        .migration_state,
    ).toBe('S7_BETA');

    const call = inAccount(ids.retail);
    const side = (await sys('GET', `/studio6/portal/get-s7-data/${ids.retail}`)).json().data;
    const task = older.groups[0].tasks[0];
    const migrated = side.tasks.find((t: { s6_task_id: number | null }) => t.s6_task_id === task.task_id);
    expect(migrated.task_name).toBe(task.task_name);
    const validation = (await call('GET', `/studio/task-validation/${migrated.task_id}`)).json().data;
    expect(validation.valid, JSON.stringify(validation.problems)).toBe(true);

    const titles = new Map(task.nodes.map((n: { node_id: number; title: string }) => [n.node_id, n.title]));
    for (const recorded of task.calls) {
      const first = (await call('POST', '/sim/sessions', { task_id: migrated.task_id })).json().data;
      const events = [...first.events];
      let state = first;
      for (const dtmf of recorded.digits) {
        state = (await call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf })).json().data;
        events.push(...state.events);
      }
      expect(state.status).toBe('ended');
      const path = events.filter((e: { type: string }) => e.type === 'entered').map((e: { node_name: string }) => e.node_name);
      expect(path).toEqual(recorded.path.map((id: number) => titles.get(id)));
    }

    const flagged = (await sys('GET', `/studio6/accounts/flagged-nodes?s7_ac_id=${ids.retail}`)).json().data;
    expect(flagged.map((f: { s6_node_kind: string; reason_code: string }) => `${f.s6_node_kind}:${f.reason_code}`)).toEqual([
      'Fax:no_equivalent',
      'Script:no_equivalent',
      'Fax:no_equivalent',
      'Script:no_equivalent',
    ]);
    const node = await s.db
      .selectFrom('nodes')
      .select(['node_type', 'config'])
      .where('node_id', '=', flagged[0].node_id)
      .executeTakeFirstOrThrow();
    expect(node.node_type).toBe('comment');
    expect(JSON.parse(node.config).text).toContain('"pages_max":12');

    // The tools after a migration: datastore rows, templates, an error report.
    expect((await sys('POST', '/studio6/accounts/datastore-data', { s7_ac_id: ids.retail })).json().data).toEqual({
      datastores: 1,
      documents: 25,
    });
    expect((await sys('POST', '/studio6/accounts/datastore-data', { s7_ac_id: ids.retail })).statusCode).toBe(409);
    expect((await sys('POST', '/studio6/accounts/publish-templates', { s7_ac_id: ids.retail })).json().data).toEqual({
      published: [task.task_name],
      skipped: [],
    });
    expect(
      (await sys('POST', '/studio6/accounts/report-error', { s7_ac_id: ids.retail, message: 'The agent line rings twice.' })).statusCode,
    ).toBe(201);
    expect((await sys('GET', `/studio6/accounts/errors?s7_ac_id=${ids.retail}`)).json().data[0]).toMatchObject({
      source: 'report',
      message: 'The agent line rings twice.',
    });

    // Rollback: the account exactly as before, the mapping mapped again.
    const back = await sys('POST', '/studio6/accounts/rollback', { s7_ac_id: ids.retail });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ tasks: 2, documents: 25 });
    expect(await accountState(ids.retail)).toEqual(before);
    expect((await sys('GET', '/studio6/accounts')).json().data.find((a: { s6_ac_id: number }) => a.s6_ac_id === 6001)).toMatchObject({
      status: 'mapped',
    });
    expect((await sys('POST', '/studio6/accounts/rollback', { s7_ac_id: ids.retail })).json().message).toBe(
      `The account ${ids.retail} is not migrated; there is nothing to roll back.`,
    );
  });

  it('migrates the tasks that can, lists the broken one in the errors, and keeps a missing link flagged until fixed', async () => {
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6002, s7_ac_id: ids.logistics })).statusCode).toBe(200);
    const job = await waitForJob((await sys('POST', '/studio6/accounts/migrate', { s6_ac_id: 6002 })).json().data.job_id);
    expect(job).toMatchObject({ status: 'completed', result: { tasks: 1, not_migrated: 1 } });
    const errors = (await sys('GET', `/studio6/accounts/errors?s7_ac_id=${ids.logistics}`)).json().data;
    expect(errors).toMatchObject([{ source: 'validation', message: expect.stringContaining('Older group 6002 line 2: The node') }]);
    const link = (await sys('GET', `/studio6/accounts/flagged-nodes?s7_ac_id=${ids.logistics}`)).json().data;
    expect(link).toMatchObject([{ s6_node_kind: 'SubTask', reason_code: 'link', is_fixed: 0 }]);
    // The task it runs is rebuilt by hand under its older name: fix link nodes points the node at it.
    const made = await inAccount(ids.logistics)('POST', '/studio/tasks', { task_name: 'Older group 6002 line 2', task_type: 'voice' });
    expect(made.statusCode, made.body).toBe(201);
    const revision = () => s.db.selectFrom('tasks').select('revision').where('task_id', '=', link[0].task_id).executeTakeFirstOrThrow();
    const before = (await revision()).revision;
    expect((await sys('POST', '/studio6/accounts/fix-link-nodes', { s7_ac_id: ids.logistics })).json().data).toEqual({
      fixed: 1,
      remaining: 0,
    });
    const node = await s.db.selectFrom('nodes').select('config').where('node_id', '=', link[0].node_id).executeTakeFirstOrThrow();
    expect(JSON.parse(node.config)).toEqual({ task_id: made.json().data.task_id });
    // The fixed task's revision moves, so the canvas and the engine, which keep its nodes while it holds, read them again.
    expect((await revision()).revision).toBe(before + 1);
  });

  it('lists unused groups and deletes only those', async () => {
    const unused = (await sys('GET', '/studio6/accounts/unused')).json().data.map((g: { s6_ac_id: number }) => g.s6_ac_id);
    expect(unused).toEqual([6004]);
    expect((await sys('POST', '/studio6/accounts/unused/delete', { s6_ac_ids: [6003] })).json().message).toBe(
      'The older group 6003 is mapped or was used recently; only unused groups can be deleted.',
    );
    expect((await sys('POST', '/studio6/accounts/unused/delete', { s6_ac_ids: [6004] })).statusCode).toBe(200);
    expect((await sys('GET', '/studio6/portal/get-s6-groups')).json().data.map((g: { s6_ac_id: number }) => g.s6_ac_id)).toEqual([
      6001, 6002, 6003,
    ]);
  });
});
