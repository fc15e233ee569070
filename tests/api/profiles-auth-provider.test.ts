import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { providerFixture } from './support/provider';
import { startTokenServer } from './support/token-server';

/**
 * Auth profiles of a provider beside its accounts' (spec 3 §2: auth-profiles is a screen of both Manage scopes; tenant
 * 'sp-or-ac'), and payment profiles that name one for their gateway's credentials (spec 3 §3 Profiles, §7
 * test-payment-gateway and generate-request-body): a real token from a real token endpoint on loopback, kept until
 * shortly before it expires (token requests counted), never a secret in an answer; another provider's or an account's
 * auth profile refused in words, changing nothing.
 */
const f = providerFixture('ac.builder@studio.test', 'multi.sp@studio.test');
let tokens: Awaited<ReturnType<typeof startTokenServer>>;
beforeAll(async () => {
  tokens = await startTokenServer();
  f.s.config.engineAllowPrivateHosts = true;
});
afterAll(() => tokens.close());

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const as = (email: string, selection: Selection) => (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token[email], selection, body });
const retail = () => ({ spId: f.ids.northwind, acId: f.ids.retail });
/** The Northwind provider admin in the account Northwind Retail. */
const adminInRetail = (method: string, url: string, body?: unknown) => as('sp.admin@studio.test', retail())(method, url, body);
/** Bluebird's admin (multi.sp is mapped to the whole of both providers) at Bluebird's provider scope. */
const bluebird = (method: string, url: string, body?: unknown) =>
  as('multi.sp@studio.test', { spId: f.ids.bluebird, acId: 'all' })(method, url, body);

const oauth = (name = unique('Gateway auth'), extra: Record<string, unknown> = {}) => ({
  auth_profile_name: name,
  auth_profile_type: 'OAuth2_CC',
  token_url: `${tokens.url}/token`,
  client_id: 'studio-client',
  client_secret: 'client-Secret-7',
  ...extra,
});
async function created(res: Awaited<ReturnType<typeof f.asAdmin>>) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
/** A payment gateway whose endpoint is the token server's resource (it records the Authorization it is sent). */
async function gateway() {
  return created(
    await f.asSystem('POST', '/payment/payment-gateway', {
      payment_gateway_name: unique('Auth gateway'),
      endpoint_url: `${tokens.url}/resource`,
    }),
  );
}
const authRows = () => f.s.db.selectFrom('auth_profiles').selectAll().orderBy('auth_profile_id').execute();
const paymentRows = () => f.s.db.selectFrom('payment_profiles').selectAll().orderBy('payment_profile_id').execute();

describe("a provider's own auth profiles", () => {
  it("are created and listed at provider scope, apart from its accounts' (names unique per owner)", async () => {
    const name = unique('Merchant');
    const own = await created(await f.asAdmin('POST', '/authprofile', oauth(name)));
    expect(own).toMatchObject({ sp_id: f.ids.northwind, ac_id: null, auth_profile_name: name, client_secret: '********' });
    // The same name in an account is another owner's: allowed; a second one at the provider is taken.
    const inAccount = await created(await adminInRetail('POST', '/authprofile', oauth(name)));
    expect(inAccount).toMatchObject({ sp_id: null, ac_id: f.ids.retail });
    const again = await f.asAdmin('POST', '/authprofile', oauth(name.toUpperCase()));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The name has already been taken.');
    expect((await f.asAdmin('POST', '/authprofile/validate', { auth_profile_name: name })).json().data.valid).toBe(false);
    expect(
      (await f.asAdmin('POST', '/authprofile/validate', { auth_profile_name: name, auth_profile_id: own.auth_profile_id })).json().data
        .valid,
    ).toBe(true);

    const listed = (await f.asAdmin('GET', '/authprofile?is_enabled=all')).json().data as { auth_profile_id: number; sp_id: number }[];
    expect(listed.map((r) => r.auth_profile_id)).toContain(own.auth_profile_id);
    expect(listed.map((r) => r.auth_profile_id)).not.toContain(inAccount.auth_profile_id);
    expect(listed.every((r) => r.sp_id === f.ids.northwind)).toBe(true);
    const inRetail = (await adminInRetail('GET', '/authprofile?is_enabled=all')).json().data as { auth_profile_id: number }[];
    expect(inRetail.map((r) => r.auth_profile_id)).toContain(inAccount.auth_profile_id);
    expect(inRetail.map((r) => r.auth_profile_id)).not.toContain(own.auth_profile_id);

    // Edited, tested (the result stored on the provider's row), disabled and restored at provider scope.
    expect((await f.asAdmin('PUT', `/authprofile/${own.auth_profile_id}`, { scope: 'pay.write' })).json().data.scope).toBe('pay.write');
    const test = await f.asAdmin('POST', '/authprofile/test-connection', { auth_profile_id: own.auth_profile_id });
    expect(test.json().data).toEqual({ success: true, message: 'The token endpoint gave a Bearer token that expires in 3600 s.' });
    expect((await f.asAdmin('GET', `/authprofile/storeResult?auth_profile_id=${own.auth_profile_id}`)).json().data).toMatchObject({
      success: true,
    });
    expect((await f.asAdmin('DELETE', `/authprofile/${own.auth_profile_id}`)).statusCode).toBe(200);
    expect((await f.asAdmin('PUT', `/authprofile/${own.auth_profile_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });

  it('are never seen nor used by an account user, and never reached by another provider', async () => {
    const own = await created(await f.asAdmin('POST', '/authprofile', oauth()));
    const before = await authRows();
    const id = own.auth_profile_id;
    const byId: [string, string, unknown?][] = [
      ['GET', `/authprofile/${id}`],
      ['PUT', `/authprofile/${id}`, { auth_profile_name: 'Taken over' }],
      ['PUT', `/authprofile/${id}`, { is_enabled: 1 }],
      ['DELETE', `/authprofile/${id}`],
      ['GET', `/authprofile/storeResult?auth_profile_id=${id}`],
      ['POST', '/authprofile/test-connection', { auth_profile_id: id }],
      ['POST', '/authprofile/get-auth-profile-token', { auth_profile_id: id }],
    ];
    const callers = {
      'the provider admin in an account': adminInRetail,
      'an account builder in an account': as('ac.builder@studio.test', retail()),
      "another provider's admin": bluebird,
    };
    for (const [who, call] of Object.entries(callers)) {
      for (const [method, url, body] of byId)
        expect([403, 404], `${who}: ${method} ${url}`).toContain((await call(method, url, body)).statusCode);
      const list = await call('GET', '/authprofile?is_enabled=all');
      if (list.statusCode === 200)
        expect(
          list.json().data.map((r: { auth_profile_id: number }) => r.auth_profile_id),
          who,
        ).not.toContain(id);
      else expect(list.statusCode, who).toBe(403);
    }
    // An account user at "All accounts" is not the provider (refused; the words are tenant-repo's unit test's).
    expect((await as('ac.builder@studio.test', { spId: f.ids.northwind, acId: 'all' })('GET', '/authprofile')).statusCode).toBe(403);
    // An account's web-service profile cannot name it (only the account's own auth profiles).
    const web = await adminInRetail('POST', '/util/ac-web-service-profiles', {
      profile_name: unique('CRM'),
      base_url: 'https://crm.example.com',
      auth_profile_id: id,
    });
    expect(web.statusCode).toBe(422);
    expect(web.json().message).toBe('The auth profile does not exist in this account or is disabled.');
    expect(await authRows()).toEqual(before);
  });
});

describe('payment profiles with an auth profile of their provider', () => {
  it("refuse another provider's and an account's auth profile in words, changing nothing", async () => {
    const g = await gateway();
    const northwindAuth = await created(await f.asAdmin('POST', '/authprofile', oauth()));
    const accountAuth = await created(await adminInRetail('POST', '/authprofile', oauth()));
    const bluebirdAuth = await created(await bluebird('POST', '/authprofile', oauth()));
    const before = await paymentRows();
    const refusal = "The auth profile is not one of this service provider's own auth profiles, or it is disabled.";
    const attempts: [string, (m: string, u: string, b?: unknown) => ReturnType<typeof f.asAdmin>, number][] = [
      ["an account's", f.asAdmin, accountAuth.auth_profile_id],
      ["another provider's", f.asAdmin, bluebirdAuth.auth_profile_id],
      ["another provider's (from Bluebird)", bluebird, northwindAuth.auth_profile_id],
    ];
    for (const [which, call, auth_profile_id] of attempts) {
      const res = await call('POST', '/payment/payment-profile', {
        payment_profile_name: unique('Pay'),
        payment_gateway_id: g.payment_gateway_id,
        auth_profile_id,
      });
      expect(res.statusCode, which).toBe(422);
      expect(res.json()).toEqual({ message: refusal, errors: [`auth_profile_id: ${refusal}`] });
      const body = await call('POST', '/payment/payment-profile/generate-request-body', {
        payment_gateway_id: g.payment_gateway_id,
        auth_profile_id,
      });
      expect(body.statusCode, which).toBe(422);
      expect(body.json().message).toBe(refusal);
    }
    // Nor at system scope: a Northwind payment profile with Bluebird's auth profile.
    const system = await f.asSystem('POST', '/payment/payment-profile', {
      sp_id: f.ids.northwind,
      payment_profile_name: unique('Pay'),
      payment_gateway_id: g.payment_gateway_id,
      auth_profile_id: bluebirdAuth.auth_profile_id,
    });
    expect(system.json().message).toBe(refusal);
    // An existing profile is not changed to one either.
    const mine = await created(
      await f.asAdmin('POST', '/payment/payment-profile', {
        payment_profile_name: unique('Mine'),
        payment_gateway_id: g.payment_gateway_id,
      }),
    );
    const change = await f.asAdmin('PUT', `/payment/payment-profile/${mine.payment_profile_id}`, {
      auth_profile_id: accountAuth.auth_profile_id,
    });
    expect(change.json().message).toBe(refusal);
    expect((await paymentRows()).filter((r) => r.payment_profile_id !== mine.payment_profile_id)).toEqual(before);
    expect((await f.asAdmin('GET', `/payment/payment-profile/${mine.payment_profile_id}`)).json().data.auth_profile_id).toBeNull();
  });

  it('test the gateway with a token fetched through the auth profile, then the kept token; the body shows the header masked', async () => {
    const g = await gateway();
    const name = unique('Merchant auth');
    const auth = await created(await f.asAdmin('POST', '/authprofile', oauth(name)));
    const profile = await created(
      await f.asAdmin('POST', '/payment/payment-profile', {
        payment_profile_name: unique('Card payments'),
        payment_gateway_id: g.payment_gateway_id,
        auth_profile_id: auth.auth_profile_id,
        request_param_inputs: [{ name: 'amount', value: '5' }],
      }),
    );
    expect(profile).toMatchObject({ auth_profile_id: auth.auth_profile_id, auth_profile_name: name });
    const listed = (await f.asAdmin('GET', '/payment/payment-profile'))
      .json()
      .data.find((p: { payment_profile_id: number }) => p.payment_profile_id === profile.payment_profile_id);
    expect(listed.auth_profile_name).toBe(name);

    // The request's body and headers: the Authorization as the mask, and no token fetched for it.
    const requests = tokens.state.tokenRequests;
    const generated = await f.asAdmin('POST', '/payment/payment-profile/generate-request-body', {
      payment_profile_id: profile.payment_profile_id,
    });
    expect(generated.json().data).toEqual({
      request_body: { payment_process_type: 'charge', amount: '5' },
      request_headers: { 'content-type': 'application/json', accept: 'application/json', authorization: 'Bearer ********' },
    });
    expect(tokens.state.tokenRequests).toBe(requests);

    const seen = tokens.state.authorizations.length;
    const first = await f.asAdmin('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_profile_id: profile.payment_profile_id,
    });
    expect(first.json().data).toMatchObject({
      success: true,
      status: 200,
      message: 'The payment gateway answered 200.',
      authorization: `The auth profile ${name} gave a Bearer token, fetched from its token endpoint now (it expires in 3600 s).`,
      request_headers: { authorization: 'Bearer ********' },
    });
    expect(tokens.state.tokenRequests).toBe(requests + 1);
    const second = await f.asAdmin('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_profile_id: profile.payment_profile_id,
    });
    expect(second.json().data.success).toBe(true);
    expect(second.json().data.authorization).toMatch(
      new RegExp(`^The auth profile ${name} gave its Bearer token kept from before \\(it expires in (3600|359\\d) s\\)\\.$`),
    );
    // One token for both requests, fetched once; the gateway got it, no answer and no stored row shows it.
    expect(tokens.state.tokenRequests).toBe(requests + 1);
    const sent = tokens.state.authorizations.slice(seen);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^Bearer tok-\d+$/);
    expect(sent[1]).toBe(sent[0]);
    for (const answer of [generated, first, second]) {
      expect(answer.body).not.toContain('tok-');
      expect(answer.body).not.toContain('client-Secret-7');
    }
  });

  it('answer a token endpoint that refuses, and an auth profile disabled since, in words without calling the gateway', async () => {
    const g = await gateway();
    const wrong = await created(await f.asAdmin('POST', '/authprofile', oauth(unique('Wrong'), { client_secret: 'wrong-Secret-1' })));
    const profile = await created(
      await f.asAdmin('POST', '/payment/payment-profile', {
        payment_profile_name: unique('Refused'),
        payment_gateway_id: g.payment_gateway_id,
        auth_profile_id: wrong.auth_profile_id,
      }),
    );
    const seen = tokens.state.authorizations.length;
    const refused = await f.asAdmin('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_profile_id: profile.payment_profile_id,
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      success: false,
      status: null,
      message: 'The token endpoint refused the credentials (401).',
      authorization: null,
    });
    expect(refused.body).not.toContain('wrong-Secret-1');
    expect(tokens.state.authorizations.length).toBe(seen);

    // Deleting (disabling) an auth profile in use is allowed, as for web-service profiles; the payment profile keeps
    // its other edits, and its test says the auth profile is gone.
    expect((await f.asAdmin('DELETE', `/authprofile/${wrong.auth_profile_id}`)).statusCode).toBe(200);
    const renamed = await f.asAdmin('PUT', `/payment/payment-profile/${profile.payment_profile_id}`, {
      payment_profile_name: unique('Renamed'),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const gone = await f.asAdmin('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_profile_id: profile.payment_profile_id,
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('The auth profile of this payment profile does not exist or is disabled.');
    // The form's choice of none tests without one.
    const without = await f.asAdmin('POST', '/payment/payment-profile/test-payment-gateway', {
      payment_profile_id: profile.payment_profile_id,
      auth_profile_id: null,
    });
    expect(without.json().data).toMatchObject({ success: true, authorization: null });
    expect(without.json().data.request_headers.authorization).toBeUndefined();
    expect(tokens.state.authorizations.at(-1)).toBe('');
  });
});
