import { describe, expect, it } from 'vitest';
import { useDialer } from '@server/modules/campaigns/dialer';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { multipart } from './support/multipart';
import { makeDue } from './support/due-jobs';

/**
 * Campaigns: a downloaded contact list uploads again unchanged; the trigger_campaign node names a campaign of the
 * account; a voice call whose session still waits is in progress until the session ends.
 */
const fx = accountFixture();
const h = flowHelpers(fx);
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

async function newCampaign(taskId?: number) {
  const task = taskId ?? (await h.task('voice')).task_id;
  const res = await h.call('POST', '/campaign/campaigns', {
    campaign_name: `Rules ${++n}`,
    task_id: task,
    channel: 'voice',
    caller_number_id: await campaignNumber(),
    schedule: always,
    variables: [{ column: 'name', variable_name: 'customer_name' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.campaign_id as number;
}
const upload = (id: number, csv: string) => {
  const { body, headers } = multipart('contacts.csv', Buffer.from(csv));
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
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('campaigns: a downloaded list', () => {
  it('uploads again unchanged: numbers in E.164 as they were, values, and who opted out', async () => {
    const id = await newCampaign();
    const first = await upload(id, 'phone_number,name,opted_out\n+442079460000,Ann,\n+12125550123,"Bob, Jr",yes\n+33142685300,Chloé,\n');
    expect(first.statusCode, first.body).toBe(200);
    const downloaded = (await h.call('POST', `/campaign/${id}/download`)).body;
    expect(downloaded.split('\n').slice(0, 3)).toEqual([
      'phone_number,name,state,attempts,session_id',
      '+442079460000,Ann,pending,0,',
      '+12125550123,"Bob, Jr",opted_out,0,',
    ]);
    const again = await upload(id, downloaded);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.inserted).toBe(3);
    expect((await contacts(id)).map((c) => [c.phone_number, JSON.parse(c.contact_values), c.state])).toEqual([
      ['+442079460000', { name: 'Ann' }, 'pending'],
      ['+12125550123', { name: 'Bob, Jr' }, 'opted_out'],
      ['+33142685300', { name: 'Chloé' }, 'pending'],
    ]);
    expect((await h.call('POST', `/campaign/${id}/download`)).body).toBe(downloaded);
  });

  it('still writes a formula start as text, and an upload still refuses it', async () => {
    const id = await newCampaign();
    await fx.s.db
      .insertInto('campaign_contacts')
      .values({
        campaign_id: id,
        ac_id: Number(fx.retail.acId),
        line: 2,
        phone_number: '+442079460000',
        contact_values: JSON.stringify({ name: '=HYPERLINK("x")' }),
        state: 'pending',
        attempts: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const downloaded = (await h.call('POST', `/campaign/${id}/download`)).body;
    expect(downloaded.split('\n')[1]).toBe('+442079460000,"\'=HYPERLINK(""x"")",pending,0,');
    const res = await upload(id, 'phone_number,name\n+442079460000,@SUM(A1)\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      'Line 2: the column name starts with @; cells that start with =, +, - or @ are refused (spreadsheet formulas).',
    ]);
  });
});

describe('campaigns: the trigger_campaign node', () => {
  it("refuses a campaign that is not the account's, or is gone, as a problem on the node", async () => {
    const flow = await h.task('workflow');
    const { canvas_id, start } = await h.start(flow.task_id);
    const mine = await newCampaign();
    const node = await h.insert(flow.task_id, canvas_id, start, 'trigger_campaign', { campaign_id: mine, action: 'start' });
    const other = await fx.s.db
      .insertInto('campaigns')
      .values({
        ac_id: fx.ids.health,
        campaign_name: 'Not yours',
        task_id: flow.task_id,
        channel: 'voice',
        campaign_type: 'on_demand',
        schedule: JSON.stringify(always),
        retries: '{}',
        variables: '[]',
        is_enabled: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('campaign_id')
      .executeTakeFirstOrThrow();
    for (const campaign_id of [other.campaign_id, 999_999]) {
      const res = await h.add({
        task_id: flow.task_id,
        canvas_id,
        pid: node.node_id,
        node_type: 'trigger_campaign',
        config: { campaign_id, action: 'start' },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(['campaign_id: The selected campaign no longer exists.']);
    }
    const campaignProblems = async () =>
      (await h.call('GET', `/studio/task-validation/${flow.task_id}`))
        .json()
        .data.problems.filter((p: { path: string }) => p.path === 'campaign_id');
    expect(await campaignProblems()).toEqual([]);
    expect((await h.call('DELETE', `/campaign/campaigns/${mine}`)).statusCode).toBeLessThan(300);
    expect(await campaignProblems()).toEqual([
      {
        node_id: node.node_id,
        node_name: node.node_name,
        path: 'campaign_id',
        severity: 'error',
        message: 'The selected campaign no longer exists.',
      },
    ]);
  });
});

describe('campaigns: a voice call still going on', () => {
  it('keeps its contact calling while the session waits, and settles it when the session ends', async () => {
    useDialer(fx.s.app.studio, async () => 'answered');
    const task = await h.task('voice');
    const { canvas_id, start } = await h.start(task.task_id);
    await h.insert(task.task_id, canvas_id, start, 'menu', { prompt_id: await h.prompt() });
    const id = await newCampaign(task.task_id);
    expect((await upload(id, 'phone_number,name\n+442079460000,Ann\n')).statusCode).toBe(200);
    expect((await h.call('POST', `/campaign/${id}/trigger`, { action: 'start' })).statusCode).toBe(200);
    await until(
      async () =>
        (await contacts(id))[0]!.session_id !== null &&
        (
          await fx.s.db
            .selectFrom('engine_sessions')
            .select('status')
            .where('session_id', '=', (await contacts(id))[0]!.session_id!)
            .executeTakeFirst()
        )?.status === 'waiting',
    );
    await new Promise((r) => setTimeout(r, 600));
    expect((await contacts(id)).map((c) => c.state)).toEqual(['calling']);
    const data = (await h.call('GET', `/campaign-data/campaign-data?campaign_id=${id}`)).json();
    expect(data.counts).toMatchObject({ calling: 1, completed: 0 });
    expect((await h.call('GET', `/campaign/campaigns/${id}`)).json().data.status).toBe('running');
    // The caller never answers the menu: its no-input timers run out and the session ends.
    await until(async () => (await makeDue(fx.s, 'run.timer'), (await contacts(id))[0]!.state !== 'calling'));
    const [contact] = await contacts(id);
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .select(['outcome', 'ended_at'])
      .where('session_id', '=', contact!.session_id!)
      .executeTakeFirstOrThrow();
    expect(usage.ended_at).not.toBeNull();
    expect(contact!.state).toBe(usage.outcome === 'error' ? 'failed' : 'completed');
    await until(async () => (await h.call('GET', `/campaign/campaigns/${id}`)).json().data.status === 'completed');
  });
});
