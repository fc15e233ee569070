import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { demoIds, startStudio, type TestStudio } from './studio';

export interface AccountFixture {
  s: TestStudio;
  token: string;
  ids: Awaited<ReturnType<typeof demoIds>>;
  retail: Selection;
  /** A call as the signed-in user, in Northwind Retail. */
  call(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/**
 * The setup most content tests share: a studio, the demo account builder signed in, working in
 * Northwind Retail. Fields are filled in beforeAll; the studio closes afterAll.
 */
export function accountFixture(email = 'ac.builder@studio.test'): AccountFixture {
  const f = {} as AccountFixture;
  beforeAll(async () => {
    f.s = await startStudio();
    f.ids = await demoIds(f.s.db);
    f.retail = { spId: f.ids.northwind, acId: f.ids.retail };
    f.token = await f.s.login(email);
    f.call = (method, url, body) => f.s.call(method, url, { token: f.token, selection: f.retail, body });
  });
  afterAll(() => f.s.close());
  return f;
}
