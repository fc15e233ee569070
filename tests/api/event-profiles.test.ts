import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

/**
 * GET /eventProfile/event-profiles-list (spec 1 §7, fetch_all default 1; spec 3 §7): the account's node-logging profiles —
 * webhooks and Firebase databases — as targets of node events; fetch_all=0 leaves the disabled out; another account's never.
 */
const fx = accountFixture('sp.admin@studio.test');
const unique = () => Math.random().toString(36).slice(2, 8);
type EventProfile = { profile_id: number; profile_name: string; profile_type: string; target: string | null; is_enabled: number };

async function profile(body: Record<string, unknown>, selection = fx.retail) {
  const res = await fx.s.call('POST', '/node-logging/profiles', { token: fx.token, selection, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { profile_id: number; profile_name: string };
}
const list = async (query = '', selection = fx.retail) => {
  const res = await fx.s.call('GET', `/eventProfile/event-profiles-list${query}`, { token: fx.token, selection });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EventProfile[];
};

describe('event profiles', () => {
  it('lists the account’s webhook and Firebase profiles with their targets; fetch_all=0 only the enabled ones', async () => {
    const hook = await profile({ profile_name: `Hook ${unique()}`, profile_type: 'webhook', url: 'https://hooks.example.com/e' });
    const fire = await profile({
      profile_name: `Fire ${unique()}`,
      profile_type: 'firebase',
      db_url: 'https://studio.firebaseio.com',
      credentials_file_path: 'firebase.json',
    });
    const off = await profile({ profile_name: `Off ${unique()}`, profile_type: 'webhook', url: 'https://hooks.example.com/off' });
    expect((await fx.call('DELETE', `/node-logging/profiles/${off.profile_id}`)).statusCode).toBe(200);

    const all = await list();
    expect(all).toEqual(await list('?fetch_all=1'));
    expect(all.find((p) => p.profile_id === hook.profile_id)).toEqual({
      profile_id: hook.profile_id,
      profile_name: hook.profile_name,
      profile_type: 'webhook',
      target: 'https://hooks.example.com/e',
      task_count: 0,
      is_enabled: 1,
    });
    expect(all.find((p) => p.profile_id === fire.profile_id)).toMatchObject({
      profile_type: 'firebase',
      target: 'https://studio.firebaseio.com',
    });
    expect(all.find((p) => p.profile_id === off.profile_id)).toMatchObject({ is_enabled: 0 });
    const enabled = await list('?fetch_all=0');
    expect(enabled.map((p) => p.profile_id)).toEqual(expect.arrayContaining([hook.profile_id, fire.profile_id]));
    expect(enabled.map((p) => p.profile_id)).not.toContain(off.profile_id);
    expect((await fx.call('GET', '/eventProfile/event-profiles-list?fetch_all=2')).statusCode).toBe(422);
  });

  it('another account never sees them, and the list needs one account selected', async () => {
    const hook = await profile({ profile_name: `Mine ${unique()}`, profile_type: 'webhook', url: 'https://hooks.example.com/m' });
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    expect((await list('', health)).map((p) => p.profile_id)).not.toContain(hook.profile_id);
    const bluebird = await fx.s.login('multi.sp@studio.test');
    const other = await fx.s.call('GET', '/eventProfile/event-profiles-list', {
      token: bluebird,
      selection: { spId: fx.ids.bluebird, acId: fx.ids.support },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect((other.json().data as EventProfile[]).map((p) => p.profile_id)).not.toContain(hook.profile_id);
    const provider = await fx.s.call('GET', '/eventProfile/event-profiles-list', {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: 'all' },
    });
    expect(provider.statusCode).toBe(403);
  });

  it('a task builder of the account may read it; a user without the account may not', async () => {
    const builder = await fx.s.login('ac.builder@studio.test');
    const res = await fx.s.call('GET', '/eventProfile/event-profiles-list', { token: builder, selection: fx.retail });
    expect(res.statusCode, res.body).toBe(200);
    const stranger = await fx.s.call('GET', '/eventProfile/event-profiles-list', {
      token: builder,
      selection: { spId: fx.ids.bluebird, acId: fx.ids.support },
    });
    expect(stranger.statusCode).toBe(403);
  });
});
