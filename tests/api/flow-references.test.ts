import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskState } from '@server/modules/flow/model/state';
import { existingRefs } from '@server/modules/flow/model/content-lookup';
import { accountFixture, type AccountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const health = () => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth: AccountFixture['call'] = (method, url, body) => fx.s.call(method, url, { token: fx.token, selection: health(), body });
type Caller = AccountFixture['call'];
const retail: Caller = (method, url, body) => fx.call(method, url, body);

let n = 0;
const unique = (name: string) => `${name} ${++n} ${Math.random().toString(36).slice(2, 6)}`;
async function made(call: Caller, url: string, body: Record<string, unknown>, idField: string): Promise<number> {
  const res = await call('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[idField];
}

function multipart(fileName: string, content: string) {
  const boundary = `studio-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const dialogflow = { project_id: 'billing-bot', credentials: '{"type":"service_account","private_key":"df-key-123"}' };
const azure = {
  engine: 'azure_openai',
  settings: { endpoint: 'https://contoso.openai.azure.com', deployment: 'support-gpt', api_version: '2024-02-01', api_key: 'az-secret-1' },
};

/** Content of one account, made through the content API; each answers its id. */
const content = {
  paths: {
    datastore: '/data/data-store',
    javascript_function: '/javascriptfunction',
    holiday_schedule: '/holidayschedule/holiday-schedules',
    open_form_type: '/form/open-form-types',
    form_type: '/form/form-types',
    intent: '/intent',
    file: '/content/attachment-files',
    prompt: '/prompt/prompts',
    variable: '/content/variables',
  },
  datastore: (call: Caller) =>
    made(
      call,
      '/data/data-store',
      { display_name: unique('Orders'), collection_structure: [{ col_name: 'Name', type: 'STRING' }] },
      'data_store_id',
    ),
  javascript_function: (call: Caller) =>
    made(
      call,
      '/javascriptfunction',
      { name: `lookup${++n}${Math.random().toString(36).slice(2, 6)}`, function_return_type: 'STRING' },
      'javascript_function_id',
    ),
  holiday_schedule: (call: Caller) =>
    made(call, '/holidayschedule/holiday-schedules', { schedule_name: unique('Bank holidays'), time_zone: 'UTC' }, 'schedule_id'),
  open_form_type: (call: Caller, extra: Record<string, unknown> = {}) =>
    made(
      call,
      '/form/open-form-types',
      { oft_name: unique('Billing bot'), engine: 'dialogflow', language: 'en-US', settings: dialogflow, ...extra },
      'open_form_type_id',
    ),
  form_type: (call: Caller) =>
    made(
      call,
      '/form/form-types',
      { name: unique('Address form'), fields: [{ name: 'full_name', label: 'Full name', data_type: 'STRING' }] },
      'form_type_id',
    ),
  intent: (call: Caller) => made(call, '/intent', { name: unique('Check balance'), training_phrases: ['what is my balance'] }, 'intent_id'),
  prompt: (call: Caller) =>
    made(call, '/prompt/prompts', { prompt_name: unique('Question'), texts: [{ language: 'en-US', text: 'Hello' }] }, 'prompt_id'),
  variable: (call: Caller) =>
    made(
      call,
      '/content/variables',
      { variable_name: `v_${++n}_${Math.random().toString(36).slice(2, 6)}`, variable_type: 'single_value' },
      'variable_id',
    ),
  async file(call: Caller) {
    const selection = call === inHealth ? health() : fx.retail;
    const res = await fx.s.call('POST', '/content/attachment-files', {
      token: fx.token,
      selection,
      ...multipart(`${unique('terms').replace(/ /g, '_')}.txt`, 'Terms'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.file_id as number;
  },
};

type Model = keyof typeof content.paths;
interface Case {
  node_type: string;
  model: Model;
  /** The referenced field's path and the plugin's name for the model. */
  path: string;
  name: string;
  config(id: number, own: Own): Record<string, unknown>;
}

interface Own {
  prompt: number;
  intent: number;
  oft: number;
}
const intentsOf = (own: Own) => [{ key: 'intent_1', label: 'Intent 1', intent_id: own.intent }];
const ownContent = async (): Promise<Own> => ({
  prompt: await content.prompt(retail),
  intent: await content.intent(retail),
  oft: await content.open_form_type(retail),
});

const cases: Case[] = [
  {
    node_type: 'data_store',
    model: 'datastore',
    path: 'data_store_id',
    name: 'datastore',
    config: (id) => ({ data_store_id: id, operation: 'find', conditions: [{ column: 'Name', operator: 'equal', value: 'x' }] }),
  },
  {
    node_type: 'integration',
    model: 'javascript_function',
    path: 'javascript_function_id',
    name: 'JavaScript function',
    config: (id) => ({ javascript_function_id: id }),
  },
  {
    node_type: 'calendar',
    model: 'holiday_schedule',
    path: 'holiday_schedule_id',
    name: 'holiday schedule',
    config: (id) => ({ holiday_schedule_id: id }),
  },
  {
    node_type: 'daytime',
    model: 'holiday_schedule',
    path: 'holiday_schedule_id',
    name: 'holiday schedule',
    config: (id) => ({ holiday_schedule_id: id }),
  },
  {
    node_type: 'open_form',
    model: 'open_form_type',
    path: 'open_form_type_id',
    name: 'open form type',
    config: (id, own) => ({ open_form_type_id: id, prompt_id: own.prompt, intents: intentsOf(own) }),
  },
  {
    node_type: 'open_form',
    model: 'intent',
    path: 'intents.0.intent_id',
    name: 'intent',
    config: (id, own) => ({
      open_form_type_id: own.oft,
      prompt_id: own.prompt,
      intents: [{ key: 'intent_1', label: 'Intent 1', intent_id: id }],
    }),
  },
  { node_type: 'text_form', model: 'form_type', path: 'form_type_id', name: 'form type', config: (id) => ({ form_type_id: id }) },
  {
    node_type: 'messaging_send',
    model: 'file',
    path: 'attachment_file_id',
    name: 'file',
    config: (id) => ({ text: 'Your terms', attachment_file_id: id }),
  },
  { node_type: 'prompt', model: 'prompt', path: 'prompt_id', name: 'prompt', config: (id) => ({ prompt_id: id }) },
  {
    node_type: 'integration',
    model: 'variable',
    path: 'return_variable_id',
    name: 'variable',
    config: (id) => ({ javascript_function_id: ownFunction, return_variable_id: id }),
  },
];
let ownFunction = 0;
beforeAll(async () => {
  ownFunction = await content.javascript_function(retail);
});

/** The value at a dotted config path ('intents.0.intent_id'). */
const at = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], value);

/** A task of its own for each node, so every node goes right after Start. */
async function place() {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  return { t, canvas_id, start };
}
const usagesOf = () => fx.s.db.selectFrom('content_usages').selectAll().where('ac_id', '=', fx.ids.retail).orderBy('id').execute();
const inUse = async (content_model: string, content_id: number) =>
  (await h.call('POST', '/content/check-in-use', { content_model, content_id, delete_type: 'soft' })).json().data;

/** POST /node/nodes is refused with `message` and changes neither the task's nodes nor the usage index. */
async function refusedInsert(node_type: string, config: Record<string, unknown>, message: string) {
  const { t, canvas_id, start } = await place();
  const before = { nodes: await h.stored(t.task_id), usages: await usagesOf() };
  const res = await h.add({ task_id: t.task_id, canvas_id, pid: start, node_type, config });
  expect(res.statusCode, `${node_type} ${res.body}`).toBe(422);
  expect(res.json().message).toBe(message);
  expect({ nodes: await h.stored(t.task_id), usages: await usagesOf() }).toEqual(before);
}

describe('node references are checked against the account content', () => {
  it("saves nodes that use the account's own content of every model, and records the usages", async () => {
    const own = await ownContent();
    for (const c of cases) {
      const id = await content[c.model](retail);
      const { t, canvas_id, start } = await place();
      const node = await h.insert(t.task_id, canvas_id, start, c.node_type, c.config(id, own));
      expect(at(node.config, c.path), c.node_type).toBe(id);
      const stored = c.model === 'javascript_function' ? 'JavascriptFunction' : c.model;
      const answer = await inUse(stored, id);
      expect(answer.in_use, c.node_type).toBe(true);
      expect(answer.usages).toEqual([
        { model: 'Task', id: t.task_id, name: t.task_name, items: [{ model: 'Node', id: node.node_id, name: node.node_name }] },
      ]);
    }
  });

  it("refuses another account's content with the plugin's message, on insert and update, and changes nothing", async () => {
    const own = await ownContent();
    for (const c of cases) {
      const foreign = await content[c.model](inHealth);
      await refusedInsert(c.node_type, c.config(foreign, own), `${c.path}: The selected ${c.name} no longer exists.`);
    }
    const { t, canvas_id, start } = await place();
    const mine = await content.datastore(retail);
    const node = await h.insert(t.task_id, canvas_id, start, 'data_store', cases[0].config(mine, own));
    const before = { nodes: await h.stored(t.task_id), usages: await usagesOf() };
    const res = await h.call('PUT', `/node/nodes/${node.node_id}`, { config: cases[0].config(await content.datastore(inHealth), own) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('data_store_id: The selected datastore no longer exists.');
    expect({ nodes: await h.stored(t.task_id), usages: await usagesOf() }).toEqual(before);
  });

  it('refuses deleted content: soft deleted, archived (safe delete) and removed for good', async () => {
    const own = await ownContent();
    for (const c of cases) {
      for (const type of ['soft', 'safe', 'force']) {
        const id = await content[c.model](retail);
        const del = await h.call('DELETE', `${content.paths[c.model]}/${id}?delete_type=${type}`);
        expect(del.statusCode, `${c.model} ${type} ${del.body}`).toBe(200);
        await refusedInsert(c.node_type, c.config(id, own), `${c.path}: The selected ${c.name} no longer exists.`);
      }
    }
  });

  it("uses other accounts' system open form types, unless archived or of an engine the account may not choose", async () => {
    const own = await ownContent();
    const system = await fx.s.login('system@studio.test');
    const publish = async (id: number) => {
      const res = await fx.s.call('POST', `/form/publish-system-open-form/${id}`, { token: system, selection: health(), body: {} });
      expect(res.statusCode, res.body).toBe(200);
    };
    const shared = await content.open_form_type(inHealth);
    await publish(shared);
    const { t, canvas_id, start } = await place();
    const node = await h.insert(t.task_id, canvas_id, start, 'open_form', {
      open_form_type_id: shared,
      prompt_id: own.prompt,
      intents: intentsOf(own),
    });
    expect(node.config.open_form_type_id).toBe(shared);

    // Retail has a linked domain: azure_openai is not its to choose, even as a system form.
    const azureForm = await content.open_form_type(inHealth, azure);
    await publish(azureForm);
    await refusedInsert(
      'open_form',
      { open_form_type_id: azureForm, prompt_id: own.prompt, intents: intentsOf(own) },
      'open_form_type_id: The selected open form type no longer exists.',
    );

    const archived = await content.open_form_type(inHealth);
    await publish(archived);
    const del = await fx.s.call('DELETE', `/form/open-form-types/${archived}?delete_type=safe`, { token: system, selection: health() });
    expect(del.statusCode, del.body).toBe(200);
    await refusedInsert(
      'open_form',
      { open_form_type_id: archived, prompt_id: own.prompt, intents: intentsOf(own) },
      'open_form_type_id: The selected open form type no longer exists.',
    );
  });

  it("tells dynamic form types apart: own and system ones are usable, other accounts' and archived ones are not", async () => {
    const definition = { sections: [{ title: 'Caller', fields: [{ name: 'full_name', label: 'Full name', type: 'text' }] }] };
    const dynamic = (call: Caller) =>
      made(call, '/form/dynamic-form-types', { name: unique('Intake'), definition }, 'dynamic_form_type_id');
    const own = await dynamic(retail);
    const foreign = await dynamic(inHealth);
    const shared = await dynamic(inHealth);
    const archived = await dynamic(retail);
    await fx.s.db.updateTable('dynamic_form_types').set({ is_system: 1 }).where('dynamic_form_type_id', '=', shared).execute();
    await fx.s.db.updateTable('dynamic_form_types').set({ is_archived: 1 }).where('dynamic_form_type_id', '=', archived).execute();
    const state = { graph: { byId: new Map() } } as unknown as TaskState;
    const refs = [own, foreign, shared, archived].map((id) => ({ model: 'dynamic_form_type' as const, id }));
    const found = await existingRefs(fx.s.db, fx.ids.retail, state, refs);
    expect(found.map((r) => r.id).sort((a, b) => a - b)).toEqual([own, shared].sort((a, b) => a - b));
  });

  it("checks campaigns among the account's: a campaign that does not exist is a problem on the node", async () => {
    const { t, canvas_id, start } = await place();
    const res = await h.add({ task_id: t.task_id, canvas_id, pid: start, node_type: 'trigger_campaign', config: { campaign_id: 424242 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['campaign_id: The selected campaign no longer exists.']);
  });
});

describe('node usages block deleting the content they use', () => {
  const blocked = (label: string) => `Sorry this ${label} couldn't be deleted since it is used inside the tasks or other content items`;

  for (const [model, stored, label, node_type] of [
    ['datastore', 'DataStore', 'data store', 'data_store'],
    ['javascript_function', 'JavascriptFunction', 'javascript function', 'integration'],
  ] as const) {
    it(`refuses to delete a ${label} a ${node_type} node uses, until the node is removed`, async () => {
      const id = await content[model](retail);
      const { t, canvas_id, start } = await place();
      const c = cases.find((x) => x.model === model)!;
      const node = await h.insert(t.task_id, canvas_id, start, node_type, c.config(id, { prompt: 0, intent: 0, oft: 0 }));
      const usages = [
        { model: 'Task', id: t.task_id, name: t.task_name, items: [{ model: 'Node', id: node.node_id, name: node.node_name }] },
      ];
      expect(await inUse(stored, id)).toMatchObject({
        in_use: true,
        count: 1,
        deletable: false,
        title: 'Content cannot be deleted',
        message: blocked(label),
        usages,
      });
      for (const type of ['soft', 'safe', 'force']) {
        const res = await h.call('DELETE', `${content.paths[model]}/${id}?delete_type=${type}`);
        expect(res.statusCode, type).toBe(409);
        expect(res.json()).toEqual({ message: blocked(label), errors: [blocked(label)], title: 'Content cannot be deleted', usages });
      }
      expect((await h.call('DELETE', `/node/nodes/${node.node_id}`)).statusCode).toBe(200);
      expect((await inUse(stored, id)).in_use).toBe(false);
      expect((await h.call('DELETE', `${content.paths[model]}/${id}`)).statusCode).toBe(200);
    });
  }

  it('lists calendar and daytime nodes as users of their holiday schedule, and open_form nodes of their open form type', async () => {
    const schedule = await content.holiday_schedule(retail);
    const a = await place();
    const calendar = await h.insert(a.t.task_id, a.canvas_id, a.start, 'calendar', { holiday_schedule_id: schedule });
    const open = (await h.nodes(a.t.task_id)).find((x) => x.pid === calendar.node_id && x.node_name === 'Open')!;
    const daytime = await h.insert(a.t.task_id, a.canvas_id, open.node_id, 'daytime', { holiday_schedule_id: schedule });
    const items = [calendar, daytime]
      .map((x) => ({ model: 'Node', id: x.node_id, name: x.node_name }))
      .sort((x, y) => x.name.localeCompare(y.name));
    expect(await inUse('HolidaySchedule', schedule)).toMatchObject({
      in_use: true,
      count: 2,
      usages: [{ model: 'Task', id: a.t.task_id, name: a.t.task_name, items }],
    });

    const oft = await content.open_form_type(retail);
    const b = await place();
    const form = await h.insert(b.t.task_id, b.canvas_id, b.start, 'open_form', {
      open_form_type_id: oft,
      prompt_id: await content.prompt(retail),
      intents: intentsOf(await ownContent()),
    });
    expect(await inUse('OpenFormType', oft)).toMatchObject({
      in_use: true,
      count: 1,
      usages: [{ model: 'Task', id: b.t.task_id, name: b.t.task_name, items: [{ model: 'Node', id: form.node_id, name: form.node_name }] }],
    });
    // Changing the node's form type moves the usage.
    const other = await content.open_form_type(retail);
    const res = await h.call('PUT', `/node/nodes/${form.node_id}`, { config: { ...form.config, open_form_type_id: other } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inUse('OpenFormType', oft)).in_use).toBe(false);
    expect((await inUse('OpenFormType', other)).count).toBe(1);
  });
});
