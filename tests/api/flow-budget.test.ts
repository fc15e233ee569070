import { describe, expect, it } from 'vitest';
import { call, lit, variable, type Expr } from '@shared/expr';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

/**
 * No tenant can freeze the studio: the worst expressions of a flow — patterns that backtrack for seconds in a
 * backtracking engine, values of millions of characters — run in a session started by a read-only user, and in
 * a public visual-form submit without any sign-in, while another account's requests keep answering.
 */
const fx = accountFixture();
const h = flowHelpers(fx);
const unique = () => Math.random().toString(36).slice(2, 8);

async function variableId(name: string) {
  const res = await h.call('POST', '/content/variables', { variable_name: `${name}_${unique()}`, variable_type: 'single_value' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.variable_id as number;
}

async function promptId(text: string) {
  const res = await h.call('POST', '/prompt/prompts', { prompt_name: `Budget ${unique()}`, texts: [{ language: 'en-US', text }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.prompt_id as number;
}

/** Requests of another account (Northwind Health) while the worst cases run: each must answer. */
function otherTenant(count: number) {
  const selection = { spId: fx.ids.northwind, acId: fx.ids.health };
  return Promise.all(
    Array.from({ length: count }, () => fx.s.call('GET', '/studio/tasks?fetch_all=0&per_page=5', { token: fx.token, selection })),
  );
}

const worstPattern = '/^(a|a)*$/';
const namePattern = '/^([a-z]+\\s?)*$/i';

describe('no tenant can freeze the studio', () => {
  it("a read-only user's simulator session with the worst expressions ends with clear errors while another account answers", async () => {
    const [matched, padded] = [await variableId('matched'), await variableId('padded')];
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const regex = await h.insert(t.task_id, canvas_id, start, 'variable', {
      variable_id: matched,
      value: call('matches_regex', lit('aaaaaaaaaaaaaaaaaaaaaaaaaaa!'), lit(worstPattern)),
    });
    const pad = await h.insert(t.task_id, canvas_id, regex.node_id, 'variable', {
      variable_id: padded,
      value: call('lpad', lit('x'), lit(10_000_000), lit('ab')),
    });
    const viewer = await fx.s.login('ac.viewer@studio.test');

    const worst = fx.s.call('POST', '/sim/sessions', { token: viewer, selection: fx.retail, body: { task_id: t.task_id } });
    const [session, answers] = await Promise.all([worst, otherTenant(5)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(session.statusCode, session.body).toBe(201);
    const events = session.json().data.events as { type: string; node_id: number; value?: unknown; message?: string }[];
    expect(events).toContainEqual({ type: 'variable_set', node_id: regex.node_id, variable_id: matched, value: false });
    expect(events).toContainEqual({
      type: 'error',
      node_id: pad.node_id,
      message: 'The value is too long: 10,000,000 characters, at most 100,000.',
    });
    expect(session.json().data.status).toBe('ended');
  });

  it('a public visual-form submit whose name meets a nested-quantifier pattern goes on at once, with no sign-in', async () => {
    const form = await h.call('POST', '/form/form-types', {
      name: `Budget ${unique()}`,
      fields: [{ name: 'full_name', label: 'Full name', data_type: 'STRING', required: true }],
    });
    expect(form.statusCode, form.body).toBe(201);
    const name = await variableId('vf_name');
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const vf = await h.insert(t.task_id, canvas_id, start, 'visual_form', {
      form_type_id: form.json().data.form_type_id,
      allow_file_upload: false,
      field_mappings: [{ source: 'full_name', variable_id: name }],
    });
    const submitted = (await h.nodes(t.task_id)).find((n) => n.pid === vf.node_id && /^Submitted/.test(n.node_name))!;
    const check: Expr = call('matches_regex', variable(name), lit(namePattern));
    const decision = await h.insert(t.task_id, canvas_id, submitted.node_id, 'decision', {
      conditions: [{ key: 'valid', label: 'Valid name', condition: check }],
    });
    const branches = (await h.nodes(t.task_id)).filter((n) => n.pid === decision.node_id);
    await h.insert(t.task_id, canvas_id, branches.find((n) => n.node_name.startsWith('Valid'))!.node_id, 'prompt', {
      prompt_id: await promptId('Valid'),
    });
    await h.insert(t.task_id, canvas_id, branches.find((n) => n.node_name.startsWith('Otherwise'))!.node_id, 'prompt', {
      prompt_id: await promptId('Invalid'),
    });
    const started = (await h.call('POST', '/sim/sessions', { task_id: t.task_id })).json().data;
    const uuid = started.events.find((e: { type: string }) => e.type === 'form_link').call_uuid as string;

    // A backtracking engine needs minutes for this name (each letter doubles the work): the test would time out.
    const values = { full_name: `${'a'.repeat(30)}!` };
    const submit = fx.s.call('POST', `/visual-form/${uuid}/event`, { body: { event: 'submit', values } });
    const [answer, answers] = await Promise.all([submit, otherTenant(5)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await h.call('GET', `/sim/sessions/${started.session_id}`)).json().data;
    expect(after.status).toBe('ended');
    expect(after.events.filter((e: { type: string }) => e.type === 'said').map((e: { text: string }) => e.text)).toEqual(['Invalid']);
  }, 10_000);
});
