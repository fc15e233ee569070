import { demoSession } from './session';
import { baseUrl } from './server';

/** A signed-in user's API in one of their accounts: what a browser test sets up outside the screen and reads back. */
export interface AccountApi {
  acId: number;
  spId: number;
  /** The query that selects the account on a page: `ac_id=…&sp_id=…`. */
  scope: string;
  /** The answer's `data` (or the whole answer when it has none); a failure throws with the status and body. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The whole answer (`data`, `node`, `nodes`, …). */
  raw(method: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
}

/** The JSON content type, for a call with a body only: the server refuses an empty body that says it is JSON. */
const jsonType = (body: unknown): Record<string, string> => (body === undefined ? {} : { 'content-type': 'application/json' });

type Mapping = { sp_id: number; accounts: { ac_id: number; ac_name: string }[] };

/** Signs in as `email` over the API and calls it in the account named (by default the user's first account). */
export async function accountApi(email: string, accountName?: string): Promise<AccountApi> {
  const data = await demoSession(baseUrl, email);
  const named = (m: Mapping) => m.accounts.find((a) => accountName === undefined || a.ac_name === accountName);
  const sp = data.user.account_mappings.find((m) => named(m));
  if (!sp) throw new Error(`${email} has no account named ${accountName}`);
  const acId = named(sp)!.ac_id;
  const headers = { authorization: `Bearer ${data.token}`, 'X-Scope': 'ac', 'X-Scope-Id': String(acId), 'X-Sp-Id': String(sp.sp_id) };
  const raw = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { ...headers, ...jsonType(body) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const json = await raw(method, path, body);
    return (json.data ?? json) as T;
  };
  return { acId, spId: sp.sp_id, scope: `ac_id=${acId}&sp_id=${sp.sp_id}`, call, raw };
}

/** A demo sign-in's API at a fixed scope (system: 'all'; a provider: its id): the answer's `data`, a failure throws. */
export async function caller(email: string, spId?: number) {
  const { token } = await demoSession(baseUrl, email);
  const scope: Record<string, string> =
    spId === undefined
      ? { 'X-Scope': 'all', 'X-Scope-Id': 'all' }
      : { 'X-Scope': 'sp', 'X-Scope-Id': String(spId), 'X-Sp-Id': String(spId) };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { ...jsonType(body), authorization: `Bearer ${token}`, ...scope },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

/** A provider admin's API at the scope of their first provider (Northwind for the demo's): its id and `call`. */
export async function providerCaller(email = 'sp.admin@studio.test') {
  const { user } = await demoSession(baseUrl, email);
  const spId = (user.account_mappings as { sp_id: number }[])[0].sp_id;
  return { spId, call: await caller(email, spId) };
}
