import { describe, expect, it } from 'vitest';
import { systemSelection } from '@shared/access/scope';
import { accountFixture } from './support/account';

/**
 * System → Open forms (spec 1 §2 System `openforms`, spec 2 §7 publish-system-open-form): the system role lists every
 * system open form with its engine, state and publisher, archives one (other accounts stop seeing it), brings it back
 * and unpublishes it (its own account keeps it); no one else may list or act.
 */
const fx = accountFixture();
const base = '/form/open-form-types';
const health = () => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth = (method: string, url: string) => fx.s.call(method, url, { token: fx.token, selection: health() });
const unique = () => Math.random().toString(36).slice(2, 8);
type Listed = { open_form_type_id: number; is_archived: number; published_by_name: string | null; published_at: string | null };

async function published() {
  const name = `Shared bot ${unique()}`;
  const res = await fx.call('POST', base, {
    oft_name: name,
    engine: 'openai',
    language: 'en-US',
    settings: { model: 'gpt-4', api_key: 'sk-test-1' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.open_form_type_id as number;
  const system = await fx.s.login('system@studio.test');
  const pub = await fx.s.call('POST', `/form/publish-system-open-form/${id}`, { token: system, selection: fx.retail });
  expect(pub.statusCode, pub.body).toBe(200);
  const asSystem = (method: string, url: string) => fx.s.call(method, url, { token: system, selection: systemSelection });
  return { id, name, asSystem };
}
const seenInHealth = async (id: number) =>
  ((await inHealth('GET', base)).json().data as { open_form_type_id: number }[]).some((o) => o.open_form_type_id === id);

describe('System → Open forms', () => {
  it('lists the system open forms with engine, account, state and who published them', async () => {
    const { id, asSystem } = await published();
    const res = await asSystem('GET', '/form/system-open-forms');
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data as Listed[]).find((o) => o.open_form_type_id === id);
    expect(row).toMatchObject({
      engine: 'openai',
      language: 'en-US',
      ac_id: fx.ids.retail,
      ac_name: expect.stringContaining('Northwind Retail'),
      sp_name: expect.stringContaining('Northwind'),
      is_enabled: 1,
      is_archived: 0,
      published_by_name: expect.any(String),
      published_at: expect.any(String),
    });
    expect(JSON.stringify(res.json())).not.toContain('sk-test-1');
  });

  it('archives one (other accounts stop seeing it), refuses to archive it twice, and brings it back', async () => {
    const { id, asSystem } = await published();
    expect(await seenInHealth(id)).toBe(true);
    const archived = await asSystem('POST', `/form/archive-system-open-form/${id}`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.is_archived).toBe(1);
    expect(await seenInHealth(id)).toBe(false);
    const again = await asSystem('POST', `/form/archive-system-open-form/${id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This system open form is already archived.');
    const back = await asSystem('POST', `/form/unarchive-system-open-form/${id}`);
    expect(back.json().data.is_archived).toBe(0);
    expect(await seenInHealth(id)).toBe(true);
    expect((await asSystem('POST', `/form/unarchive-system-open-form/${id}`)).json().message).toBe(
      'This system open form is not archived.',
    );
  });

  it('unpublishes one: its own account keeps it, others no longer see it, and it leaves the list', async () => {
    const { id, asSystem } = await published();
    const res = await asSystem('POST', `/form/unpublish-system-open-form/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await seenInHealth(id)).toBe(false);
    const own = await fx.call('GET', `${base}/${id}`);
    expect(own.json().data).toMatchObject({ open_form_type_id: id, is_system: 0 });
    const list = (await asSystem('GET', '/form/system-open-forms')).json().data as Listed[];
    expect(list.map((o) => o.open_form_type_id)).not.toContain(id);
    expect((await asSystem('POST', `/form/unpublish-system-open-form/${id}`)).statusCode).toBe(404);
    const log = await fx.s.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'OpenFormType')
      .where('subject_id', '=', String(id))
      .execute();
    expect(log.map((l) => l.action)).toContain('unpublish_system');
  });

  it('records each action in User activities at system scope, naming the form', async () => {
    const { id, name, asSystem } = await published();
    for (const action of ['archive', 'unarchive', 'unpublish'])
      expect((await asSystem('POST', `/form/${action}-system-open-form/${id}`)).statusCode, action).toBe(200);
    const res = await asSystem('GET', '/portal/activity-logs?scope=system&subject_type=OpenFormType');
    expect(res.statusCode, res.body).toBe(200);
    type Entry = { subject_id: string; action: string; scope: string; user_name: string; event_details: { title: string; detail: string } };
    const entries = (res.json().data as Entry[]).filter((e) => e.subject_id === String(id));
    expect(entries.map((e) => e.action).sort()).toEqual(['archive', 'unarchive', 'unpublish_system']);
    for (const e of entries) {
      expect(e.scope).toBe('system');
      expect(e.user_name).toBe('Sam System');
      expect(e.event_details.detail).toContain(name);
      expect(e.event_details.detail).not.toContain(`#${id}`);
    }
    // The provider's admin, who reads the log of the form's provider, does not see the system's actions on it.
    const providerLog = await fx.s.call('GET', '/portal/activity-logs?subject_type=OpenFormType', {
      token: await fx.s.login('sp.admin@studio.test'),
      selection: { spId: fx.ids.northwind, acId: 'all' },
    });
    expect(providerLog.statusCode, providerLog.body).toBe(200);
    expect((providerLog.json().data as Entry[]).filter((e) => e.subject_id === String(id) && e.scope === 'system')).toEqual([]);
  });

  it('no one but the system role may list or act, whatever the scope', async () => {
    const { id } = await published();
    for (const email of ['sp.admin@studio.test', 'ac.builder@studio.test', 'multi.sp@studio.test']) {
      const token = await fx.s.login(email);
      for (const selection of [fx.retail, { spId: fx.ids.northwind, acId: 'all' as const }]) {
        const call = (method: string, url: string) => fx.s.call(method, url, { token, selection });
        expect((await call('GET', '/form/system-open-forms')).statusCode, email).toBe(403);
        for (const action of ['archive', 'unarchive', 'unpublish'])
          expect((await call('POST', `/form/${action}-system-open-form/${id}`)).statusCode, `${email} ${action}`).toBe(403);
      }
    }
    const row = await fx.s.db
      .selectFrom('open_form_types')
      .select(['is_system', 'is_archived'])
      .where('open_form_type_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_system: 1, is_archived: 0 });
  });
});
