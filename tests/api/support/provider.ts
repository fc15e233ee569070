import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { demoIds, startStudio, type TestStudio } from './studio';

export interface ProviderFixture {
  s: TestStudio;
  ids: Awaited<ReturnType<typeof demoIds>>;
  /** Northwind with all its accounts (provider scope), and every provider (system scope). */
  northwind: Selection;
  all: Selection;
  /** Bearer tokens by e-mail of the demo sign-ins asked for. */
  token: Record<string, string>;
  /** A call as the Northwind provider admin at Northwind's provider scope. */
  asAdmin(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A call as the system admin at system scope. */
  asSystem(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/**
 * The setup the administration tests share: a studio with demo data, the provider admin and the system
 * admin signed in (plus any other demo sign-ins named). Filled in beforeAll; closed afterAll.
 */
export function providerFixture(...others: string[]): ProviderFixture {
  const f = { all: { spId: 'all', acId: 'all' }, token: {} } as ProviderFixture;
  beforeAll(async () => {
    f.s = await startStudio();
    f.ids = await demoIds(f.s.db);
    f.northwind = { spId: f.ids.northwind, acId: 'all' };
    for (const email of ['sp.admin@studio.test', 'system@studio.test', ...others]) f.token[email] = await f.s.login(email);
    f.asAdmin = (method, url, body) => f.s.call(method, url, { token: f.token['sp.admin@studio.test'], selection: f.northwind, body });
    f.asSystem = (method, url, body) => f.s.call(method, url, { token: f.token['system@studio.test'], selection: f.all, body });
  });
  afterAll(() => f.s.close());
  return f;
}
