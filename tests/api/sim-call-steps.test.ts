import { beforeAll, describe, expect, it } from 'vitest';
import { accountVoiceItems, voicesOf } from '@server/modules/voices/account-voices';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
let voice = '';

beforeAll(async () => {
  // Disposition, voicemail and third-party transfers are hidden under a linked domain: this account has none here.
  await fx.s.db.deleteFrom('ac_domain_map').where('ac_id', '=', fx.ids.retail).execute();
  voice = (await voicesOf(fx.s.db, await accountVoiceItems(fx.s.db, fx.ids.retail)))[0].voice_name;
});

type Event = { type: string; node_id: number | null; [k: string]: unknown };

/** A voice task: start → the given steps one below the other; the session's answer. */
async function chain(steps: [string, Record<string, unknown>][], body: Record<string, unknown> = {}) {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  let pid = start;
  const ids: number[] = [];
  for (const [type, config] of steps) {
    const node = await h.insert(t.task_id, canvas_id, pid, type, config);
    ids.push(node.node_id);
    pid = node.node_id;
  }
  const res = await h.call('POST', '/sim/sessions', { task_id: t.task_id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return {
    task: t,
    canvas_id,
    ids,
    data: res.json().data as { session_id: string; status: string; events: Event[]; variables: Record<string, unknown> },
  };
}

describe('call steps and transfers in the simulator', () => {
  it('a blind transfer leaves the flow: the caller hears the announcement, then "Transferred to" the destination', async () => {
    const prompt = await h.prompt('Transfer announcement');
    const { ids, data } = await chain([
      ['blind_transfer', { destination: '+4930123456', sip_headers: [{ name: 'X-Case', value: 'c-1' }], announce_prompt_id: prompt }],
    ]);
    expect(data.status).toBe('ended');
    expect(data.events.slice(-3).map((e) => e.type)).toEqual(['said', 'transferred', 'ended']);
    expect(data.events).toContainEqual({ type: 'transferred', node_id: ids[0], destination: '+4930123456', data: { 'X-Case': 'c-1' } });
    expect(data.events.at(-1)).toMatchObject({ type: 'ended', outcome: 'transferred' });
    const usage = await fx.s.db.selectFrom('usage_records').selectAll().where('session_id', '=', data.session_id).executeTakeFirstOrThrow();
    expect(usage.outcome).toBe('transferred');
    const read = (await h.call('GET', `/sim/sessions/${data.session_id}`)).json().data;
    expect(read.events).toContainEqual(expect.objectContaining({ type: 'transferred', destination: '+4930123456' }));
  });

  it('a bridge transfer goes on by Completed, or by Not answered with that mock answer', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const bridge = await h.insert(t.task_id, canvas_id, start, 'bridge_transfer', { destination: 'sip:desk@pbx.example.com' });
    const conditions = (await h.nodes(t.task_id)).filter((n) => n.pid === bridge.node_id);
    expect(conditions).toHaveLength(2);
    const below = await Promise.all(conditions.map((c) => h.insert(t.task_id, canvas_id, c.node_id, 'comment', { text: c.node_name })));
    const done = (await h.call('POST', '/sim/sessions', { task_id: t.task_id })).json().data;
    expect(done.events).toContainEqual({ type: 'transferred', node_id: bridge.node_id, destination: 'sip:desk@pbx.example.com' });
    const reached = (events: Event[]) => below.find((b) => events.some((e) => e.type === 'entered' && e.node_id === b.node_id))!;
    const missed = (await h.call('POST', '/sim/sessions', { task_id: t.task_id, mocks: { [bridge.node_id]: 'failure' } })).json().data;
    expect(reached(done.events).node_id).not.toBe(reached(missed.events).node_id);
    expect(missed.events).toContainEqual(
      expect.objectContaining({ type: 'simulated', text: 'Bridge transfer: sip:desk@pbx.example.com did not answer within 30 s.' }),
    );
  });

  it('a third-party transfer rings and a cancel below calls it off; the contact-center transfers name their skill or mailbox', async () => {
    const third = await chain([
      ['third_party_transfer', { destination: '+4930222' }],
      ['cancel_third_party_transfer', {}],
    ]);
    expect(third.data.events).toContainEqual({
      type: 'transferred',
      node_id: third.ids[0],
      destination: '+4930222',
      data: { ring_seconds: '30' },
    });
    expect(third.data.events.at(-1)).toMatchObject({ type: 'ended', outcome: 'transfer_cancelled' });
    const five9 = await chain([['five9_transfer', { skills: ['Sales'], call_variables: [{ name: 'Call.Account', value: 'A-7' }] }]]);
    expect(five9.data.events).toContainEqual({
      type: 'transferred',
      node_id: five9.ids[0],
      destination: 'Five9 skill Sales',
      data: { 'Call.Account': 'A-7', priority: '0' },
    });
    const screenpop = await chain([['screenpop_transfer', { skills: ['Care'], screenpop_url: 'https://crm.example.com/case/1' }]]);
    expect(screenpop.data.events).toContainEqual(
      expect.objectContaining({
        type: 'transferred',
        destination: 'skill Care',
        data: { priority: '0', screenpop_url: 'https://crm.example.com/case/1' },
      }),
    );
    const voicemail = await chain([['voicemail_transfer', { mailbox: 'Sales' }]]);
    expect(voicemail.data.events).toContainEqual({
      type: 'transferred',
      node_id: voicemail.ids[0],
      destination: 'voicemail of skill Sales',
    });
  });

  it('a transfer whose destination variable holds no number fails on the node in words', async () => {
    const v = (await h.call('POST', '/content/variables', { variable_name: 'desk', variable_type: 'single_value' })).json().data;
    const { ids, data } = await chain([['blind_transfer', { destination: `{{${v.variable_id}}}` }]], { variables: { desk: 'front desk' } });
    expect(data.status).toBe('ended');
    expect(data.events).toContainEqual({
      type: 'error',
      node_id: ids[0],
      message:
        "Blind transfer cannot transfer to 'front desk': the destination must be a phone number (digits, optionally with a leading +) or a sip: address.",
    });
    expect(data.events.some((e) => e.type === 'transferred')).toBe(false);
  });

  it('disposition and dispose-and-end-call set the disposition with its notes; set voice and hang-up headers are shown', async () => {
    const v = (await h.call('POST', '/content/variables', { variable_name: 'order_no', variable_type: 'single_value' })).json().data;
    const { ids, data } = await chain(
      [
        ['set_voice', { tts_voice: voice, language: 'en-GB' }],
        ['hangup_header', { sip_headers: [{ name: 'X-Order', value: `{{${v.variable_id}}}` }] }],
        ['disposition', { disposition: 'Sale', notes: `order {{${v.variable_id}}}` }],
        ['dispose_end_call', { disposition: 'Resolved' }],
      ],
      { variables: { order_no: 'NW-1' } },
    );
    const set = data.events.filter((e) => e.type === 'call_set');
    expect(set).toEqual([
      { type: 'call_set', node_id: ids[0], field: 'voice', value: `${voice} (en-GB, 100%)` },
      { type: 'call_set', node_id: ids[1], field: 'hangup_headers', value: 'X-Order: NW-1' },
      { type: 'call_set', node_id: ids[2], field: 'disposition', value: 'Sale (order NW-1)' },
      { type: 'call_set', node_id: ids[3], field: 'disposition', value: 'Resolved' },
    ]);
    expect(data.events.slice(-2)).toEqual([
      { type: 'hung_up', node_id: ids[3] },
      { type: 'ended', node_id: ids[3], outcome: 'hangup' },
    ]);
  });

  it("an integration runs the account's JavaScript function with its parameters by name and maps what it returns", async () => {
    const fnRes = await h.call('POST', '/javascriptfunction', {
      name: 'lookup',
      function_return_type: 'STRING',
      javascript_function_parameters: [{ name: 'first' }, { name: 'phone' }],
      code: "return JSON.stringify({ name: 'Ann ' + phone, first: first });",
    });
    expect(fnRes.statusCode, fnRes.body).toBe(201);
    const fn = fnRes.json().data;
    const v = (await h.call('POST', '/content/variables', { variable_name: 'whole', variable_type: 'single_value' })).json().data;
    const { ids, data } = await chain([
      [
        'integration',
        {
          javascript_function_id: fn.javascript_function_id,
          parameters: [{ name: 'phone', value: '555' }],
          return_variable_id: v.variable_id,
        },
      ],
    ]);
    expect(data.events).toContainEqual({
      type: 'variable_set',
      node_id: ids[0],
      variable_id: v.variable_id,
      value: JSON.stringify({ name: 'Ann 555', first: null }),
    });

    const bad = await chain([
      ['integration', { javascript_function_id: fn.javascript_function_id, parameters: [{ name: 'email', value: 'x' }] }],
    ]);
    expect(bad.data.events).toContainEqual({
      type: 'error',
      node_id: bad.ids[0],
      message: "The JavaScript function lookup has no parameter 'email'.",
    });

    // A function of another account is not this account's to run: the node's check refuses it, and a session that
    // reaches a node pointing at one (the function moved away) follows Failure without running it.
    const { ids: own } = await chain([['integration', { javascript_function_id: fn.javascript_function_id }]]);
    await fx.s.db
      .updateTable('javascript_functions')
      .set({ ac_id: fx.ids.health })
      .where('javascript_function_id', '=', fn.javascript_function_id)
      .execute();
    const task = (await fx.s.db.selectFrom('nodes').select('task_id').where('node_id', '=', own[0]).executeTakeFirstOrThrow()).task_id;
    const other = (await h.call('POST', '/sim/sessions', { task_id: task })).json().data;
    expect(other.events).toContainEqual({ type: 'error', node_id: own[0], message: 'The JavaScript function does not exist.' });
    expect(other.variables.whole ?? null).toBeNull();
  });

  it("a text form asks the account's form type field by field and maps the answers", async () => {
    const formRes = await h.call('POST', '/form/form-types', {
      name: `Callback ${Date.now()}`,
      fields: [{ name: 'age', label: 'Your age?', data_type: 'NUMERIC', required: true }],
    });
    expect(formRes.statusCode, formRes.body).toBe(201);
    const v = (await h.call('POST', '/content/variables', { variable_name: `age_${Date.now()}`, variable_type: 'single_value' })).json()
      .data;
    const { data } = await chain([
      ['text_form', { form_type_id: formRes.json().data.form_type_id, field_mappings: [{ source: 'age', variable_id: v.variable_id }] }],
    ]);
    expect(data.status).toBe('waiting');
    expect(data.events.filter((e) => e.type === 'said').map((e) => e.text)).toEqual(['Your age?']);
    const wrong = (await h.call('POST', `/sim/sessions/${data.session_id}/input`, { text: 'old' })).json().data;
    expect(wrong.events.filter((e: Event) => e.type === 'said').map((e: Event) => e.text)).toEqual([
      'Your age? must be a number.',
      'Your age?',
    ]);
    const done = (await h.call('POST', `/sim/sessions/${data.session_id}/input`, { text: '42' })).json().data;
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'variable_set', variable_id: v.variable_id, value: 42 }));
    expect(done.status).toBe('ended');
  });
});
