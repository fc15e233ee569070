import { beforeAll, describe, expect, it } from 'vitest';
import { metricFeature } from '@shared/plans/catalogue';
import { alertChain, evaluateAlerts } from '@server/modules/alerts/evaluator';
import { accountFixture } from './support/account';
import { userIds } from './support/alert-rows';
import { queuedJobs } from './support/due-jobs';

/**
 * The alert evaluator (issue: thresholds that, when crossed, notify the chosen users — the bell and e-mail — once per
 * window): sessions that end in error cross an account's and a provider's setting; each recipient gets one bell notice
 * and one e-mail; judged again within the window nothing more is sent; in the next window it notifies again. The plan
 * metrics read the account's sessions this month against its plan's limit.
 */
const fx = accountFixture('sp.admin@studio.test');
let users: Awaited<ReturnType<typeof userIds>>;
let taskId: number;
beforeAll(async () => {
  users = await userIds(fx.s.db);
  taskId = (await fx.s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', fx.ids.retail).executeTakeFirstOrThrow()).task_id;
});

let sessions = 0;
/** Sessions that ended a minute ago in an account, as the engine records them. */
async function ended(acId: number, outcomes: (string | null)[], startedAt = new Date(Date.now() - 120_000).toISOString()) {
  const endedAt = new Date(Date.now() - 60_000).toISOString();
  const task =
    acId === fx.ids.retail
      ? taskId
      : (await fx.s.db.selectFrom('tasks').select('task_id').where('ac_id', '=', acId).executeTakeFirstOrThrow()).task_id;
  for (const outcome of outcomes)
    await fx.s.db
      .insertInto('usage_records')
      .values({
        session_id: `alert-${++sessions}`,
        ac_id: acId,
        task_id: task,
        task_version: null,
        channel: 'voice',
        simulated: 1,
        started_at: startedAt,
        ended_at: endedAt,
        outcome,
        path: '[]',
        variables: '{}',
      })
      .execute();
}

const alertNotices = async (userId: number) =>
  fx.s.db
    .selectFrom('notification_messages')
    .select(['title', 'body', 'link'])
    .where('kind', '=', 'alert')
    .where('user_id', '=', userId)
    .execute();
const alertMails = async (to: string) =>
  fx.s.db.selectFrom('outbox').select(['subject', 'body']).where('to_address', '=', to).where('subject', 'like', 'Alert:%').execute();
const email = async (userId: number) =>
  (await fx.s.db.selectFrom('users').select('email').where('user_id', '=', userId).executeTakeFirstOrThrow()).email;

/** The e-mails are jobs queued with the notices: waits until none is left queued. */
async function mailsSent() {
  await expect.poll(async () => (await queuedJobs(fx.s, 'alert-mail')).length, { timeout: 10_000 }).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
}

describe('the alert evaluator', () => {
  it('notifies each recipient once per window by the bell and e-mail', async () => {
    const account = await fx.call('POST', '/services/ac-alert-settings', {
      alert_name: 'Retail errors',
      metric: 'error_count',
      threshold: 3,
      window_minutes: 60,
      recipients: [users.builder, users.spAdmin],
    });
    expect(account.statusCode, account.body).toBe(201);
    const provider = await fx.s.call('POST', '/services/sp-alert-settings', {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: 'all' },
      body: {
        alert_name: 'Northwind error rate',
        metric: 'error_rate',
        threshold: 50,
        window_minutes: 60,
        recipients: [users.spAdmin],
        notify_email: 0,
      },
    });
    expect(provider.statusCode, provider.body).toBe(201);

    // Not crossed yet: two errors of three sessions in Retail.
    await ended(fx.ids.retail, ['error', 'error', 'ended']);
    await ended(fx.ids.health, ['ended', 'ended', 'ended']);
    expect(await evaluateAlerts(fx.s.app.studio)).toBe(0);
    // A third error: Retail has 3 errors, Northwind 3 of 7 sessions (42.9 %) — then one more of Health's: 4 of 8.
    await ended(fx.ids.retail, ['error']);
    await ended(fx.ids.health, ['error']);
    expect(await evaluateAlerts(fx.s.app.studio)).toBe(2);
    await mailsSent();

    const builderNotices = await alertNotices(users.builder);
    expect(builderNotices).toEqual([
      {
        title: 'Alert: Retail errors',
        body: 'The number of sessions that ended in error of the account Northwind Retail is 3 (threshold 3) over the last 60 minutes.',
        link: '/manage/ac-profile/alert-settings',
      },
    ]);
    expect((await alertNotices(users.spAdmin)).map((n) => n.title).sort()).toEqual(['Alert: Northwind error rate', 'Alert: Retail errors']);
    expect((await alertNotices(users.spAdmin)).find((n) => n.title === 'Alert: Northwind error rate')?.body).toContain(
      'is 50% (threshold 50%)',
    );
    // The bell: the notice is in the recipient's inbox, unread.
    const builderToken = await fx.s.login('ac.builder@studio.test');
    const inbox = await fx.s.call('GET', '/system/get-user-notifications', { token: builderToken, selection: fx.retail });
    expect(inbox.json().data.filter((n: { title: string }) => n.title === 'Alert: Retail errors')).toHaveLength(1);
    // E-mail: one to each recipient of the account's setting; the provider's setting sends none.
    expect(await alertMails(await email(users.builder))).toHaveLength(1);
    expect(await alertMails(await email(users.spAdmin))).toEqual([expect.objectContaining({ subject: 'Alert: Retail errors' })]);
    const stored = (await fx.call('GET', `/services/ac-alert-settings/${account.json().data.alert_setting_id}`)).json().data;
    expect(stored.last_fired_at).not.toBeNull();

    // Judged again within the window: nothing more.
    await ended(fx.ids.retail, ['error']);
    expect(await evaluateAlerts(fx.s.app.studio)).toBe(0);
    expect(await queuedJobs(fx.s, 'alert-mail')).toHaveLength(0);
    expect(await alertNotices(users.builder)).toHaveLength(1);
    expect(await alertMails(await email(users.builder))).toHaveLength(1);

    // The next window: the account's setting fired 61 minutes ago, so it notifies again.
    const earlier = new Date(Date.now() - 61 * 60_000).toISOString();
    await fx.s.db
      .updateTable('ac_alert_settings')
      .set({ last_fired_at: earlier })
      .where('alert_setting_id', '=', stored.alert_setting_id)
      .execute();
    expect(await evaluateAlerts(fx.s.app.studio)).toBe(1);
    await mailsSent();
    expect(await alertNotices(users.builder)).toHaveLength(2);
    expect(await alertMails(await email(users.builder))).toHaveLength(2);
    expect((await alertNotices(users.builder))[1].body).toContain('is 4 (threshold 3)');
  });

  it('judges the plan metrics against the plan’s limit of sessions this month', async () => {
    const feature = metricFeature('sessions');
    const limited = await fx.s.db
      .updateTable('enabled_features')
      .set({ feature_limit: 4, burst_limit: 100 })
      .where('ac_id', '=', fx.ids.retail)
      .where('feature', '=', feature)
      .executeTakeFirst();
    if (Number(limited.numUpdatedRows) === 0)
      await fx.s.db
        .insertInto('enabled_features')
        .values({ sp_id: fx.ids.northwind, ac_id: fx.ids.retail, feature, feature_limit: 4, burst_limit: 100 })
        .execute();
    const make = (metric: string, threshold: number) =>
      fx.call('POST', '/services/ac-alert-settings', {
        alert_name: `Plan ${metric}`,
        metric,
        threshold,
        window_minutes: 1440,
        recipients: [users.spAdmin],
        notify_email: 0,
      });
    expect((await make('plan_usage', 150)).statusCode).toBe(201);
    expect((await make('over_plan', 2)).statusCode).toBe(201);
    // Retail's sessions this month, from none: 4 of 4 is 100 %, none over the limit.
    await fx.s.db.deleteFrom('usage_records').where('ac_id', '=', fx.ids.retail).execute();
    await ended(fx.ids.retail, ['ended', 'ended', 'ended', 'ended']);
    expect(await evaluateAlerts(fx.s.app.studio)).toBe(0);
    // Two more: 6 of 4 is 150 %, 2 over the limit.
    await ended(fx.ids.retail, ['ended', 'ended']);
    expect(await evaluateAlerts(fx.s.app.studio)).toBe(2);
    const titles = (await alertNotices(users.spAdmin)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Alert: Plan plan_usage', 'Alert: Plan over_plan']));
    const plan = (await alertNotices(users.spAdmin)).find((n) => n.title === 'Alert: Plan plan_usage')!;
    expect(plan.body).toBe('The use of the plan’s sessions of the account Northwind Retail is 150% (threshold 150%) this month.');
  });

  it('notifies once when two evaluators judge the same setting at once', async () => {
    const row = await fx.s.db
      .selectFrom('ac_alert_settings')
      .select('alert_setting_id')
      .where('alert_name', '=', 'Retail errors')
      .executeTakeFirstOrThrow();
    await ended(fx.ids.retail, ['error', 'error', 'error']);
    const earlier = new Date(Date.now() - 61 * 60_000).toISOString();
    await fx.s.db
      .updateTable('ac_alert_settings')
      .set({ last_fired_at: earlier })
      .where('alert_setting_id', '=', row.alert_setting_id)
      .execute();
    const before = (await alertNotices(users.builder)).length;
    const fired = await Promise.all([evaluateAlerts(fx.s.app.studio), evaluateAlerts(fx.s.app.studio)]);
    expect(fired[0] + fired[1]).toBe(1);
    expect(await alertNotices(users.builder)).toHaveLength(before + 1);
  });

  it('runs as a chain of delayed jobs of this start’s generation, which survives a restart', async () => {
    const state = await fx.s.db.selectFrom('alert_evaluator_state').select('generation').where('id', '=', 1).executeTakeFirstOrThrow();
    const queued = await queuedJobs(fx.s, 'alert-evaluator');
    expect(queued.map((j) => j.payload)).toEqual([{ generation: state.generation }]);
    expect(Date.parse(queued[0].run_at)).toBeGreaterThan(Date.now());
    // A job of an older start's generation ends without judging or queueing a successor: the chain is never doubled.
    await alertChain(fx.s.app.studio).handler({ generation: state.generation - 1 }, { signal: new AbortController().signal, attempt: 0 });
    expect(await queuedJobs(fx.s, 'alert-evaluator')).toHaveLength(1);
    // This generation's job judges and queues the next one.
    await alertChain(fx.s.app.studio).handler({ generation: state.generation }, { signal: new AbortController().signal, attempt: 0 });
    expect(await queuedJobs(fx.s, 'alert-evaluator')).toHaveLength(2);
  });
});
