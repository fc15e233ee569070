import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;

describe('tasks: create with the per-type defaults, list, name check', () => {
  it('creates a task of each type with the defaults of spec 2 §3 and a main canvas with its start node', async () => {
    const voice = (await call('POST', '/studio/tasks', { task_name: 'Voice defaults', task_type: 'voice' })).json().data;
    expect(voice).toMatchObject({ task_type: 'voice', is_favorite: 0, is_enabled: 1, protected: 0, version_in_use_modified: 0, tags: [] });
    expect(voice.voice_task).toEqual({
      tts_voice_id: null,
      beep_detection: 0,
      machine_detection: 0,
      send_to_operator: 0,
      no_resource_operator_number: null,
    });
    const workflow = (await call('POST', '/studio/tasks', { task_name: 'Workflow defaults', task_type: 'workflow' })).json().data;
    expect(workflow.workflow_task).toEqual({
      is_active: true,
      workflow_schedule: 'Once',
      schedule_time_zone: null,
      start_on: null,
      is_repeat: false,
      repeat_frequency: '01:00:00',
      number_of_executions: null,
      passed_params: [],
      output_params: [],
      schedule: {
        starts_on: null,
        repeat_frequency: 'Daily',
        repeat_interval: 1,
        repeat_in: [],
        end_type: 'Never',
        end_type_value: null,
        repeat_summary: null,
      },
    });
    expect((await call('POST', '/studio/tasks', { task_name: 'Msg defaults', task_type: 'messaging' })).json().data.messaging_task).toEqual(
      { msg_session_timeout: 60 },
    );
    expect((await call('POST', '/studio/tasks', { task_name: 'Wa defaults', task_type: 'whatsapp' })).json().data.whatsapp_task).toEqual({
      msg_session_timeout: 60,
    });
    const bot = (
      await call('POST', '/studio/tasks', { task_name: 'Bot defaults', task_type: 'chatbot', chatbot_task: { api_key: 'secret-key' } })
    ).json().data;
    expect(bot.chatbot_task).toEqual({ api_key: '********', chatbot_session_timeout: 60 });
    const stored = await fx.s.db.selectFrom('tasks').select('api_key').where('task_id', '=', bot.task_id).executeTakeFirstOrThrow();
    expect(stored.api_key).not.toContain('secret-key');

    const canvases = await h.canvases(voice.task_id);
    expect(canvases).toEqual([
      expect.objectContaining({ canvas_name: 'Main', is_main_canvas: 1, is_event_handler: 0, is_ni_nm_handler: 0 }),
    ]);
    const nodes = await h.nodes(voice.task_id);
    expect(nodes.map((n) => [n.node_id, n.node_type, n.category, n.pid])).toEqual([[canvases[0].first_node_id, 'start', 'system', null]]);
  });

  it('gives a voice task with machine and beep detection their start-type roots', async () => {
    const t = await h.task('voice', { voice_task: { machine_detection: 1, beep_detection: 1 } });
    expect((await h.nodes(t.task_id)).map((n) => n.node_type)).toEqual(['start', 'machine_detection', 'beep_detection']);
  });

  it('lists voice tasks by default, one type, all types; searches, filters tags and pages', async () => {
    await call('POST', '/studio/tasks', { task_name: 'Listed sales IVR', task_type: 'voice', tags: ['sales', 'vip'] });
    await call('POST', '/studio/tasks', { task_name: 'Listed sales bot', task_type: 'chatbot', tags: ['sales'] });
    const names = async (q: string) => (await call('GET', `/studio/tasks${q}`)).json().data.map((t: { task_name: string }) => t.task_name);
    expect(await names('?search=listed')).toEqual(['Listed sales IVR']);
    expect(await names('?search=listed&task_type=chatbot')).toEqual(['Listed sales bot']);
    expect(await names('?search=listed&task_type=all')).toEqual(['Listed sales bot', 'Listed sales IVR']);
    expect(await names('?task_type=all&tags=vip')).toEqual(['Listed sales IVR']);
    const page = (await call('GET', '/studio/tasks?task_type=all&fetch_all=0&per_page=2&page=1')).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta.total).toBeGreaterThanOrEqual(4);
    expect((await call('GET', '/studio/tasks?task_type=fax')).statusCode).toBe(422);
  });

  it('checks names (case-insensitive) and refuses a taken one on create', async () => {
    const t = await h.task();
    const check = async (body: object) => (await call('POST', '/studio/tasks/validate-name', body)).json().data;
    expect(await check({ task_name: t.task_name.toUpperCase() })).toEqual({ valid: false, message: 'The name has already been taken.' });
    expect(await check({ task_name: t.task_name, task_id: t.task_id })).toEqual({ valid: true, message: 'The name is available.' });
    expect(await check({ name: 'A brand new task' })).toEqual({ valid: true, message: 'The name is available.' });
    const dup = await call('POST', '/studio/tasks', { task_name: t.task_name, task_type: 'voice' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('The name has already been taken.');
    expect((await call('POST', '/studio/tasks', { task_name: '  ', task_type: 'voice' })).statusCode).toBe(422);
  });
});

describe('tasks: update, favourite, lock, soft delete and undo, duplicate', () => {
  it('toggles favourite without touching the rest, merges a type block and refuses a type change', async () => {
    const t = await h.task('messaging', { tags: ['keep'] });
    const fav = (await call('PUT', `/studio/tasks/${t.task_id}`, { is_favorite: 1 })).json().data;
    expect(fav).toMatchObject({ is_favorite: 1, tags: ['keep'], messaging_task: { msg_session_timeout: 60 } });
    const block = (await call('PUT', `/studio/tasks/${t.task_id}`, { messaging_task: { msg_session_timeout: 90 } })).json().data;
    expect(block.messaging_task).toEqual({ msg_session_timeout: 90 });
    const bad = await call('PUT', `/studio/tasks/${t.task_id}`, { messaging_task: { msg_session_timeout: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^messaging_task\.msg_session_timeout: /);
    const type = await call('PUT', `/studio/tasks/${t.task_id}`, { task_type: 'voice' });
    expect(type.statusCode).toBe(422);
    expect(type.json().message).toBe('task_type: The task type of a task cannot be changed.');
  });

  it('locks a task: edits, node inserts and deletion are refused until it is unlocked; the star still toggles', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    expect((await call('PUT', `/studio/tasks/${t.task_id}`, { protected: 1 })).json().data.protected).toBe(1);
    const rename = await call('PUT', `/studio/tasks/${t.task_id}`, { task_name: 'Renamed while locked' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe('This task is protected. Unlock it to make changes.');
    expect((await call('PUT', `/studio/tasks/${t.task_id}`, { is_favorite: 1 })).statusCode).toBe(200);
    const before = await h.stored(t.task_id);
    const insert = await h.add({ task_id: t.task_id, canvas_id, pid: start, node_type: 'hangup' });
    expect(insert.statusCode).toBe(403);
    expect(insert.json()).toEqual({
      message: 'This task is protected. Unlock it to make changes.',
      errors: ['This task is protected. Unlock it to make changes.'],
      title: 'Create failed',
    });
    const del = await call('DELETE', `/studio/tasks/${t.task_id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().title).toBe('Delete Not Permitted');
    expect(await h.stored(t.task_id)).toEqual(before);
    expect((await call('PUT', `/studio/tasks/${t.task_id}`, { protected: 0 })).json().data.protected).toBe(0);
    expect((await h.add({ task_id: t.task_id, canvas_id, pid: start, node_type: 'hangup' })).statusCode).toBe(201);
  });

  it('soft deletes a task (hidden from lists and reads) and undoes it with is_enabled=1', async () => {
    const t = await h.task();
    expect((await call('DELETE', `/studio/tasks/${t.task_id}`)).json().data).toEqual({ id: t.task_id, delete_type: 'soft' });
    expect((await call('GET', `/studio/tasks/${t.task_id}`)).statusCode).toBe(404);
    expect((await call('GET', `/node/nodes?task_id=${t.task_id}`)).statusCode).toBe(404);
    const ids = (await call('GET', '/studio/tasks')).json().data.map((x: { task_id: number }) => x.task_id);
    expect(ids).not.toContain(t.task_id);
    const undo = await call('PUT', `/studio/tasks/${t.task_id}`, { is_enabled: 1 });
    expect(undo.json().data.is_enabled).toBe(1);
    expect((await h.nodes(t.task_id)).length).toBe(1);
  });

  it('duplicates a task deep: canvases and nodes with new ids, links following the copy, a (copy) name', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const p = await h.prompt();
    const menu = await h.insert(t.task_id, canvas_id, start, 'menu', { prompt_id: p });
    const otherwise = (await h.nodes(t.task_id)).find((n) => n.pid === menu.node_id && n.node_name === 'Otherwise')!;
    await h.insert(t.task_id, canvas_id, otherwise.node_id, 'goto', { goto_node_id: menu.node_id });
    await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'Handlers', is_event_handler: 1 });

    const res = await call('POST', `/studio/tasks/duplicate/${t.task_id}`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data;
    expect(copy.task_name).toBe(`${t.task_name} (copy)`);
    expect((await call('POST', `/studio/tasks/duplicate/${t.task_id}`)).json().data.task_name).toBe(`${t.task_name} (copy 2)`);
    const [a, b] = [await h.nodes(t.task_id), await h.nodes(copy.task_id)];
    expect(b.map((n) => [n.node_type, n.node_name])).toEqual(a.map((n) => [n.node_type, n.node_name]));
    const ids = new Set(b.map((n) => n.node_id));
    expect(a.some((n) => ids.has(n.node_id))).toBe(false);
    for (const n of b) if (n.pid !== null) expect(ids.has(n.pid)).toBe(true);
    const goto = b.find((n) => n.node_type === 'goto')!;
    const copiedMenu = b.find((n) => n.node_type === 'menu')!;
    expect(goto.goto_node).toEqual({ goto_node_id: copiedMenu.node_id, goto_node_name: 'Menu' });
    expect((await h.canvases(copy.task_id)).map((c) => c.canvas_name)).toEqual(['Main', 'Handlers']);
    expect((await call('POST', '/studio/tasks/duplicate/999999')).statusCode).toBe(404);
  });

  it('lists the tasks a link_task node may link to, leaving out itself and tasks that link back', async () => {
    const a = await h.task();
    const b = await h.task();
    const { canvas_id, start } = await h.start(b.task_id);
    await h.insert(b.task_id, canvas_id, start, 'link_task', { task_id: a.task_id });
    const list = (await call('GET', `/studio/tasks/get-link-task-list/${a.task_id}`))
      .json()
      .data.map((x: { task_id: number }) => x.task_id);
    expect(list).not.toContain(a.task_id);
    expect(list).not.toContain(b.task_id);
    const fromB = (await call('GET', `/studio/tasks/get-link-task-list/${b.task_id}`))
      .json()
      .data.map((x: { task_id: number }) => x.task_id);
    expect(fromB).toContain(a.task_id);
  });
});
