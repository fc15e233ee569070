import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** Regions, payment gateways, payment profiles (test-payment-gateway, generate-request-body) and SMS providers. */
const f = providerFixture('ac.builder@studio.test');
let n = 0;
const unique = (name: string) => `${name} ${++n} ${Math.random().toString(36).slice(2, 6)}`;
/** The Northwind provider admin (payment profiles are a provider's), or the system admin for Bluebird. */
const inAccount = (method: string, url: string, body?: unknown, spId = f.ids.northwind) =>
  spId === f.ids.northwind
    ? f.asAdmin(method, url, body)
    : f.s.call(method, url, { token: f.token['system@studio.test'], selection: { spId, acId: 'all' }, body });

// A gateway of the test's own: records what it was sent and answers 201, or 402 for an amount of 0.
let gateway: Server;
let gatewayUrl = '';
const received: { method: string; body: unknown }[] = [];
beforeAll(async () => {
  gateway = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || '{}');
    received.push({ method: req.method ?? '', body });
    res
      .writeHead(body.amount === '0' ? 402 : 201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: 'txn_1', ok: body.amount !== '0' }));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/charge`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

async function newGateway(endpoint_url = gatewayUrl) {
  const res = await f.asSystem('POST', '/payment/payment-gateway', { payment_gateway_name: unique('Gateway'), endpoint_url });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { payment_gateway_id: number; payment_gateway_name: string };
}

describe('regions (system)', () => {
  it('creates, lists, refuses a taken name, deletes softly and restores', async () => {
    const name = unique('EU West');
    const res = await f.asSystem('POST', '/util/regions', { region_name: name, region_code: 'eu-west' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.region_id;
    expect((await f.asSystem('POST', '/util/regions', { region_name: name.toUpperCase() })).json().message).toBe(
      'The name has already been taken.',
    );
    expect((await f.asSystem('DELETE', `/util/regions/${id}`)).statusCode).toBe(200);
    expect(((await f.asSystem('GET', '/util/regions')).json().data as { region_id: number }[]).some((r) => r.region_id === id)).toBe(false);
    expect((await f.asSystem('PUT', `/util/regions/${id}`, { is_enabled: 1 })).json().data).toMatchObject({
      region_name: name,
      is_enabled: 1,
    });
    expect((await f.asAdmin('GET', '/util/regions')).statusCode).toBe(403);
  });
});

describe('payment gateways (system)', () => {
  it('answers the name as both fields, checks the name by call and on save, and refuses an endpoint that is not http', async () => {
    const g = await newGateway();
    const item = (await f.asSystem('GET', `/payment/payment-gateway/${g.payment_gateway_id}`)).json().data;
    expect(item).toMatchObject({
      payment_gateway_name: g.payment_gateway_name,
      name: g.payment_gateway_name,
      endpoint_url: gatewayUrl,
      http_method: 'POST',
    });
    const check = async (name: string) =>
      (await f.asSystem('GET', `/payment/payment-gateway/validate-name/${encodeURIComponent(name)}`)).json().data;
    expect(await check(g.payment_gateway_name.toLowerCase())).toEqual({ valid: false, message: 'The name has already been taken.' });
    expect(await check(unique('Free'))).toEqual({ valid: true, message: 'The value is available.' });
    const before = (await f.s.db.selectFrom('payment_gateways').select('payment_gateway_id').execute()).length;
    expect(
      (
        await f.asSystem('POST', '/payment/payment-gateway', { payment_gateway_name: g.payment_gateway_name, endpoint_url: gatewayUrl })
      ).json().message,
    ).toBe('The name has already been taken.');
    expect(
      (await f.asSystem('POST', '/payment/payment-gateway', { payment_gateway_name: unique('Ftp'), endpoint_url: 'ftp://pay.example.com' }))
        .statusCode,
    ).toBe(422);
    expect((await f.s.db.selectFrom('payment_gateways').select('payment_gateway_id').execute()).length).toBe(before);
    expect((await f.asAdmin('GET', `/payment/payment-gateway/validate-name/x`)).statusCode).toBe(403);
  });
});

describe("payment profiles (a provider's)", () => {
  it('generates the request body from the profile: inputs, variables as placeholders, the custom payload over them', async () => {
    const g = await newGateway();
    const res = await inAccount('POST', '/payment/payment-profile', {
      payment_profile_name: unique('Card'),
      payment_gateway_id: g.payment_gateway_id,
      request_param_variables: [{ name: 'card_number', variable: 'caller_card' }],
      request_param_inputs: [
        { name: 'currency', value: 'EUR' },
        { name: 'amount', value: '12' },
      ],
      custom_payload: '{"merchant":"northwind","currency":"USD"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const profile = res.json().data;
    expect(profile).toMatchObject({
      sp_id: f.ids.northwind,
      payment_gateway_name: g.payment_gateway_name,
      request_param_inputs: [
        { name: 'currency', value: 'EUR' },
        { name: 'amount', value: '12' },
      ],
    });
    const body = await inAccount('POST', '/payment/payment-profile/generate-request-body', {
      payment_profile_id: profile.payment_profile_id,
      payment_process_type: 'refund',
    });
    expect(body.json().data.request_body).toEqual({
      payment_process_type: 'refund',
      currency: 'USD',
      amount: '12',
      card_number: '{{caller_card}}',
      merchant: 'northwind',
    });
    // The form's unsaved values over the saved profile.
    const draft = await inAccount('POST', '/payment/payment-profile/generate-request-body', {
      payment_profile_id: profile.payment_profile_id,
      request_param_inputs: [{ name: 'amount', value: '30' }],
      custom_payload: null,
    });
    expect(draft.json().data.request_body).toEqual({ payment_process_type: 'charge', amount: '30', card_number: '{{caller_card}}' });
  });

  it("tests the gateway: the request goes to its endpoint and the gateway's answer comes back", async () => {
    f.s.config.engineAllowPrivateHosts = true; // the test's gateway listens on loopback
    const g = await newGateway();
    const profile = (
      await inAccount('POST', '/payment/payment-profile', {
        payment_profile_name: unique('Test'),
        payment_gateway_id: g.payment_gateway_id,
        request_param_inputs: [{ name: 'amount', value: '5' }],
      })
    ).json().data;
    const ok = await inAccount('POST', '/payment/payment-profile/test-payment-gateway', { payment_profile_id: profile.payment_profile_id });
    expect(ok.json().data).toMatchObject({
      success: true,
      status: 201,
      message: 'The payment gateway answered 201.',
      request_body: { payment_process_type: 'charge', amount: '5' },
    });
    expect(JSON.parse(ok.json().data.response)).toEqual({ id: 'txn_1', ok: true });
    expect(received.at(-1)).toEqual({ method: 'POST', body: { payment_process_type: 'charge', amount: '5' } });
    const refused = await inAccount('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_profile_id: profile.payment_profile_id,
      request_param_inputs: [{ name: 'amount', value: '0' }],
    });
    expect(refused.json().data).toMatchObject({ success: false, status: 402, message: 'The payment gateway answered 402.' });
    const down = await newGateway('http://127.0.0.1:9/nothing');
    const unreachable = await inAccount('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_gateway_id: down.payment_gateway_id,
    });
    expect(unreachable.json().data).toMatchObject({ success: false, status: null });
    expect(unreachable.json().data.message).toMatch(/^The payment gateway could not be reached: /);
    f.s.config.engineAllowPrivateHosts = false;
  });

  it('goes through the outbound door: a gateway at a loopback or private address is refused with 422 and is not called', async () => {
    f.s.config.engineAllowPrivateHosts = false;
    const before = received.length;
    for (const endpoint of [gatewayUrl, 'http://localhost:9/charge', 'http://10.0.0.8/charge', 'http://[::ffff:127.0.0.1]:9/charge']) {
      const g = await newGateway(endpoint);
      const res = await inAccount('POST', '/payment/payment-profile/test-payment-gateway', { payment_gateway_id: g.payment_gateway_id });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().message).toMatch(
        /^The address (127\.0\.0\.1|localhost|10\.0\.0\.8|::ffff:7f00:1) is private; payment gateways must have a public address\.$/,
      );
    }
    expect(received.length).toBe(before);
  });

  it("refuses a payload that is not an object, a disabled gateway, a taken name and another provider's profile, changing nothing", async () => {
    const g = await newGateway();
    const name = unique('Mine');
    const created = (
      await inAccount('POST', '/payment/payment-profile', { payment_profile_name: name, payment_gateway_id: g.payment_gateway_id })
    ).json().data;
    const count = async () => (await f.s.db.selectFrom('payment_profiles').select('payment_profile_id').execute()).length;
    const before = await count();
    const payload = await inAccount('POST', '/payment/payment-profile', {
      payment_profile_name: unique('Bad'),
      payment_gateway_id: g.payment_gateway_id,
      custom_payload: '[1, 2]',
    });
    expect(payload.statusCode).toBe(422);
    expect(payload.json().message).toBe('The custom payload must be a JSON object.');
    expect(
      (
        await inAccount('POST', '/payment/payment-profile/generate-request-body', {
          payment_gateway_id: g.payment_gateway_id,
          custom_payload: 'not json',
        })
      ).json().message,
    ).toBe('The custom payload must be a JSON object.');
    expect(
      (await inAccount('POST', '/payment/payment-profile', { payment_profile_name: name, payment_gateway_id: g.payment_gateway_id })).json()
        .message,
    ).toBe('The name has already been taken.');
    const off = await newGateway();
    await f.asSystem('DELETE', `/payment/payment-gateway/${off.payment_gateway_id}`);
    expect(
      (
        await inAccount('POST', '/payment/payment-profile', {
          payment_profile_name: unique('Off'),
          payment_gateway_id: off.payment_gateway_id,
        })
      ).json().message,
    ).toBe('The payment gateway is disabled or does not exist.');
    expect((await inAccount('POST', '/payment/payment-profile/generate-request-body', {})).json().message).toBe(
      'Choose a payment profile or a payment gateway.',
    );
    expect(await count()).toBe(before);
    // The same name at another provider is its own; the profile of one provider is not found from another.
    expect(
      (
        await inAccount(
          'POST',
          '/payment/payment-profile',
          { payment_profile_name: name, payment_gateway_id: g.payment_gateway_id },
          f.ids.bluebird,
        )
      ).statusCode,
    ).toBe(201);
    for (const [method, url, body] of [
      ['GET', `/payment/payment-profile/${created.payment_profile_id}`],
      ['PUT', `/payment/payment-profile/${created.payment_profile_id}`, { payment_profile_name: 'Stolen' }],
      ['DELETE', `/payment/payment-profile/${created.payment_profile_id}`],
      ['POST', '/payment/payment-profile/generate-request-body', { payment_profile_id: created.payment_profile_id }],
      ['POST', '/payment/payment-profile/test-payment-gateway', { payment_profile_id: created.payment_profile_id }],
    ] as const) {
      expect((await inAccount(method, url, body, f.ids.bluebird)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inAccount('GET', `/payment/payment-profile/${created.payment_profile_id}`)).json().data).toMatchObject({
      payment_profile_name: name,
      is_enabled: 1,
    });
  });
});

describe('SMS providers (system)', () => {
  it('stores the request definition with the admin guard, takes it as JSON text too, and refuses a bad one', async () => {
    const json_data = {
      url: 'https://sms.example.com/send',
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      body: { to: ':receiver', text: ':sms_content' },
    };
    const res = await f.asSystem('POST', '/content/sms-providers', { sms_provider_name: unique('Twilight'), json_data });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ json_data, guard_name: 'admin', is_enabled: 1 });
    const text = await f.asSystem('POST', '/content/sms-providers', {
      sms_provider_name: unique('Text'),
      json_data: JSON.stringify({ url: 'http://sms.example.com/' }),
    });
    expect(text.json().data.json_data).toEqual({ url: 'http://sms.example.com/', method: 'POST', headers: {} });
    const before = (await f.s.db.selectFrom('sms_providers').select('sms_provider_id').execute()).length;
    expect(
      (await f.asSystem('POST', '/content/sms-providers', { sms_provider_name: unique('Bad'), json_data: { url: 'mailto:x@example.com' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await f.asSystem('POST', '/content/sms-providers', { sms_provider_name: unique('Bad'), json_data: '{not json' })).statusCode,
    ).toBe(422);
    expect(
      (await f.asSystem('POST', '/content/sms-providers', { sms_provider_name: res.json().data.sms_provider_name, json_data })).json()
        .message,
    ).toBe('The name has already been taken.');
    expect((await f.asAdmin('POST', '/content/sms-providers', { sms_provider_name: unique('Mine'), json_data })).statusCode).toBe(403);
    expect((await f.s.db.selectFrom('sms_providers').select('sms_provider_id').execute()).length).toBe(before);
  });
});
