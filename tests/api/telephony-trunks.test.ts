import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** Trunks: list, create with SBC addresses, name check, registrants, SBC list, validation state, soft delete. */
const f = providerFixture('multi.sp@studio.test');
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const asBluebird = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['multi.sp@studio.test'], selection: { spId: f.ids.bluebird, acId: 'all' }, body });
const trunkRows = () => f.s.db.selectFrom('trunks').selectAll().orderBy('trunk_id').execute();
const names = (res: { json(): { data: { trunk_name: string }[] } }) => res.json().data.map((t) => t.trunk_name);
const address = {
  primary_internal_ip: '10.30.0.1',
  primary_internal_port: 5060,
  primary_external_ip: '2001:db8::30',
  primary_external_port: 5061,
};

describe('trunks: list and read', () => {
  it("lists the provider's trunks with registrants, addresses and validation state, never another provider's", async () => {
    const res = await asAdmin('GET', '/portal/trunks');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Northwind SIP London']);
    expect(res.json().data[0]).toMatchObject({
      sp_name: 'Northwind Contact Services',
      primary_external_ip: '203.0.113.10',
      secondary_internal_port: 5060,
      validation_state: 'valid',
      trunk_registrants: [
        {
          username: 'northwind-lon',
          registrar: 'sip.northwind.example',
          registrar_port: 5060,
          expires_seconds: 3600,
          password: null,
          is_enabled: 1,
        },
      ],
    });
    expect(names(await asBluebird('GET', '/portal/trunks'))).toEqual(['Bluebird SIP New York']);
    expect(names(await asSystem('GET', '/portal/trunks'))).toEqual(['Bluebird SIP New York', 'Northwind SIP London']);
  });

  it("answers 404 for another provider's trunk and never changes it", async () => {
    const blue = (await asBluebird('GET', '/portal/trunks')).json().data[0];
    const before = await trunkRows();
    expect((await asAdmin('GET', `/portal/trunks/${blue.trunk_id}`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/portal/trunks/${blue.trunk_id}`, { trunk_name: 'Mine now' })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/portal/trunks/${blue.trunk_id}`)).statusCode).toBe(404);
    expect(
      (await asAdmin('POST', '/portal/trunk-registrants', { trunk_id: blue.trunk_id, username: 'x', registrar: 'sip.example.com' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await asAdmin('PUT', '/portal/trunk-registrants', {
          trunk_registrant_id: blue.trunk_registrants[0].trunk_registrant_id,
          username: 'stolen',
        })
      ).statusCode,
    ).toBe(404);
    expect((await asAdmin('GET', `/portal/trunk-validation-state?trunk_id=${blue.trunk_id}`)).statusCode).toBe(404);
    expect(await trunkRows()).toEqual(before);
  });

  it('is refused to an account user (provider-level rows)', async () => {
    const token = await f.s.login('ac.builder@studio.test');
    const res = await f.s.call('GET', '/portal/trunks', { token, selection: { spId: f.ids.northwind, acId: f.ids.retail } });
    expect(res.statusCode).toBe(403);
  });
});

describe('trunks: create, name check, addresses', () => {
  it('creates a trunk in the selected provider with its SBC addresses (IPv4 and IPv6), invalid until it has a registrant', async () => {
    const res = await asAdmin('POST', '/portal/trunks', { trunk_name: 'Northwind SIP Leeds', sp_id: f.ids.bluebird, ...address });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      sp_id: f.ids.northwind,
      ...address,
      secondary_internal_ip: null,
      validation_state: 'invalid',
      trunk_registrants: [],
    });
    const state = await asAdmin('GET', `/portal/trunk-validation-state?trunk_id=${res.json().data.trunk_id}`);
    expect(state.json().data).toEqual([
      {
        trunk_id: res.json().data.trunk_id,
        trunk_name: 'Northwind SIP Leeds',
        validation_state: 'invalid',
        problems: ['The trunk has no enabled registrant.'],
      },
    ]);
  });

  it('validate-trunk-name: taken in any case, free for the trunk being edited', async () => {
    const taken = await asAdmin('GET', '/portal/validate-trunk-name/northwind%20sip%20london');
    expect(taken.json().data).toEqual({ valid: false, message: 'A trunk with this name already exists.' });
    const own = (await asAdmin('GET', '/portal/trunks'))
      .json()
      .data.find((t: { trunk_name: string }) => t.trunk_name === 'Northwind SIP London');
    expect((await asAdmin('GET', `/portal/validate-trunk-name/Northwind%20SIP%20London?trunk_id=${own.trunk_id}`)).json().data.valid).toBe(
      true,
    );
    expect((await asAdmin('GET', '/portal/validate-trunk-name/Fresh%20trunk')).json().data).toEqual({
      valid: true,
      message: 'The value is available.',
    });
  });

  it('refuses a duplicate name, an IP or port out of range, with 422, the message and nothing stored', async () => {
    const before = await trunkRows();
    const refusals: [unknown, string][] = [
      [{ trunk_name: 'NORTHWIND SIP LONDON' }, 'A trunk with this name already exists.'],
      [
        { trunk_name: 'Bad IP', primary_internal_ip: '10.0.0.256' },
        'primary_internal_ip: must be an IPv4 or IPv6 address, such as 203.0.113.10 or 2001:db8::10',
      ],
      [{ trunk_name: 'Bad IP 2', secondary_external_ip: 'sbc.example.com' }, 'secondary_external_ip: must be an IPv4 or IPv6 address'],
      [{ trunk_name: 'Bad port', primary_external_port: 0 }, 'primary_external_port: must be a port number from 1 to 65535'],
      [{ trunk_name: 'Bad port 2', secondary_internal_port: 65536 }, 'secondary_internal_port: must be a port number from 1 to 65535'],
      [{ trunk_name: 'Bad port 3', primary_internal_port: 50.5 }, 'primary_internal_port: must be a port number from 1 to 65535'],
      [{ trunk_name: '  ' }, 'trunk_name'],
    ];
    for (const [body, message] of refusals) {
      const res = await asAdmin('POST', '/portal/trunks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toContain(message);
    }
    const own = before.find((t) => t.trunk_name === 'Northwind SIP London')!;
    expect((await asAdmin('PUT', `/portal/trunks/${own.trunk_id}`, { primary_external_port: 70000 })).statusCode).toBe(422);
    expect(await trunkRows()).toEqual(before);
  });

  it('at system scope makes a system trunk (no provider) or a provider trunk, and a duplicate name across providers is refused', async () => {
    const system = await asSystem('POST', '/portal/trunks', { trunk_name: 'Platform SBC' });
    expect(system.statusCode).toBe(201);
    expect(system.json().data).toMatchObject({ sp_id: null, sp_name: null });
    const blue = await asSystem('POST', '/portal/trunks', { trunk_name: 'Bluebird SIP Boston', sp_id: f.ids.bluebird });
    expect(blue.json().data.sp_name).toBe('Bluebird Telecom');
    expect((await asSystem('POST', '/portal/trunks', { trunk_name: 'Orphan', sp_id: 999999 })).json().message).toBe(
      'The service provider 999999 does not exist or is disabled.',
    );
    expect((await asAdmin('POST', '/portal/trunks', { trunk_name: 'bluebird sip boston' })).json().message).toBe(
      'A trunk with this name already exists.',
    );
    // The provider sees none of the platform's or another provider's trunks.
    expect(names(await asAdmin('GET', '/portal/trunks'))).not.toContain('Platform SBC');
  });
});

describe('trunks: registrants, SBC addresses, validation state', () => {
  it('adds and edits a registrant; its password is stored encrypted and answered as the mask', async () => {
    const leeds = (await asAdmin('GET', '/portal/trunks?search=leeds')).json().data[0];
    const made = await asAdmin('POST', '/portal/trunk-registrants', {
      trunk_id: leeds.trunk_id,
      username: 'nw-leeds',
      registrar: '198.51.100.7',
      password: 'S3cret-pass',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      username: 'nw-leeds',
      registrar: '198.51.100.7',
      registrar_port: 5060,
      expires_seconds: 3600,
      password: '********',
    });
    const stored = await f.s.db
      .selectFrom('trunk_registrants')
      .select('password')
      .where('trunk_registrant_id', '=', made.json().data.trunk_registrant_id)
      .executeTakeFirstOrThrow();
    expect(stored.password).not.toContain('S3cret-pass');
    const edited = await asAdmin('PUT', '/portal/trunk-registrants', {
      trunk_registrant_id: made.json().data.trunk_registrant_id,
      expires_seconds: 600,
      password: '********',
    });
    expect(edited.json().data).toMatchObject({ expires_seconds: 600, password: '********' });
    expect(
      (
        await f.s.db
          .selectFrom('trunk_registrants')
          .select('password')
          .where('trunk_registrant_id', '=', made.json().data.trunk_registrant_id)
          .executeTakeFirstOrThrow()
      ).password,
    ).toBe(stored.password);
    expect((await asAdmin('GET', `/portal/trunks/${leeds.trunk_id}`)).json().data.validation_state).toBe('valid');
    const bad = await asAdmin('POST', '/portal/trunk-registrants', {
      trunk_id: leeds.trunk_id,
      username: 'x',
      registrar: 'sip.example.com',
      registrar_port: 99999,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('registrar_port: must be a port number from 1 to 65535');
  });

  it('the validation state names each problem: a half secondary address, the same addresses twice, no registrant', async () => {
    const leeds = (await asAdmin('GET', '/portal/trunks?search=leeds')).json().data[0];
    await asAdmin('PUT', `/portal/trunks/${leeds.trunk_id}`, { secondary_internal_ip: '10.30.0.2' });
    let state = (await asAdmin('GET', `/portal/trunk-validation-state?trunk_id=${leeds.trunk_id}`)).json().data[0];
    expect(state.problems).toEqual([
      'The secondary SBC address is incomplete: give its internal and external IP address and port, or none of them.',
    ]);
    await asAdmin('PUT', `/portal/trunks/${leeds.trunk_id}`, {
      secondary_internal_ip: '10.30.0.1',
      secondary_internal_port: 5060,
      secondary_external_ip: '2001:db8::30',
      secondary_external_port: 5061,
    });
    state = (await asAdmin('GET', `/portal/trunk-validation-state?trunk_id=${leeds.trunk_id}`)).json().data[0];
    expect(state).toMatchObject({ validation_state: 'invalid', problems: ['The primary and secondary SBC addresses are the same.'] });
    const all = (await asAdmin('GET', '/portal/trunk-validation-state')).json().data;
    expect(all.map((t: { trunk_name: string }) => t.trunk_name)).toEqual(['Northwind SIP Leeds', 'Northwind SIP London']);
  });

  it("GET /portal/sbc_ips lists the tenant's trunks' primary and secondary addresses", async () => {
    const res = await asBluebird('GET', '/portal/sbc_ips');
    expect(res.json().data.filter((a: { trunk_name: string }) => a.trunk_name === 'Bluebird SIP New York')).toEqual([
      expect.objectContaining({
        role: 'primary',
        internal_ip: '10.20.0.20',
        internal_port: 5060,
        external_ip: '203.0.113.20',
        external_port: 5060,
      }),
      expect.objectContaining({ role: 'secondary', internal_ip: null, internal_port: null, external_ip: null, external_port: null }),
    ]);
    expect(res.json().data.some((a: { trunk_name: string }) => a.trunk_name.startsWith('Northwind'))).toBe(false);
  });
});

describe('trunks: soft delete and undo', () => {
  it('delete disables the trunk (out of the enabled list, its name free); undo restores it unless the name was taken meanwhile', async () => {
    const leeds = (await asAdmin('GET', '/portal/trunks?search=leeds')).json().data[0];
    expect((await asAdmin('DELETE', `/portal/trunks/${leeds.trunk_id}`)).statusCode).toBe(200);
    expect(names(await asAdmin('GET', '/portal/trunks'))).not.toContain('Northwind SIP Leeds');
    expect(names(await asAdmin('GET', '/portal/trunks?is_enabled=0'))).toEqual(['Northwind SIP Leeds']);
    expect((await asAdmin('GET', '/portal/validate-trunk-name/Northwind%20SIP%20Leeds')).json().data.valid).toBe(true);
    const restored = await asAdmin('PUT', `/portal/trunks/${leeds.trunk_id}`, { is_enabled: 1 });
    expect(restored.json().data.is_enabled).toBe(1);
    const log = await f.s.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'Trunk')
      .where('subject_id', '=', String(leeds.trunk_id))
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'update', 'delete', 'restore']);
  });
});
