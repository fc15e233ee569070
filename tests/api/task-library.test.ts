import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import type { DecodedTemplate, TaskTemplate } from '@shared/api/library';
import type { TaskExportDocument } from '@shared/api/transfer';
import { fill, messages } from '@shared/messages';
import { accountFixture } from './support/account';

const fx = accountFixture();

type Call = (method: string, url: string, body?: unknown) => ReturnType<typeof fx.call>;
const as = async (email: string) => {
  const token = await fx.s.login(email);
  return (selection: Selection): Call =>
    (method, url, body) =>
      fx.s.call(method, url, { token, selection, body });
};
const unique = (name: string) => `${name} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function taskId(name: string, acId = fx.ids.retail) {
  return (
    await fx.s.db.selectFrom('tasks').select('task_id').where('task_name', '=', name).where('ac_id', '=', acId).executeTakeFirstOrThrow()
  ).task_id;
}
async function publish(call: Call, task: number, body: Record<string, unknown>) {
  const res = await call('POST', `/studio/task-libraries/publish/${task}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TaskTemplate;
}
const listed = async (call: Call, query = '') => {
  const res = await call('GET', `/studio/task-libraries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as TaskTemplate[]).map((t) => t.template_id);
};
const templateCount = async () => (await fx.s.db.selectFrom('task_libraries').select('template_id').execute()).length;
/** The document as a download of POST /studio/export (the transfer tests' comparison). */
async function exported(call: Call, task: number): Promise<TaskExportDocument> {
  const res = await call('POST', `/studio/export/${task}`, { async: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return (await call('GET', res.json().data.download_url.replace(/^\/api/, ''))).json();
}
const comparable = (doc: TaskExportDocument) => ({ ...doc, exported_at: '', tasks: doc.tasks.map((t) => ({ ...t, task_name: '' })) });

describe('task library: publish, list, name check', () => {
  it('an account builder publishes a task at account level; the name is unique per level and owner', async () => {
    const name = unique('Main line template');
    const made = await publish(fx.call, await taskId('Retail main line'), {
      level: 'ac',
      template_name: name,
      description: 'A starting IVR',
      tags: ['ivr', 'retail'],
    });
    expect(made).toMatchObject({
      level: 'ac',
      ac_id: fx.ids.retail,
      sp_id: null,
      task_type: 'voice',
      tags: ['ivr', 'retail'],
      can_manage: true,
      is_enabled: 1,
    });
    expect(made.node_count).toBeGreaterThan(0);
    expect(made.created_by_name).toBe('Ben Builder');
    expect(await listed(fx.call)).toContain(made.template_id);

    const check = await fx.call('POST', '/studio/task-libraries/validate-name', { template_name: name.toUpperCase(), level: 'ac' });
    expect(check.json().data).toEqual({ valid: false, message: messages.content.nameTaken });
    const own = await fx.call('POST', '/studio/task-libraries/validate-name', {
      template_name: name,
      level: 'ac',
      template_id: made.template_id,
    });
    expect(own.json().data).toEqual({ valid: true, message: messages.content.nameAvailable });

    const before = await templateCount();
    const again = await fx.call('POST', `/studio/task-libraries/publish/${await taskId('Retail main line')}`, {
      level: 'ac',
      template_name: name.toLowerCase(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.content.nameTaken);
    expect(await templateCount()).toBe(before);

    // The same name in another account is free: the rule is per owner.
    const builder = await as('ac.builder@studio.test');
    const health = builder({ spId: fx.ids.northwind, acId: fx.ids.health });
    const there = await health('POST', '/studio/task-libraries/validate-name', { template_name: name, level: 'ac' });
    expect(there.json().data.valid).toBe(true);
  });

  it('who may publish at which level: system admin → system, provider admin → sp, account builder → ac; read-only users none', async () => {
    const task = await taskId('Retail main line');
    const before = await templateCount();
    for (const level of ['sp', 'system']) {
      const res = await fx.call('POST', `/studio/task-libraries/publish/${task}`, { level, template_name: unique('Refused') });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(fill(messages.library.notAllowedLevel, { level }));
    }
    const viewer = (await as('ac.viewer@studio.test'))(fx.retail);
    expect(
      (await viewer('POST', `/studio/task-libraries/publish/${task}`, { level: 'ac', template_name: unique('Viewer') })).statusCode,
    ).toBe(403);
    const spAdmin = (await as('sp.admin@studio.test'))(fx.retail);
    expect(
      (await spAdmin('POST', `/studio/task-libraries/publish/${task}`, { level: 'system', template_name: unique('No') })).statusCode,
    ).toBe(403);
    expect(await templateCount()).toBe(before);

    const sp = await publish(spAdmin, task, { level: 'sp', template_name: unique('Provider template') });
    expect(sp).toMatchObject({ level: 'sp', sp_id: fx.ids.northwind, ac_id: null });
    const system = (await as('system@studio.test'))(fx.retail);
    const sys = await publish(system, task, { level: 'system', template_name: unique('System template') });
    expect(sys).toMatchObject({ level: 'system', sp_id: null, ac_id: null });
  });

  it('bad input is a clear 4xx and changes nothing; another account’s task is not found', async () => {
    const task = await taskId('Retail main line');
    const before = await templateCount();
    for (const body of [{ template_name: '' }, { template_name: 'x', level: 'galaxy' }, { template_name: 'x', tags: 'ivr' }]) {
      const res = await fx.call('POST', `/studio/task-libraries/publish/${task}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const nurse = await taskId('Nurse advice line', fx.ids.health);
    expect((await fx.call('POST', `/studio/task-libraries/publish/${nurse}`, { template_name: unique('Theirs') })).statusCode).toBe(404);
    expect((await fx.call('POST', '/studio/task-libraries/publish/999999', { template_name: unique('None') })).statusCode).toBe(404);
    expect(await templateCount()).toBe(before);
  });
});

describe('task library: visibility and tenant isolation', () => {
  it('the selection sees system (offered), its provider’s and its account’s templates; another provider’s are 404', async () => {
    const task = await taskId('Retail main line');
    const spAdmin = (await as('sp.admin@studio.test'))(fx.retail);
    const system = (await as('system@studio.test'))(fx.retail);
    const ac = await publish(fx.call, task, { template_name: unique('Account only') });
    const sp = await publish(spAdmin, task, { level: 'sp', template_name: unique('Northwind only') });
    const sys = await publish(system, task, { level: 'system', template_name: unique('For everyone') });

    const health = (await as('ac.builder@studio.test'))({ spId: fx.ids.northwind, acId: fx.ids.health });
    const inHealth = await listed(health);
    expect(inHealth).toEqual(expect.arrayContaining([sp.template_id, sys.template_id]));
    expect(inHealth).not.toContain(ac.template_id);
    expect((await health('POST', `/studio/decode-template/${ac.template_id}`)).statusCode).toBe(404);

    const bluebird = (await as('multi.sp@studio.test'))({ spId: fx.ids.bluebird, acId: 'all' });
    const inBluebird = await listed(bluebird);
    expect(inBluebird).toContain(sys.template_id);
    expect(inBluebird).not.toContain(sp.template_id);
    expect(inBluebird).not.toContain(ac.template_id);
    for (const t of [sp, ac]) {
      expect((await bluebird('POST', `/studio/decode-template/${t.template_id}`)).statusCode).toBe(404);
      expect((await bluebird('PUT', `/studio/task-libraries/${t.template_id}`, { template_name: 'Taken over' })).statusCode).toBe(404);
      expect((await bluebird('DELETE', `/studio/task-libraries/${t.template_id}`)).statusCode).toBe(404);
    }
    const support = (await as('multi.sp@studio.test'))({ spId: fx.ids.bluebird, acId: fx.ids.support });
    expect(
      (await support('POST', `/studio/task-libraries/${sp.template_id}/create-task`, { task_name: unique('Stolen') })).statusCode,
    ).toBe(404);
    expect(
      (
        await fx.s.db
          .selectFrom('task_libraries')
          .select('template_name')
          .where('template_id', '=', sp.template_id)
          .executeTakeFirstOrThrow()
      ).template_name,
    ).toBe(sp.template_name);
  });

  it('changes and deletes only at the owner’s level (403 otherwise), and a restore re-checks the name', async () => {
    const task = await taskId('Retail main line');
    const spAdmin = (await as('sp.admin@studio.test'))(fx.retail);
    const sp = await publish(spAdmin, task, { level: 'sp', template_name: unique('Provider owned') });
    expect(sp.can_manage).toBe(true);
    const fromBuilder = (await fx.call('GET', '/studio/task-libraries'))
      .json()
      .data.find((t: TaskTemplate) => t.template_id === sp.template_id);
    expect(fromBuilder.can_manage).toBe(false);
    expect((await fx.call('PUT', `/studio/task-libraries/${sp.template_id}`, { description: 'mine now' })).statusCode).toBe(403);
    expect((await fx.call('DELETE', `/studio/task-libraries/${sp.template_id}`)).statusCode).toBe(403);
    const viewer = (await as('ac.viewer@studio.test'))(fx.retail);
    const own = await publish(fx.call, task, { template_name: unique('Builder owned'), tags: ['a'] });
    expect((await viewer('PUT', `/studio/task-libraries/${own.template_id}`, { description: 'x' })).statusCode).toBe(403);

    const renamed = await fx.call('PUT', `/studio/task-libraries/${own.template_id}`, {
      template_name: `${own.template_name} v2`,
      description: 'Better',
      tags: ['b'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ template_name: `${own.template_name} v2`, description: 'Better', tags: ['b'] });

    expect((await fx.call('DELETE', `/studio/task-libraries/${own.template_id}`)).statusCode).toBe(200);
    expect(await listed(fx.call)).not.toContain(own.template_id);
    expect((await fx.call('POST', `/studio/decode-template/${own.template_id}`)).statusCode).toBe(404);
    const twin = await publish(fx.call, task, { template_name: `${own.template_name} v2` });
    const restore = await fx.call('PUT', `/studio/task-libraries/${own.template_id}`, { is_enabled: 1 });
    expect(restore.statusCode).toBe(422);
    expect(restore.json().message).toBe(messages.content.nameTaken);
    expect((await fx.call('DELETE', `/studio/task-libraries/${twin.template_id}`)).statusCode).toBe(200);
    expect((await fx.call('PUT', `/studio/task-libraries/${own.template_id}`, { is_enabled: 1 })).statusCode).toBe(200);
    expect(await listed(fx.call)).toContain(own.template_id);
  });

  it('a provider admin withdraws and offers again a system template (task-library-sp-mappings); others may not', async () => {
    const system = (await as('system@studio.test'))(fx.retail);
    const sys = await publish(system, await taskId('Retail main line'), { level: 'system', template_name: unique('Offered') });
    const provider = (await as('sp.admin@studio.test'))({ spId: fx.ids.northwind, acId: 'all' });
    const map = await provider('GET', '/studio/task-library-sp-mappings');
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().data).toContainEqual({
      template_id: sys.template_id,
      template_name: sys.template_name,
      task_type: 'voice',
      offered: true,
    });

    expect((await fx.call('POST', '/studio/task-library-sp-mappings', { template_id: sys.template_id, offered: false })).statusCode).toBe(
      403,
    );
    const off = await provider('POST', '/studio/task-library-sp-mappings', { template_id: sys.template_id, offered: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.find((m: { template_id: number }) => m.template_id === sys.template_id).offered).toBe(false);
    expect(await listed(fx.call)).not.toContain(sys.template_id);
    expect((await fx.call('POST', `/studio/decode-template/${sys.template_id}`)).statusCode).toBe(404);
    // Another provider still offers it.
    const bluebird = (await as('multi.sp@studio.test'))({ spId: fx.ids.bluebird, acId: 'all' });
    expect(await listed(bluebird)).toContain(sys.template_id);

    const local = await publish(fx.call, await taskId('Retail main line'), { template_name: unique('Not system') });
    const refused = await provider('POST', '/studio/task-library-sp-mappings', { template_id: local.template_id, offered: false });
    expect(refused.statusCode).toBe(404); // an account's template is not the provider's to see here
    const ownSp = await publish((await as('sp.admin@studio.test'))(fx.retail), await taskId('Retail main line'), {
      level: 'sp',
      template_name: unique('Sp one'),
    });
    const notSystem = await provider('POST', '/studio/task-library-sp-mappings', { template_id: ownSp.template_id, offered: false });
    expect(notSystem.statusCode).toBe(422);
    expect(notSystem.json().message).toBe(messages.library.notSystemTemplate);

    expect((await provider('POST', '/studio/task-library-sp-mappings', { template_id: sys.template_id, offered: true })).statusCode).toBe(
      200,
    );
    expect(await listed(fx.call)).toContain(sys.template_id);
    const atSystem = (await as('system@studio.test'))({ spId: 'all', acId: 'all' });
    const needProvider = await atSystem('GET', '/studio/task-library-sp-mappings');
    expect(needProvider.statusCode).toBe(403);
    expect(needProvider.json().message).toBe(messages.library.providerNeeded);
  });
});

describe('task library: search, decode, create from template', () => {
  it('filters by task type and tag, searches names, descriptions and tags, and pages', async () => {
    const tag = unique('tag').replace(/\s+/g, '-').toLowerCase();
    const voice = await publish(fx.call, await taskId('Retail main line'), {
      template_name: unique('Filter voice'),
      tags: [tag],
      description: 'Seasonal greeting',
    });
    const messaging = await publish(fx.call, await taskId('Retail order updates'), {
      template_name: unique('Filter messaging'),
      tags: [tag],
    });
    expect(messaging.task_type).toBe('messaging');
    expect(await listed(fx.call, `?tag=${tag}`)).toEqual([messaging.template_id, voice.template_id]); // by name
    expect(await listed(fx.call, `?tag=${tag}&task_type=messaging`)).toEqual([messaging.template_id]);
    expect(await listed(fx.call, `?tag=${tag}&search=seasonal`)).toEqual([voice.template_id]);
    expect(await listed(fx.call, `?search=${tag}`)).toEqual([messaging.template_id, voice.template_id]);
    const page = await fx.call('GET', `/studio/task-libraries?tag=${tag}&fetch_all=0&per_page=1&page=2`);
    expect(page.json().data.map((t: TaskTemplate) => t.template_id)).toEqual([voice.template_id]);
    expect(page.json().meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect((await fx.call('GET', '/studio/task-libraries?task_type=fax')).statusCode).toBe(422);
  });

  it('decode-template answers the document and the canvas preview (the node tree)', async () => {
    const task = await taskId('Retail main line');
    const made = await publish(fx.call, task, { template_name: unique('Decoded') });
    const res = await fx.call('POST', `/studio/decode-template/${made.template_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as DecodedTemplate;
    expect(data.template.template_id).toBe(made.template_id);
    expect(data.document.format).toBe('studio-task-export');
    expect(data.preview.nodes).toHaveLength(made.node_count);
    expect(data.preview.nodes.filter((n) => n.pid === null).length).toBeGreaterThan(0);
    expect(data.preview.canvases.some((c) => c.is_main_canvas === 1)).toBe(true);
  });

  it('creates a task from a template: the created task exports as the template’s document; content is reused by name', async () => {
    const task = await taskId('Retail main line');
    const made = await publish(fx.call, task, { template_name: unique('Round trip') });
    const decoded = (await fx.call('POST', `/studio/decode-template/${made.template_id}`)).json().data as DecodedTemplate;
    const prompts = (await fx.s.db.selectFrom('prompts').select('prompt_id').where('ac_id', '=', fx.ids.retail).execute()).length;
    const name = unique('From template');
    const res = await fx.call('POST', `/studio/task-libraries/${made.template_id}/create-task`, { task_name: name });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created.task_name).toBe(name);
    expect(created.content.every((c: { action: string }) => c.action === 'reused')).toBe(true);
    expect((await fx.s.db.selectFrom('prompts').select('prompt_id').where('ac_id', '=', fx.ids.retail).execute()).length).toBe(prompts);
    expect(comparable(await exported(fx.call, created.task_id))).toEqual(comparable(decoded.document));

    // Into another account of the provider (from a provider template): the content comes along.
    const spAdmin = await as('sp.admin@studio.test');
    const sp = await publish(spAdmin(fx.retail), task, { level: 'sp', template_name: unique('Into logistics') });
    const logistics = spAdmin({ spId: fx.ids.northwind, acId: fx.ids.logistics });
    const there = await logistics('POST', `/studio/task-libraries/${sp.template_id}/create-task`, { task_name: unique('Logistics copy') });
    expect(there.statusCode, there.body).toBe(201);
    const spDoc = (await logistics('POST', `/studio/decode-template/${sp.template_id}`)).json().data.document as TaskExportDocument;
    expect(comparable(await exported(logistics, there.json().data.task_id))).toEqual(comparable(spDoc));
  });

  it('checks the new task’s name as task create does; read-only users may not create; nothing changes on refusal', async () => {
    const made = await publish(fx.call, await taskId('Retail main line'), { template_name: unique('Name check') });
    const tasksBefore = (await fx.s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', fx.ids.retail).execute()).length;
    const taken = await fx.call('POST', `/studio/task-libraries/${made.template_id}/create-task`, { task_name: 'retail MAIN line' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(messages.content.nameTaken);
    expect((await fx.call('POST', `/studio/task-libraries/${made.template_id}/create-task`, { task_name: '  ' })).statusCode).toBe(422);
    const viewer = (await as('ac.viewer@studio.test'))(fx.retail);
    expect((await viewer('GET', '/studio/task-libraries')).statusCode).toBe(200);
    expect(
      (await viewer('POST', `/studio/task-libraries/${made.template_id}/create-task`, { task_name: unique('Viewer') })).statusCode,
    ).toBe(403);
    expect((await fx.s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', fx.ids.retail).execute()).length).toBe(tasksBefore);
  });
});
