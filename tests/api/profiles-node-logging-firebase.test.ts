import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nodeLoggingDeliverJob } from '@server/modules/profiles/node-logging-jobs';
import { accountFixture } from './support/account';
import { serviceAccountKeys, startFirebaseServer } from './support/firebase-server';
import { flowHelpers } from './flow-support';

/**
 * Firebase node-logging profiles (spec 3 §3 Profiles: db_url, credentials_file_path; §7 POST
 * /node-logging/profiles/firebase/test-connection): each node event of an attached task's sessions is written to the
 * Realtime Database through its REST API with the service account's token (one token for many events), by the job queue
 * with retries; the credentials file is read from the account's credentials folder only; the connection test answers
 * each failure in words.
 */
const fx = accountFixture('sp.admin@studio.test');
const h = flowHelpers(fx);
const clientEmail = 'studio-logger@studio-test.iam.gserviceaccount.com';
const keys = serviceAccountKeys();
let fb: Awaited<ReturnType<typeof startFirebaseServer>>;
/** The account's credentials folder (FIREBASE_CREDENTIALS_DIR/<ac_id>). */
const folderOf = (acId: number) => join(fx.s.config.firebaseCredentialsDir, String(acId));
function credentialsFile(name: string, content: unknown, acId = fx.ids.retail) {
  mkdirSync(folderOf(acId), { recursive: true });
  writeFileSync(join(folderOf(acId), name), typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}
const serviceAccount = (extra: Record<string, unknown> = {}) => ({
  type: 'service_account',
  project_id: 'studio-test',
  private_key_id: 'key-1',
  private_key: keys.privateKey,
  client_email: clientEmail,
  token_uri: fb.tokenUrl,
  ...extra,
});

beforeAll(async () => {
  fb = await startFirebaseServer({ clientEmail, publicKey: keys.publicKey });
  // The test's servers are on loopback: allowed the way the webhook tests allow them.
  fx.s.config.engineAllowPrivateHosts = true;
  credentialsFile('sa.json', serviceAccount());
});
afterAll(() => fb.close());
beforeEach(() => {
  Object.assign(fb.state, { token: 'ok', database: 'ok', lifetime: 3600 });
});

const unique = () => Math.random().toString(36).slice(2, 8);
async function workflow() {
  const t = await h.task('workflow');
  const { canvas_id, start } = await h.start(t.task_id);
  const v = (await fx.call('POST', '/content/variables', { variable_name: `fb_${unique()}`, variable_type: 'single_value' })).json().data;
  await h.insert(t.task_id, canvas_id, start, 'variable', { variable_id: v.variable_id, value: { kind: 'literal', value: 'A' } });
  return t;
}
async function firebaseProfile(taskIds: number[], extra: Record<string, unknown> = {}) {
  const res = await fx.call('POST', '/node-logging/profiles', {
    profile_name: `Fire ${unique()}`,
    profile_type: 'firebase',
    db_url: `${fb.url}/`,
    credentials_file_path: 'sa.json',
    task_ids: taskIds,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { profile_id: number; profile_name: string };
}
const run = async (taskId: number) => (await fx.call('POST', '/studio/workflow-run-now', { task_id: taskId })).json().data;
const writesOf = (sessionId: string) => fb.state.writes.filter((w) => w.path.startsWith(`/studio/sessions/${sessionId}/events/`));
async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}
/** What the queue recorded of the failed runs of the deliveries (the jobs table on SQLite, pg-boss's output on PostgreSQL). */
async function deliveryErrors(): Promise<string[]> {
  if (fx.s.place.database.databaseUrl) {
    const { rows } = await sql<{
      error: string;
    }>`select output->>'message' as error from pgboss.job where name = ${nodeLoggingDeliverJob} and output is not null`.execute(fx.s.db);
    return rows.map((r) => r.error).filter(Boolean);
  }
  const rows = await fx.s.db
    .selectFrom('jobs')
    .select('error')
    .where('name', '=', nodeLoggingDeliverJob)
    .where('error', 'is not', null)
    .execute();
  return rows.map((r) => r.error as string);
}
const testConnection = (body: Record<string, unknown>) =>
  fx.call('POST', '/node-logging/profiles/firebase/test-connection', { db_url: fb.url, credentials_file_path: 'sa.json', ...body });

describe('Firebase node-logging profiles: delivery', () => {
  it("writes each node event of an attached task's sessions to the database, with one token for many events", async () => {
    const t = await workflow();
    const p = await firebaseProfile([t.task_id]);
    const before = fb.state.tokenRequests;
    const first = await run(t.task_id);
    const second = await run(t.task_id);
    for (const r of [first, second]) expect(await until(() => writesOf(r.session_id).length === r.events.length)).toBe(true);
    // One token for both sessions' events (it is kept until shortly before it expires).
    expect(fb.state.tokenRequests - before).toBe(1);

    const got = writesOf(first.session_id).sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
    expect(got.map((w) => w.path)).toEqual(first.events.map((_: unknown, i: number) => `/studio/sessions/${first.session_id}/events/${i}`));
    expect(
      got.every((w) => w.method === 'PUT' && w.query.print === 'silent' && w.query.access_token === 'fb-tok-' + fb.state.tokenRequests),
    ).toBe(true);
    const bodies = got.map((w) => JSON.parse(w.body));
    expect(bodies.map((b) => b.node_event)).toEqual(first.events);
    expect(bodies[0]).toEqual({
      event: 'node_event',
      event_id: `${first.session_id}:0`,
      profile_id: p.profile_id,
      ac_id: fx.ids.retail,
      task_id: t.task_id,
      session_id: first.session_id,
      simulated: false,
      sequence: 0,
      occurred_at: expect.any(String),
      node_event: first.events[0],
    });
    expect(got.some((w) => w.body.includes('PRIVATE KEY') || w.body.includes('fb-tok-'))).toBe(false);
  });

  it('fetches a new token once the kept one is about to expire, and after the database refused it', async () => {
    const t = await workflow();
    await firebaseProfile([t.task_id]);
    fb.state.lifetime = 1;
    const a = await run(t.task_id);
    expect(await until(() => writesOf(a.session_id).length === a.events.length)).toBe(true);
    const afterFirst = fb.state.tokenRequests;
    await new Promise((r) => setTimeout(r, 1100));
    fb.state.lifetime = 3600;
    const b = await run(t.task_id);
    expect(await until(() => writesOf(b.session_id).length === b.events.length)).toBe(true);
    expect(fb.state.tokenRequests).toBe(afterFirst + 1);

    // The database no longer takes the kept token: the retry fetches a new one.
    fb.state.issued.clear();
    const c = await run(t.task_id);
    expect(await until(() => writesOf(c.session_id).length === c.events.length, 30_000)).toBe(true);
    expect(fb.state.tokenRequests).toBe(afterFirst + 2);
  }, 60_000);

  it('retries when the token endpoint refuses the service account, and the recorded failure carries no secret', async () => {
    const t = await workflow();
    const p = await firebaseProfile([t.task_id]);
    fb.state.token = 'refuse';
    const before = fb.state.tokenRequests;
    const r = await run(t.task_id);
    expect(r.events.length).toBeGreaterThan(0);
    // Every run of a delivery asks again (a refusal is not kept): a second request is a retry.
    expect(await until(() => fb.state.tokenRequests - before >= 2, 30_000)).toBe(true);
    expect(writesOf(r.session_id)).toEqual([]);
    // The queue records a run's failure once the run is over (on pg-boss, once its batch of the turn's deliveries is).
    const recorded = async () => (await deliveryErrors()).filter((e) => e.includes(p.profile_name));
    expect(await until(async () => (await recorded()).length > 0)).toBe(true);
    const errors = await recorded();
    expect(errors[0]).toBe(
      `Node-logging Firebase ${p.profile_name}: The token endpoint refused the service account (400: invalid_grant: Invalid grant: account not found).`,
    );
    for (const e of errors) {
      expect(e).not.toContain('PRIVATE KEY');
      expect(e).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
      expect(e).not.toContain('fb-tok-');
    }
    // The endpoint takes it again: the next run of each delivery writes its event.
    fb.state.token = 'ok';
    expect(await until(() => writesOf(r.session_id).length === r.events.length, 30_000)).toBe(true);
  }, 60_000);

  it('writes nothing for a detached task or a disabled profile', async () => {
    const [a, b] = [await workflow(), await workflow()];
    const p = await firebaseProfile([a.task_id, b.task_id]);
    const removed = await fx.call('POST', '/node-logging/profiles/remove-task', {
      profile_id: p.profile_id,
      profile_type: 'firebase',
      task_id: a.task_id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await fx.call('DELETE', `/node-logging/profiles/${p.profile_id}`)).statusCode).toBe(200);
    const [ra, rb] = [await run(a.task_id), await run(b.task_id)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...writesOf(ra.session_id), ...writesOf(rb.session_id)]).toEqual([]);
  });
});

describe('Firebase node-logging profiles: the credentials file', () => {
  it("refuses a path outside the account's credentials folder when the profile is saved (422)", async () => {
    for (const path of ['../sa.json', '/etc/passwd', `../${fx.ids.health}/sa.json`, join(fx.s.config.firebaseCredentialsDir, 'sa.json')]) {
      const res = await fx.call('POST', '/node-logging/profiles', {
        profile_name: `Outside ${unique()}`,
        profile_type: 'firebase',
        db_url: fb.url,
        credentials_file_path: path,
      });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().message).toBe(`The credentials file ${path} is outside this account's credentials folder on the server.`);
    }
    // Absolute within the folder is the same file.
    const inside = await fx.call('POST', '/node-logging/profiles', {
      profile_name: `Inside ${unique()}`,
      profile_type: 'firebase',
      db_url: fb.url,
      credentials_file_path: join(folderOf(fx.ids.retail), 'sa.json'),
    });
    expect(inside.statusCode, inside.body).toBe(201);
  });

  it('answers a file it may not read, a missing one, bad JSON or a file that is not a key with 422 in words, never its content', async () => {
    credentialsFile('broken.json', '{"private_key": "SECRET-MARKER-1", ');
    credentialsFile('partial.json', { private_key: 'SECRET-MARKER-2', client_email: clientEmail });
    credentialsFile('badkey.json', serviceAccount({ private_key: 'SECRET-MARKER-3' }));
    credentialsFile('list.json', '["SECRET-MARKER-4"]');
    // A link in the folder that points out of it is as outside as the file it points to.
    writeFileSync(join(fx.s.config.firebaseCredentialsDir, 'shared.json'), JSON.stringify(serviceAccount()));
    symlinkSync(join(fx.s.config.firebaseCredentialsDir, 'shared.json'), join(folderOf(fx.ids.retail), 'link.json'));
    const cases: [string, string][] = [
      ['../../signing-secret', "The credentials file ../../signing-secret is outside this account's credentials folder on the server."],
      ['link.json', "The credentials file link.json is outside this account's credentials folder on the server."],
      ['missing.json', "There is no credentials file missing.json in this account's credentials folder on the server."],
      ['broken.json', 'The credentials file broken.json is not valid JSON.'],
      ['list.json', 'The credentials file list.json is not valid JSON.'],
      ['partial.json', 'The credentials file partial.json is not a service-account key: it needs client_email, private_key and token_uri.'],
      ['badkey.json', 'The private key in the credentials file badkey.json is not a PEM private key (PKCS #8).'],
    ];
    for (const [path, message] of cases) {
      const res = await testConnection({ credentials_file_path: path });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.body).not.toContain('SECRET-MARKER');
    }
  });
});

describe('POST /node-logging/profiles/firebase/test-connection', () => {
  it('signs in with the service account and writes a test value', async () => {
    const before = fb.state.writes.length;
    const res = await testConnection({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      success: true,
      message: `The service account ${clientEmail} signed in and the database at ${new URL(fb.url).host} accepted a test write.`,
    });
    const written = fb.state.writes.slice(before);
    expect(written.map((w) => w.path)).toEqual(['/studio/connection-test']);
    expect(JSON.parse(written[0].body)).toMatchObject({ by: 'studio', tested_at: expect.any(String) });
  });

  it('answers each failure in words: bad credentials, garbage, an unreachable host, a refusing or missing database, a hang', async () => {
    const host = new URL(fb.url).host;
    const other = serviceAccountKeys();
    credentialsFile('other-key.json', serviceAccount({ private_key: other.privateKey }));
    credentialsFile('closed.json', serviceAccount({ token_uri: 'http://127.0.0.1:9/token' }));
    const answer = async (body: Record<string, unknown>) => {
      const res = await testConnection(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/PRIVATE KEY|fb-tok-|eyJ[\w-]+\.[\w-]+/);
      return res.json().data;
    };
    expect(await answer({ credentials_file_path: 'other-key.json' })).toEqual({
      success: false,
      message: 'The token endpoint refused the service account (400: invalid_grant: Invalid JWT Signature.).',
    });
    fb.state.token = 'garbage';
    expect(await answer({})).toEqual({ success: false, message: 'The token endpoint answered 200 without an access token.' });
    fb.state.token = 'ok';
    expect(await answer({ credentials_file_path: 'closed.json' })).toEqual({
      success: false,
      message: 'The server at 127.0.0.1:9 could not be reached: ECONNREFUSED',
    });
    fb.state.database = 'deny';
    expect(await answer({})).toEqual({
      success: false,
      message: `The database at ${host} refused the service account's token (401: Permission denied).`,
    });
    fb.state.database = 'missing';
    expect((await answer({})).message).toBe(
      `The database at ${host} answered 404 (Firebase error. Please ensure that you have the URL of your Firebase Realtime Database instance configured correctly.): check the database URL.`,
    );
    fb.state.database = 'hang';
    const started = Date.now();
    expect(await answer({ timeout_seconds: 1 })).toEqual({ success: false, message: `The server at ${host} did not answer within 1 s.` });
    expect(Date.now() - started).toBeLessThan(5000);
    fb.state.database = 'ok';
    fb.state.token = 'hang';
    expect(await answer({ timeout_seconds: 1 })).toEqual({ success: false, message: `The server at ${host} did not answer within 1 s.` });
  }, 30_000);

  it('refuses a private address unless the server allows it', async () => {
    fx.s.config.engineAllowPrivateHosts = false;
    try {
      const res = await testConnection({});
      expect(res.json().data).toEqual({
        success: false,
        message: 'The address 127.0.0.1 is private; the profile must name a public address.',
      });
    } finally {
      fx.s.config.engineAllowPrivateHosts = true;
    }
  });

  it('keeps a profile and its credentials to its account: another account can neither read it nor test with its file', async () => {
    const p = await firebaseProfile([]);
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const asHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    expect((await asHealth('GET', `/node-logging/profiles/${p.profile_id}`)).statusCode).toBe(404);
    expect((await asHealth('GET', `/node-logging/profiles/get-tasks?profile_id=${p.profile_id}&profile_type=firebase`)).statusCode).toBe(
      404,
    );
    const body = { db_url: fb.url, credentials_file_path: `../${fx.ids.retail}/sa.json` };
    const viaPath = await asHealth('POST', '/node-logging/profiles/firebase/test-connection', body);
    expect(viaPath.statusCode).toBe(422);
    expect(viaPath.json().message).toBe(
      `The credentials file ../${fx.ids.retail}/sa.json is outside this account's credentials folder on the server.`,
    );
    const sameName = await asHealth('POST', '/node-logging/profiles/firebase/test-connection', {
      db_url: fb.url,
      credentials_file_path: 'sa.json',
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().message).toBe("There is no credentials file sa.json in this account's credentials folder on the server.");
    // A user without the profiles' permission may not test at all.
    const builder = await fx.s.login('ac.builder@studio.test');
    const refused = await fx.s.call('POST', '/node-logging/profiles/firebase/test-connection', {
      token: builder,
      selection: fx.retail,
      body: { db_url: fb.url, credentials_file_path: 'sa.json' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
