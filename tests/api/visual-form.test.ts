import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from '@shared/messages-core';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { makeDue } from './support/due-jobs';
import { multipart } from './support/multipart';

const fx = accountFixture();
const h = flowHelpers(fx);
const unique = () => Math.random().toString(36).slice(2, 8);
const publicCall = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  fx.s.call(method, url, { body, headers });

async function variable(name: string) {
  const res = await h.call('POST', '/content/variables', { variable_name: `${name}_${unique()}`, variable_type: 'single_value' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { variable_id: number; variable_name: string };
}

async function prompt(text: string) {
  const res = await h.call('POST', '/prompt/prompts', { prompt_name: `VF ${unique()}`, texts: [{ language: 'en-US', text }] });
  return res.json().data.prompt_id as number;
}

/** A voice task: start → visual form (name, age, agree; attachments) → Submitted: "Thanks" / Not submitted: "Sorry". */
async function formTask(options: { allowUpload?: boolean } = {}) {
  const form = await h.call('POST', '/form/form-types', {
    name: `Claim ${unique()}`,
    fields: [
      { name: 'full_name', label: 'Full name', data_type: 'STRING', required: true },
      { name: 'age', label: 'Age', data_type: 'NUMERIC' },
      { name: 'agree', label: 'Agree', data_type: 'BOOLEAN' },
    ],
  });
  expect(form.statusCode, form.body).toBe(201);
  const vars = { name: await variable('vf_name'), age: await variable('vf_age'), files: await variable('vf_files') };
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  const vf = await h.insert(t.task_id, canvas_id, start, 'visual_form', {
    form_type_id: form.json().data.form_type_id,
    allow_file_upload: options.allowUpload ?? true,
    field_mappings: [
      { source: 'full_name', variable_id: vars.name.variable_id },
      { source: 'age', variable_id: vars.age.variable_id },
      { source: 'attachments', variable_id: vars.files.variable_id },
    ],
  });
  const conditions = (await h.nodes(t.task_id)).filter((n) => n.pid === vf.node_id);
  const submitted = conditions.find((n) => /^Submitted/.test(n.node_name))!;
  const notSubmitted = conditions.find((n) => /Not submitted/.test(n.node_name))!;
  await h.insert(t.task_id, canvas_id, submitted.node_id, 'prompt', { prompt_id: await prompt('Thanks') });
  await h.insert(t.task_id, canvas_id, notSubmitted.node_id, 'prompt', { prompt_id: await prompt('Sorry') });
  return { t, vf, vars };
}

/** A simulator session of the task, waiting on its visual form: the session id and the form's call uuid. */
async function waitingForm(options: { allowUpload?: boolean } = {}) {
  const task = await formTask(options);
  const res = await h.call('POST', '/sim/sessions', { task_id: task.t.task_id });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  const link = data.events.find((e: { type: string }) => e.type === 'form_link');
  return { ...task, session: data, uuid: link.call_uuid as string, link };
}

const session = async (id: string) => (await h.call('GET', `/sim/sessions/${id}`)).json().data;
const texts = (events: { type: string; text?: string }[]) => events.filter((e) => e.type === 'said').map((e) => e.text);

async function setUploadFlag(state: 0 | 1 | null) {
  const flag = await fx.s.db
    .selectFrom('feature_flags')
    .select('id')
    .where('name', '=', 'studio.visualform-file-upload.temp')
    .executeTakeFirstOrThrow();
  await fx.s.db.deleteFrom('feature_flag_rules').where('flag_id', '=', flag.id).execute();
  if (state !== null)
    await fx.s.db
      .insertInto('feature_flag_rules')
      .values({ flag_id: flag.id, user_id: null, sp_id: null, ac_id: fx.ids.retail, domain_id: null, form_type: null, flag_state: state })
      .execute();
}

/** The account's plan has the visualform-file-upload feature (the node's editor refuses file upload without it). */
async function setUploadFeature(on: boolean) {
  const feature = 'studio.visualform-file-upload.temp';
  await fx.s.db.deleteFrom('enabled_features').where('ac_id', '=', fx.ids.retail).where('feature', '=', feature).execute();
  if (on) await fx.s.db.insertInto('enabled_features').values({ sp_id: fx.ids.northwind, ac_id: fx.ids.retail, feature }).execute();
}

beforeAll(() => setUploadFeature(true));

const upload = (uuid: string, name: string, content: Buffer) => {
  const { body, headers } = multipart(name, content, { call_uuid: uuid });
  return fx.s.app.inject({ method: 'POST', url: '/api/visualform/user-attachment', headers, payload: body });
};

describe('the visual form node in a session', () => {
  it('waits on the form with a fresh call uuid and says where the form is', async () => {
    const f = await waitingForm();
    expect(f.session).toMatchObject({ status: 'waiting', node_id: f.vf.node_id });
    expect(f.uuid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(f.link.url).toBe(`/visualform/${f.uuid}`);
    const again = await waitingForm();
    expect(again.uuid).not.toBe(f.uuid);
    const input = await h.call('POST', `/sim/sessions/${f.session.session_id}/input`, { dtmf: '1' });
    expect(input.statusCode).toBe(409);
    expect(input.json().message).toBe('The session waits for its visual form to be submitted (open the link), not for keys or words.');
  });

  it('GET shows the form without sign-in; open is recorded, submit continues the session with the values; a repeated submit is 409', async () => {
    const f = await waitingForm();
    const form = await publicCall('GET', `/visual-form/${f.uuid}`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toEqual({
      call_uuid: f.uuid,
      status: 'waiting',
      form_name: expect.stringMatching(/^Claim /),
      description: null,
      allow_upload: true,
      max_attachments: 10,
      logo_url: null,
      fields: [
        { name: 'full_name', label: 'Full name', data_type: 'STRING', required: true },
        { name: 'age', label: 'Age', data_type: 'NUMERIC', required: false },
        { name: 'agree', label: 'Agree', data_type: 'BOOLEAN', required: false },
      ],
    });
    const open = await publicCall('POST', `/visual-form/${f.uuid}/event`, { event: 'open', cluster: false });
    expect(open.json()).toEqual({ data: { event: 'open', status: 'open' } });
    expect((await session(f.session.session_id)).events.at(-1)).toEqual({ type: 'form_event', node_id: f.vf.node_id, event: 'open' });
    expect((await publicCall('GET', `/visual-form/${f.uuid}`)).json().data.status).toBe('open');

    const submit = await publicCall('POST', `/visual-form/${f.uuid}/event`, {
      event: 'submit',
      cluster: false,
      values: { full_name: 'Ann Lee', age: '42', agree: true },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json()).toEqual({ data: { event: 'submit', status: 'submitted' } });
    const after = await session(f.session.session_id);
    expect(after.status).toBe('ended');
    expect(after.variables).toMatchObject({
      [f.vars.name.variable_name]: 'Ann Lee',
      [f.vars.age.variable_name]: 42,
      [f.vars.files.variable_name]: '',
    });
    expect(texts(after.events)).toEqual(['Thanks']);

    const repeated = await publicCall('POST', `/visual-form/${f.uuid}/event`, { event: 'submit', values: { full_name: 'Bob' } });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe('This form has been submitted already.');
    const gone = await publicCall('GET', `/visual-form/${f.uuid}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This form does not exist or is no longer open.');
  });

  it('refuses missing required fields, wrong types and unknown fields with 422 and changes nothing', async () => {
    const f = await waitingForm();
    const submit = (values: Record<string, unknown>) => publicCall('POST', `/visual-form/${f.uuid}/event`, { event: 'submit', values });
    const missing = await submit({ full_name: '  ', age: 3 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'Full name is required.', errors: ['full_name: Full name is required.'] });
    const typed = await submit({ full_name: 'Ann', age: 'forty', agree: 'maybe' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual(['age: Age must be a number.', 'agree: Agree must be yes or no.']);
    const unknown = await submit({ full_name: 'Ann', shoe: '9' });
    expect(unknown.json().errors).toEqual(["shoe: The form has no field 'shoe'."]);
    const badAttachment = await publicCall('POST', `/visual-form/${f.uuid}/event`, {
      event: 'submit',
      values: { full_name: 'Ann' },
      attachments: ['abcdefghijkl'],
    });
    expect(badAttachment.statusCode).toBe(422);
    expect(badAttachment.json().message).toBe('An attachment of this submission was not uploaded to this form.');
    expect((await publicCall('POST', `/visual-form/${f.uuid}/event`, { event: 'finish' })).statusCode).toBe(422);
    expect((await session(f.session.session_id)).status).toBe('waiting');
    expect((await publicCall('GET', `/visual-form/${f.uuid}`)).statusCode).toBe(200);
  });

  it('close (a beacon, text/plain) continues by Not submitted; a timeout does too; both finish the form', async () => {
    const f = await waitingForm();
    const beacon = await fx.s.app.inject({
      method: 'POST',
      url: `/api/visual-form/${f.uuid}/event`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ event: 'close', cluster: false }),
    });
    expect(beacon.statusCode, beacon.body).toBe(200);
    const closed = await session(f.session.session_id);
    expect(closed.status).toBe('ended');
    expect(texts(closed.events)).toEqual(['Sorry']);
    expect((await publicCall('POST', `/visual-form/${f.uuid}/event`, { event: 'close' })).statusCode).toBe(409);
    const notJson = await fx.s.app.inject({
      method: 'POST',
      url: `/api/visual-form/${f.uuid}/event`,
      headers: { 'content-type': 'text/plain' },
      payload: 'bye',
    });
    expect(notJson.statusCode).toBe(400);

    const timed = await waitingForm();
    await makeDue(fx.s, 'engine.no-input', { session_id: timed.session.session_id });
    await expect.poll(async () => (await session(timed.session.session_id)).status, { timeout: 15_000, interval: 100 }).toBe('ended');
    expect(texts((await session(timed.session.session_id)).events)).toEqual(['Sorry']);
    expect((await publicCall('GET', `/visual-form/${timed.uuid}`)).statusCode).toBe(404);
  }, 30_000);

  it('a stopped session ends its form', async () => {
    const f = await waitingForm();
    expect((await h.call('DELETE', `/sim/sessions/${f.session.session_id}`)).statusCode).toBe(200);
    expect((await publicCall('GET', `/visual-form/${f.uuid}`)).statusCode).toBe(404);
    expect((await publicCall('POST', `/visual-form/${f.uuid}/event`, { event: 'submit', values: { full_name: 'Ann' } })).statusCode).toBe(
      409,
    );
  });
});

describe('POST /visualform/user-attachment', () => {
  it('stores a file under the upload rule and the submit refers to it', async () => {
    const f = await waitingForm();
    const good = await upload(f.uuid, 'receipt.txt', Buffer.from('paid'));
    expect(good.statusCode, good.body).toBe(201);
    const attachment = good.json().data;
    expect(attachment).toEqual({ attachment_id: expect.stringMatching(/^[A-Za-z0-9]{24}$/), file_name: 'receipt.txt', size: 4 });
    const row = await fx.s.db
      .selectFrom('visual_form_attachments')
      .selectAll()
      .where('attachment_id', '=', attachment.attachment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ call_uuid: f.uuid, ac_id: fx.ids.retail, extension: 'txt' });

    const tooBig = await upload(f.uuid, 'big.txt', Buffer.alloc(2 * 1024 * 1024, 'a'));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toBe(shellMessages.uploadTooLarge);
    const badType = await upload(f.uuid, 'tool.exe', Buffer.from('MZ'));
    expect(badType.statusCode).toBe(422);
    expect(badType.json().message).toBe(shellMessages.uploadExtension);
    const { body, headers } = multipart('a.txt', Buffer.from('x'), { call_uuid: f.uuid });
    const malformed = await fx.s.app.inject({
      method: 'POST',
      url: '/api/visualform/user-attachment',
      headers,
      payload: body.subarray(0, body.length - 10),
    });
    expect(malformed.statusCode).toBe(400);
    const noBoundary = await fx.s.app.inject({
      method: 'POST',
      url: '/api/visualform/user-attachment',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const noUuid = multipart('a.txt', Buffer.from('x'));
    const withoutUuid = await fx.s.app.inject({
      method: 'POST',
      url: '/api/visualform/user-attachment',
      headers: noUuid.headers,
      payload: noUuid.body,
    });
    expect(withoutUuid.statusCode).toBe(422);
    expect(
      await fx.s.db.selectFrom('visual_form_attachments').select('attachment_id').where('call_uuid', '=', f.uuid).execute(),
    ).toHaveLength(1);

    const submit = await publicCall('POST', `/visual-form/${f.uuid}/event`, {
      event: 'submit',
      values: { full_name: 'Ann' },
      attachments: [attachment.attachment_id],
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await session(f.session.session_id)).variables[f.vars.files.variable_name]).toBe(attachment.attachment_id);
    const late = await upload(f.uuid, 'late.txt', Buffer.from('late'));
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('This form does not exist or is no longer open.');
    expect((await upload('A'.repeat(32), 'x.txt', Buffer.from('x'))).statusCode).toBe(404);
  });

  it('is refused (403) when the node does not allow files or the visualform-file-upload feature is off', async () => {
    const off = await waitingForm({ allowUpload: false });
    expect((await publicCall('GET', `/visual-form/${off.uuid}`)).json().data.allow_upload).toBe(false);
    const refused = await upload(off.uuid, 'a.txt', Buffer.from('x'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('File upload is not enabled for this form.');

    const f = await waitingForm();
    await setUploadFlag(0);
    try {
      expect((await publicCall('GET', `/visual-form/${f.uuid}`)).json().data.allow_upload).toBe(false);
      expect((await upload(f.uuid, 'a.txt', Buffer.from('x'))).statusCode).toBe(403);
    } finally {
      await setUploadFlag(null);
    }
    expect((await upload(f.uuid, 'a.txt', Buffer.from('x'))).statusCode).toBe(201);
    await setUploadFeature(false);
    try {
      expect((await upload(f.uuid, 'b.txt', Buffer.from('x'))).statusCode).toBe(403);
    } finally {
      await setUploadFeature(true);
    }
  });
});

describe('the logo', () => {
  it("shows the account's logo, else its provider's; none without one", async () => {
    const f = await waitingForm();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    mkdirSync(join(fx.s.config.dataDir, 'logos'), { recursive: true });
    writeFileSync(join(fx.s.config.dataDir, 'logos', 'sp-test.png'), png);
    await fx.s.db.updateTable('service_providers').set({ logopath: 'sp-test.png' }).where('sp_id', '=', fx.ids.northwind).execute();
    try {
      expect((await publicCall('GET', `/visual-form/${f.uuid}`)).json().data.logo_url).toBe(`/api/visual-form/${f.uuid}/logo`);
      const logo = await publicCall('GET', `/visual-form/${f.uuid}/logo`);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload).toEqual(png);
    } finally {
      await fx.s.db.updateTable('service_providers').set({ logopath: null }).where('sp_id', '=', fx.ids.northwind).execute();
    }
    expect((await publicCall('GET', `/visual-form/${f.uuid}/logo`)).statusCode).toBe(404);
  });
});

describe('tenancy: the call uuid is the only key', () => {
  it('an unknown or guessed uuid is 404; a signed-in user of another account gets nothing more than anyone', async () => {
    const f = await waitingForm();
    const unknown = await publicCall('GET', `/visual-form/${'B'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This form does not exist or is no longer open.');
    expect((await publicCall('POST', `/visual-form/${'B'.repeat(32)}/event`, { event: 'open' })).statusCode).toBe(404);
    const short = await publicCall('GET', '/visual-form/abc');
    expect(short.statusCode).toBe(404);
    expect(short.json().message).toBe('This form does not exist or is no longer open.');
    // The session id of the simulator is not a form address.
    expect((await publicCall('GET', `/visual-form/${f.session.session_id}`)).statusCode).toBe(404);

    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const anonymous = (await publicCall('GET', `/visual-form/${f.uuid}`)).json();
    const other = await fx.s.call('GET', `/visual-form/${f.uuid}`, { token: fx.token, selection: health });
    expect(other.json()).toEqual(anonymous);
    expect(Object.keys(anonymous.data)).not.toContain('ac_id');
    expect(Object.keys(anonymous.data)).not.toContain('session_id');
    // The session itself stays the account's: another account's selection cannot read it.
    expect((await fx.s.call('GET', `/sim/sessions/${f.session.session_id}`, { token: fx.token, selection: health })).statusCode).toBe(404);
  });

  it('guessing is slowed: too many unknown uuids from one client answer 429 for a while', async () => {
    let last = 0;
    for (let i = 0; i < 31 && last !== 429; i++) last = (await publicCall('GET', `/visual-form/${'C'.repeat(31)}${i % 10}`)).statusCode;
    expect(last).toBe(429);
    await fx.s.db.deleteFrom('login_throttle').where('key', 'like', 'visualform:%').execute();
  });
});
