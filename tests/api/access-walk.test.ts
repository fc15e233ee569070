import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveRole, hasPermission, isSystemRole, scopeHeaders, type Selection } from '@shared/access';
import { appRoutes } from '@client/routes';
import { decide, flattenRoutes } from '@client/shell/navModel';
import { enabledFeatures } from '@server/http/scope';
import type { SessionUser } from '@shared/api/auth';
import { signedIn } from '@server/http/access';
import type { ApiRoute } from '@server/http/context';
import { HttpError } from '@server/http/errors';
import { resolveScope } from '@server/http/scope';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/**
 * The access walk, generated: every API route × every demo sign-in × every scope that sign-in can select.
 * - A route's access rule is decided before its input is validated: a refused caller gets the rule's 403,
 *   never a 422 that lists the fields the route expects.
 * - No rule lets a user in on no permission at all (but the system role, and the routes that declare
 *   themselves open to every signed-in user for their own things): taking the user's permissions away
 *   refuses every other route. "All accounts" of an account user is no exception.
 */
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
const demoUsers = ['system@studio.test', 'sp.admin@studio.test', 'ac.builder@studio.test', 'ac.viewer@studio.test', 'multi.sp@studio.test'];
const signIns: { email: string; token: string; user: SessionUser; selections: Selection[] }[] = [];

/** Every selection a user's switcher offers: all providers (system), each provider's 'All accounts', each account. */
function selectionsOf(user: SessionUser): Selection[] {
  const out: Selection[] = [];
  if (user.user_type === 'system')
    out.push({ spId: 'all', acId: 'all' }, { spId: ids.northwind, acId: 'all' }, { spId: ids.northwind, acId: ids.retail });
  for (const option of user.account_mappings) {
    out.push({ spId: option.sp_id, acId: 'all' });
    for (const account of option.accounts) out.push({ spId: option.sp_id, acId: account.ac_id });
  }
  return out;
}

/** The request a route's access rule sees: the signed-in user and the resolved scope, no input yet. */
async function requestOf(user: SessionUser, selection: Selection, route: ApiRoute): Promise<FastifyRequest | null> {
  const headers = Object.fromEntries(Object.entries(scopeHeaders(selection)).map(([k, v]) => [k.toLowerCase(), v]));
  try {
    const scope = await resolveScope(s.db, user, headers);
    return {
      auth: { sessionId: 'walk', user },
      scope,
      headers,
      url: route.url,
      server: s.app,
      log: s.app.log,
      params: {},
      query: {},
      body: undefined,
    } as unknown as FastifyRequest;
  } catch {
    return null; // a selection the server refuses before any route: not this walk's concern
  }
}

async function runRule(route: ApiRoute, request: FastifyRequest): Promise<HttpError | null> {
  try {
    await route.config.access!(request);
    return null;
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
}

const concrete = (url: string) => url.replace(/^\/api/, '').replace(/:[A-Za-z_]+\??/g, '1');

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  for (const email of demoUsers) {
    const token = await s.login(email);
    const user = (await s.call('GET', '/auth/me', { token })).json().data as SessionUser;
    signIns.push({ email, token, user, selections: selectionsOf(user) });
  }
}, 60_000);
afterAll(() => s.close());

describe('the access walk over every route, sign-in and scope', () => {
  it('every API route declares who may call it', () => {
    const routes = s.app.routeTable;
    expect(routes.length).toBeGreaterThan(200);
    for (const route of routes) expect(route.config.public || route.config.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('a refused caller gets the rule’s 403 before the body, query or params are looked at', async () => {
    let refusals = 0;
    for (const route of s.app.routeTable.filter((r) => r.config.access)) {
      for (const { email, token, user, selections } of signIns) {
        for (const selection of selections) {
          const request = await requestOf(user, selection, route);
          if (!request) continue;
          const refused = await runRule(route, request);
          if (!refused) continue;
          refusals += 1;
          const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? { not_a_field_of_any_route: [1, 2, 3] } : undefined;
          const res = await s.call(route.method, concrete(route.url), { token, selection, body });
          const where = `${route.method} ${route.url} as ${email} at ${JSON.stringify(selection)}`;
          expect(res.statusCode, where).toBe(refused.statusCode);
          expect(res.json().message, where).toBe(refused.message);
        }
      }
    }
    expect(refusals).toBeGreaterThan(500);
  }, 300_000);

  it('no rule but the signed-in ones lets a user in without a permission, "All accounts" included', async () => {
    const letIn: string[] = [];
    for (const route of s.app.routeTable.filter((r) => r.config.access && r.config.access !== signedIn)) {
      for (const { email, user, selections } of signIns.filter((u) => u.user.user_type !== 'system')) {
        for (const selection of selections) {
          const request = await requestOf({ ...user, permissions: [] }, selection, route);
          if (request && !(await runRule(route, request)))
            letIn.push(`${route.method} ${route.url} as ${email} at ${JSON.stringify(selection)}`);
        }
      }
    }
    expect(letIn).toEqual([]);
  }, 300_000);
});

describe('an account user cannot change the provider (All accounts is not the provider)', () => {
  it('the builder at All accounts is refused the provider profile, before its body, and the name stays', async () => {
    const builder = signIns.find((u) => u.email === 'ac.builder@studio.test')!;
    const selection = { spId: ids.northwind, acId: 'all' as const };
    const before = await s.db
      .selectFrom('service_providers')
      .select('sp_name')
      .where('sp_id', '=', ids.northwind)
      .executeTakeFirstOrThrow();
    const read = await s.call('GET', `/portal/sp-settings?sp_id=${ids.northwind}`, { token: builder.token, selection });
    expect(read.statusCode).toBe(403);
    const save = await s.call('POST', '/portal/sp-settings', {
      token: builder.token,
      selection,
      body: { sp_id: ids.northwind, sp_name: 'Renamed by an account user' },
    });
    expect(save.statusCode).toBe(403);
    const garbage = await s.call('POST', '/portal/sp-settings', { token: builder.token, selection, body: { nothing: 1 } });
    expect(garbage.statusCode).toBe(403);
    const after = await s.db.selectFrom('service_providers').select('sp_name').where('sp_id', '=', ids.northwind).executeTakeFirstOrThrow();
    expect(after.sp_name).toBe(before.sp_name);
  });

  it('the provider admin may still rename its provider', async () => {
    const admin = signIns.find((u) => u.email === 'sp.admin@studio.test')!;
    const selection = { spId: ids.northwind, acId: 'all' as const };
    const current = (await s.call('GET', `/portal/sp-settings?sp_id=${ids.northwind}`, { token: admin.token, selection })).json().data;
    const res = await s.call('POST', '/portal/sp-settings', {
      token: admin.token,
      selection,
      body: { sp_id: ids.northwind, sp_name: current.sp_name },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the builder at All accounts reads its tasks’ list only where its role lets it, and writes nothing there', async () => {
    const builder = signIns.find((u) => u.email === 'ac.builder@studio.test')!;
    const selection = { spId: ids.northwind, acId: 'all' as const };
    const res = await s.call('POST', '/studio/tasks', {
      token: builder.token,
      selection,
      body: { task_name: 'At all accounts', task_type: 'voice' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the screens: what the matrix does not grant is hidden or refused', () => {
  it('no demo sign-in at any scope opens a screen its roles do not grant, nor a provider screen from an account role', async () => {
    const opened: string[] = [];
    let checked = 0;
    for (const { email, user, selections } of signIns) {
      if (isSystemRole(effectiveRole(user, { spId: 'all', acId: 'all' }))) continue;
      for (const selection of selections) {
        const ctx = { user, selection, enabledFeatures: await enabledFeatures(s.db, selection) };
        for (const route of flattenRoutes(appRoutes)) {
          if (route.open || !route.permissions?.length) continue;
          checked += 1;
          if (!decide(route, ctx).allowed) continue;
          const granted = hasPermission(user.permissions, route.permissions[0]);
          const providerScreen = route.scopes && !route.scopes.includes('ac');
          const accountRole = user.user_type === 'ac';
          if (!granted || (providerScreen && accountRole)) opened.push(`${route.path} as ${email} at ${JSON.stringify(selection)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(opened).toEqual([]);
  });

  it('the builder at All accounts is not offered the provider profile', async () => {
    const builder = signIns.find((u) => u.email === 'ac.builder@studio.test')!;
    const selection = { spId: ids.northwind, acId: 'all' as const };
    const ctx = { user: builder.user, selection, enabledFeatures: await enabledFeatures(s.db, selection) };
    const spProfile = flattenRoutes(appRoutes).find((r) => r.id === 'manage.sp-profile')!;
    expect(decide(spProfile, ctx)).toMatchObject({ allowed: false, hidden: true });
  });
});
