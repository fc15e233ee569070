import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

const fx = accountFixture();
const base = '/form/dynamic-form-types';
const noPermission = 'You do not have permission to manage this item';
const health = () => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health(), body });
const definition = {
  sections: [
    {
      title: 'Caller',
      fields: [
        { name: 'full_name', label: 'Full name', type: 'text', required: true },
        { name: 'email', label: 'E-mail', type: 'email' },
      ],
    },
    {
      title: 'Request',
      description: 'What the caller needs',
      fields: [
        {
          name: 'topic',
          label: 'Topic',
          type: 'select',
          options: [
            { label: 'Billing', value: 'billing' },
            { label: 'Other', value: 'other' },
          ],
        },
      ],
    },
  ],
};
const create = async (body: Record<string, unknown>, call = fx.call) => {
  const res = await call('POST', base, { definition, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const rowsOf = (acId: number) =>
  fx.s.db.selectFrom('dynamic_form_types').selectAll().where('ac_id', '=', acId).orderBy('dynamic_form_type_id').execute();
const ids = (res: { json(): { data: { dynamic_form_type_id: number }[] } }) => res.json().data.map((d) => d.dynamic_form_type_id);

async function setFlag(state: 0 | 1 | null, acId: number) {
  const flag = await fx.s.db
    .selectFrom('feature_flags')
    .select('id')
    .where('name', '=', 'studio.dynamic-form-type.temp')
    .executeTakeFirstOrThrow();
  await fx.s.db.deleteFrom('feature_flag_rules').where('flag_id', '=', flag.id).execute();
  if (state !== null)
    await fx.s.db
      .insertInto('feature_flag_rules')
      .values({ flag_id: flag.id, user_id: null, sp_id: null, ac_id: acId, domain_id: null, form_type: null, flag_state: state })
      .execute();
}

describe('dynamic form types', () => {
  it('creates, reads and updates a sectioned form definition', async () => {
    const dft = await create({ name: 'Intake form', description: 'First contact' });
    expect(dft).toMatchObject({
      name: 'Intake form',
      description: 'First contact',
      definition,
      is_system: 0,
      ac_id: fx.ids.retail,
      is_enabled: 1,
      is_archived: 0,
      folder_id: 0,
    });
    expect((await fx.call('GET', `${base}/${dft.dynamic_form_type_id}`)).json().data).toEqual(dft);
    const smaller = { sections: [{ title: 'Only', fields: [{ name: 'note', label: 'Note', type: 'textarea' }] }] };
    expect((await fx.call('PUT', `${base}/${dft.dynamic_form_type_id}`, { definition: smaller })).json().data).toMatchObject({
      name: 'Intake form',
      definition: smaller,
    });
  });

  it('refuses definitions that do not hold together, changing nothing', async () => {
    const before = await rowsOf(fx.ids.retail);
    const field = (f: Record<string, unknown>) => ({ sections: [{ title: 'S', fields: [{ name: 'a', label: 'A', type: 'text', ...f }] }] });
    const cases: [unknown, RegExp][] = [
      [{ sections: [] }, /^definition\.sections: /],
      [{ sections: [{ title: 'Empty', fields: [] }] }, /^definition\.sections\.0\.fields: /],
      [field({ type: 'slider' }), /^definition\.sections\.0\.fields\.0\.type: /],
      [field({ type: 'select' }), /^definition\.sections\.0\.fields\.0\.options: a select field needs at least one option/],
      [
        field({ options: [{ label: 'x', value: 'x' }] }),
        /^definition\.sections\.0\.fields\.0\.options: only select and radio fields have options/,
      ],
      [field({ name: 'has space' }), /^definition\.sections\.0\.fields\.0\.name: must start with a letter/],
      [
        {
          sections: [
            { title: 'S', fields: [{ name: 'a', label: 'A', type: 'text' }] },
            { title: 'T', fields: [{ name: 'A', label: 'B', type: 'date' }] },
          ],
        },
        /^definition\.sections\.1\.fields\.0\.name: field A is given twice/,
      ],
      ['not an object', /^definition: /],
    ];
    for (const [def, error] of cases) {
      const res = await fx.call('POST', base, { name: 'Broken', definition: def });
      expect(res.statusCode, JSON.stringify(def)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect((await fx.call('POST', base, { name: '', definition })).statusCode).toBe(422);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('checks names (GET /form/validate-dft-name/{name}), soft-deletes with undo, archives and force-deletes', async () => {
    const dft = await create({ name: 'Survey' });
    const id = dft.dynamic_form_type_id;
    expect((await fx.call('POST', base, { name: 'SURVEY', definition })).json()).toEqual({
      message: 'The name has already been taken.',
      errors: ['name: The name has already been taken.'],
    });
    expect((await fx.call('GET', '/form/validate-dft-name/survey')).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await fx.call('GET', `/form/validate-dft-name/survey?dynamic_form_type_id=${id}`)).json().data.valid).toBe(true);
    expect((await fx.call('GET', '/form/validate-dft-name/Feedback')).json().data).toEqual({
      valid: true,
      message: 'The name is available.',
    });
    expect((await fx.call('DELETE', `${base}/${id}`)).json().data).toEqual({ id, delete_type: 'soft' });
    expect(ids(await fx.call('GET', base))).not.toContain(id);
    expect((await fx.call('PUT', `${base}/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `${base}/${id}?delete_type=safe`);
    expect(ids(await fx.call('GET', `${base}?folder_id=-1`))).toContain(id);
    expect((await fx.call('PUT', `${base}/${id}`, { is_archived: 0 })).json().data.is_archived).toBe(0);
    expect((await fx.call('DELETE', `${base}/${id}?delete_type=force`)).statusCode).toBe(200);
    expect(
      await fx.s.db
        .selectFrom('dynamic_form_types')
        .select('dynamic_form_type_id')
        .where('dynamic_form_type_id', '=', id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('publishes as system for system users only; system forms are listed in every account and read-only to others', async () => {
    const dft = await create({ name: 'Shared complaint form' });
    const id = dft.dynamic_form_type_id;
    const refused = await fx.call('POST', `/form/publish-system-dynamic-form/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: noPermission, errors: [] });
    expect((await rowsOf(fx.ids.retail)).find((r) => r.dynamic_form_type_id === id)?.is_system).toBe(0);

    const system = await fx.s.login('system@studio.test');
    const published = await fx.s.call('POST', `/form/publish-system-dynamic-form/${id}`, { token: system, selection: fx.retail });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ dynamic_form_type_id: id, is_system: 1 });
    expect((await fx.s.call('POST', `/form/publish-system-dynamic-form/${id}`, { token: system, selection: health() })).statusCode).toBe(
      404,
    );

    // Every account lists it (in Main, never in Archived or a folder); Bluebird's too.
    expect(ids(await inHealth('GET', base))).toContain(id);
    expect(ids(await inHealth('GET', `${base}?folder_id=0`))).toContain(id);
    expect(ids(await inHealth('GET', `${base}?folder_id=-1`))).not.toContain(id);
    const multi = await fx.s.login('multi.sp@studio.test');
    expect(ids(await fx.s.call('GET', base, { token: multi, selection: { spId: fx.ids.bluebird, acId: fx.ids.support } }))).toContain(id);
    // Other accounts cannot change it; in its own account only system users can.
    const before = await rowsOf(fx.ids.retail);
    expect((await inHealth('PUT', `${base}/${id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await inHealth('DELETE', `${base}/${id}?delete_type=force`)).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['PUT', `${base}/${id}`, { name: 'Renamed' }],
      ['DELETE', `${base}/${id}?delete_type=safe`],
    ] as const) {
      const res = await fx.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(noPermission);
    }
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
    const renamed = await fx.s.call('PUT', `${base}/${id}`, {
      token: system,
      selection: fx.retail,
      body: { name: 'Shared complaint form v2' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Shared complaint form v2', is_system: 1 });
    // Once deleted it is listed nowhere.
    expect((await fx.s.call('DELETE', `${base}/${id}`, { token: system, selection: fx.retail })).statusCode).toBe(200);
    expect(ids(await inHealth('GET', base))).not.toContain(id);
  });

  it('is behind the dynamic-form-type feature flag on the server too', async () => {
    const dft = await create({ name: 'Flagged form' });
    await setFlag(0, fx.ids.retail);
    try {
      const off = { message: 'Dynamic forms are not enabled for this account.', errors: [] };
      for (const [method, url, body] of [
        ['GET', base],
        ['POST', base, { name: 'While off', definition }],
        ['PUT', `${base}/${dft.dynamic_form_type_id}`, { name: 'Changed while off' }],
        ['DELETE', `${base}/${dft.dynamic_form_type_id}`],
        ['GET', '/form/validate-dft-name/x'],
        ['POST', `/form/publish-system-dynamic-form/${dft.dynamic_form_type_id}`],
      ] as const) {
        const res = await fx.call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(off);
      }
      expect((await rowsOf(fx.ids.retail)).find((r) => r.dynamic_form_type_id === dft.dynamic_form_type_id)).toMatchObject({
        name: 'Flagged form',
        is_enabled: 1,
      });
      // The rule is per account: Health still has the area.
      expect((await inHealth('GET', base)).statusCode).toBe(200);
    } finally {
      await setFlag(null, fx.ids.retail);
    }
    expect((await fx.call('GET', base)).statusCode).toBe(200);
  });

  it("keeps accounts apart and refuses the read-only user's writes", async () => {
    const dft = await create({ name: 'Retail dynamic form' });
    const before = await rowsOf(fx.ids.retail);
    expect((await inHealth('GET', `${base}/${dft.dynamic_form_type_id}`)).statusCode).toBe(404);
    expect((await inHealth('PUT', `${base}/${dft.dynamic_form_type_id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect(ids(await inHealth('GET', base))).not.toContain(dft.dynamic_form_type_id);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('GET', base)).statusCode).toBe(200);
    expect((await asViewer('POST', base, { name: 'Viewer form', definition })).statusCode).toBe(403);
    expect((await asViewer('DELETE', `${base}/${dft.dynamic_form_type_id}`)).statusCode).toBe(403);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });
});
