import { beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { accountFixture } from './support/account';
import { userIds } from './support/alert-rows';

/**
 * Alert settings of an account and of a provider (spec 3 §7 Profiles: /services/ac-alert-settings,
 * /services/sp-alert-settings and their update-or-create calls): CRUD on the entity helper, one setting per metric
 * (and task), the rules in words (threshold per metric, window, recipients of the tenant only, channels, task), the
 * profile permissions, and isolation between accounts and between providers.
 */
const fx = accountFixture('sp.admin@studio.test');
let users: Awaited<ReturnType<typeof userIds>>;
let northwind: Selection;
let health: Selection;
let bluebird: Selection;
beforeAll(async () => {
  users = await userIds(fx.s.db);
  northwind = { spId: fx.ids.northwind, acId: 'all' };
  health = { spId: fx.ids.northwind, acId: fx.ids.health };
  bluebird = { spId: fx.ids.bluebird, acId: 'all' };
});

const setting = (extra: Record<string, unknown> = {}) => ({
  alert_name: `Errors ${Math.random().toString(36).slice(2, 8)}`,
  metric: 'error_count',
  threshold: 5,
  window_minutes: 30,
  recipients: [users.builder, users.spAdmin],
  ...extra,
});
const as = async (email: string, selection: Selection) => {
  const token = await fx.s.login(email);
  return (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token, selection, body });
};

describe('account alert settings', () => {
  it('are created, listed, read, changed, deleted and restored', async () => {
    const created = await fx.call('POST', '/services/ac-alert-settings', setting({ alert_name: 'Retail errors' }));
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      ac_id: fx.ids.retail,
      alert_name: 'Retail errors',
      metric: 'error_count',
      threshold: 5,
      window_minutes: 30,
      task_id: null,
      recipients: [users.builder, users.spAdmin],
      notify_bell: 1,
      notify_email: 1,
      last_fired_at: null,
      is_enabled: 1,
    });
    const id = item.alert_setting_id;
    const list = await fx.call('GET', '/services/ac-alert-settings');
    expect(list.json().data.map((r: { alert_setting_id: number }) => r.alert_setting_id)).toContain(id);
    expect((await fx.call('GET', `/services/ac-alert-settings/${id}`)).json().data.alert_name).toBe('Retail errors');
    const changed = await fx.call('PUT', `/services/ac-alert-settings/${id}`, { threshold: 9, notify_email: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ threshold: 9, notify_email: 0, notify_bell: 1 });
    expect((await fx.call('DELETE', `/services/ac-alert-settings/${id}`)).statusCode).toBe(200);
    expect(
      (await fx.call('GET', '/services/ac-alert-settings')).json().data.map((r: { alert_setting_id: number }) => r.alert_setting_id),
    ).not.toContain(id);
    const restored = await fx.call('PUT', `/services/ac-alert-settings/${id}`, { is_enabled: 1 });
    expect(restored.json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `/services/ac-alert-settings/${id}`);
  });

  it('update-or-create keeps one setting per metric and task', async () => {
    const first = await fx.call('POST', '/services/update-or-create-ac-alert-setting', setting({ metric: 'error_rate', threshold: 20 }));
    expect(first.statusCode, first.body).toBe(201);
    const again = await fx.call('POST', '/services/update-or-create-ac-alert-setting', setting({ metric: 'error_rate', threshold: 35 }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ alert_setting_id: first.json().data.alert_setting_id, threshold: 35 });
    const tasks = (await fx.call('GET', '/services/ac-alert-tasks')).json().data;
    expect(tasks.length).toBeGreaterThan(0);
    const forTask = await fx.call(
      'POST',
      '/services/update-or-create-ac-alert-setting',
      setting({ metric: 'error_rate', threshold: 50, task_id: tasks[0].task_id }),
    );
    expect(forTask.statusCode, forTask.body).toBe(201);
    expect(forTask.json().data.alert_setting_id).not.toBe(first.json().data.alert_setting_id);
    // A plain create of a metric (and task) that has its setting is refused in words.
    const twin = await fx.call('POST', '/services/ac-alert-settings', setting({ metric: 'error_rate' }));
    expect(twin.statusCode).toBe(422);
    expect(twin.json().message).toBe('An alert setting of the error rate for this account already exists: change that one.');
  });

  it('refuses what breaks a rule, in words', async () => {
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await fx.call('POST', '/services/ac-alert-settings', setting(body));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.join(' ')).toContain(message);
    };
    await refused({ metric: 'error_rate', threshold: 150 }, 'The threshold of the error rate must be from 1 to 100.');
    await refused({ metric: 'plan_usage', threshold: 0 }, 'threshold');
    await refused({ window_minutes: 2 }, 'window_minutes');
    await refused({ window_minutes: 1441 }, 'window_minutes');
    await refused({ recipients: [] }, 'Choose at least one user to notify.');
    await refused({ recipients: [users.bluebirdOnly] }, `The user ${users.bluebirdOnly} is not a user of this account.`);
    await refused({ notify_bell: 0, notify_email: 0 }, 'Choose the bell, e-mail or both.');
    const tasks = (await fx.call('GET', '/services/ac-alert-tasks')).json().data;
    await refused({ metric: 'over_plan', task_id: tasks[0].task_id }, 'Only the error rate and the error count can watch one task.');
    await refused({ task_id: 999999 }, 'The task 999999 is not one of this account’s enabled tasks.');
  });

  it('offers the account’s users and its provider’s, never another tenant’s', async () => {
    const ids = (await fx.call('GET', '/services/ac-alert-recipients')).json().data.map((u: { user_id: number }) => u.user_id);
    expect(ids).toEqual(expect.arrayContaining([users.builder, users.viewer, users.spAdmin]));
    expect(ids).not.toContain(users.bluebirdOnly);
  });

  it('reads with the account profile permission and writes only with its write', async () => {
    const builder = await as('ac.builder@studio.test', fx.retail);
    expect((await builder('GET', '/services/ac-alert-settings')).statusCode).toBe(200);
    expect((await builder('POST', '/services/ac-alert-settings', setting())).statusCode).toBe(403);
    const viewer = await as('ac.viewer@studio.test', fx.retail);
    expect((await viewer('GET', '/services/ac-alert-settings')).statusCode).toBe(403);
  });

  it('keeps each account’s settings apart', async () => {
    const made = await fx.call('POST', '/services/ac-alert-settings', setting({ metric: 'plan_usage', threshold: 90 }));
    const id = made.json().data.alert_setting_id;
    const inHealth = await as('sp.admin@studio.test', health);
    expect((await inHealth('GET', `/services/ac-alert-settings/${id}`)).statusCode).toBe(404);
    expect((await inHealth('PUT', `/services/ac-alert-settings/${id}`, { threshold: 10 })).statusCode).toBe(404);
    expect(
      (await inHealth('GET', '/services/ac-alert-settings')).json().data.map((r: { alert_setting_id: number }) => r.alert_setting_id),
    ).not.toContain(id);
    // Health's update-or-create of the same metric makes Health's own setting, never Retail's.
    const own = await inHealth('POST', '/services/update-or-create-ac-alert-setting', setting({ metric: 'plan_usage', threshold: 80 }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.ac_id).toBe(fx.ids.health);
    expect((await fx.call('GET', `/services/ac-alert-settings/${id}`)).json().data.threshold).toBe(90);
  });
});

describe('provider alert settings', () => {
  it('are the provider’s, notify only users of the whole provider, and stay apart from another provider', async () => {
    const admin = await as('sp.admin@studio.test', northwind);
    const body = setting({ metric: 'error_rate', threshold: 25, recipients: [users.spAdmin] });
    const made = await admin('POST', '/services/sp-alert-settings', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ sp_id: fx.ids.northwind, metric: 'error_rate', recipients: [users.spAdmin] });
    const id = made.json().data.alert_setting_id;
    expect((await admin('PUT', `/services/sp-alert-settings/${id}`, { window_minutes: 120 })).json().data.window_minutes).toBe(120);
    const upsert = await admin('POST', '/services/update-or-create-sp-alert-setting', { ...body, threshold: 40 });
    expect(upsert.statusCode, upsert.body).toBe(200);
    expect(upsert.json().data).toMatchObject({ alert_setting_id: id, threshold: 40 });
    // An account's user is not a user of the whole provider; nor is another provider's.
    const refused = await admin('POST', '/services/sp-alert-settings', setting({ recipients: [users.builder] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`The user ${users.builder} is not a user of this service provider.`);
    expect((await admin('POST', '/services/sp-alert-settings', setting({ recipients: [users.bluebirdOnly] }))).statusCode).toBe(422);
    expect((await admin('POST', '/services/sp-alert-settings', setting({ task_id: 1 }))).statusCode).toBe(422);
    const offered = (await admin('GET', '/services/sp-alert-recipients')).json().data.map((u: { user_id: number }) => u.user_id);
    expect(offered).toEqual(expect.arrayContaining([users.spAdmin, users.multi]));
    expect(offered).not.toContain(users.builder);

    const blue = await as('multi.sp@studio.test', bluebird);
    expect((await blue('GET', `/services/sp-alert-settings/${id}`)).statusCode).toBe(404);
    expect((await blue('PUT', `/services/sp-alert-settings/${id}`, { threshold: 1 })).statusCode).toBe(404);
    const theirs = await blue(
      'POST',
      '/services/update-or-create-sp-alert-setting',
      setting({ metric: 'error_rate', recipients: [users.multi] }),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data.sp_id).toBe(fx.ids.bluebird);
    expect((await admin('GET', `/services/sp-alert-settings/${id}`)).json().data.threshold).toBe(40);
    // An account selection never reaches the provider's settings.
    const inAccount = await as('sp.admin@studio.test', fx.retail);
    expect((await inAccount('GET', '/services/sp-alert-settings')).statusCode).toBe(403);
    const builder = await as('ac.builder@studio.test', northwind);
    expect((await builder('GET', '/services/sp-alert-settings')).statusCode).toBe(403);
  });
});
