import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { multipart } from './support/multipart';

/** Campaigns: CRUD and its rules, the contact list, tenant isolation. Runs are in campaigns-run.test.ts. */
const fx = accountFixture();
const h = flowHelpers(fx);
const base = '/campaign/campaigns';
const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
let n = 0;
const campaignNumber = async () =>
  (
    await fx.s.db
      .selectFrom('phone_numbers')
      .select('phone_number_id')
      .where('phone_number', '=', '+442079460102')
      .executeTakeFirstOrThrow()
  ).phone_number_id;

async function newCampaign(extra: Record<string, unknown> = {}) {
  const task = await h.task('voice');
  const res = await h.call('POST', base, {
    campaign_name: `Reminders ${++n}`,
    task_id: task.task_id,
    channel: 'voice',
    caller_number_id: await campaignNumber(),
    schedule: always,
    variables: [{ column: 'name', variable_name: 'customer_name' }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json().data, task } as unknown as {
    campaign_id: number;
    task_id: number;
    campaign_name: string;
    task: { task_id: number };
  };
}
const upload = (id: number, csv: string, name = 'contacts.csv') => {
  const { body, headers } = multipart(name, Buffer.from(csv));
  return fx.s.app.inject({
    method: 'POST',
    url: `/api/campaign/${id}/upload`,
    headers: {
      ...headers,
      authorization: `Bearer ${fx.token}`,
      'x-scope': 'ac',
      'x-scope-id': String(fx.retail.acId),
      'x-sp-id': String(fx.retail.spId),
    },
    payload: body,
  });
};
const contacts = (id: number) =>
  fx.s.db.selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', id).orderBy('contact_id').execute();

describe('campaigns: create, read, list, update, delete', () => {
  it('creates a campaign of a task, channel, caller number, schedule, retries and variables, and reads it back', async () => {
    const c = await newCampaign({ retries: { no_answer: 2, busy: 1, interval_minutes: 15 } });
    expect(c).toMatchObject({
      campaign_type: 'on_demand',
      channel: 'voice',
      caller_number_id: await campaignNumber(),
      schedule: always,
      retries: { no_answer: 2, busy: 1, interval_minutes: 15 },
      variables: [{ column: 'name', variable_name: 'customer_name' }],
      status: 'idle',
      ac_id: fx.retail.acId,
    });
    const { task: _task, ...answer } = c as typeof c & { task: unknown };
    expect((await h.call('GET', `${base}/${c.campaign_id}`)).json().data).toEqual(answer);
    const updated = await h.call('PUT', `${base}/${c.campaign_id}`, {
      schedule: { days: ['mon'], hours: [{ from: '09:00', to: '17:30' }] },
    });
    expect(updated.json().data.schedule).toEqual({ days: ['mon'], hours: [{ from: '09:00', to: '17:30' }] });
    // An update changes what it names and leaves the rest: its retries, variables and type are not reset to defaults.
    expect(updated.json().data).toMatchObject({
      campaign_type: 'on_demand',
      retries: { no_answer: 2, busy: 1, interval_minutes: 15 },
      variables: [{ column: 'name', variable_name: 'customer_name' }],
    });
    const scheduled = await newCampaign({ campaign_type: 'scheduled' });
    const renamed = await h.call('PUT', `${base}/${scheduled.campaign_id}`, { campaign_name: `${scheduled.campaign_name} renamed` });
    expect(renamed.json().data).toMatchObject({
      campaign_type: 'scheduled',
      variables: [{ column: 'name', variable_name: 'customer_name' }],
    });
    expect((await h.call('DELETE', `${base}/${scheduled.campaign_id}`)).statusCode).toBe(200);
  });

  it('lists on-demand campaigns by default, the other type when asked, and all', async () => {
    const onDemand = await newCampaign();
    const scheduled = await newCampaign({ campaign_type: 'scheduled' });
    const ids = async (q: string) => (await h.call('GET', `${base}${q}`)).json().data.map((c: { campaign_id: number }) => c.campaign_id);
    expect(await ids('')).toContain(onDemand.campaign_id);
    expect(await ids('')).not.toContain(scheduled.campaign_id);
    expect(await ids('?campaign_type=scheduled')).toEqual([scheduled.campaign_id]);
    expect(await ids('?campaign_type=all')).toEqual(expect.arrayContaining([onDemand.campaign_id, scheduled.campaign_id]));
  });

  it('checks the name per type, soft deletes with undo', async () => {
    const c = await newCampaign();
    const check = (body: unknown) => h.call('POST', `${base}/validate`, body);
    expect((await check({ campaign_type: 'on_demand', campaign_name: c.campaign_name.toUpperCase() })).json().data.valid).toBe(false);
    expect((await check({ campaign_type: 'scheduled', campaign_name: c.campaign_name })).json().data.valid).toBe(true);
    expect(
      (await check({ campaign_type: 'on_demand', campaign_name: c.campaign_name, campaign_id: c.campaign_id })).json().data.valid,
    ).toBe(true);
    const taken = await h.call('POST', base, {
      campaign_name: c.campaign_name,
      task_id: c.task_id,
      channel: 'voice',
      caller_number_id: await campaignNumber(),
      schedule: always,
    });
    expect(taken.statusCode).toBe(422);
    expect((await h.call('DELETE', `${base}/${c.campaign_id}`)).statusCode).toBe(200);
    expect((await h.call('GET', `${base}/${c.campaign_id}`)).statusCode).toBe(404);
    expect((await h.call('PUT', `${base}/${c.campaign_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });

  it('answers the maximum threads', async () => {
    expect((await h.call('GET', '/campaign/max-threads')).json().data).toEqual({ max_threads: 10 });
  });
});

describe('campaigns: bad input is refused with its message and changes nothing', () => {
  it('refuses a missing task, a task of another channel, a missing caller number, a schedule with no days or hours', async () => {
    const voice = await h.task('voice');
    const workflow = await h.task('workflow');
    const numberId = await campaignNumber();
    const other = (
      await fx.s.db
        .selectFrom('phone_numbers')
        .select('phone_number_id')
        .where('phone_number', '=', '+442079460101')
        .executeTakeFirstOrThrow()
    ).phone_number_id;
    const good = { campaign_name: 'Refused', task_id: voice.task_id, channel: 'voice', caller_number_id: numberId, schedule: always };
    const cases: [Record<string, unknown>, string][] = [
      [{ task_id: 999999 }, 'task_id: The task 999999 does not exist in this account or is disabled.'],
      [{ task_id: workflow.task_id }, `task_id: The task ${workflow.task_name} is a workflow task; a voice campaign runs a voice task.`],
      [{ channel: 'sms' }, `task_id: The task ${voice.task_name} is a voice task; a sms campaign runs a messaging task.`],
      [
        { caller_number_id: null },
        "caller_number_id: A voice campaign calls or sends from one of the account's campaign numbers: choose one.",
      ],
      [{ caller_number_id: other }, `caller_number_id: The caller number ${other} is not one of the account's campaign numbers.`],
      [{ schedule: { days: [], hours: [{ from: '09:00', to: '17:00' }] } }, 'schedule.days: The schedule needs at least one day.'],
      [{ schedule: { days: ['mon'], hours: [] } }, 'schedule.hours: The schedule needs at least one window of hours.'],
      [
        { schedule: { days: ['mon'], hours: [{ from: '17:00', to: '09:00' }] } },
        'schedule.hours.0.to: A window of hours must end after it starts (17:00 to 09:00).',
      ],
      [
        { variables: [{ column: 'phone_number', variable_name: 'customer_name' }] },
        "variables.0.column: The column phone_number is the contact's phone number; choose another column name.",
      ],
      [
        { variables: [{ column: 'x', variable_name: 'no_such_variable' }] },
        'variables.0.variable_name: The variable no_such_variable does not exist in this account.',
      ],
    ];
    const before = await fx.s.db.selectFrom('campaigns').selectAll().execute();
    for (const [change, message] of cases) {
      const res = await h.call('POST', base, { ...good, ...change });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0], JSON.stringify(change)).toBe(message);
    }
    expect(await fx.s.db.selectFrom('campaigns').selectAll().execute()).toEqual(before);
    const workflowCampaign = await h.call('POST', base, {
      ...good,
      campaign_name: 'Workflow one',
      task_id: workflow.task_id,
      channel: 'workflow',
      caller_number_id: numberId,
    });
    expect(workflowCampaign.json().data.caller_number_id).toBeNull();
  });
});

describe('contact lists', () => {
  it("answers the template with the phone number, the variables' columns and the opt-out mark", async () => {
    const c = await newCampaign();
    const res = await h.call('POST', `/campaign/${c.campaign_id}/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.trim()).toBe('phone_number,name,opted_out');
  });

  it('uploads a list, numbers written with spaces kept in E.164, opted-out rows never called; lists them page by page; downloads them', async () => {
    const c = await newCampaign();
    const res = await upload(
      c.campaign_id,
      'phone_number,name,opted_out\n+44 20 7946 0000,Ann,\n+12125550123,Bob,yes\n+33142685300,"Chloé, Jr",0\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ inserted: 3, errors: [], error_count: 0 });
    const page = await h.call('GET', `/campaign-data/campaign-data?campaign_id=${c.campaign_id}&page=1&per_page=2`);
    expect(page.json().meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(
      page
        .json()
        .data.map((x: { phone_number: string; state: string; values: unknown; line: number }) => [
          x.phone_number,
          x.state,
          x.values,
          x.line,
        ]),
    ).toEqual([
      ['+442079460000', 'pending', { name: 'Ann' }, 2],
      ['+12125550123', 'opted_out', { name: 'Bob' }, 3],
    ]);
    expect(page.json().counts).toMatchObject({ total: 3, pending: 2, opted_out: 1 });
    const csv = await h.call('POST', `/campaign/${c.campaign_id}/download`);
    expect(csv.body.split('\n')[0]).toBe('phone_number,name,state,attempts,session_id');
    expect(csv.body).toContain('"Chloé, Jr",pending,0,');
    const again = await upload(c.campaign_id, 'phone_number,name\n+442079460001,Dan\n');
    expect(again.json().data.inserted).toBe(1);
    expect((await contacts(c.campaign_id)).map((x) => x.phone_number)).toEqual(['+442079460001']);
  });

  it('holds no database connection and no write while a slow list is still arriving, and stores it whole once it has', async () => {
    const c = await newCampaign();
    const rows = Array.from({ length: 5000 }, (_, i) => `+4420794${String(60000 + i).padStart(5, '0')},Caller ${i}`);
    const { body, headers } = multipart('contacts.csv', Buffer.from(`phone_number,name\n${rows.join('\n')}\n`));
    const half = Math.floor(body.length / 2);
    const payload = new PassThrough();
    const pending = fx.s.app.inject({
      method: 'POST',
      url: `/api/campaign/${c.campaign_id}/upload`,
      headers: {
        ...headers,
        'content-length': String(body.length),
        authorization: `Bearer ${fx.token}`,
        'x-scope': 'ac',
        'x-scope-id': String(fx.retail.acId),
        'x-sp-id': String(fx.retail.spId),
      },
      payload,
    });
    payload.write(body.subarray(0, half));
    await new Promise((r) => setTimeout(r, 400));
    // Half the file is in and checked: nothing of it is stored yet, no transaction waits on the rest, other writes go on.
    expect(await contacts(c.campaign_id)).toEqual([]);
    if (process.env.STUDIO_TEST_ENGINE === 'postgres') {
      const waiting = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(fx.s.db);
      expect(Number(waiting.rows[0].n)).toBe(0);
    }
    const prompt = await h.call('POST', '/prompt/prompts', {
      prompt_name: `While uploading ${n}`,
      texts: [{ language: 'en-US', text: 'Hi.' }],
    });
    expect(prompt.statusCode, prompt.body).toBe(201);
    payload.end(body.subarray(half));
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.inserted).toBe(5000);
    expect((await contacts(c.campaign_id)).length).toBe(5000);
  });

  it('refuses a list with bad rows, naming each by its line, and keeps the list it had', async () => {
    const c = await newCampaign();
    await upload(c.campaign_id, 'phone_number,name\n+442079460001,Dan\n');
    const before = await contacts(c.campaign_id);
    const res = await upload(
      c.campaign_id,
      'phone_number,name\n+442079460002,Eve\n12345,Fay\n+442079460003,=SUM(A1)\n+442079460004,\n+442079460005,@SUM(1)\n+442079460006,Gus,extra\n',
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('5 rows of the contact list are refused; nothing was added.');
    expect(res.json().errors).toEqual([
      'Line 3: the phone number 12345 is not a valid E.164 number (+ and the country code, such as +442079460000).',
      'Line 4: the column name starts with =; cells that start with =, +, - or @ are refused (spreadsheet formulas).',
      'Line 5: the column name is empty.',
      'Line 6: the column name starts with @; cells that start with =, +, - or @ are refused (spreadsheet formulas).',
      'Line 7: 3 fields where the header has 2.',
    ]);
    expect(await contacts(c.campaign_id)).toEqual(before);
  });

  it("refuses a missing required column, an unknown one, a file that is not CSV, a list past the plan's limit", async () => {
    const c = await newCampaign();
    const cases: [string, string, string][] = [
      ['name\nAnn\n', 'contacts.csv', 'The contact list has no phone_number column.'],
      ['phone_number\n+442079460001\n', 'contacts.csv', 'The contact list has no name column.'],
      ['phone_number,name,age\n+442079460001,Ann,4\n', 'contacts.csv', 'The contact list has a column age the campaign does not use.'],
      ['phone_number,name\n+442079460001,Ann\n', 'contacts.txt', 'The contact list must be a CSV file.'],
    ];
    for (const [csv, file, message] of cases) {
      const res = await upload(c.campaign_id, csv, file);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0]).toBe(message);
    }
    await fx.s.db
      .updateTable('enabled_features')
      .set({ feature_limit: 2 })
      .where('ac_id', '=', fx.ids.retail)
      .where('feature', '=', 'build.campaigns')
      .execute();
    try {
      const res = await upload(c.campaign_id, 'phone_number,name\n+442079460001,A\n+442079460002,B\n+442079460003,C\n');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toBe("The campaign may hold at most 2 contacts (your plan's limit); this list has more.");
    } finally {
      await fx.s.db
        .updateTable('enabled_features')
        .set({ feature_limit: null })
        .where('ac_id', '=', fx.ids.retail)
        .where('feature', '=', 'build.campaigns')
        .execute();
    }
    expect(await contacts(c.campaign_id)).toEqual([]);
  });
});

describe('campaigns: tenant isolation', () => {
  it("another account's user never reads or changes the campaign or its contacts", async () => {
    const c = await newCampaign();
    await upload(c.campaign_id, 'phone_number,name\n+442079460001,Ann\n');
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const bluebirdToken = await fx.s.login('multi.sp@studio.test');
    const inBluebird = (method: string, url: string, body?: unknown) =>
      fx.s.call(method, url, { token: bluebirdToken, selection: { spId: fx.ids.bluebird, acId: fx.ids.support }, body });
    for (const as of [inHealth, inBluebird]) {
      expect((await as('GET', `${base}/${c.campaign_id}`)).statusCode).toBe(404);
      expect((await as('GET', base)).json().data?.map((x: { campaign_id: number }) => x.campaign_id) ?? []).not.toContain(c.campaign_id);
      expect((await as('PUT', `${base}/${c.campaign_id}`, { campaign_name: 'Taken over' })).statusCode).toBe(404);
      expect((await as('DELETE', `${base}/${c.campaign_id}`)).statusCode).toBe(404);
      expect((await as('GET', `/campaign-data/campaign-data?campaign_id=${c.campaign_id}`)).statusCode).toBe(404);
      expect((await as('POST', `/campaign/${c.campaign_id}/download`)).statusCode).toBe(404);
      expect((await as('POST', `/campaign/${c.campaign_id}/trigger`, { action: 'start' })).statusCode).toBe(404);
      expect((await as('POST', `/campaign/make_a_call/${c.campaign_id}`, { phone_number: '+442079460001' })).statusCode).toBe(404);
    }
    expect((await h.call('GET', `${base}/${c.campaign_id}`)).json().data).toMatchObject({ campaign_name: c.campaign_name, status: 'idle' });
    expect(await contacts(c.campaign_id)).toHaveLength(1);
  });
});
